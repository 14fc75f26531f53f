import Foundation
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// The fling report's landings against each library's own formula, its JSON shape, and its
/// printed keyframes against the motion they export.
@Suite("Fling report")
struct FlingTests {
  /// A fling of 1000 units/s from 0 with UIKit's decay onto detents.
  static func fling(restThreshold: RestThreshold = .points) throws -> Fling {
    try Fling(
      from: 900, velocity: 3_000, decay: try DecaySpec.parse("uikit"),
      bounds: try MotionBounds(lower: 0, upper: 1_200), restThreshold: restThreshold)
  }

  @Test("Each library's default landing is its own formula's")
  func landings() throws {
    let rows = try FlingEcosystem.defaults(position: 0, velocity: 1_000)
    let asymptote = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.landing.asymptote) })
    // v(t) = v₀·r^(1000 t): the asymptote is −v₀/(1000 ln r).
    let uiKit = try #require(asymptote["uikit"])
    #expect(isClose(uiKit, -1_000 / (1_000 * log(0.998)), absolute: 1e-12 * 500))
    let fast = try #require(asymptote["uikit-fast"])
    #expect(isClose(fast, -1_000 / (1_000 * log(0.99)), absolute: 1e-12 * 100))
    // project(): (v₀/1000)·r/(1 − r); React Native: v/(1 − d) with v in units per ms.
    #expect(isClose(try #require(asymptote["project"]), 0.998 / 0.002, absolute: 1e-9))
    #expect(isClose(try #require(asymptote["react-native"]), 1 / (1 - 0.998), absolute: 1e-9))
    // Compose: v/4.2 with −4.2f in Float; motion: power·v.
    let compose = try #require(asymptote["compose"])
    #expect(isClose(compose, 1_000 / Double(Float(4.2)), absolute: 1e-12 * 240))
    #expect(try #require(asymptote["motion"]) == 800)
    // Reanimated's loop, as the issue's table gives it (345.2 at 60 Hz, 247.5 at 120 Hz).
    #expect(isClose(try #require(asymptote["reanimated-60"]), 345.2, absolute: 0.1))
    #expect(isClose(try #require(asymptote["reanimated-120"]), 247.5, absolute: 0.1))
  }

  @Test("The JSON holds the landing, the target and the phases' states")
  func json() throws {
    let fling = try Self.fling()
    guard case .object(let object) = fling.json,
      case .array(let phases) = object["phases"],
      case .object(let first) = phases.first
    else {
      Issue.record("not an object with phases")
      return
    }
    #expect(object["landing"] == .number(fling.motion.landing))
    #expect(object["target"] == .number(1_200))
    #expect(object["targetKind"] == .string("bound"))
    #expect(phases.count == 2)
    #expect(first["kind"] == .string("decay"))
    #expect(first["start"] == ["time": 0, "position": 900, "velocity": 3_000])
    let end = fling.motion.phases[0].end
    #expect(
      first["end"]
        == [
          "time": .number(end.time), "position": .number(end.position),
          "velocity": .number(end.velocity),
        ])
  }

  @Test("Printed CSS keyframes stay within the tolerance of the motion", arguments: [1.0, 0.01])
  func printedCSS(tolerance: Double) throws {
    let fling = try Self.fling(
      restThreshold: try RestThreshold(minimumVisibleChange: tolerance / 3))
    let keyframes = try fling.motion.linearKeyframes(tolerance: tolerance)
    let css = try keyframes.css(template: "--v: {value}")
    // Read back what CSS reads: the percentages, the values and the milliseconds.
    var times: [Double] = []
    var values: [Double] = []
    var milliseconds = Double.nan
    for line in css.split(separator: "\n") {
      let text = String(line)
      if text.hasPrefix("  "), text.contains("% {"), let percent = text.split(separator: "%").first,
        let value = text.split(separator: ":").last?.split(separator: ";").first
      {
        times.append(Double(percent.trimmingCharacters(in: .whitespaces)) ?? .nan)
        values.append(Double(value.trimmingCharacters(in: .whitespaces)) ?? .nan)
      }
      if text.hasPrefix("  animation: fling "),
        let number = text.dropFirst("  animation: fling ".count).split(separator: "m").first
      {
        milliseconds = Double(number) ?? .nan
      }
    }
    try #require(times.count == keyframes.values.count && milliseconds.isFinite)
    let seconds = times.map { $0 / 100 * milliseconds / 1_000 }
    var worst = 0.0
    for index in 0...40_000 {
      let time = 1.05 * milliseconds / 1_000 * Double(index) / 40_000
      var value = values[values.count - 1]
      if let next = seconds.firstIndex(where: { $0 > time }), next > 0 {
        let fraction = (time - seconds[next - 1]) / (seconds[next] - seconds[next - 1])
        value = values[next - 1] + (values[next] - values[next - 1]) * fraction
      }
      worst = max(worst, abs(value - fling.motion.state(at: time).position))
    }
    let precision = try FlingKeyframesPrecision(css: keyframes)
    #expect(worst <= tolerance, "\(worst)")
    #expect(worst <= precision.printedErrorBound, "\(worst) vs \(precision.printedErrorBound)")
  }
}
