// The errors of keyframe export.

extension SpringError {
  /// The text that precedes the smallest attainable tolerance in the value of an
  /// ``Rule/attainableTolerance`` error, for callers that want to quote it.
  public static let smallestToleranceMarker = "; the smallest for this motion is "

  /// A uniform export needs at least two keyframes.
  static func tooFewKeyframes(_ count: Int) -> SpringError {
    SpringError(parameter: "count", value: "\(count)", rule: .atLeastTwo)
  }

  /// More keyframes than ``Spring/maximumSampleBytes`` holds.
  static func tooManyKeyframes(_ count: Double, parameter: String) -> SpringError {
    SpringError(parameter: parameter, value: "\(count)", rule: .sampleBudget)
  }

  /// No `end` was given and the spring never settles, so the export has no end.
  static var neverSettles: SpringError {
    SpringError(parameter: "end", value: "nil", rule: .endForUndampedSpring)
  }

  /// No `end` was given and the motion never leaves the settling band, so there is nothing
  /// to animate.
  static var nothingToAnimate: SpringError {
    SpringError(parameter: "end", value: "nil", rule: .endForStillMotion)
  }

  /// The tolerance is below `minimum`, the smallest one rounding and
  /// ``Spring/maximumKeyframeCount`` allow for this motion; the value quotes the minimum after
  /// ``smallestToleranceMarker``.
  static func unattainableTolerance(_ tolerance: Double, minimum: Double) -> SpringError {
    SpringError(
      parameter: "tolerance", value: "\(tolerance)\(smallestToleranceMarker)\(roundedUp(minimum))",
      rule: .attainableTolerance)
  }

  /// `value` rounded up to two significant decimal digits, so that it prints short.
  static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    var scaled = value
    var exponent = 0
    while scaled >= 100 {
      scaled /= 10
      exponent += 1
    }
    while scaled < 10 {
      scaled *= 10
      exponent -= 1
    }
    var power = 1.0
    for _ in 0..<abs(exponent) { power *= 10 }
    let digits = scaled.rounded(.up)
    return exponent >= 0 ? digits * power : digits / power
  }
}
