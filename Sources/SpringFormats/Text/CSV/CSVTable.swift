/// A CSV table: a header and rows of fields, each as many as the header has columns.
///
/// ```swift
/// let table = try CSVTable(parsing: "time,value\r\n0,0\r\n0.5,\"1\"\r\n")
/// table.columns          // ["time", "value"]
/// table.rows[1].fields   // ["0.5", "1"]
/// table.rows[1].line     // 3
/// ```
public struct CSVTable: Sendable, Hashable {
  /// The column names, as written in the header (unquoted).
  public var columns: [String]
  /// The rows after the header, each with the line it starts on.
  public var rows: [CSVRecord]

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - columns: The column names.
  ///   - rows: The rows.
  public init(columns: [String], rows: [CSVRecord]) {
    self.columns = columns
    self.rows = rows
  }

  /// Reads a table with ``CSVReader``: the first record is the header.
  ///
  /// - Parameter text: The whole input.
  /// - Throws: ``CSVReadError`` for a syntax error, an empty input or a row with the wrong
  ///   number of fields.
  /// - Complexity: O(n) in the length of the text.
  public init(parsing text: String) throws(CSVReadError) {
    let records = try CSVReader.records(in: text)
    guard let header = records.first else { throw CSVReadError(line: nil, problem: .empty) }
    for row in records.dropFirst() where row.fields.count != header.fields.count {
      throw CSVReadError(
        line: row.line, problem: .fieldCount(count: row.fields.count, header: header.fields))
    }
    self.init(columns: header.fields, rows: Array(records.dropFirst()))
  }
}
