import SpringFormats
import Testing
import _SpringTestSupport

@Suite("CSVWriter")
struct CSVWriterTests {
  @Test("A header alone is one line ending in \\n")
  func headerOnly() throws {
    let writer = try CSVWriter(columns: ["time", "position", "velocity"])
    #expect(try writer.document(rows: []) == "time,position,velocity\n")
  }

  @Test(
    "Fields are quoted only when RFC 4180 requires it",
    arguments: [
      ("plain", "plain"),
      ("", ""),
      ("with space", "with space"),
      (" padded ", " padded "),
      ("a,b", "\"a,b\""),
      ("say \"hi\"", "\"say \"\"hi\"\"\""),
      ("\"", "\"\"\"\""),
      ("two\nlines", "\"two\nlines\""),
      ("carriage\rreturn", "\"carriage\rreturn\""),
      ("crlf\r\n", "\"crlf\r\n\""),
      ("é,ü", "\"é,ü\""),
      ("tab\there", "tab\there"),
    ])
  func quoting(raw: String, written: String) {
    #expect(CSVWriter.field(raw) == written)
  }

  @Test("Rows join quoted fields with commas")
  func rows() throws {
    let writer = try CSVWriter(columns: ["name", "note"])
    let text = try writer.document(rows: [["a", "b,c"], ["", "\"q\""]])
    #expect(text == "name,note\na,\"b,c\"\n,\"\"\"q\"\"\"\n")
  }

  @Test("A lone empty field is quoted so the line is not blank")
  func loneEmptyField() throws {
    let writer = try CSVWriter(columns: ["only"])
    #expect(try writer.document(rows: [[""], ["x"]]) == "only\n\"\"\nx\n")
  }

  @Test("Numbers use the shortest round-trip text and a dot")
  func numbers() throws {
    let writer = try CSVWriter(columns: ["a", "b", "c", "d"])
    var text = ""
    try writer.writeRow([0, -0.0, 0.1, 1e-7], to: &text)
    #expect(text == "0.0,-0.0,0.1,1e-07\n")
  }

  @Test("Numbers read back bit for bit through CSV")
  func numberRoundTrip() throws {
    var generator = SeededGenerator(seed: 42)
    let writer = try CSVWriter(columns: ["x", "y"])
    var text = ""
    var values: [Double] = []
    writer.writeHeader(to: &text)
    while values.count < 10_000 {
      let pair = [Double(bitPattern: generator.next()), Double(bitPattern: generator.next())]
      guard pair.allSatisfy(\.isFinite) else { continue }
      values += pair
      try writer.writeRow(pair, to: &text)
    }
    let fields = text.split(separator: "\n").dropFirst().flatMap { $0.split(separator: ",") }
    let back = fields.compactMap { Double(String($0)) }
    try #require(back.count == values.count, "seed 42")
    for (written, read) in zip(values, back) {
      #expect(written.bitPattern == read.bitPattern, "seed 42: \(written)")
    }
  }

  @Test("A row of the wrong size throws and writes nothing")
  func fieldCount() throws {
    let writer = try CSVWriter(columns: ["a", "b"])
    var text = ""
    #expect(throws: CSVError.fieldCount(expected: 2, got: 3)) {
      try writer.writeRow(["1", "2", "3"], to: &text)
    }
    #expect(throws: CSVError.fieldCount(expected: 2, got: 1)) {
      try writer.writeRow([1.0], to: &text)
    }
    #expect(text.isEmpty)
    #expect(
      CSVError.fieldCount(expected: 2, got: 3).description
        == "a CSV row must have 2 fields, one per column, got 3")
  }

  @Test("A table needs a column")
  func noColumns() {
    #expect(throws: CSVError.noColumns) { try CSVWriter(columns: []) }
  }
}
