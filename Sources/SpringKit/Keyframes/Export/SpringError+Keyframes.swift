// The errors of keyframe export, and their rules.

extension SpringError.Rule {
  /// At least two (keyframes).
  public static let atLeastTwo = Self("atLeastTwo", requirement: "at least 2")
  /// An end, because an undamped spring never settles.
  public static let endForUndampedSpring = Self(
    "endForUndampedSpring", requirement: "given, because an undamped spring never settles")
  /// An end, because the motion never leaves the tolerance around its target.
  public static let endForStillMotion = Self(
    "endForStillMotion",
    requirement: "given, because the motion never leaves the tolerance around toValue")
  /// A keyframe tolerance rounding and the keyframe limit can reach for this motion; the
  /// error's ``SpringError/limit`` is the smallest such tolerance.
  public static let attainableTolerance = Self(
    "attainableTolerance",
    requirement:
      "at least the smallest tolerance that rounding and the keyframe limit allow for this motion",
    limitPhrase: "the smallest for this motion is")
}

extension SpringError {
  /// A uniform export needs at least two keyframes.
  static func tooFewKeyframes(_ count: Int) -> SpringError {
    SpringError(parameter: "count", value: .count(count), rule: .atLeastTwo)
  }

  /// More keyframes than ``Spring/maximumSampleBytes`` holds.
  static func tooManyKeyframes(_ count: Double, parameter: String) -> SpringError {
    SpringError(parameter: parameter, value: .number(count), rule: .sampleBudget)
  }

  /// No `end` was given and the spring never settles, so the export has no end.
  static var neverSettles: SpringError {
    SpringError(parameter: "end", value: .none, rule: .endForUndampedSpring)
  }

  /// No `end` was given and the motion never leaves the settling band, so there is nothing
  /// to animate.
  static var nothingToAnimate: SpringError {
    SpringError(parameter: "end", value: .none, rule: .endForStillMotion)
  }

  /// The tolerance is below `minimum`, the smallest one rounding and
  /// ``Spring/maximumKeyframeCount`` allow for this motion; the error's ``limit`` is the
  /// minimum rounded up to two significant digits, a tolerance a caller can ask for.
  static func unattainableTolerance(_ tolerance: Double, minimum: Double) -> SpringError {
    SpringError(
      parameter: "tolerance", value: .number(tolerance), rule: .attainableTolerance,
      limit: roundedUp(minimum))
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
