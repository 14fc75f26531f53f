import SpringFormats
import Testing

/// The one CSV reader: RFC 4180 quoting, line endings, the byte order mark, and errors that
/// say where.
@Suite("CSVReader")
struct CSVReaderTests {
  func fields(_ text: String) throws(CSVReadError) -> [[String]] {
    try CSVReader.records(in: text).map(\.fields)
  }

  @Test(
    "Quoted fields: doubled quotes, commas and line breaks inside",
    arguments: [
      ("\"a\",\"b\"", [["a", "b"]]),
      ("\"ti\"\"me\",value", [["ti\"me", "value"]]),
      ("\"1,5\",2", [["1,5", "2"]]),
      ("\"\"\"\"", [["\""]]),
      ("\"\",x", [["", "x"]]),
      ("\"two\nlines\",x\n1,2", [["two\nlines", "x"], ["1", "2"]]),
      ("\"crlf\r\nkept\",x", [["crlf\r\nkept", "x"]]),
      ("  \"padded \"  , b ", [["padded ", "b"]]),
      ("a\"b,c", [["a\"b", "c"]]),
      ("a,", [["a", ""]]),
      (",", [["", ""]]),
    ] as [(String, [[String]])])
  func quoting(text: String, expected: [[String]]) throws {
    #expect(try fields(text) == expected)
  }

  @Test("CRLF, LF and a lone CR end records; blank lines are skipped; lines are counted")
  func lineEndings() throws {
    for text in [
      "time,value\r\n0,1\r\n\r\n1,2\r\n", "time,value\n0,1\n\n1,2\n", "time,value\r0,1\r\r1,2",
    ] {
      let records = try CSVReader.records(in: text)
      #expect(
        records == [
          CSVRecord(line: 1, fields: ["time", "value"]), CSVRecord(line: 2, fields: ["0", "1"]),
          CSVRecord(line: 4, fields: ["1", "2"]),
        ])
    }
    // A record that a quoted line break carries over starts the count of the next one on.
    let records = try CSVReader.records(in: "\"a\nb\",c\n1,2\n")
    #expect(records.map(\.line) == [1, 3])
    #expect(try CSVReader.records(in: " \t\n\n").isEmpty)
  }

  @Test("A UTF-8 byte order mark is not part of the first field")
  func byteOrderMark() throws {
    #expect(try fields("\u{FEFF}time,value\n") == [["time", "value"]])
    #expect(try fields("\u{FEFF}\"time\",value\n") == [["time", "value"]])
  }

  @Test("An unclosed quote names the line and column it opens at, and the field")
  func unclosedQuote() {
    let error = #expect(throws: CSVReadError.self) { try fields("time,value\n0,\"1\n2,3\n") }
    #expect(error == CSVReadError(line: 2, column: 3, field: 2, problem: .unclosedQuote))
    #expect(error?.description == "2:3: a quoted field is not closed")
  }

  @Test("Text after a closing quote is refused where it stands")
  func textAfterQuote() {
    let error = #expect(throws: CSVReadError.self) { try fields("a,\"b\"c\n") }
    #expect(error == CSVReadError(line: 1, column: 6, field: 2, problem: .textAfterClosingQuote))
  }

  @Test("Bytes that are not UTF-8 are refused at their line and column; valid text passes")
  func invalidUTF8() throws {
    // Latin-1 "é" on line 3 after a CRLF and a lone CR; a truncated sequence; an overlong one.
    let latin1 = Array("a\r\nb\rcaf".utf8) + [0xE9]
    let error = #expect(throws: CSVReadError.self) { try CSVReader.text(utf8: latin1) }
    #expect(error == CSVReadError(line: 3, column: 4, problem: .invalidUTF8(byte: 0xE9)))
    #expect(error?.description == "3:4: the byte 0xE9 is not UTF-8; save the file as UTF-8")
    #expect(throws: CSVReadError.self) { try CSVReader.text(utf8: [0x41, 0xE2, 0x82]) }
    #expect(throws: CSVReadError.self) { try CSVReader.text(utf8: [0xC0, 0xAF]) }
    #expect(try CSVReader.text(utf8: Array("time,café ✓\n".utf8)) == "time,café ✓\n")
  }

  @Test("A table insists on the header's field count and says which row breaks it")
  func table() throws {
    let table = try CSVTable(parsing: "time,value\r\n0,0\r\n0.5,\"1\"\r\n")
    #expect(table.columns == ["time", "value"])
    #expect(
      table.rows == [
        CSVRecord(line: 2, fields: ["0", "0"]), CSVRecord(line: 3, fields: ["0.5", "1"]),
      ])
    let error = #expect(throws: CSVReadError.self) { try CSVTable(parsing: "a,b\n1,2,3\n") }
    #expect(error?.line == 3 - 1)
    #expect(error?.reason == "3 fields; the header has 2 (a,b)")
    #expect(throws: CSVReadError(line: nil, problem: .empty)) { try CSVTable(parsing: "\n \n") }
  }

  @Test("What CSVWriter writes reads back field for field")
  func roundTrip() throws {
    let rows = [["plain", "a,b", "say \"hi\"", "two\nlines", " padded"]]
    let writer = try CSVWriter(columns: ["a", "b", "c", "d", "e"])
    let text = try writer.document(rows: rows)
    // The writer keeps spaces unquoted; the reader trims unquoted fields, so pad with quotes.
    #expect(try fields(text).dropFirst().map { Array($0.prefix(4)) } == [Array(rows[0].prefix(4))])
  }
}
