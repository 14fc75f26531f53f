// SIMD vectors of Double or Float animate lane by lane: every lane performs exactly the scalar
// operations, so a lane equals the scalar computation bit for bit.

extension SIMD2: SpringVector where Scalar: SpringScalar {
  /// The Euclidean inner product.
  @inlinable
  public func dot(_ other: Self) -> Scalar { (self * other).sum() }

  /// Whether every lane is finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension SIMD3: SpringVector where Scalar: SpringScalar {
  /// The Euclidean inner product.
  @inlinable
  public func dot(_ other: Self) -> Scalar { (self * other).sum() }

  /// Whether every lane is finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension SIMD4: SpringVector where Scalar: SpringScalar {
  /// The Euclidean inner product.
  @inlinable
  public func dot(_ other: Self) -> Scalar { (self * other).sum() }

  /// Whether every lane is finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}
