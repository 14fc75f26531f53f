import SpringKit
import Testing
import _SpringTestSupport

/// CSS Color 4's gamut mapping: inside the gamut, and at the lightness and hue it started from.
@Suite struct GamutMappingTests {
  /// CSS Color 4's just-noticeable difference, the mapping's stopping threshold.
  static let justNoticeable = 0.02

  /// The distance in Oklab from `colour` to the half-line of lightness `lightness` and hue
  /// `hue` (any chroma ≥ 0): how far the colour is from "same lightness and hue".
  static func distanceToHueRay(_ colour: OklabColour, lightness: Double, hue: Double) -> Double {
    let radians = hue * .pi / 180
    let (ca, cb) = (Double.cos(radians), Double.sin(radians))
    let along = max(0, colour.a * ca + colour.b * cb)
    let (da, db) = (colour.a - along * ca, colour.b - along * cb)
    let dl = colour.lightness - lightness
    return (dl * dl + da * da + db * db).squareRoot()
  }

  @Test func coloursOutsideComeInsideAtTheirLightnessAndHue() throws {
    var generator = SeededGenerator(seed: 0xC010_0003)
    var mapped = 0
    for _ in 0..<3_000 {
      let lab = try OklabColour(
        lightness: .random(in: 0.02...0.98, using: &generator),
        a: .random(in: -0.45...0.45, using: &generator),
        b: .random(in: -0.45...0.45, using: &generator))
      let raw = lab.sRGB
      let inside = raw.mappedIntoGamut()
      #expect(inside.isInGamut, "seed \(generator.seed)")
      guard !raw.isInGamut else {
        #expect(inside == raw)
        continue
      }
      mapped += 1
      let origin = lab.oklch
      let distance = Self.distanceToHueRay(
        inside.oklab, lightness: origin.lightness, hue: origin.hue)
      // Clipping the last candidate moves it by less than the JND (plus rounding).
      #expect(distance < Self.justNoticeable + 1e-12, "seed \(generator.seed) \(lab)")
      #expect(inside.oklch.chroma <= origin.chroma + Self.justNoticeable)
    }
    #expect(mapped > 1_000)
  }

  /// Plain clipping can move an overshoot's hue a long way; the mapping does not.
  @Test func mappingKeepsHueWhereClippingLosesIt() throws {
    let lab = try OklabColour(lightness: 0.5, a: -0.4, b: -0.1)
    let origin = lab.oklch
    let clipped = Self.distanceToHueRay(
      lab.sRGB.clipped().oklab, lightness: origin.lightness, hue: origin.hue)
    let mapped = Self.distanceToHueRay(
      lab.sRGB.mappedIntoGamut().oklab, lightness: origin.lightness, hue: origin.hue)
    #expect(clipped > 2 * Self.justNoticeable)
    #expect(mapped < Self.justNoticeable)
  }

  @Test func theLightnessEndsAreWhiteAndBlack() throws {
    let white = try OklabColour(lightness: 1.2, a: 0.1, b: 0, alpha: 0.5).sRGB.mappedIntoGamut()
    #expect(white.red == 1 && white.green == 1 && white.blue == 1 && white.alpha == 0.5)
    let black = try OklabColour(lightness: -0.1, a: 0.1, b: 0).sRGB.mappedIntoGamut()
    #expect(black.red == 0 && black.green == 0 && black.blue == 0)
  }

  @Test func insideIsUnchangedAndAlphaIsClamped() throws {
    let colour = try SRGBColour(red: 0.2, green: 0.4, blue: 0.6)
    #expect(colour.mappedIntoGamut() == colour)
    var overshot = colour
    overshot.alpha = 1.3
    #expect(overshot.mappedIntoGamut().alpha == 1)
    overshot.alpha = .nan
    #expect(overshot.mappedIntoGamut().alpha == 0)
  }

  /// A NaN colour (from a NaN time) maps to a colour, never to NaN components.
  @Test func nanMapsToAColour() {
    let nan = SpringColour<OklabInterpolation>(first: .nan, second: 0, third: 0, alpha: 1)
    let colour = nan.colour
    #expect(colour.isInGamut)
  }
}
