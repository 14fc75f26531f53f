public import SpringKit

extension Spring {
  /// The share of a tolerance that printable keyframes are planned within; the rest is
  /// left to the rounding of the printed numbers: 0.9.
  public static let printablePlanningShare = 0.9

  /// As few keyframes as keep the curve within `tolerance` of the spring once they are
  /// printed by a SpringFormats writer.
  ///
  /// ``SpringKit/Spring/keyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)``
  /// bounds the keyframes as `Double`s; a file holds them rounded to a few decimals, and the
  /// player reads those. So these keyframes are planned within
  /// ``printablePlanningShare`` × `tolerance` (a few more keyframes: about 5 % more linear
  /// ones, 4 % more cubic ones), and their ``SpringKit/SpringKeyframes/tolerance`` is
  /// `tolerance`: ``KeyframePrecision/init(for:)`` then finds decimals for which every
  /// format's printed numbers, played as their clients play them, stay within it.
  ///
  /// ```swift
  /// let keyframes = try Spring.bouncy.printableKeyframes(
  ///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
  /// let css = try CSSKeyframesWriter().string(for: keyframes)  // within 0.001 as printed
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - tolerance: The largest distance allowed between the printed keyframe curve and the
  ///     spring, in value units; finite and greater than 0 (see the planner for its least
  ///     attainable value).
  ///   - interpolation: How the consumer fills the time between keyframes.
  ///   - end: The duration in seconds, finite and greater than 0; `nil` (the default) for
  ///     the settling duration.
  /// - Returns: The keyframes, stated for `tolerance`.
  /// - Throws: `SpringError` as the planner does.
  /// - Complexity: as the planner's.
  public func printableKeyframes<V: ExportableValue>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, tolerance: Double,
    interpolation: KeyframeInterpolation = .linear, end: Double? = nil
  ) throws(SpringError) -> SpringKeyframes<V> {
    do throws(SpringError) {
      let planned = try keyframes(
        fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
        tolerance: Self.printablePlanningShare * tolerance, interpolation: interpolation,
        end: end)
      return planned.stated(forTolerance: tolerance)
    } catch {
      // Speak of the caller's tolerance, and of the least one that would do for it.
      guard error.parameter == "tolerance" else { throw error }
      var stated = error
      stated.value = .number(tolerance)
      stated.limit = error.limit.map { Self.roundedUp($0 / Self.printablePlanningShare) }
      throw stated
    }
  }

  /// `value` rounded up to two significant digits, so that a least tolerance prints short.
  private static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    let power = { (exponent: Int) in
      exponent >= 0
        ? DecimalText.powerOfTen(exponent) : 1 / DecimalText.powerOfTen(-exponent)
    }
    var exponent = 0
    while value >= 100 * power(exponent), exponent < 22 { exponent += 1 }
    while value < 10 * power(exponent), exponent > -22 { exponent -= 1 }
    return (value / power(exponent)).rounded(.up) * power(exponent)
  }
}
