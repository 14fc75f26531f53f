public import SpringKit

/// A colour read from CSS text, and the syntax it was written in.
///
/// The syntax decides the space CSS interpolates in when an animation or transition does not
/// say (CSS Color 4, §12.1 "Color Space for Interpolation"): legacy sRGB colours (`#hex`,
/// `rgb()`, `rgba()`) in sRGB, `oklab()` and `oklch()` in Oklab. Exports follow the same
/// rule through ``interpolationSpace``.
///
/// ```swift
/// let colour = try CSSColour(parsing: "oklch(0.7 0.1 200 / 50%)")
/// colour.interpolationSpace  // .oklab
/// ```
public struct CSSColour: Hashable, Sendable {
  /// How a colour was written.
  public enum Syntax: String, Hashable, Sendable {
    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    case hex
    /// `rgb()` or `rgba()`, legacy (commas) or modern (spaces and `/`).
    case rgb
    /// `oklab()`.
    case oklab
    /// `oklch()`.
    case oklch
  }

  /// The colour; from `oklab()` or `oklch()` it may lie outside the sRGB gamut (components
  /// outside `0…1`).
  public var colour: SRGBColour
  /// The syntax it was written in.
  public var syntax: Syntax

  /// A colour and its syntax.
  public init(colour: SRGBColour, syntax: Syntax) {
    self.colour = colour
    self.syntax = syntax
  }

  /// The space CSS interpolates this colour in: `ColourSpace.sRGB` for hex and `rgb()`,
  /// `ColourSpace.oklab` for `oklab()` and `oklch()`.
  public var interpolationSpace: ColourSpace {
    switch syntax {
    case .hex, .rgb: .sRGB
    case .oklab, .oklch: .oklab
    }
  }

  /// The space CSS interpolates a list of colours in: sRGB when every one is a legacy colour,
  /// Oklab as soon as one is not (CSS Color 4, §12.1).
  public static func interpolationSpace(of colours: some Sequence<CSSColour>) -> ColourSpace {
    colours.allSatisfy { $0.interpolationSpace == .sRGB } ? .sRGB : .oklab
  }
}
