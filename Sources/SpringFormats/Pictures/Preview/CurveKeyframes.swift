/// Any curve of time as a CSS `@keyframes` rule of straight-line stops, within a tolerance
/// checked on the printed numbers.
///
/// CSS draws straight lines between keyframes, so a curve it cannot express (Core
/// Animation's cubic keyframes, per-segment timing functions, a whole-animation timing
/// function) is drawn as dense stops. The stops start at the curve's knots (the keyframe
/// times, where it may kink) and every interval whose line strays more than 0.9 × the
/// tolerance is halved, until all pass. The check reads the numbers back from the text
/// that will be printed, so rounding is part of the measured error:
///
/// ```swift
/// let track = ScalePop.keyframes()
/// let curve = try CurveKeyframes(
///   duration: track.duration, knots: track.keyTimes.map { $0 * track.duration },
///   tolerance: 0.0006, curve: track.value(at:))
/// curve.measuredError  // below 0.0006, at curve.checkCount times
/// ```
///
/// A discrete curve (``init(discreteValues:keyTimes:duration:)``) holds each value until the
/// next keyTime instead: the rule plays with `step-end`, exact up to the printed digits.
public struct CurveKeyframes: Sendable, Hashable {
  /// The most stops ``init(duration:knots:tolerance:curve:)`` writes.
  public static let maximumStopCount = 20_000
  /// Check times per interval between two stops in the final check.
  public static let checksPerInterval = 32

  /// The stops' percentages of the duration, as printed (`0`, `12.5`, …, `100`).
  public let percentages: [String]
  /// The stops' values, as printed.
  public let values: [String]
  /// The duration in milliseconds, as printed.
  public let milliseconds: String
  /// The timing function between stops: `linear`, or `step-end` for a discrete curve.
  public let timingFunction: String
  /// The tolerance asked for, in value units.
  public let tolerance: Double
  /// The largest distance from the curve of the printed stops, at ``checkCount`` times.
  public let measuredError: Double
  /// How many times the final check compared the printed stops with the curve.
  public let checkCount: Int

  /// The stops of a continuous curve, each interval halved until its line is within
  /// 0.9 × `tolerance` of the curve.
  ///
  /// - Parameters:
  ///   - duration: The curve's duration in seconds, finite and positive.
  ///   - knots: Times in 0…`duration` where the curve may kink; 0 and `duration` are added.
  ///   - tolerance: The largest distance allowed, in value units; positive.
  ///   - curve: The value at a time in seconds; finite on 0…`duration`.
  /// - Throws: ``PreviewError/toleranceNotReached(tolerance:stops:)`` when
  ///   ``maximumStopCount`` stops or the printed times' resolution do not suffice (a jump
  ///   in the curve), ``PreviewError/format(_:)`` for a value that is not finite.
  /// - Complexity: O(s · log(1/tolerance)) curve evaluations for s stops.
  public init(
    duration: Double, knots: [Double], tolerance: Double, curve: (Double) -> Double
  ) throws(PreviewError) {
    guard duration.isFinite, duration > 0, tolerance.isFinite, tolerance > 0 else {
      throw .toleranceNotReached(tolerance: tolerance, stops: 0)
    }
    // Values round by a tenth of the tolerance; times as finely as the steepest slope needs.
    let valueDecimals = DecimalText.decimals(forError: tolerance / 10)
    var slope = 0.0
    let probes = 4096
    var previous = curve(0)
    for index in 1...probes {
      let value = curve(duration * Double(index) / Double(probes))
      slope = max(slope, abs(value - previous) * Double(probes) / duration)
      previous = value
    }
    guard slope.isFinite else { throw .format(.nonFiniteNumber) }
    let percentDecimals = min(
      12,
      max(2, DecimalText.decimals(forError: tolerance / (10 * max(slope, 1e-300) * duration)) - 2))
    let percentStep = 0.5 / DecimalText.powerOfTen(percentDecimals)

    var times = ([0, duration] + knots.filter { $0 > 0 && $0 < duration }).sorted()
    times = times.enumerated().filter { $0.offset == 0 || $0.element != times[$0.offset - 1] }
      .map(\.element)
    func printed(_ time: Double) -> (percent: String, value: String) {
      (
        DecimalText.fixed(100 * time / duration, decimals: percentDecimals),
        DecimalText.fixed(curve(time), decimals: valueDecimals)
      )
    }
    // The error of the line between two printed stops, at `checks` inner times.
    func intervalError(_ a: Double, _ b: Double, _ checks: Int) -> Double {
      let (pa, va) = printed(a)
      let (pb, vb) = printed(b)
      let ta = (Double(pa) ?? .nan) / 100 * duration
      let tb = (Double(pb) ?? .nan) / 100 * duration
      let ya = Double(va) ?? .nan
      let yb = Double(vb) ?? .nan
      var worst = 0.0
      for step in 0...checks {
        let t = a + (b - a) * Double(step) / Double(checks)
        let fraction = tb > ta ? min(max((t - ta) / (tb - ta), 0), 1) : 1
        let error = abs(ya + (yb - ya) * fraction - curve(t))
        worst = error.isNaN ? .infinity : max(worst, error)
      }
      return worst
    }
    var passed = false
    while !passed {
      passed = true
      var refined = [times[0]]
      for (a, b) in zip(times, times.dropFirst()) {
        if intervalError(a, b, 8) > 0.9 * tolerance {
          guard 100 * (b - a) / duration > 4 * percentStep else {
            throw .toleranceNotReached(tolerance: tolerance, stops: times.count)
          }
          refined.append((a + b) / 2)
          passed = false
        }
        refined.append(b)
      }
      times = refined
      guard times.count <= Self.maximumStopCount else {
        throw .toleranceNotReached(tolerance: tolerance, stops: Self.maximumStopCount)
      }
    }
    var measured = 0.0
    for (a, b) in zip(times, times.dropFirst()) {
      measured = max(measured, intervalError(a, b, Self.checksPerInterval))
    }
    guard measured <= tolerance else {
      throw .toleranceNotReached(tolerance: tolerance, stops: times.count)
    }
    let stops = times.map { printed($0) }
    percentages = stops.map(\.percent)
    values = stops.map(\.value)
    milliseconds = CurveKeyframes.cssNumber(1000 * duration)
    timingFunction = "linear"
    self.tolerance = tolerance
    measuredError = measured
    checkCount = (times.count - 1) * Self.checksPerInterval + 1
  }

