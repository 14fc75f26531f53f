/// A colour in Oklch: Oklab in polar form, lightness, chroma (colourfulness) and hue angle.
///
/// `chroma` is the distance from the grey axis, `√(a² + b²)`; `hue` the angle of `(a, b)` in
/// degrees, `atan2(b, a)` in `0..<360`. A grey's hue is powerless (CSS Color 4): it is
/// reported as 0. CSS writes it `oklch(0.628 0.258 29.2)`.
///
/// ```swift
/// let red = try SRGBColour(red: 1, green: 0, blue: 0).oklch
/// red.hue  // 29.23…
/// ```
public struct OklchColour: Hashable, Sendable {
  /// The perceived lightness `L`, `0` black to `1` white.
  public var lightness: Double
  /// The chroma `C`, at least 0.
  public var chroma: Double
  /// The hue angle `h` in degrees.
  public var hue: Double
  /// The opacity, `0` transparent to `1` opaque.
  public var alpha: Double

  /// A colour from its Oklch coordinates and alpha.
  ///
  /// - Parameters:
  ///   - lightness: `L`; finite.
  ///   - chroma: `C`; finite and at least 0.
  ///   - hue: `h` in degrees; finite (any angle; it is used modulo 360).
  ///   - alpha: The opacity, in `0…1`.
  /// - Throws: ``SpringError`` with the rule ``SpringError/Rule/finite`` naming a non-finite
  ///   coordinate, ``SpringError/Rule/nonNegative`` for a negative chroma, or
  ///   ``SpringError/Rule/unitInterval`` when `alpha` is NaN or outside `0…1`.
  public init(lightness: Double, chroma: Double, hue: Double, alpha: Double = 1)
    throws(SpringError)
  {
    try SpringError.requireColourComponents(
      (lightness, "lightness"), (chroma, "chroma"), (hue, "hue"), alpha: alpha)
    try SpringError.requireNonNegative(chroma, "chroma")
    self.init(unchecked: lightness, chroma, hue, alpha)
  }

  /// A colour whose coordinates the caller has already validated (or computed).
  @usableFromInline
  init(unchecked lightness: Double, _ chroma: Double, _ hue: Double, _ alpha: Double) {
    self.lightness = lightness
    self.chroma = chroma
    self.hue = hue
    self.alpha = alpha
  }
}
