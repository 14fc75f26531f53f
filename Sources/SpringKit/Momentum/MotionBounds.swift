/// A closed range of values a motion must keep to: a scroll view's content offsets, a sheet's
/// travel, a slider's track.
///
/// Unlike `ClosedRange`, whose initialiser traps on reversed bounds, this one validates its
/// input and throws, so bounds read from a file or a command line are safe to build.
///
/// ```swift
/// let bounds = try MotionBounds(lower: 0, upper: 1_200)
/// bounds.contains(1_250)  // false
/// bounds.nearest(to: 1_250)  // 1200
/// ```
public struct MotionBounds: Sendable, Hashable {
  /// The smallest value allowed.
  public let lower: Double
  /// The largest value allowed.
  public let upper: Double

  /// Creates bounds from the smallest and the largest value allowed.
  ///
  /// - Parameters:
  ///   - lower: Finite.
  ///   - upper: Finite, and at least `lower` (equal bounds pin the value).
  /// - Throws: ``SpringError`` naming `lower` or `upper` when one is not finite, and `lower`
  ///   with the rule ``SpringError/Rule/ordered`` when it exceeds `upper`.
  public init(lower: Double, upper: Double) throws(SpringError) {
    try SpringError.requireFinite(lower, "lower")
    try SpringError.requireFinite(upper, "upper")
    guard lower <= upper else {
      throw SpringError(parameter: "lower", value: .number(lower), rule: .ordered, limit: upper)
    }
    self.lower = lower
    self.upper = upper
  }

  /// Whether `value` lies within the bounds, both ends included.
  @inlinable
  public func contains(_ value: Double) -> Bool { value >= lower && value <= upper }

  /// The value itself when inside, else the bound nearer to it.
  @inlinable
  public func nearest(to value: Double) -> Double { min(max(value, lower), upper) }

  /// Throws ``SpringError/Rule/withinBounds`` naming `parameter` unless `value` is inside.
  func requireContains(_ value: Double, _ parameter: String) throws(SpringError) {
    try SpringError.requireFinite(value, parameter)
    guard contains(value) else {
      throw SpringError(
        parameter: parameter, value: .number(value), rule: .withinBounds,
        limit: nearest(to: value))
    }
  }
}
