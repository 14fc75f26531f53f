import SpringFormats
import SpringKit
import Testing

/// The outline's SVG path data and number text, which SpringFormats writes.
@Suite struct SVGPathDataTests {
  /// SVG path data is deterministic in both number formats.
  @Test func svgPathData() throws {
    let flat = try BendableOutline(width: 100, height: 50, overhang: 0)
    #expect(flat.svgPathData() == "M0 0 Q50 0 100 0 Q100 25 100 50 Q50 50 0 50 Q0 25 0 0 Z")
    #expect(flat.svgPathData(flatEdgesAsLines: true) == "M0 0 L100 0 L100 50 L0 50 L0 0 Z")
    let menu = try BendableOutline(width: 375, height: 224, offsets: .hokusai(vertical: -40))
    #expect(
      menu.svgPathData()
        == "M0 0 Q187.5 -40 375 0 Q375 112 375 324 Q187.5 324 0 324 Q0 112 0 0 Z")
    let third = try BendableOutline(
      width: 1, height: 1, overhang: 0, offsets: .hokusai(vertical: 1.0 / 3))
    #expect(
      third.svgPathData(format: .fixed(decimals: 2), flatEdgesAsLines: true)
        == "M0 0 Q0.5 0.33 1 0 L1 1 L0 1 L0 0 Z")
    #expect(third.svgPathData().contains("0.3333333333333333"))
    #expect(third.svgPathData() == third.svgPathData())
  }

  /// Number text: shortest round-trip, or fixed decimals with trailing zeros trimmed.
  @Test func numberFormats() {
    let shortest = SVGNumberFormat.shortest
    #expect(shortest.text(0) == "0")
    #expect(shortest.text(-0.0) == "0")
    #expect(shortest.text(375) == "375")
    #expect(shortest.text(-187.5) == "-187.5")
    #expect(shortest.text(0.1) == "0.1")
    #expect(shortest.text(1e-5) == "1e-05")
    #expect(Double(shortest.text(2.0 / 3)) == 2.0 / 3)
    let fixed = SVGNumberFormat.fixed(decimals: 3)
    #expect(fixed.text(2.0 / 3) == "0.667")
    #expect(fixed.text(-0.0001) == "0")
    #expect(fixed.text(-1.25) == "-1.25")
    #expect(fixed.text(12.0005) == "12.001" || fixed.text(12.0005) == "12")  // 12.0005 is inexact
    #expect(fixed.text(0.0005) == "0.001")
    #expect(SVGNumberFormat.fixed(decimals: 0).text(2.5) == "3")
    #expect(SVGNumberFormat.fixed(decimals: -4).text(2.4) == "2")
    #expect(fixed.text(1e300) == shortest.text(1e300))
  }

  /// The outline and the animated SVG write paths through the one writer.
  @Test func oneWriter() throws {
    let outline = try BendableOutline(width: 375, height: 224, offsets: .hokusai(vertical: -40))
    #expect(
      SVGPathData.text(of: outline.elements(flatEdgesAsLines: true), format: .fixed(decimals: 2))
        == outline.svgPathData(format: .fixed(decimals: 2), flatEdgesAsLines: true))
  }
}
