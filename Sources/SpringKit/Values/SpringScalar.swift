/// A floating-point scalar springs compute with: `Double` or `Float`.
///
/// Every scalar is also a one-dimensional ``SpringVector``. The elementary functions are the
/// C library's, so that generic code gets the platform's correctly reduced `sin` and `cos`.
public protocol SpringScalar: BinaryFloatingPoint, SpringVector where Scalar == Self {
  /// The exponential function, `eˣ`.
  static func exp(_ x: Self) -> Self

  /// The natural logarithm.
  static func log(_ x: Self) -> Self

  /// The sine of an angle in radians.
  static func sin(_ x: Self) -> Self

  /// The cosine of an angle in radians.
  static func cos(_ x: Self) -> Self
}

extension SpringScalar {
  /// The product, which for a scalar is its inner product.
  @inlinable
  public func dot(_ other: Self) -> Self { self * other }
}

extension Double: SpringScalar {
  /// The exponential function, `eˣ`.
  @inlinable public static func exp(_ x: Double) -> Double { libmExp(x) }
  /// The natural logarithm.
  @inlinable public static func log(_ x: Double) -> Double { libmLog(x) }
  /// The sine of an angle in radians.
  @inlinable public static func sin(_ x: Double) -> Double { libmSin(x) }
  /// The cosine of an angle in radians.
  @inlinable public static func cos(_ x: Double) -> Double { libmCos(x) }
}

extension Float: SpringScalar {
  /// The exponential function, `eˣ`.
  @inlinable public static func exp(_ x: Float) -> Float { libmExp(x) }
  /// The natural logarithm.
  @inlinable public static func log(_ x: Float) -> Float { libmLog(x) }
  /// The sine of an angle in radians.
  @inlinable public static func sin(_ x: Float) -> Float { libmSin(x) }
  /// The cosine of an angle in radians.
  @inlinable public static func cos(_ x: Float) -> Float { libmCos(x) }
}
