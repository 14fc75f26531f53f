/// The space a colour springs in: the coordinates its components move along.
///
/// The space decides what the in-between colours look like. CSS Color 4 interpolates legacy
/// sRGB colours (`#hex`, `rgb()`) in ``sRGB`` and `oklab()`/`oklch()` colours in ``oklab``;
/// Compose animates colours in (its own) Oklab. ``oklab`` is the default: red → blue passes
/// through an even violet instead of sRGB's dark, muddy purple.
public enum ColourSpace: String, Hashable, Sendable, CaseIterable {
  /// Oklab: lightness and two opponent axes (perceptually even; the default).
  case oklab
  /// Gamma-encoded sRGB, as CSS interpolates legacy colours.
  case sRGB = "srgb"
  /// Linear-light sRGB, as physical light mixes (blends look lighter than in sRGB).
  case linearSRGB = "srgb-linear"

  /// The colour's three coordinates in this space, then alpha.
  public func coordinates(of colour: SRGBColour) -> SIMD4<Double> {
    switch self {
    case .oklab:
      let lab = colour.oklab
      return SIMD4(lab.lightness, lab.a, lab.b, colour.alpha)
    case .sRGB: return SIMD4(colour.red, colour.green, colour.blue, colour.alpha)
    case .linearSRGB:
      let linear = colour.linear
      return SIMD4(linear.red, linear.green, linear.blue, colour.alpha)
    }
  }

  /// The sRGB colour at `coordinates` in this space, neither mapped into the gamut nor with
  /// alpha clamped (see ``SRGBColour/mappedIntoGamut()``).
  public func colour(at coordinates: SIMD4<Double>) -> SRGBColour {
    switch self {
    case .oklab:
      OklabColour(unchecked: coordinates.x, coordinates.y, coordinates.z, coordinates.w).sRGB
    case .sRGB: SRGBColour(unchecked: coordinates.x, coordinates.y, coordinates.z, coordinates.w)
    case .linearSRGB:
      LinearSRGBColour(unchecked: coordinates.x, coordinates.y, coordinates.z, coordinates.w)
        .sRGB
    }
  }
}
