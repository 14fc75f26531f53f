import SpringFitting
import SpringFormats
import Testing

/// `SpringFit.batchErrorLine`: one line of JSON that reads back to the message and the line
/// number, however the message needs escaping.
@Suite("A batch's error line")
struct SpringFitBatchLineTests {
  @Test(
    "Reads back as {error, line}",
    arguments: ["empty line; expected a keyframe JSON object", "a \"quoted\"\\ word\n\u{1}", ""])
  func readsBack(message: String) throws {
    let line = SpringFit.batchErrorLine(message, line: 42)
    #expect(!line.contains("\n"))
    let node = try JSONReader.parse(Array(line.utf8))
    #expect(node.jsonValue == ["error": .string(message), "line": 42])
    #expect(line.hasSuffix(",\"line\":42}"))
  }
}
