extension Spring {
  /// The settling distance for a motion from `fromValue` to `toValue`: 0.1 % of the
  /// travel, or 0.001 when the value does not travel.
  ///
  /// ```
  /// ε = 0.001 · |toValue − fromValue|      (ε = 0.001 when toValue = fromValue)
  /// ```
  ///
  /// A travel so short that a thousandth of it underflows to 0 (from 0 to 5e-324) gives the
  /// smallest positive `Double`, so that ε is always a valid epsilon.
  ///
  /// This is SwiftUI's 0.001 for a motion from 0 to 1, scaled with the distance so that a
  /// motion over 400 points settles as visibly as one over 1. It is the default end of
  /// `springfit sample --until-rest`, of `springfit keyframes` and of the charts'
  /// motions. A travel too long for `Double` (from −10³⁰⁸ to 10³⁰⁸) also gives 0.001, so
  /// that the settling duration reports the values rather than ε.
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  /// - Returns: ε, in value units; finite and greater than 0 for finite values.
  @inlinable
  public static func travelEpsilon(fromValue: Double, toValue: Double) -> Double {
    let travel = abs(toValue - fromValue)
    guard travel > 0, travel.isFinite else { return 0.001 }
    return Swift.max(0.001 * travel, .leastNonzeroMagnitude)
  }
}
