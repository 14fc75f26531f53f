// The rules of snap points, bounds, walls and composed momentum motions.

extension SpringError.Rule {
  /// A list with at least one element (snap points).
  public static let nonEmpty = Self("nonEmpty", requirement: "a non-empty list")
  /// A list sorted in increasing order without repeats (snap points).
  public static let strictlyIncreasing = Self(
    "strictlyIncreasing", requirement: "sorted in increasing order without repeats")
  /// A lower bound not above the upper bound.
  public static let ordered = Self(
    "ordered", requirement: "at most the upper bound", limitPhrase: "the upper bound is")
  /// A position within the bounds of the motion.
  public static let withinBounds = Self(
    "withinBounds", requirement: "within the bounds", limitPhrase: "the nearest bound is")
  /// A velocity that does not push out of the bounds at a bound, where no damping can keep the
  /// swing inside.
  public static let notLeavingBounds = Self(
    "notLeavingBounds",
    requirement: "zero or pointing into the range when the value starts on a bound")
}

extension SpringError.Rule {
  /// Small enough that the motion bounces at most ``MomentumMotion/maximumBounces`` times.
  public static let fewBounces = Self(
    "fewBounces", requirement: "small enough for at most 10000 bounces")
}
