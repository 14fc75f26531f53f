/// UIScrollView's rubber band: how far content shows when it is dragged past an edge.
///
/// For a distance x past the edge and a dimension d (the view's width or height), the content
/// shows
///
/// ```
/// b(x) = (1 − 1/(x·c/d + 1))·d        c = 0.55 by default
/// ```
///
/// past the edge: slope c at the edge, never as much as d however far the finger goes. The
/// inverse is x = (d/c)·b/(d − b). For a range [lower, upper] a value y above `upper` shows at
/// upper + b(y − upper) and one below `lower` at lower − b(lower − y), as Wave and
/// ScrollMechanics do; b3ll/Motion's `ClosedRange` overload measures from 0 instead and
/// shows 250 in 100…200 at about 145, below the upper bound.
///
/// ```swift
/// let band = try RubberBand(dimension: 800)
/// let bounds = try MotionBounds(lower: 0, upper: 1_200)
/// band.value(1_300, within: bounds)  // 1200 + b(100) ≈ 1251.5
/// ```
///
/// The offset is evaluated as c·x·d / (c·x + d) in double-double arithmetic and rounded once,
/// so it is within one ulp of the formula's exact value (for c the double nearest 0.55), with
/// no cancellation for tiny distances and no overflow for huge ones.
public struct RubberBand: Sendable, Hashable {
  /// The view's dimension d along the drag, in value units: the most the band can show.
  public let dimension: Double
  /// The coefficient c, the slope at the edge (UIScrollView's 0.55 by default).
  public let coefficient: Double

  /// Creates a rubber band.
  ///
  /// - Parameters:
  ///   - dimension: The view's width or height along the drag, in value units; finite and
  ///     greater than 0.
  ///   - coefficient: The slope at the edge; finite and greater than 0. 0.55 by default.
  /// - Throws: ``SpringError`` naming the parameter that is not finite and positive.
  public init(dimension: Double, coefficient: Double = 0.55) throws(SpringError) {
    try SpringError.requirePositive(dimension, "dimension")
    try SpringError.requirePositive(coefficient, "coefficient")
    self.dimension = dimension
    self.coefficient = coefficient
  }

  /// The distance shown past the edge, b(x), for a distance `distance` dragged past it.
  ///
  /// Odd in its argument: a negative distance gives −b(−x). Infinite distances give ±d; NaN
  /// gives NaN.
  ///
  /// - Parameter distance: How far the finger is past the edge, in value units.
  /// - Returns: How far the content shows past the edge, less than ``dimension`` in size.
  public func offset(forDistance distance: Double) -> Double {
    guard distance >= 0 else { return distance < 0 ? -offset(forDistance: -distance) : distance }
    let d = dimension
    let cx = DoubleDouble.product(coefficient, distance)
    guard cx.high.isFinite else { return d }
    // b = c·x·d / (c·x + d): one rounding at the end.
    let numerator = cx.multiplied(by: d)
    guard numerator.high.isFinite else {
      // d·c·x overflows only for d and x both beyond 1e154; then b = d / (1 + d/(c·x)).
      return d / (1 + d / (cx.high + cx.low))
    }
    let denominator = cx + DoubleDouble(d)
    let result = numerator.divided(by: denominator)
    return result.high + result.low
  }

  /// The distance dragged past the edge that shows as `offset` past it: x = (d/c)·b/(d − b).
  ///
  /// - Parameter offset: How far the content shows past the edge; its size must be less
  ///   than ``dimension`` (at d and beyond the answer is infinite).
  /// - Returns: The distance, with the sign of `offset`.
  public func distance(forOffset offset: Double) -> Double {
    guard offset >= 0 else { return offset < 0 ? -distance(forOffset: -offset) : offset }
    guard offset < dimension else { return .infinity }
    return dimension / coefficient * offset / (dimension - offset)
  }

  /// Where a value dragged to `value` shows, banded past either end of `bounds`.
  ///
  /// - Parameters:
  ///   - value: The unconstrained value (where the finger put it).
  ///   - bounds: The range the content may scroll in.
  /// - Returns: `value` inside the bounds; upper + b(value − upper) above them and
  ///   lower − b(lower − value) below.
  public func value(_ value: Double, within bounds: MotionBounds) -> Double {
    if value > bounds.upper { return bounds.upper + offset(forDistance: value - bounds.upper) }
    if value < bounds.lower { return bounds.lower - offset(forDistance: bounds.lower - value) }
    return value
  }

  /// The unconstrained value that shows at `shown`: the inverse of
  /// ``value(_:within:)``.
  ///
  /// - Parameters:
  ///   - shown: Where the content shows; less than ``dimension`` past either bound.
  ///   - bounds: The range the content may scroll in.
  /// - Returns: The value a drag must reach to show at `shown`; infinite at d past a bound.
  public func unbandedValue(_ shown: Double, within bounds: MotionBounds) -> Double {
    if shown > bounds.upper { return bounds.upper + distance(forOffset: shown - bounds.upper) }
    if shown < bounds.lower { return bounds.lower - distance(forOffset: bounds.lower - shown) }
    return shown
  }
}
