/// An axis-aligned rectangle given by its extreme coordinates, in points.
///
/// ```swift
/// let box = OutlineBounds(SIMD2(0, 0)).union(SIMD2(320, 324))
/// box.width    // 320
/// ```
public struct OutlineBounds: Sendable, Hashable {
  /// The smallest x.
  public var minX: Double
  /// The smallest y (the top, with y down).
  public var minY: Double
  /// The largest x.
  public var maxX: Double
  /// The largest y (the bottom, with y down).
  public var maxY: Double

  /// Creates bounds from their extreme coordinates.
  ///
  /// Coordinates given the wrong way round are swapped (`minX: 3, maxX: 1` is 1…3), so no
  /// pair of numbers traps; a NaN stays NaN and contains no point.
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    (self.minX, self.maxX) = maxX < minX ? (maxX, minX) : (minX, maxX)
    (self.minY, self.maxY) = maxY < minY ? (maxY, minY) : (minY, maxY)
  }

  /// The empty-area bounds of one point.
  public init(_ point: SIMD2<Double>) {
    minX = point.x
    minY = point.y
    maxX = point.x
    maxY = point.y
  }

  /// `maxX − minX`.
  public var width: Double { maxX - minX }
  /// `maxY − minY`.
  public var height: Double { maxY - minY }

  /// The bounds grown to contain a point.
  public func union(_ point: SIMD2<Double>) -> OutlineBounds {
    OutlineBounds(
      minX: min(minX, point.x), minY: min(minY, point.y), maxX: max(maxX, point.x),
      maxY: max(maxY, point.y))
  }

  /// The bounds of both.
  public func union(_ other: OutlineBounds) -> OutlineBounds {
    OutlineBounds(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }

  /// Whether a point lies inside or on the edge, allowing `tolerance` points outside.
  public func contains(_ point: SIMD2<Double>, tolerance: Double = 0) -> Bool {
    point.x >= minX - tolerance && point.x <= maxX + tolerance && point.y >= minY - tolerance
      && point.y <= maxY + tolerance
  }
}
