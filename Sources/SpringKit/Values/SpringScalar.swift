/// A floating-point scalar springs compute with: `Double` or `Float`.
///
/// Every scalar is also a one-dimensional ``SpringVector``. The protocol asks for nothing
/// beyond `BinaryFloatingPoint`, ``SpringVector`` and the conversion from `Double` that both
/// already have: public elementary functions on `Double` and `Float` would collide with
/// another package's (a public `Double.exp` is ambiguous beside swift-numerics' RealModule).
public protocol SpringScalar: BinaryFloatingPoint, SpringVector where Scalar == Self {
  /// The scalar nearest `value` (`Double` and `Float` have it).
  ///
  /// Spring coefficients are computed in `Double` and converted once per use. As a
  /// requirement, the conversion is a direct call in unspecialised generic code (an
  /// unoptimised build), where `BinaryFloatingPoint`'s generic `init(_:)` would decode and
  /// re-encode the bits, and it rounds the same way.
  init(_ value: Double)
}

extension SpringScalar {
  /// The product, which for a scalar is its inner product.
  @inlinable
  public func dot(_ other: Self) -> Self { self * other }
}

extension Double: SpringScalar {}

extension Float: SpringScalar {}

// The C library's elementary functions for this package's modules and tests only: `package`
// access keeps them off the public API, where they could collide with another package's.
extension Double {
  /// The exponential function, `eˣ`.
  @inlinable package static func exp(_ x: Double) -> Double { libmExp(x) }
  /// The natural logarithm.
  @inlinable package static func log(_ x: Double) -> Double { libmLog(x) }
  /// The sine of an angle in radians.
  @inlinable package static func sin(_ x: Double) -> Double { libmSin(x) }
  /// The cosine of an angle in radians.
  @inlinable package static func cos(_ x: Double) -> Double { libmCos(x) }
}

extension Float {
  /// The exponential function, `eˣ`.
  @inlinable package static func exp(_ x: Float) -> Float { libmExp(x) }
  /// The natural logarithm.
  @inlinable package static func log(_ x: Float) -> Float { libmLog(x) }
  /// The sine of an angle in radians.
  @inlinable package static func sin(_ x: Float) -> Float { libmSin(x) }
  /// The cosine of an angle in radians.
  @inlinable package static func cos(_ x: Float) -> Float { libmCos(x) }
}
