import SpringFormats
import Testing
import _SpringTestSupport

@Suite("JSONStreamWriter")
struct JSONStreamWriterTests {
  /// Streams `value` token by token, the way a large document is written.
  func stream(_ value: JSONValue, into text: inout String, writer: inout JSONStreamWriter)
    throws
  {
    switch value {
    case .array(let elements):
      try writer.beginArray(into: &text)
      for element in elements { try stream(element, into: &text, writer: &writer) }
      try writer.endArray(into: &text)
    case .object(let members):
      try writer.beginObject(into: &text)
      for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        try writer.key(key, into: &text)
        try stream(members[key, default: nil], into: &text, writer: &writer)
      }
      try writer.endObject(into: &text)
    default:
      try writer.value(value, into: &text)
    }
  }

  @Test("Streaming gives the same bytes as the tree writer", arguments: [11, 12, 13])
  func matchesTreeWriter(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<100 {
      let value = JSONValue.random(depth: 4, using: &generator)
      for style in [JSONStyle.compact, .pretty] {
        var writer = JSONStreamWriter(style: style)
        var text = ""
        try stream(value, into: &text, writer: &writer)
        #expect(writer.isComplete)
        #expect(text == (try JSONWriter(style: style).string(for: value)), "seed \(seed)")
      }
    }
  }

  @Test("Keys out of order or repeated are refused")
  func keyOrder() throws {
    var writer = JSONStreamWriter(style: .compact)
    var text = ""
    try writer.beginObject(into: &text)
    try writer.key("outer", into: &text)
    try writer.beginObject(into: &text)
    try writer.key("b", into: &text)
    try writer.value(1, into: &text)
    #expect(throws: JSONError.keyOutOfOrder(path: "$.outer", key: "a", previousKey: "b")) {
      try writer.key("a", into: &text)
    }
    #expect(throws: JSONError.keyOutOfOrder(path: "$.outer", key: "b", previousKey: "b")) {
      try writer.key("b", into: &text)
    }
    #expect(text == #"{"outer":{"b":1.0"#)
  }

  @Test("Calls that do not fit the document are refused")
  func misplaced() throws {
    var text = ""
    var writer = JSONStreamWriter()
    #expect(throws: JSONError.misplaced("key 'k' where no key is expected")) {
      try writer.key("k", into: &text)
    }
    #expect(throws: JSONError.misplaced("end of an array where no array is open")) {
      try writer.endArray(into: &text)
    }
    try writer.beginObject(into: &text)
    #expect(throws: JSONError.misplaced("a value in an object where a key is expected")) {
      try writer.value(1, into: &text)
    }
    try writer.key("k", into: &text)
    #expect(throws: JSONError.misplaced("end of an object while key 'k' has no value")) {
      try writer.endObject(into: &text)
    }
    try writer.value(nil, into: &text)
    #expect(!writer.isComplete)
    try writer.endObject(into: &text)
    #expect(writer.isComplete)
    #expect(throws: JSONError.misplaced("an array after the complete top-level value")) {
      try writer.beginArray(into: &text)
    }
    #expect(text == "{\n  \"k\": null\n}")
  }

  @Test("A non-finite number in a streamed value names its full path and writes nothing")
  func nonFinitePath() throws {
    var text = ""
    var writer = JSONStreamWriter(style: .compact)
    try writer.beginObject(into: &text)
    try writer.key("samples", into: &text)
    try writer.beginArray(into: &text)
    try writer.value(["x": 1], into: &text)
    let before = text
    #expect(throws: JSONError.nonFiniteNumber(path: "$.samples[1].x", value: "inf")) {
      try writer.value(["x": .number(.infinity)], into: &text)
    }
    #expect(text == before)
  }
}
