/// A colour in sRGB: gamma-encoded red, green and blue with a straight (not premultiplied)
/// alpha, the colour CSS writes as `#ff8000` or `rgb(255 128 0 / 0.5)`.
///
/// Components are fractions: `0` is none, `1` is full (CSS's `255`). A colour inside the sRGB
/// gamut has every component in `0…1`; conversions from Oklab may return components outside
/// it (extended sRGB), and ``mappedIntoGamut()`` brings such a colour back.
///
/// ```swift
/// let orange = try SRGBColour(red: 1, green: 0.5, blue: 0)
/// orange.oklab.lightness  // 0.7311…
/// ```
public struct SRGBColour: Hashable, Sendable {
  /// The gamma-encoded red component, `0…1` inside the gamut.
  public var red: Double
  /// The gamma-encoded green component, `0…1` inside the gamut.
  public var green: Double
  /// The gamma-encoded blue component, `0…1` inside the gamut.
  public var blue: Double
  /// The opacity, `0` transparent to `1` opaque.
  public var alpha: Double

  /// A colour from its gamma-encoded components and alpha.
  ///
  /// - Parameters:
  ///   - red: The red component; finite (values outside `0…1` are extended sRGB).
  ///   - green: The green component; finite.
  ///   - blue: The blue component; finite.
  ///   - alpha: The opacity, in `0…1`.
  /// - Throws: ``SpringError`` with the rule ``SpringError/Rule/finite`` naming the first
  ///   non-finite component, or ``SpringError/Rule/unitInterval`` when `alpha` is NaN or
  ///   outside `0…1`.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(SpringError) {
    try SpringError.requireColourComponents(
      (red, "red"), (green, "green"), (blue, "blue"), alpha: alpha)
    self.init(unchecked: red, green, blue, alpha)
  }

  /// A colour whose components the caller has already validated (or computed).
  @usableFromInline
  init(unchecked red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Whether red, green and blue are all in `0…1`, the sRGB gamut.
  public var isInGamut: Bool {
    (0...1).contains(red) && (0...1).contains(green) && (0...1).contains(blue)
  }
}
