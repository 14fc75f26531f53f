/// An unevaluated sum `high + low` of two doubles, worth about 106 bits.
///
/// SpringKit needs this precision in one place only: the oscillation phase `ω_d·t`. At
/// ω_d = 10⁴ rad/s and t = 10⁶ s the phase is 10¹⁰ rad, and one rounding of `ω_d` or of the
/// product would already move the position by 10⁻⁶; carrying the phase in double-double keeps
/// the closed form within 10⁻¹² of the exact motion.
@usableFromInline
struct DoubleDouble: Sendable, Hashable {
  @usableFromInline var high: Double
  @usableFromInline var low: Double

  @inlinable
  init(_ high: Double, _ low: Double = 0) {
    self.high = high
    self.low = low
  }

  /// The exact product of two doubles.
  @inlinable
  static func product(_ x: Double, _ y: Double) -> DoubleDouble {
    let high = x * y
    return DoubleDouble(high, (-high).addingProduct(x, y))
  }

  /// The quotient `x / y` to about 106 bits.
  @inlinable
  static func quotient(_ x: Double, _ y: Double) -> DoubleDouble {
    let high = x / y
    return DoubleDouble(high, x.addingProduct(-high, y) / y)
  }

  /// The exact sum of two doubles, normalised.
  @inlinable
  static func sum(_ x: Double, _ y: Double) -> DoubleDouble {
    let high = x + y
    let virtualY = high - x
    return DoubleDouble(high, (x - (high - virtualY)) + (y - virtualY))
  }

  @inlinable
  static func - (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
    let head = sum(lhs.high, -rhs.high)
    let tail = head.low + (lhs.low - rhs.low)
    return sum(head.high, tail)
  }

  @inlinable
  var squared: DoubleDouble {
    let head = DoubleDouble.product(high, high)
    return DoubleDouble.sum(head.high, head.low + 2 * high * low)
  }

  /// The square root to about 106 bits (one Newton correction of the double root).
  @inlinable
  var squareRoot: DoubleDouble {
    let root = high.squareRoot()
    guard root > 0 else { return DoubleDouble(root) }
    let residual = high.addingProduct(-root, root) + low
    return DoubleDouble.sum(root, residual / (2 * root))
  }

  /// The product with a double-double time `t`, to about 106 bits.
  @inlinable
  func multiplied(by time: DoubleDouble) -> DoubleDouble {
    let head = DoubleDouble.product(high, time.high)
    return DoubleDouble.sum(head.high, head.low + (high * time.low + low * time.high))
  }

  /// The sum with another double-double, to about 106 bits.
  @inlinable
  static func + (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
    let head = sum(lhs.high, rhs.high)
    return sum(head.high, head.low + (lhs.low + rhs.low))
  }

  /// The product with a double, to about 106 bits.
  @inlinable
  func multiplied(by factor: Double) -> DoubleDouble {
    let head = DoubleDouble.product(high, factor)
    return DoubleDouble.sum(head.high, head.low + low * factor)
  }

  /// The quotient by a double-double, to about 106 bits (one correction step).
  @inlinable
  func divided(by divisor: DoubleDouble) -> DoubleDouble {
    let estimate = high / divisor.high
    let remainder = self - divisor.multiplied(by: estimate)
    return DoubleDouble.sum(estimate, remainder.high / divisor.high)
  }

  /// π to about 106 bits.
  @usableFromInline static let pi = DoubleDouble(Double.pi, 1.224_646_799_147_353_2e-16)
}
