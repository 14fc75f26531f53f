// The rules of easing curves.

extension SpringError.Rule {
  /// Finite and between 0 and 1, ends included (a Bézier control point's x).
  public static let unitInterval = Self("unitInterval", requirement: "finite and between 0 and 1")
  /// A count of at least two, as steps() with jump-none needs.
  public static let jumpNoneCount = Self("jumpNoneCount", requirement: "at least 2 with jump-none")
  /// At most ``CubicBezierEasing/maximumDuration`` seconds: the longest easing whose
  /// snippets print the duration as a whole number of milliseconds every client takes
  /// (Compose's `durationMillis` is a 32-bit `Int`).
  public static let easingDuration = Self(
    "easingDuration",
    requirement: "finite and at most 1000000 seconds (1e9 ms, which Compose's 32-bit "
      + "durationMillis holds)")
}
