// Bringing a colour outside sRGB back inside: CSS Color 4's gamut mapping (§13.2, "binary
// search gamut mapping with local MINDE"), reducing chroma at constant lightness and hue.

extension SRGBColour {
  /// The colour with each component clamped to `0…1` (and alpha to `0…1`), as Compose and
  /// CSS's `clip()` do: cheap, but it shifts hue and lightness of a colour far outside.
  public func clipped() -> SRGBColour {
    SRGBColour(
      unchecked: clampedToUnit(red), clampedToUnit(green), clampedToUnit(blue),
      clampedToUnit(alpha))
  }

  /// The colour brought inside the sRGB gamut by CSS Color 4's gamut mapping: chroma is
  /// reduced in Oklch at constant lightness and hue until the clipped colour is within a
  /// just-noticeable difference (ΔE_ok 0.02) of it, and that clipped colour is returned.
  ///
  /// A colour already inside is returned unchanged (alpha clamped to `0…1`); lightness at or
  /// above 1 gives white and at or below 0 black. Every component of the result is in `0…1`.
  ///
  /// ```swift
  /// let beyond = try OklabColour(lightness: 0.5, a: -0.4, b: -0.1).sRGB  // green < 0
  /// let shown = beyond.mappedIntoGamut()  // the nearest sRGB colour of the same L and h
  /// ```
  ///
  /// The algorithm (CSS Color 4, "CSS gamut mapping to an RGB destination"): with JND 0.02 and
  /// ε 0.0001, bisect chroma on `[0, C]`; while the candidate is inside the gamut raise the
  /// lower end; else clip it, and if the clipped colour is within the JND of the candidate
  /// (and within ε of the JND) stop there.
  ///
  /// - Complexity: O(log₂(C / ε)) for chroma C: about 13 bisection steps for C ≈ 0.6.
  public func mappedIntoGamut() -> SRGBColour {
    let alpha = clampedToUnit(self.alpha)
    var colour = self
    colour.alpha = alpha
    guard !colour.isInGamut else { return colour }
    let origin = colour.oklch
    if origin.lightness >= 1 { return SRGBColour(unchecked: 1, 1, 1, alpha) }
    if origin.lightness <= 0 { return SRGBColour(unchecked: 0, 0, 0, alpha) }
    let justNoticeable = 0.02
    let epsilon = 0.0001
    var current = origin
    var clipped = current.oklab.sRGB.clipped()
    if clipped.oklab.distance(to: current.oklab) < justNoticeable { return clipped }
    var low = 0.0
    var high = origin.chroma
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current.chroma = chroma
      let candidate = current.oklab
      let unclipped = candidate.sRGB
      if lowInGamut && unclipped.isInGamut {
        low = chroma
        continue
      }
      clipped = unclipped.clipped()
      let difference = clipped.oklab.distance(to: candidate)
      if difference < justNoticeable {
        if justNoticeable - difference < epsilon { return clipped }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }
}

/// `value` clamped to `0…1`; NaN gives 0.
@usableFromInline
func clampedToUnit(_ value: Double) -> Double {
  value > 0 ? min(value, 1) : 0
}
