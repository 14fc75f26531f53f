/// A colour as a spring moves it: its three coordinates in a chosen space and its alpha, a
/// ``SpringVector`` that every spring API animates (values, velocities, simulations,
/// sampling, keyframe plans).
///
/// The space is part of the type (``OklabInterpolation`` by default in the convenience
/// APIs, ``SRGBInterpolation`` or ``LinearSRGBInterpolation`` on request). Coordinates move
/// freely, overshoot included; ``colour`` maps the result back into the sRGB gamut by
/// reducing chroma at constant lightness and hue (``SRGBColour/mappedIntoGamut()``), and
/// alpha, which springs straight (not premultiplied), is clamped to `0…1`.
///
/// ```swift
/// let red = try SRGBColour(red: 1, green: 0, blue: 0)
/// let blue = try SRGBColour(red: 0, green: 0, blue: 1)
/// let now = Spring.bouncy.value(
///   fromValue: SpringColour<OklabInterpolation>(red),
///   toValue: SpringColour(blue), time: 0.1)
/// now.colour  // inside the sRGB gamut, whatever the overshoot
/// ```
public struct SpringColour<Interpolation: ColourInterpolation>: SpringVector, Hashable {
  /// The first coordinate: Oklab's `L`, or red.
  public var first: Double
  /// The second coordinate: Oklab's `a`, or green.
  public var second: Double
  /// The third coordinate: Oklab's `b`, or blue.
  public var third: Double
  /// The opacity, which may leave `0…1` while a spring overshoots.
  public var alpha: Double

  /// The coordinates and alpha as given, unchecked (a spring's state may lie anywhere).
  @inlinable
  public init(first: Double, second: Double, third: Double, alpha: Double) {
    self.first = first
    self.second = second
    self.third = third
    self.alpha = alpha
  }

  /// The coordinates of `colour` in the space `Interpolation`.
  public init(_ colour: SRGBColour) {
    let coordinates = Interpolation.space.coordinates(of: colour)
    self.init(
      first: coordinates.x, second: coordinates.y, third: coordinates.z, alpha: coordinates.w)
  }

  /// The colour shown: these coordinates in sRGB, mapped into the gamut, alpha clamped.
  public var colour: SRGBColour { unmappedColour.mappedIntoGamut() }

  /// These coordinates in sRGB as they are: components may lie outside `0…1` while a spring
  /// overshoots.
  public var unmappedColour: SRGBColour {
    Interpolation.space.colour(at: SIMD4(first, second, third, alpha))
  }

  /// No colour: every coordinate and alpha 0 (the zero of displacements and velocities).
  @inlinable
  public static var zero: Self { Self(first: 0, second: 0, third: 0, alpha: 0) }

  /// The componentwise sum.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(
      first: lhs.first + rhs.first, second: lhs.second + rhs.second,
      third: lhs.third + rhs.third, alpha: lhs.alpha + rhs.alpha)
  }

  /// The componentwise difference.
  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(
      first: lhs.first - rhs.first, second: lhs.second - rhs.second,
      third: lhs.third - rhs.third, alpha: lhs.alpha - rhs.alpha)
  }

  /// Every coordinate and alpha scaled by `lhs`.
  @inlinable
  public static func * (lhs: Double, rhs: Self) -> Self {
    Self(
      first: lhs * rhs.first, second: lhs * rhs.second, third: lhs * rhs.third,
      alpha: lhs * rhs.alpha)
  }

  /// The inner product over the three coordinates and alpha; in Oklab, with equal alphas,
  /// `(x − y).magnitude` is ΔE_ok.
  @inlinable
  public func dot(_ other: Self) -> Double {
    first * other.first + second * other.second + third * other.third + alpha * other.alpha
  }

  /// Whether every coordinate and alpha is finite.
  @inlinable
  public var isFinite: Bool {
    first.isFinite && second.isFinite && third.isFinite && alpha.isFinite
  }
}
