import SpringFormats
import Testing

/// The property a CSS keyframes template sets, which the `transition` stylesheet names.
@Suite("CSSKeyframesWriter.property")
struct CSSKeyframesWriterPropertyTests {
  @Test(
    "The text before the colon, trimmed; all without one",
    arguments: [
      ("transform: scale({value})", "transform"),
      ("  opacity  :{value}", "opacity"),
      ("\ttop\t: {value}px", "top"),
      ("{value}", "all"),
      (" : {value}", "all"),
    ])
  func property(template: String, expected: String) {
    #expect(CSSKeyframesWriter(template: template).property == expected)
  }
}
