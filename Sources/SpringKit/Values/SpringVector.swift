/// A value a spring can animate: a vector space over a ``SpringScalar``.
///
/// Springs move every value type with the same four numbers (see ``SpringTransition``), so a
/// value type only has to add, subtract and scale. `Double`, `Float` and `SIMD2`, `SIMD3`
/// and `SIMD4` of either conform; conform your own point, size or colour type to animate it.
///
/// ```swift
/// let spring = Spring.snappy
/// let position = try spring.value(
///   fromValue: SIMD2<Double>(0, 0), toValue: SIMD2(100, 40), time: 0.1)
/// ```
///
/// The protocol deliberately does not refine `AdditiveArithmetic`, which `SIMD` types do not
/// adopt; it lists the operations springs need instead.
public protocol SpringVector: Sendable, Equatable {
  /// The scalar the vector's components are made of.
  associatedtype Scalar: SpringScalar

  /// The zero vector.
  static var zero: Self { get }

  /// The component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self

  /// The component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self

  /// The vector scaled by a scalar.
  static func * (lhs: Scalar, rhs: Self) -> Self

  /// The Euclidean inner product.
  func dot(_ other: Self) -> Scalar

  /// Whether every component is finite (neither infinite nor NaN).
  var isFinite: Bool { get }
}

extension SpringVector {
  /// The squared Euclidean length, `dot(self)`.
  @inlinable
  public var magnitudeSquared: Scalar { dot(self) }

  /// The Euclidean length.
  @inlinable
  public var magnitude: Scalar { magnitudeSquared.squareRoot() }
}
