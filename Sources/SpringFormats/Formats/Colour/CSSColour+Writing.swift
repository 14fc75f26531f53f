public import SpringKit

// CSS text for colours: `rgb()` for colours springing in sRGB, `oklab()` for Oklab, so that a
// browser interpolates between keyframes in the space the spring ran in (CSS Color 4, §12.1).

extension CSSColour {
  /// The colour as CSS `rgb()` in the modern syntax: channels `0…255`, alpha after `/` only
  /// when it is not 1.
  ///
  /// ```swift
  /// let orange = try SRGBColour(red: 1, green: 0.5, blue: 0, alpha: 0.25)
  /// CSSColour.rgbText(orange)  // "rgb(255 127.5 0 / 0.25)"
  /// ```
  ///
  /// Channels print rounded to `decimals` decimals (a channel moves by at most
  /// 0.5·10⁻ᵈ / 255 in `0…1`), alpha to `decimals + 2` (the same resolution on `0…1`);
  /// trailing zeros are dropped. Write colours inside the gamut
  /// (`SRGBColour.mappedIntoGamut()`): browsers clamp channels outside `0…255`.
  ///
  /// - Parameters:
  ///   - colour: The colour.
  ///   - decimals: Decimals of the channels, 0 to 15; 3 by default.
  /// - Returns: The text, such as `rgb(255 0 0)`.
  public static func rgbText(_ colour: SRGBColour, decimals: Int = 3) -> String {
    let places = min(max(decimals, 0), 15)
    let channels = [colour.red, colour.green, colour.blue].map {
      DecimalText.fixed($0 * 255, decimals: places)
    }
    return "rgb(" + channels.joined(separator: " ")
      + alphaSuffix(colour.alpha, decimals: places + 2) + ")"
  }

  /// The colour as CSS `oklab()`: lightness as a number in `0…1`, then `a` and `b`, alpha
  /// after `/` only when it is not 1.
  ///
  /// ```swift
  /// let red = try SRGBColour(red: 1, green: 0, blue: 0)
  /// CSSColour.oklabText(red)  // "oklab(0.627955 0.224863 0.125846)"
  /// ```
  ///
  /// Each coordinate prints rounded to `decimals` decimals, so the printed colour is within
  /// ΔE_ok `√3 · 0.5·10⁻ᵈ` of `colour`'s Oklab coordinates.
  ///
  /// - Parameters:
  ///   - colour: The colour.
  ///   - decimals: Decimals of every coordinate and alpha, 0 to 15; 6 by default.
  /// - Returns: The text, such as `oklab(0.627955 0.224863 0.125846)`.
  public static func oklabText(_ colour: SRGBColour, decimals: Int = 6) -> String {
    let places = min(max(decimals, 0), 15)
    let lab = colour.oklab
    let coordinates = [lab.lightness, lab.a, lab.b].map {
      DecimalText.fixed($0, decimals: places)
    }
    return "oklab(" + coordinates.joined(separator: " ")
      + alphaSuffix(colour.alpha, decimals: places) + ")"
  }

  /// The colour in the syntax whose CSS interpolation space is `space`.
  ///
  /// `oklab()` for `ColourSpace.oklab`, `rgb()` for `ColourSpace.sRGB`. CSS has no legacy
  /// syntax that interpolates in linear sRGB, so `ColourSpace.linearSRGB` writes `rgb()` too: its
  /// keyframes must be dense enough that sRGB interpolation between them stays within the
  /// tolerance.
  public static func text(_ colour: SRGBColour, for space: ColourSpace) -> String {
    switch space {
    case .oklab: oklabText(colour)
    case .sRGB, .linearSRGB: rgbText(colour)
    }
  }

  /// ` / alpha` when alpha is not 1 once rounded, else nothing.
  static func alphaSuffix(_ alpha: Double, decimals: Int) -> String {
    let text = DecimalText.fixed(alpha, decimals: decimals)
    return text == "1" ? "" : " / " + text
  }
}
