// The sRGB transfer function (IEC 61966-2-1), extended to all reals as CSS Color 4 does: odd
// symmetry about 0, so negative (out-of-gamut) components convert both ways.
//
// One departure from CSS Color 4's sample code, for exact round trips: the encoding's knee is
// 0.04045 / 12.92 = 0.0031308049…, the image of the decoding's knee 0.04045, where the sample
// code (and IEC 61966-2-1) round it to 0.0031308. With the rounded knee, a linear value in
// (0.0031308, 0.0031308049…] takes the power branch one way and the straight one the other,
// and an sRGB component just below 0.04045 came back 3e-8 off. The two branches differ by
// less than 1e-8 there, so no colour moves visibly. The standard's curve itself still jumps at
// the knee (2.3e-9 in linear light, 3e-8 encoded): a colour converted elsewhere and back (Oklab)
// can land an ulp across it, which moves a component within an ulp of 0.04045 by 3e-8.

/// The linear-light value at the decoding's knee: below it, encoding is `12.92 · c`.
@usableFromInline
let sRGBLinearKnee = 0.040_45 / 12.92

/// The linear-light value of a gamma-encoded sRGB component (CSS Color 4's `lin_sRGB`).
///
/// ```
/// |c| < 0.04045:  c / 12.92
/// otherwise:      sign(c) · ((|c| + 0.055) / 1.055)^2.4
/// ```
@usableFromInline
func sRGBDecoded(_ component: Double) -> Double {
  let magnitude = abs(component)
  if magnitude < 0.040_45 { return component / 12.92 }
  let linear = libmPow((magnitude + 0.055) / 1.055, 2.4)
  return component < 0 ? -linear : linear
}

/// The gamma-encoded sRGB value of a linear-light component (CSS Color 4's `gam_sRGB`).
///
/// ```
/// |c| ≤ 0.04045 / 12.92:  12.92 · c
/// otherwise:              sign(c) · (1.055 · |c|^(1/2.4) − 0.055)
/// ```
@usableFromInline
func sRGBEncoded(_ component: Double) -> Double {
  let magnitude = abs(component)
  if magnitude <= sRGBLinearKnee { return 12.92 * component }
  let encoded = 1.055 * libmPow(magnitude, 1 / 2.4) - 0.055
  return component < 0 ? -encoded : encoded
}
