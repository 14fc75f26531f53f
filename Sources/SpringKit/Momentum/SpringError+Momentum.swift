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

extension SpringError.Rule {
  /// Finite and less than 1 (React Native's and Reanimated's deceleration, which they do not
  /// bound below).
  public static let lessThanOne = Self("lessThanOne", requirement: "finite and less than 1")
}

// Validation helpers of the momentum subsystem.
extension SpringError {
  /// Throws ``SpringError`` with the rule `.decelerationFactor` unless 0 < `value` < 1.
  static func requireDecelerationFactor(_ value: Double, _ parameter: String)
    throws(SpringError)
  {
    guard value > 0, value < 1 else {
      throw SpringError(parameter: parameter, value: .number(value), rule: .decelerationFactor)
    }
  }

  /// Throws ``SpringError`` with the rule `.lessThanOne` unless `value` is finite and < 1.
  static func requireLessThanOne(_ value: Double, _ parameter: String) throws(SpringError) {
    guard value.isFinite, value < 1 else {
      throw SpringError(parameter: parameter, value: .number(value), rule: .lessThanOne)
    }
  }
}

extension SpringError.Rule {
  /// Such that a replayed frame loop stops within ``ReanimatedDecay/maximumFrames`` frames.
  public static let replayable = Self(
    "replayable", requirement: "such that the replayed loop stops within 10,000,000 frames")
}
