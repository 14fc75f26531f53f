/// Writes RFC 4180 CSV: a header row, then one row per record.
///
/// The output is deterministic: lines end with `\n` (RFC 4180 allows readers to accept it and
/// every common one does), fields are quoted only when they must be, and numbers are printed
/// by ``NumberText/roundTrip(_:)`` with `.` as the decimal point, so they read back to the
/// same `Double`.
///
/// ```swift
/// let csv = try CSVWriter(columns: ["time", "position"])
/// var text = ""
/// csv.writeHeader(to: &text)
/// try csv.writeRow([0, 0.5], to: &text)
/// // time,position
/// // 0.0,0.5
/// ```
///
/// Rows are written one at a time, so a table of any length streams in constant memory.
public struct CSVWriter: Sendable, Hashable {
  /// The column names, written as the header row.
  public let columns: [String]

  /// Creates a writer for a table with the given columns.
  ///
  /// - Parameter columns: The header's column names; at least one.
  /// - Throws: ``CSVError/noColumns`` when `columns` is empty.
  public init(columns: [String]) throws(CSVError) {
    guard !columns.isEmpty else { throw .noColumns }
    self.columns = columns
  }

  /// Creates a writer for columns fixed in code, which the caller knows are not empty.
  package init(fixedColumns columns: [String]) {
    self.columns = columns
  }

  /// Writes the header row.
  ///
  /// - Parameter output: The stream to append the line to.
  public func writeHeader(to output: inout some TextOutputStream) {
    output.write(line(columns))
  }

  /// Writes a row of text fields, quoting those that need it.
  ///
  /// - Parameters:
  ///   - fields: One field per column.
  ///   - output: The stream to append the line to.
  /// - Throws: ``CSVError/fieldCount(expected:got:)`` when the number of fields differs
  ///   from the number of columns; nothing is written then.
  public func writeRow(_ fields: [String], to output: inout some TextOutputStream)
    throws(CSVError)
  {
    guard fields.count == columns.count else {
      throw .fieldCount(expected: columns.count, got: fields.count)
    }
    output.write(line(fields))
  }

  /// Writes a row of numbers, each printed by ``NumberText/roundTrip(_:)``.
  ///
  /// - Parameters:
  ///   - numbers: One number per column.
  ///   - output: The stream to append the line to.
  /// - Throws: ``CSVError/fieldCount(expected:got:)`` when the number of values differs
  ///   from the number of columns; nothing is written then.
  public func writeRow(_ numbers: [Double], to output: inout some TextOutputStream)
    throws(CSVError)
  {
    guard numbers.count == columns.count else {
      throw .fieldCount(expected: columns.count, got: numbers.count)
    }
    // Number text never contains a comma, quote or newline, so it is never quoted.
    var text = ""
    for (index, number) in numbers.enumerated() {
      if index > 0 { text += "," }
      text += NumberText.roundTrip(number)
    }
    text += "\n"
    output.write(text)
  }

  /// A whole table as one string: the header, then every row.
  ///
  /// - Parameter rows: The records, each with one field per column.
  /// - Returns: The CSV text, ending with `\n`.
  /// - Throws: ``CSVError/fieldCount(expected:got:)`` for the first row of the wrong size.
  /// - Complexity: O(total length of the fields).
  public func document(rows: [[String]]) throws(CSVError) -> String {
    var text = ""
    writeHeader(to: &text)
    for row in rows {
      try writeRow(row, to: &text)
    }
    return text
  }

  /// A field as it appears in a CSV line: quoted when it contains a comma, a double quote,
  /// a line feed or a carriage return, with every double quote doubled.
  ///
  /// ```swift
  /// CSVWriter.field("plain")       // plain
  /// CSVWriter.field("a,b")         // "a,b"
  /// CSVWriter.field("say \"hi\"")  // "say ""hi"""
  /// ```
  ///
  /// - Parameter text: The raw field.
  /// - Returns: The field, quoted if RFC 4180 requires it.
  public static func field(_ text: String) -> String {
    let needsQuotes = text.utf8.contains { byte in
      byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    }
    guard needsQuotes else { return text }
    var quoted = "\""
    for character in text.unicodeScalars {
      if character == "\"" { quoted += "\"" }
      quoted.unicodeScalars.append(character)
    }
    quoted += "\""
    return quoted
  }

  /// One line of fields joined by commas and ended by `\n`.
  private func line(_ fields: [String]) -> String {
    // A lone empty field would be a blank line, which readers skip: quote it.
    if fields.count == 1, fields[0].isEmpty { return "\"\"\n" }
    return fields.map(Self.field).joined(separator: ",") + "\n"
  }
}
