// The rules of easing curves.

extension SpringError.Rule {
  /// Finite and between 0 and 1, ends included (a Bézier control point's x).
  public static let unitInterval = Self("unitInterval", requirement: "finite and between 0 and 1")
  /// A count of at least two, as steps() with jump-none needs.
  public static let jumpNoneCount = Self("jumpNoneCount", requirement: "at least 2 with jump-none")
}
