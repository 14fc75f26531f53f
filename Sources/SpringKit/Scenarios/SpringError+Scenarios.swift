// The rules of the seed scenarios.

extension SpringError.Rule {
  /// A comparison the caller made: a spring fitted with SpringFitting, which SpringKit cannot
  /// import (``Scenario/scalePop``).
  public static let fittedComparison = Self(
    "fittedComparison",
    requirement: "given, because SpringKit does not fit springs (fit ScalePop.keyframes() "
      + "with SpringFitter and pass the ScalePop)")
}
