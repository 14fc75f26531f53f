/// A colour in Oklab (Björn Ottosson, 2020): perceived lightness and two opponent axes, a
/// space where straight lines are even-looking blends and distances are perceived differences.
///
/// `lightness` runs from `0` (black) to `1` (white); `a` is green (−) to red (+), `b` blue (−)
/// to yellow (+), about `−0.4…0.4` for visible colours. CSS writes it `oklab(0.628 0.225 0.126)`.
///
/// ```swift
/// let red = try SRGBColour(red: 1, green: 0, blue: 0).oklab
/// red.lightness  // 0.6279…
/// ```
public struct OklabColour: Hashable, Sendable {
  /// The perceived lightness `L`, `0` black to `1` white.
  public var lightness: Double
  /// The green–red axis `a`.
  public var a: Double
  /// The blue–yellow axis `b`.
  public var b: Double
  /// The opacity, `0` transparent to `1` opaque.
  public var alpha: Double

  /// A colour from its Oklab coordinates and alpha.
  ///
  /// - Parameters:
  ///   - lightness: `L`; finite.
  ///   - a: The green–red axis; finite.
  ///   - b: The blue–yellow axis; finite.
  ///   - alpha: The opacity, in `0…1`.
  /// - Throws: ``SpringError`` with the rule ``SpringError/Rule/finite`` naming the first
  ///   non-finite coordinate, or ``SpringError/Rule/unitInterval`` when `alpha` is NaN or
  ///   outside `0…1`.
  public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) throws(SpringError) {
    try SpringError.requireColourComponents(
      (lightness, "lightness"), (a, "a"), (b, "b"), alpha: alpha)
    self.init(unchecked: lightness, a, b, alpha)
  }

  /// A colour whose coordinates the caller has already validated (or computed).
  @usableFromInline
  init(unchecked lightness: Double, _ a: Double, _ b: Double, _ alpha: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
    self.alpha = alpha
  }
}
