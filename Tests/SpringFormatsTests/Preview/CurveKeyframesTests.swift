import SpringKit
import SpringScenarios
import Testing

@testable import SpringFormats

/// ``CurveKeyframes``: the printed stops, read back, stay within the tolerance of the curve.
@Suite("Curve keyframes")
struct CurveKeyframesTests {
  /// The printed stops as (seconds, value) pairs, parsed back from the stylesheet text.
  static func stops(_ curve: CurveKeyframes, duration: Double) -> [(Double, Double)] {
    let text = curve.stylesheet(name: "k", property: "--value", selector: "#s")
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 5, parts[0].hasSuffix("%"), parts[2] == "--value:",
        let percent = Double(parts[0].dropLast()), let value = Double(parts[3].dropLast())
      else { return nil }
      return (percent / 100 * duration, value)
    }
  }

  /// The largest distance between the straight lines through `stops` and `curve` at
  /// `count` evenly spaced times: an independent check at times the writer never chose.
  static func largestError(
    _ stops: [(Double, Double)], curve: (Double) -> Double, duration: Double, count: Int
  ) -> Double {
    var worst = 0.0
    var segment = 0
    for index in 0...count {
      let time = duration * Double(index) / Double(count)
      while segment < stops.count - 2, stops[segment + 1].0 <= time { segment += 1 }
      let (t0, v0) = stops[segment]
      let (t1, v1) = stops[segment + 1]
      let fraction = t1 > t0 ? min(max((time - t0) / (t1 - t0), 0), 1) : 1
      worst = max(worst, abs(v0 + (v1 - v0) * fraction - curve(time)))
    }
    return worst
  }

  @Test("Cubic keyframes and timing functions: the printed stops are within the tolerance")
  func curvesWithinTolerance() throws {
    let tracks = [
      ScalePop.keyframes(),
      try KeyframeTrack(
        values: [0.0, 1.2, 0.9, 1], keyTimes: [0, 0.4, 0.7, 1], duration: 0.5,
        calculationMode: .linear, timingFunctions: [.easeOut, .default, .linear]),
    ]
    for track in tracks {
      for tolerance in [1e-2, 1e-3, 1e-4] {
        let curve = try CurveKeyframes(
          duration: track.duration, knots: track.keyTimes.map { $0 * track.duration },
          tolerance: tolerance, curve: track.value(at:))
        let stops = Self.stops(curve, duration: track.duration)
        #expect(stops.count == curve.count)
        #expect(curve.measuredError <= tolerance)
        // 200,001 times, not the writer's: the bound holds between its checks too.
        let dense = Self.largestError(
          stops, curve: track.value(at:), duration: track.duration, count: 200_000)
        #expect(dense <= tolerance, "\(tolerance): \(dense)")
        // The check is not vacuous: the stops are as few as the tolerance allows, so the
        // error is a sizeable part of it.
        #expect(dense > tolerance / 10, "\(tolerance): \(dense)")
      }
    }
  }

  @Test("Linear keyframes are their own stops")
  func linearKeyframes() throws {
    let track = try KeyframeTrack(
      values: [0.0, 0.7, 1.1, 1], keyTimes: [0, 0.25, 0.6, 1], duration: 0.4,
      calculationMode: .linear)
    let curve = try CurveKeyframes(
      duration: track.duration, knots: track.keyTimes.map { $0 * track.duration },
      tolerance: 1e-3, curve: track.value(at:))
    #expect(curve.percentages == ["0", "25", "60", "100"])
    #expect(curve.values == ["0", "0.7", "1.1", "1"])
    #expect(curve.milliseconds == "400")
    // Only the last bit of the straight line's arithmetic.
    #expect(curve.measuredError < 1e-15)
  }

  @Test("A jump cannot be drawn with straight lines: a typed error, not a hang")
  func jump() {
    #expect(throws: PreviewError.self) {
      try CurveKeyframes(duration: 1, knots: [], tolerance: 1e-3) { $0 < 0.3 ? 0 : 1 }
    }
    #expect(throws: PreviewError.self) {
      try CurveKeyframes(duration: 1, knots: [], tolerance: 1e-3) { _ in .nan }
    }
  }

  @Test("Discrete keyframes hold each value with step-end")
  func discrete() throws {
    let curve = try CurveKeyframes(
      discreteValues: [0, 1, 0.5], keyTimes: [0, 0.2, 0.5, 1], duration: 0.3)
    #expect(curve.timingFunction == "step-end")
    #expect(curve.percentages == ["0", "20", "50", "100"])
    #expect(curve.values == ["0", "1", "0.5", "0.5"])
  }
}
