// Between gamma-encoded and linear-light sRGB.

extension SRGBColour {
  /// The same colour in linear-light sRGB, each component through sRGB's transfer function
  /// (extended to negative values by symmetry, as CSS Color 4 does).
  public var linear: LinearSRGBColour {
    LinearSRGBColour(
      unchecked: sRGBDecoded(red), sRGBDecoded(green), sRGBDecoded(blue), alpha)
  }

  /// The same colour in Oklab (via linear sRGB, CIE XYZ and LMS; see ``LinearSRGBColour/oklab``).
  public var oklab: OklabColour { linear.oklab }

  /// The same colour in Oklch.
  public var oklch: OklchColour { linear.oklab.oklch }
}

extension LinearSRGBColour {
  /// The same colour gamma-encoded, each component through sRGB's inverse transfer function.
  public var sRGB: SRGBColour {
    SRGBColour(unchecked: sRGBEncoded(red), sRGBEncoded(green), sRGBEncoded(blue), alpha)
  }
}
