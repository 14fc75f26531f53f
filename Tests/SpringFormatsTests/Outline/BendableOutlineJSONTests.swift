import SpringFormats
import SpringKit
import Testing

/// The outline's drawing commands as JSON.
@Suite("BendableOutline.jsonPath")
struct BendableOutlineJSONTests {
  @Test("Each command is a one-member object; the outline's path lists its elements")
  func commands() throws {
    #expect(
      OutlineElement.jsonPath([
        .move(to: SIMD2(0, 0)), .line(to: SIMD2(1, 0)),
        .quadCurve(to: SIMD2(1, 1), control: SIMD2(2, 0.5)), .close,
      ])
        == [
          ["move": [0, 0]], ["line": [1, 0]],
          ["quadCurve": ["control": [2, 0.5], "to": [1, 1]]], ["close": true],
        ])
    let outline = try BendableOutline(width: 100, height: 50, overhang: 0)
    #expect(outline.jsonPath == OutlineElement.jsonPath(outline.elements))
  }
}
