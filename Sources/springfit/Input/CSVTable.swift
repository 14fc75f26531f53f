/// A CSV table read for `springfit plot csv`: a header and rows of fields, each row with
/// the line it came from.
///
/// Fields follow RFC 4180 within a line: separated by commas, optionally quoted with `"`,
/// a doubled `""` inside quotes standing for one quote. Blank lines are skipped; a field
/// cannot span lines. Spaces around fields are trimmed.
struct CSVTable: Sendable, Equatable {
  /// The column names, as written in the header.
  var columns: [String]
  /// The rows after the header, each as many fields as there are columns.
  var rows: [(line: Int, fields: [String])]

  static func == (lhs: CSVTable, rhs: CSVTable) -> Bool {
    lhs.columns == rhs.columns
      && lhs.rows.map(\.line) == rhs.rows.map(\.line)
      && lhs.rows.map(\.fields) == rhs.rows.map(\.fields)
  }

  /// Reads a table.
  ///
  /// - Parameter text: The whole input.
  /// - Throws: ``KeyframeInputError/data(line:_:)`` for an empty input, a header without
  ///   columns, an unterminated quote or a row with the wrong number of fields.
  init(parsing text: String) throws(KeyframeInputError) {
    var header: [String]?
    var rows: [(line: Int, fields: [String])] = []
    // Spreadsheets start UTF-8 CSV with a byte order mark; it is not part of the header.
    let body = text.first == "\u{FEFF}" ? text.dropFirst() : Substring(text)
    let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      guard line.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
      let number = index + 1
      guard let fields = Self.fields(of: line) else {
        throw .data(line: number, "a quoted field is not closed")
      }
      guard let columns = header else {
        header = fields
        continue
      }
      guard fields.count == columns.count else {
        throw .data(
          line: number,
          "\(fields.count) fields; the header has \(columns.count) "
            + "(\(columns.joined(separator: ",")))")
      }
      rows.append((number, fields))
    }
    guard let header else { throw .data(line: nil, "the input is empty") }
    columns = header
    self.rows = rows
  }

  /// The fields of one line, or `nil` when a quote is left open.
  static func fields(of line: Substring) -> [String]? {
    var fields: [String] = []
    var field = ""
    var quoted = false
    var wasQuoted = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      if quoted {
        if character == "\"" {
          // A doubled quote is a literal quote; a single one closes the field.
          var lookahead = characters
          if lookahead.next() == "\"" {
            field.append("\"")
            characters = lookahead
          } else {
            quoted = false
          }
        } else {
          field.append(character)
        }
      } else if character == "\"", field.allSatisfy({ $0 == " " || $0 == "\t" }) {
        quoted = true
        wasQuoted = true
        field = ""
      } else if character == "," {
        fields.append(wasQuoted ? field : TimingFunctionText.trimmed(Substring(field)))
        field = ""
        wasQuoted = false
      } else if !(wasQuoted && (character == " " || character == "\t")) {
        field.append(character)
      }
    }
    if quoted { return nil }
    fields.append(wasQuoted ? field : TimingFunctionText.trimmed(Substring(field)))
    return fields
  }
}
