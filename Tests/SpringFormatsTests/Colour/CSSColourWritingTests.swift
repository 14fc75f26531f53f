import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// The writers' text reads back (with the parser, as a browser would) to the colour written.
@Suite struct CSSColourWritingTests {
  @Test func rgbTextReadsBackWithinItsRounding() throws {
    var generator = SeededGenerator(seed: 0xC010_0004)
    for _ in 0..<500 {
      let colour = try SRGBColour(
        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
        blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
      let text = CSSColour.rgbText(colour)
      let back = try CSSColour(parsing: text)
      #expect(back.syntax == .rgb && back.interpolationSpace == .sRGB)
      // 3 decimals on 0…255: half a unit of the last place, over 255 (plus an ulp).
      let bound = 0.5e-3 / 255 + 1e-15
      #expect(isClose(back.colour.red, colour.red, absolute: bound), "\(text)")
      #expect(isClose(back.colour.green, colour.green, absolute: bound), "\(text)")
      #expect(isClose(back.colour.blue, colour.blue, absolute: bound), "\(text)")
      #expect(isClose(back.colour.alpha, colour.alpha, absolute: 0.5e-5 + 1e-15), "\(text)")
    }
  }

  @Test func oklabTextReadsBackWithinItsRounding() throws {
    var generator = SeededGenerator(seed: 0xC010_0005)
    for _ in 0..<500 {
      let colour = try SRGBColour(
        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
        blue: .random(in: 0...1, using: &generator))
      let text = CSSColour.oklabText(colour)
      let back = try CSSColour(parsing: text)
      #expect(back.syntax == .oklab && back.interpolationSpace == .oklab)
      // Each coordinate within 0.5e-6: ΔE_ok at most √3·0.5e-6 (plus the round trip's ulps).
      let distance = back.colour.oklab.distance(to: colour.oklab)
      #expect(distance <= 3.0.squareRoot() * 0.5e-6 + 1e-12, "\(text)")
    }
  }

  @Test func knownText() throws {
    let red = try SRGBColour(red: 1, green: 0, blue: 0)
    #expect(CSSColour.rgbText(red) == "rgb(255 0 0)")
    #expect(CSSColour.oklabText(red) == "oklab(0.627955 0.224863 0.125846)")
    let orange = try SRGBColour(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    #expect(CSSColour.rgbText(orange) == "rgb(255 127.5 0 / 0.25)")
    #expect(CSSColour.text(orange, for: .oklab).hasPrefix("oklab("))
    #expect(CSSColour.text(orange, for: .sRGB).hasPrefix("rgb("))
  }
}
