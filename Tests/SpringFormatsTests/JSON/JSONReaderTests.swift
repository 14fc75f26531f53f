import SpringFormats
import Testing

/// The small JSON reader behind keyframe files: exact numbers, escapes, lines, and refusals.
@Suite("Keyframe JSON reader")
struct FitJSONReaderTests {
  func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
    try JSONReader.parse(Array(text.utf8))
  }

  @Test("Numbers read back to the doubles they were printed from")
  func numbers() throws {
    let values: [Double] = [
      0.1, 0.30000000000000004, 1e-7, .leastNonzeroMagnitude, 1.7976931348623157e308, -0.0, 1 / 3,
    ]
    for value in values {
      let node = try parse("[\(value)]")
      guard case .array(let elements) = node.value, case .number(let read, _) = elements[0].value
      else {
        Issue.record("\(value)")
        continue
      }
      #expect(read.bitPattern == value.bitPattern, "\(value)")
    }
    guard case .number(let huge, let text) = try parse("1e999").value else {
      Issue.record("1e999")
      return
    }
    #expect(huge == .infinity && text == "1e999")
  }

  @Test("Strings, escapes, literals and the line of every value")
  func structure() throws {
    let node = try parse(
      "\u{FEFF}{\n \"a\": \"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\",\n \"b\": [true, false,\n null]}"
    )
    #expect(node["a"]?.value == .string("x\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{1F600}"))
    #expect(node["a"]?.line == 2)
    guard case .array(let elements) = node["b"]?.value else {
      Issue.record("b")
      return
    }
    #expect(elements.map(\.value) == [.bool(true), .bool(false), .null])
    #expect(elements.map(\.line) == [3, 3, 4])
  }

  @Test(
    "Malformed JSON is refused with its line and column",
    arguments: [
      ("", 1, 1, "unexpected end of the text; expected a value"),
      ("{\"a\": 01}", 1, 8, "expected ',' or '}' after a field"),
      ("[1.]", 1, 4, "a number needs a digit after its decimal point"),
      ("[-]", 1, 3, "a number needs a digit after its sign"),
      ("[1e]", 1, 4, "a number needs a digit in its exponent"),
      ("[\"a\nb\"]", 1, 4, "unterminated string"),
      ("[\"\\q\"]", 1, 3, "invalid escape '\\q' in a string"),
      ("[\"\\u12g4\"]", 1, 5, "a \\u escape needs four hexadecimal digits"),
      ("[tru]", 1, 2, "unexpected character 't'; expected a value"),
      ("{\"a\" 1}", 1, 6, "expected ':' after a field name"),
      ("{1: 2}", 1, 2, "expected a field name in double quotes"),
      ("[1] [2]", 1, 5, "unexpected text after the JSON value"),
      (String(repeating: "[", count: 80), 1, 65, "arrays and objects nest too deeply"),
    ] as [(String, Int, Int, String)])
  func malformed(text: String, line: Int, column: Int, reason: String) {
    // The error carries a typed problem now; its reason is rendered from it.
    let error = #expect(throws: JSONSyntaxError.self) { try parse(text) }
    #expect(error.map { [$0.line, $0.column] } == [line, column] && error?.reason == reason)
  }
}
