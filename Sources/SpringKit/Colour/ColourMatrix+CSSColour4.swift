// The matrices of CSS Color 4 (W3C Candidate Recommendation, sample code `conversions.js` and
// colour.js, the versions "recalculated for 64-bit precision" after csswg-drafts issue 6642):
// linear sRGB ↔ CIE XYZ (D65) as exact rational numbers, and Björn Ottosson's Oklab matrices
// XYZ ↔ LMS and LMS′ ↔ Oklab re-derived for a consistent D65 white, each inverse published to
// full double precision so that a round trip returns to the start within a few ulps.

extension ColourMatrix {
  /// Linear-light sRGB to CIE XYZ relative to D65 (`lin_sRGB_to_XYZ`), as CSS Color 4 gives it:
  /// rational entries derived from the sRGB primaries' chromaticities and D65 to 4 figures.
  @usableFromInline
  static let linearSRGBToXYZ = ColourMatrix(
    (506_752 / 1_228_815, 87_881 / 245_763, 12_673 / 70_218),
    (87_098 / 409_605, 175_762 / 245_763, 12_673 / 175_545),
    (7_918 / 409_605, 87_881 / 737_289, 1_001_167 / 1_053_270))

  /// CIE XYZ relative to D65 to linear-light sRGB (`XYZ_to_lin_sRGB`), the exact inverse of
  /// ``linearSRGBToXYZ`` as rational entries.
  @usableFromInline
  static let xyzToLinearSRGB = ColourMatrix(
    (12_831 / 3_959, -329 / 214, -1_974 / 3_959),
    (-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810),
    (705 / 12_673, -2_585 / 12_673, 705 / 667))

  /// CIE XYZ (D65) to Oklab's cone responses LMS (`XYZtoLMS`).
  @usableFromInline
  static let xyzToLMS = ColourMatrix(
    (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    (0.0481771893596242, 0.2642395317527308, 0.6335478284694309))

  /// LMS to CIE XYZ (D65) (`LMStoXYZ`), the inverse of ``xyzToLMS``.
  @usableFromInline
  static let lmsToXYZ = ColourMatrix(
    (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))

  /// The cube roots of LMS to Oklab's `L`, `a`, `b` (`LMStoOKLab`).
  @usableFromInline
  static let lmsToOklab = ColourMatrix(
    (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    (0.0259040424655478, 0.7827717124575296, -0.8086757549230774))

  /// Oklab to the cube roots of LMS (`OKLabtoLMS`), the inverse of ``lmsToOklab``.
  @usableFromInline
  static let oklabToLMS = ColourMatrix(
    (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
    (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
    (1.0000000000000000, -0.0894841775298119, -1.2914855480194092))
}
