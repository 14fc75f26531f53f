// The rules of the momentum subsystem: decays and their dialects.

extension SpringError.Rule {
  /// Ahead of the release in the velocity's direction, and far enough that the decay rate
  /// v₀/(x₁ − x₀) is finite.
  public static let landingAhead = Self(
    "landingAhead",
    requirement: "ahead of the release in the velocity's direction (and not at the release)")
  /// Greater than 0 and less than 1: a per-millisecond factor that makes the velocity decay
  /// (UIKit's deceleration rate, React Native's and Reanimated's deceleration).
  public static let decelerationFactor = Self(
    "decelerationFactor", requirement: "greater than 0 and less than 1")
}
