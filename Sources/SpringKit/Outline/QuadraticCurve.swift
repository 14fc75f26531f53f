/// A quadratic Bézier curve from a start point through the pull of one control point to an
/// end point.
///
/// Points are `SIMD2<Double>` in the drawing's coordinates (points, y down as in UIKit and
/// SVG), the same type a ``SpringSimulation`` animates in two dimensions:
///
/// ```
/// B(t) = (1 − t)²·P₀ + 2(1 − t)t·P₁ + t²·P₂,   0 ≤ t ≤ 1
/// ```
///
/// ```swift
/// let top = QuadraticCurve(start: [0, 0], control: [160, 20], end: [320, 0])
/// top.point(at: 0.5)     // [160, 10]: the curve reaches half the control's offset
/// top.bounds.maxY        // 10
/// ```
public struct QuadraticCurve: Sendable, Hashable {
  /// The first point, B(0).
  public var start: SIMD2<Double>
  /// The control point, which the curve bends toward without reaching it.
  public var control: SIMD2<Double>
  /// The last point, B(1).
  public var end: SIMD2<Double>

  /// Creates a curve from its three points.
  public init(start: SIMD2<Double>, control: SIMD2<Double>, end: SIMD2<Double>) {
    self.start = start
    self.control = control
    self.end = end
  }

  /// Whether the curve is exactly the straight segment from start to end: the control point
  /// lies on the chord (collinear, within its box).
  ///
  /// The segment is traversed at even speed only when the control is the chord's midpoint;
  /// elsewhere on the chord the speed varies but the drawn shape is the same. (The sides of a
  /// ``BendableOutline`` with an overhang are such edges: their control sits at h/2, not at
  /// (h + overhang)/2.) Collinearity is tested exactly, so rounding can only make a straight
  /// curve count as bent, never the reverse.
  public var isStraight: Bool {
    let toControl = control - start
    let toEnd = end - start
    guard toControl.x * toEnd.y == toControl.y * toEnd.x else { return false }
    return OutlineBounds(start).union(end).contains(control)
  }

  /// The point at parameter `t`.
  ///
  /// - Parameter t: The curve parameter; 0 gives ``start``, 1 gives ``end``. Values outside
  ///   0…1 extrapolate the parabola.
  /// - Returns: B(t).
  public func point(at t: Double) -> SIMD2<Double> {
    let s = 1 - t
    return (s * s) * start + (2 * s * t) * control + (t * t) * end
  }

  /// The parameters in the open interval (0, 1) where one coordinate is extreme, at most one
  /// per axis.
  ///
  /// Per axis, B'(t) = 0 at
  ///
  /// ```
  /// t* = (P₀ − P₁) / (P₀ − 2P₁ + P₂)
  /// ```
  ///
  /// and there the coordinate is (P₀·P₂ − P₁²) / (P₀ − 2P₁ + P₂). An axis whose denominator
  /// is 0 moves linearly (or not at all) and has no interior extremum.
  ///
  /// - Returns: `t*` for x (if in (0, 1)), then for y.
  public var extremumParameters: [Double] {
    var parameters: [Double] = []
    for axis in 0..<2 {
      let denominator = start[axis] - 2 * control[axis] + end[axis]
      guard denominator != 0 else { continue }
      let t = (start[axis] - control[axis]) / denominator
      if t > 0, t < 1 { parameters.append(t) }
    }
    return parameters
  }

  /// The smallest axis-aligned rectangle containing the curve (not its control point).
  ///
  /// The box of the two end points, grown by the interior extremum of each axis (see
  /// ``extremumParameters``).
  public var bounds: OutlineBounds {
    var box = OutlineBounds(start).union(end)
    for axis in 0..<2 {
      let denominator = start[axis] - 2 * control[axis] + end[axis]
      guard denominator != 0 else { continue }
      let t = (start[axis] - control[axis]) / denominator
      guard t > 0, t < 1 else { continue }
      var extreme = point(at: t)
      // The analytic extremum, rounded once, for the axis that is extreme.
      extreme[axis] = (start[axis] * end[axis] - control[axis] * control[axis]) / denominator
      box = box.union(extreme)
    }
    return box
  }
}
