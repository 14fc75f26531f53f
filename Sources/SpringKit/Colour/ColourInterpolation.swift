/// A colour space as a type, so that a ``SpringColour`` carries the space it springs in and
/// colours springing in different spaces cannot be added together.
///
/// SpringKit declares ``OklabInterpolation`` (the default choice), ``SRGBInterpolation`` and
/// ``LinearSRGBInterpolation``; ``ColourSpace`` is the same choice as a value.
public protocol ColourInterpolation: Sendable {
  /// The space, as a value.
  static var space: ColourSpace { get }
}

/// Springing in Oklab (``ColourSpace/oklab``), perceptually even; the default choice.
public enum OklabInterpolation: ColourInterpolation {
  /// ``ColourSpace/oklab``.
  public static var space: ColourSpace { .oklab }
}

/// Springing in gamma-encoded sRGB (``ColourSpace/sRGB``), as CSS interpolates legacy colours.
public enum SRGBInterpolation: ColourInterpolation {
  /// ``ColourSpace/sRGB``.
  public static var space: ColourSpace { .sRGB }
}

/// Springing in linear-light sRGB (``ColourSpace/linearSRGB``).
public enum LinearSRGBInterpolation: ColourInterpolation {
  /// ``ColourSpace/linearSRGB``.
  public static var space: ColourSpace { .linearSRGB }
}
