import SpringKit
import Testing
import _SpringTestSupport

/// Round trips through every space return to the start: CSS Color 4's matrices are inverses
/// of each other to double precision.
@Suite struct ColourRoundTripTests {
  /// The promise; a round trip costs a few ulps per matrix product, `pow` and `cbrt`.
  static let tolerance = 1e-12

  static func randomColour(using generator: inout SeededGenerator, extended: Bool = false)
    throws -> SRGBColour
  {
    let range = extended ? -0.2...1.2 : 0.0...1.0
    return try SRGBColour(
      red: .random(in: range, using: &generator), green: .random(in: range, using: &generator),
      blue: .random(in: range, using: &generator), alpha: .random(in: 0...1, using: &generator))
  }

  static func expectClose(_ actual: SRGBColour, _ expected: SRGBColour, _ seed: UInt64) {
    #expect(isClose(actual.red, expected.red, absolute: tolerance), "seed \(seed)")
    #expect(isClose(actual.green, expected.green, absolute: tolerance), "seed \(seed)")
    #expect(isClose(actual.blue, expected.blue, absolute: tolerance), "seed \(seed)")
    #expect(actual.alpha == expected.alpha, "seed \(seed)")
  }

  @Test func sRGBToOklabAndBack() throws {
    var generator = SeededGenerator(seed: 0xC010_0001)
    for index in 0..<5_000 {
      let colour = try Self.randomColour(using: &generator, extended: index.isMultiple(of: 2))
      Self.expectClose(colour.oklab.sRGB, colour, generator.seed)
      Self.expectClose(colour.oklch.oklab.sRGB, colour, generator.seed)
      Self.expectClose(colour.linear.sRGB, colour, generator.seed)
    }
  }

  /// Every 8-bit grey and a red–blue ramp, and the transfer function's knee at 0.04045.
  ///
  /// sRGB ↔ linear is exact there too (the encoding's knee is the decoding's image). Through
  /// Oklab, a component within an ulp of the knee may come back an ulp across it, where the
  /// standard's curve jumps by 3e-8 (see SRGBTransfer.swift): that bound, for those only.
  @Test func cornersGreysAndTheTransferKnee() throws {
    let knee = [0.040_45, 0.040_45.nextUp, 0.040_45.nextDown]
    var values: [Double] = [0, 1, 1e-300, -1e-300] + knee
    values += (0...255).map { Double($0) / 255 }
    for value in values {
      let grey = try SRGBColour(red: value, green: value, blue: value)
      Self.expectClose(grey.linear.sRGB, grey, 0)
      let bound = knee.contains(value) ? 3e-8 : Self.tolerance
      let back = grey.oklab.sRGB
      #expect(isClose(back.red, value, absolute: bound), "\(value)")
      #expect(isClose(back.green, value, absolute: bound), "\(value)")
      #expect(isClose(back.blue, value, absolute: bound), "\(value)")
      let ramp = try SRGBColour(red: value, green: 0, blue: 1 - value)
      Self.expectClose(ramp.linear.sRGB, ramp, 0)
      if !knee.contains(value) { Self.expectClose(ramp.oklab.sRGB, ramp, 0) }
    }
  }

  /// Oklab coordinates of sRGB colours come back from sRGB. (Far outside the gamut, where a
  /// cone response LMS nears 0, the cube root's slope grows without bound and so does the
  /// round trip's error: those are not colours of any sRGB input.)
  @Test func oklabToSRGBAndBack() throws {
    var generator = SeededGenerator(seed: 0xC010_0002)
    var inside = 0
    for _ in 0..<4_000 {
      let lab = try OklabColour(
        lightness: .random(in: 0.01...1, using: &generator),
        a: .random(in: -0.3...0.3, using: &generator),
        b: .random(in: -0.3...0.3, using: &generator))
      guard lab.sRGB.isInGamut else { continue }
      inside += 1
      let back = lab.sRGB.oklab
      #expect(isClose(back.lightness, lab.lightness, absolute: Self.tolerance))
      #expect(isClose(back.a, lab.a, absolute: Self.tolerance), "seed \(generator.seed)")
      #expect(isClose(back.b, lab.b, absolute: Self.tolerance), "seed \(generator.seed)")
    }
    #expect(inside > 500)
  }

  /// White has lightness 1 and no chroma, black 0: a check of the matrices' normalisation that
  /// does not depend on the reference script.
  @Test func whiteAndBlackAreTheEndsOfLightness() throws {
    let white = try SRGBColour(red: 1, green: 1, blue: 1).oklch
    #expect(isClose(white.lightness, 1, absolute: 1e-15))
    #expect(white.chroma <= 1e-15)
    let black = try SRGBColour(red: 0, green: 0, blue: 0).oklab
    #expect(black.lightness == 0 && black.a == 0 && black.b == 0)
  }
}
