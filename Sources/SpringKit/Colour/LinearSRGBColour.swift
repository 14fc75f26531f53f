/// A colour in linear-light sRGB: sRGB's primaries and white without its transfer curve, so
/// that components add like light does; alpha is straight.
///
/// ```swift
/// let grey = try SRGBColour(red: 0.5, green: 0.5, blue: 0.5).linear
/// grey.red  // 0.2140…
/// ```
public struct LinearSRGBColour: Hashable, Sendable {
  /// The linear red component, `0…1` inside the gamut.
  public var red: Double
  /// The linear green component, `0…1` inside the gamut.
  public var green: Double
  /// The linear blue component, `0…1` inside the gamut.
  public var blue: Double
  /// The opacity, `0` transparent to `1` opaque.
  public var alpha: Double

  /// A colour from its linear-light components and alpha.
  ///
  /// - Parameters:
  ///   - red: The red component; finite (values outside `0…1` are outside the gamut).
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
}