  /// The stops of a discrete curve: value i from keyTime i until keyTime i + 1, the last
  /// value at the end, played with `step-end`.
  ///
  /// - Parameters:
  ///   - values: The values, at least one, finite.
  ///   - keyTimes: One more than the values, from 0 to 1, not decreasing.
  ///   - duration: The duration in seconds.
  /// - Throws: ``PreviewError/format(_:)`` for a number that is not finite.
  public init(discreteValues values: [Double], keyTimes: [Double], duration: Double)
    throws(PreviewError)
  {
    guard values.allSatisfy(\.isFinite), keyTimes.allSatisfy(\.isFinite), duration.isFinite
    else { throw .format(.nonFiniteNumber) }
    // Shortest round-trip digits: nothing is rounded, so the curve is exact.
    var percentages: [String] = []
    var texts: [String] = []
    for (index, value) in values.enumerated() where index < keyTimes.count {
      percentages.append(CurveKeyframes.cssNumber(100 * keyTimes[index]))
      texts.append(CurveKeyframes.cssNumber(value))
    }
    if let last = values.last {
      percentages.append("100")
      texts.append(CurveKeyframes.cssNumber(last))
    }
    self.percentages = percentages
    self.values = texts
    milliseconds = CurveKeyframes.cssNumber(1000 * duration)
    timingFunction = "step-end"
    tolerance = 0
    measuredError = 0
    checkCount = 0
  }

  /// `value` in the shortest digits that read back to it, without a trailing `.0`
  /// (`400`, `0.5`, `1e-05`): a CSS number.
  static func cssNumber(_ value: Double) -> String {
    let text = NumberText.roundTrip(value)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// The stop count.
  public var count: Int { values.count }

  /// The `@keyframes` rule and the rule that plays it on `selector`.
  ///
  /// - Parameters:
  ///   - name: The `@keyframes` rule's name.
  ///   - property: The property each stop sets, such as `--value`.
  ///   - selector: The selector of the element that plays it.
  /// - Returns: CSS text ending with a newline.
  public func stylesheet(name: String, property: String, selector: String) -> String {
    var text = "@keyframes \(name) {\n"
    for (percent, value) in zip(percentages, values) {
      text += "  \(percent)% { \(property): \(value); }\n"
    }
    text +=
      "}\n\n\(selector) {\n  animation: \(name) \(milliseconds)ms \(timingFunction) both;\n}\n"
    return text
  }
}
