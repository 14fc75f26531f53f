import SpringFormats
import Testing

@Suite struct KeyframeDocumentDetectionTests {
  /// JSON is told from CSV by the first character after a BOM and whitespace.
  @Test(arguments: [
    ("{\"values\": [0, 1]}", true), ("\u{FEFF}\r\n\t [1, 2]", true), ("keyTime,value\n", false),
    ("", false), ("\u{FEFF}", false), ("  time,value", false),
  ])
  func tellsJSONFromCSV(text: String, isJSON: Bool) {
    let bytes = Array(text.utf8)
    #expect(KeyframeDocument.isJSON(bytes) == isJSON)
  }

  /// The key path is the object's `keyPath` string; anything else has none.
  @Test func keyPath() {
    let json = #"{"keyPath": "opacity", "values": [0, 1], "duration": 0.3}"#
    #expect(KeyframeDocument.keyPath(json: Array(json.utf8)) == "opacity")
    #expect(KeyframeDocument.keyPath(json: Array(#"{"keyPath": 3, "values": [0, 1]}"#.utf8)) == nil)
    #expect(KeyframeDocument.keyPath(json: Array(#"{"values": [0, 1]}"#.utf8)) == nil)
    #expect(KeyframeDocument.keyPath(json: Array(#"["keyPath"]"#.utf8)) == nil)
    #expect(KeyframeDocument.keyPath(json: Array("keyPath,value\n".utf8)) == nil)
  }
}
