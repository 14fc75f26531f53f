// Between Oklab and its polar form.

extension OklabColour {
  /// The same colour in polar form: chroma `√(a² + b²)`, hue `atan2(b, a)` in degrees in
  /// `0..<360` (0 for a grey, whose hue is powerless).
  public var oklch: OklchColour {
    let chroma = (a * a + b * b).squareRoot()
    var hue = libmAtan2(b, a) * (180 / Double.pi)
    if hue < 0 { hue += 360 }
    if hue >= 360 { hue -= 360 }
    return OklchColour(unchecked: lightness, chroma, hue, alpha)
  }
}

extension OklchColour {
  /// The same colour in rectangular form: `a = C·cos h`, `b = C·sin h` with `h` in degrees.
  public var oklab: OklabColour {
    let radians = hue * (Double.pi / 180)
    return OklabColour(
      unchecked: lightness, chroma * libmCos(radians), chroma * libmSin(radians), alpha)
  }
}
