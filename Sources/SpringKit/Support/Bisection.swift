// The one bisection of the package: settling durations, SwiftUI's and Motion's envelope
// equations all narrow a bracket of doubles to two neighbours through it.

/// Bisection of a bracket of doubles down to adjacent values.
enum Bisection {
  /// The most halvings a bisection takes: 1100.
  ///
  /// Halving the bracket ends when no double lies strictly between its ends. A bracket of
  /// width 2ᵏ that closes next to zero, where doubles are densest (2⁻¹⁰⁷⁴ apart), needs at
  /// most k + 1074 halvings, so 1100 lets any bracket up to 2²⁶ wide close wherever its
  /// transition lies, and wider ones close far sooner away from zero, where doubles are
  /// sparser. The bound is a guarantee that the loop ends, not a tolerance.
  static let maximumSteps = 1100

  /// Narrows `[low, high]` to a bracket of adjacent doubles (or stops after
  /// ``maximumSteps`` halvings) around the point where `isBelow` turns from `true` to
  /// `false`.
  ///
  /// Each step tests the midpoint `low + (high − low)/2`: where `isBelow` holds it becomes
  /// the new `low`, otherwise the new `high`. The caller picks the end it needs.
  ///
  /// ```swift
  /// // e^{−x}(1 + x) = 0.001 on [0, 64]
  /// let x = Bisection.narrow(0, 64) { exp(-$0) * (1 + $0) > 0.001 }.high
  /// ```
  ///
  /// - Parameters:
  ///   - low: The lower end, where `isBelow` holds (it is not tested).
  ///   - high: The upper end, where `isBelow` fails (it is not tested).
  ///   - isBelow: Whether a point lies below the sought transition.
  /// - Returns: The final bracket.
  /// - Complexity: At most ``maximumSteps`` calls of `isBelow`.
  static func narrow(
    _ low: Double, _ high: Double, isBelow: (Double) -> Bool
  ) -> (low: Double, high: Double) {
    var (low, high) = (low, high)
    for _ in 0..<maximumSteps {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if isBelow(middle) { low = middle } else { high = middle }
    }
    return (low, high)
  }
}
