public import SpringKit

/// How a client plays colour keyframes between two of them: the space it interpolates in,
/// whether it premultiplies alpha, and how the values are printed.
///
/// CSS interpolates `oklab()` keyframes in Oklab and `rgb()` keyframes in gamma-encoded sRGB,
/// both with premultiplied alpha (CSS Color 4, §12); Core Animation interpolates a
/// `CGColor`'s sRGB components one by one.
public enum ColourPlayback: String, Sendable, Hashable, CaseIterable {
  /// CSS with `oklab()` values: interpolated in Oklab, alpha premultiplied.
  case cssOklab = "css-oklab"
  /// CSS with `rgb()` values: interpolated in gamma-encoded sRGB, alpha premultiplied.
  case cssSRGB = "css-srgb"
  /// Core Animation with sRGB component fractions: interpolated in gamma-encoded sRGB, each
  /// component (alpha too) on its own.
  case coreAnimation = "core-animation"

  /// The CSS playback whose syntax interpolates in the space a spring ran in: `oklab()` for
  /// `ColourSpace.oklab`, `rgb()` for sRGB and linear sRGB (CSS has no legacy syntax that
  /// interpolates in linear light, so such keyframes are planned for sRGB interpolation).
  public static func css(for space: ColourSpace) -> ColourPlayback {
    space == .oklab ? .cssOklab : .cssSRGB
  }

  /// The space the client interpolates in.
  public var interpolationSpace: ColourSpace { self == .cssOklab ? .oklab : .sRGB }

  /// Whether the client interpolates premultiplied colours (CSS) or straight ones.
  public var premultipliesAlpha: Bool { self != .coreAnimation }

  /// The colour as this client's file prints it, read back: `oklab()` coordinates to 6
  /// decimals, `rgb()` channels to 3 decimals of 0…255 and alpha to 5, Core Animation
  /// components to 6 decimals.
  func printed(_ colour: SRGBColour) -> SRGBColour {
    switch self {
    case .cssOklab:
      let lab = colour.oklab
      let rounded = [lab.lightness, lab.a, lab.b, lab.alpha].map {
        DecimalText.rounded($0, decimals: 6)
      }
      return interpolationSpace.colour(
        at: SIMD4(rounded[0], rounded[1], rounded[2], rounded[3]))
    case .cssSRGB:
      return
        (try? SRGBColour(
          red: DecimalText.rounded(colour.red * 255, decimals: 3) / 255,
          green: DecimalText.rounded(colour.green * 255, decimals: 3) / 255,
          blue: DecimalText.rounded(colour.blue * 255, decimals: 3) / 255,
          alpha: DecimalText.rounded(colour.alpha, decimals: 5))) ?? colour
    case .coreAnimation:
      return
        (try? SRGBColour(
          red: DecimalText.rounded(colour.red, decimals: 6),
          green: DecimalText.rounded(colour.green, decimals: 6),
          blue: DecimalText.rounded(colour.blue, decimals: 6),
          alpha: DecimalText.rounded(colour.alpha, decimals: 6))) ?? colour
    }
  }

  /// The colour the client shows a fraction `fraction` of the way from `start` to `end`,
  /// before any gamut mapping of its own.
  func interpolated(_ start: SRGBColour, _ end: SRGBColour, fraction: Double) -> SRGBColour {
    let space = interpolationSpace
    let a = space.coordinates(of: start)
    let b = space.coordinates(of: end)
    let alpha = a.w + (b.w - a.w) * fraction
    guard premultipliesAlpha else { return space.colour(at: a + (b - a) * fraction) }
    // CSS Color 4 §12.3: premultiply, interpolate, divide by the interpolated alpha.
    guard alpha > 0 else { return space.colour(at: a + (b - a) * fraction) }
    let pa = SIMD3(a.x, a.y, a.z) * a.w
    let pb = SIMD3(b.x, b.y, b.z) * b.w
    let p = (pa + (pb - pa) * fraction) / alpha
    return space.colour(at: SIMD4(p.x, p.y, p.z, alpha))
  }
}
