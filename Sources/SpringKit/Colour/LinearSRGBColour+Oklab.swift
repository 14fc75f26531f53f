// Between linear-light sRGB and Oklab, through CIE XYZ (D65) and Oklab's cone space LMS with
// CSS Color 4's matrices (see ColourMatrix+CSSColour4.swift).

extension LinearSRGBColour {
  /// The same colour in Oklab.
  ///
  /// ```
  /// XYZ = M₁ · rgb          (lin_sRGB_to_XYZ, exact rationals)
  /// LMS = M₂ · XYZ          (XYZtoLMS)
  /// Lab = M₃ · ∛LMS         (LMStoOKLab; the real, sign-keeping cube root)
  /// ```
  public var oklab: OklabColour {
    let (x, y, z) = ColourMatrix.linearSRGBToXYZ.applied(to: red, green, blue)
    let (l, m, s) = ColourMatrix.xyzToLMS.applied(to: x, y, z)
    let (lightness, a, b) = ColourMatrix.lmsToOklab.applied(
      to: libmCbrt(l), libmCbrt(m), libmCbrt(s))
    return OklabColour(unchecked: lightness, a, b, alpha)
  }
}

extension OklabColour {
  /// The same colour in linear-light sRGB, possibly outside the gamut (components outside
  /// `0…1`).
  ///
  /// ```
  /// ∛LMS = M₃⁻¹ · Lab       (OKLabtoLMS)
  /// XYZ  = M₂⁻¹ · (∛LMS)³   (LMStoXYZ)
  /// rgb  = M₁⁻¹ · XYZ       (XYZ_to_lin_sRGB, exact rationals)
  /// ```
  public var linearSRGB: LinearSRGBColour {
    let (l, m, s) = ColourMatrix.oklabToLMS.applied(to: lightness, a, b)
    let (x, y, z) = ColourMatrix.lmsToXYZ.applied(to: l * l * l, m * m * m, s * s * s)
    let (red, green, blue) = ColourMatrix.xyzToLinearSRGB.applied(to: x, y, z)
    return LinearSRGBColour(unchecked: red, green, blue, alpha)
  }

  /// The same colour gamma-encoded in sRGB, possibly outside the gamut; see
  /// ``SRGBColour/mappedIntoGamut()``.
  public var sRGB: SRGBColour { linearSRGB.sRGB }

  /// The Euclidean distance to `other` in Oklab, ΔE_ok (CSS Color 4's `deltaEOK`); alpha is
  /// not part of it.
  ///
  /// About 0.02 is a just-noticeable difference (the threshold of CSS Color 4's gamut mapping).
  public func distance(to other: OklabColour) -> Double {
    let dl = lightness - other.lightness
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}
