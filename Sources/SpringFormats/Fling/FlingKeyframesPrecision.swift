public import SpringKit

/// The decimals that keep printed `MomentumKeyframes` within their tolerance of the motion,
/// and the bound that proves it.
///
/// A printed keyframe is off by at most half a unit of its last value decimal, and its time
/// by the rounding of its percentage (or frame) and of the duration; straight lines through
/// moved keyframes move by at most the value error plus the steepest slope times the time
/// error. The decimals are the fewest for which the keyframes' own `MomentumKeyframes.errorBound`
/// plus those stay within the tolerance.
public struct FlingKeyframesPrecision: Sendable, Hashable {
  /// Decimals of the values, in the written unit.
  public let valueDecimals: Int
  /// Decimals of the times: CSS percentages, or Lottie frames.
  public let timeDecimals: Int
  /// Decimals of CSS's duration in milliseconds.
  public let millisecondDecimals: Int
  /// A bound on the distance between the printed keyframes, played as straight lines, and
  /// the motion, in value units: at most the tolerance.
  public let printedErrorBound: Double

  /// The most decimals printed.
  static let maximumDecimals = 17

  /// The decimals for CSS: values in value units, times as percentages of the duration in
  /// milliseconds.
  ///
  /// - Parameter keyframes: The planned keyframes.
  /// - Throws: `SpringError` naming `tolerance` with `SpringError.Rule.printableTolerance`
  ///   when no decimals up to 17 are enough.
  public init(css keyframes: MomentumKeyframes) throws(SpringError) {
    let duration = keyframes.duration
    try self.init(keyframes, factor: 1) { decimals in
      // A percentage off by half a unit of its last decimal, and the milliseconds by half
      // of theirs (two more decimals), which scale every time.
      0.5 * Self.power10(-decimals) / 100 * duration + 0.5 * Self.power10(-(decimals + 2)) / 1000
    }
  }

  /// The decimals for Lottie: values times `factor`, times in frames at `frameRate`.
  ///
  /// - Throws: `SpringError` as ``init(css:)``, or naming `frameRate` when it is not
  ///   finite and positive.
  public init(lottie keyframes: MomentumKeyframes, frameRate: Double, factor: Double = 1)
    throws(SpringError)
  {
    guard frameRate.isFinite, frameRate > 0 else {
      throw SpringError(parameter: "frameRate", value: .number(frameRate), rule: .positive)
    }
    try self.init(keyframes, factor: factor) { decimals in 0.5 * Self.power10(-decimals) / frameRate
    }
  }

  /// The fewest decimals for values (in units of `1/factor`) and times (each time off by at
  /// most `timeError(decimals)` seconds) that keep the printed keyframes within tolerance.
  private init(
    _ keyframes: MomentumKeyframes, factor: Double, timeError: (Int) -> Double
  ) throws(SpringError) {
    let room = keyframes.tolerance - keyframes.errorBound
    // Rounding moves the slopes a little too: 1 % margin.
    let slope = keyframes.maximumSlope * 1.01
    var magnitude = 0.0
    for value in keyframes.values { magnitude = max(magnitude, abs(value * factor)) }
    var valueDecimals = 0
    while 0.5 * Self.power10(-valueDecimals) / factor > room / 2 {
      valueDecimals += 1
      guard valueDecimals <= Self.maximumDecimals else {
        throw SpringError(
          parameter: "tolerance", value: .number(keyframes.tolerance), rule: .printableTolerance)
      }
    }
    var timeDecimals = 0
    while slope * timeError(timeDecimals) > room / 2 {
      timeDecimals += 1
      guard timeDecimals <= Self.maximumDecimals else {
        throw SpringError(
          parameter: "tolerance", value: .number(keyframes.tolerance), rule: .printableTolerance)
      }
    }
    self.valueDecimals = valueDecimals
    self.timeDecimals = timeDecimals
    millisecondDecimals = timeDecimals + 2
    // Values too large for fixed digits print exactly (round trip): no rounding then.
    let valueError =
      magnitude * Self.power10(valueDecimals) < 0x1p53
      ? 0.5 * Self.power10(-valueDecimals) / factor : 0
    printedErrorBound = keyframes.errorBound + valueError + slope * timeError(timeDecimals)
  }

  /// 10ⁿ, exact for the exponents used (|n| ≤ 22 is exact for n ≥ 0).
  static func power10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }
}
