// The rules of the seed scenarios.

extension SpringError.Rule {
  /// A comparison the caller made: a spring fitted with SpringFitting, which SpringKit cannot
  /// import (``Scenario/scalePop``).
  public static let fittedComparison = Self(
    "fittedComparison",
    requirement: "given, because SpringKit does not fit springs (fit ScalePop.keyframes() "
      + "with SpringFitter and pass the ScalePop)")
}

extension SpringError.Rule {
  /// A spring that comes to rest, because the next step starts when it stops
  /// (``AnimationView``).
  public static let settles = Self(
    "settles",
    requirement: "a spring that comes to rest (damped), because the next step starts when it "
      + "stops")
}
