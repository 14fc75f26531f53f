import NameSuggestions
import Testing

/// Input text quoted in messages (issue 31): control characters escaped, UTF-16 named, long
/// text elided.
@Suite("Echoed input text")
struct EchoedTextTests {
  @Test(
    "Control characters and bidirectional overrides become escapes",
    arguments: [
      ("val\u{1B}[31mue\u{7}", #"val\u{1B}[31mue\u{7}"#), ("a\tb", #"a\tb"#),
      ("ab\u{0}cdef", #"ab\u{0}cdef"#), ("x\u{9B}y", #"x\u{9B}y"#),
      ("ab\u{202E}cd", #"ab\u{202E}cd"#),
      ("plain é ✓", "plain é ✓"), ("\r\n", #"\u{D}\u{A}"#),
    ])
  func escapes(text: String, shown: String) {
    #expect(EchoedText.safe(text) == shown)
  }

  @Test("UTF-16 read as UTF-8 is named, not echoed")
  func utf16() {
    let text = String("time,value".flatMap { [$0, "\u{0}"] })
    #expect(EchoedText.safe(text) == EchoedText.utf16Notice)
  }

  @Test("Long text keeps its first characters and says how long it was")
  func elision() {
    let header = (0..<200_000).map { "c\($0)" }.joined(separator: ",")
    let shown = EchoedText.safe(header)
    #expect(shown.hasPrefix("c0,c1,c2,"))
    #expect(shown.hasSuffix("… (\(header.count) characters)"))
    #expect(shown.count < 120)
    #expect(EchoedText.safe(String(repeating: "x", count: 80)) == String(repeating: "x", count: 80))
  }
}
