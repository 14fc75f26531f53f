public import SpringKit

// The rules of the seed scenarios.

extension SpringError.Rule {
  /// A spring that comes to rest, because the next step starts when it stops
  /// (``AnimationView``).
  public static let settles = Self(
    "settles",
    requirement: "a spring that comes to rest (damped), because the next step starts when it "
      + "stops")
}
