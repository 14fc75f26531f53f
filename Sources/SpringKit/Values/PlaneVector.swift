/// A point of the plane a spring's displacement never leaves: the coordinates the settling
/// solver and the keyframe export work in, whatever the value type.
///
/// Two doubles with concrete arithmetic, lane for lane what `SIMD2<Double>` computes
/// (`dot` is `x·x′ + y·y′`, as `(a * b).sum()`), so results are identical bit for bit.
/// The reason it exists is the unoptimised build: there `SIMD2<Double>`'s operators run the
/// standard library's generic SIMD code, a metadata look-up per lane, and the export's dense
/// checks (tens of thousands of points per keyframe set) took seconds per export in a debug
/// build and dominated the test suite; these operators stay plain double arithmetic.
@usableFromInline
struct PlaneVector: SpringVector {
  /// The first coordinate.
  @usableFromInline var x: Double
  /// The second coordinate.
  @usableFromInline var y: Double

  /// The point (`x`, `y`).
  @inlinable
  init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  @inlinable
  static var zero: PlaneVector { PlaneVector(0, 0) }

  /// The componentwise sum.
  @inlinable
  static func + (lhs: PlaneVector, rhs: PlaneVector) -> PlaneVector {
    PlaneVector(lhs.x + rhs.x, lhs.y + rhs.y)
  }

  /// The componentwise difference.
  @inlinable
  static func - (lhs: PlaneVector, rhs: PlaneVector) -> PlaneVector {
    PlaneVector(lhs.x - rhs.x, lhs.y - rhs.y)
  }

  /// The point scaled by `lhs`.
  @inlinable
  static func * (lhs: Double, rhs: PlaneVector) -> PlaneVector {
    PlaneVector(lhs * rhs.x, lhs * rhs.y)
  }

  /// The point divided by `rhs`, component by component.
  @inlinable
  static func / (lhs: PlaneVector, rhs: Double) -> PlaneVector {
    PlaneVector(lhs.x / rhs, lhs.y / rhs)
  }

  /// `x·x′ + y·y′`.
  @inlinable
  func dot(_ other: PlaneVector) -> Double { x * other.x + y * other.y }

  /// Whether both coordinates are finite.
  @inlinable
  var isFinite: Bool { x.isFinite && y.isFinite }
}
