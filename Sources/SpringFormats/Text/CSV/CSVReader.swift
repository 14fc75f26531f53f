import NameSuggestions

/// Reads CSV text as RFC 4180 describes it, with the leniencies people's files need.
///
/// - Fields are separated by `,`; records end at CRLF, LF or a lone CR.
/// - A field may be quoted with `"`; inside quotes a doubled `""` is one quote, and commas
///   and line breaks are part of the field. Text after a closing quote other than spaces or
///   tabs is an error (``CSVReadError/Problem/textAfterClosingQuote``).
/// - A UTF-8 byte order mark at the start, as spreadsheets write it, is skipped.
/// - Lenient where RFC 4180 is strict: spaces and tabs around a field are trimmed (inside
///   quotes they are kept), a line of only spaces and tabs is skipped, and a `"` inside an
///   unquoted field is kept as a character.
///
/// Records may have different numbers of fields; ``CSVTable/init(parsing:)`` insists they
/// match the header.
///
/// ```swift
/// let records = try CSVReader.records(in: "\u{FEFF}\"ti\"\"me\",value\n0,1\n")
/// records[0].fields   // ["ti\"me", "value"]
/// records[1].line     // 2
/// ```
public enum CSVReader {
  /// The records of a text, in order, each with the line it starts on.
  ///
  /// - Parameter text: The whole input.
  /// - Returns: The records; none for an empty or blank text.
  /// - Throws: ``CSVReadError`` for an unclosed quote or text after a closing quote.
  /// - Complexity: O(n) in the length of the text.
  public static func records(in text: String) throws(CSVReadError) -> [CSVRecord] {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var scanner = ByteCursor(bytes: bytes)
    var records: [CSVRecord] = []
    while let record = try scanner.nextRecord() {
      records.append(record)
    }
    return records
  }

  /// The bytes of a CSV file as text, refusing bytes that are not UTF-8.
  ///
  /// Decoding with replacement characters would turn a file saved in another encoding into
  /// column names and cells that no longer match what the user sees.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: The text.
  /// - Throws: ``CSVReadError`` with ``CSVReadError/Problem/invalidUTF8(byte:)``, naming the
  ///   line and the column (in bytes) of the first byte that is not UTF-8.
  /// - Complexity: O(n) in the number of bytes.
  public static func text(utf8 bytes: [UInt8]) throws(CSVReadError) -> String {
    if let offset = UTF8Check.firstInvalidOffset(bytes) {
      var cursor = ByteCursor(bytes: bytes)
      cursor.advanceCountingLines(to: offset)
      throw CSVReadError(
        line: cursor.line, column: cursor.column, problem: .invalidUTF8(byte: bytes[offset]))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

// The CSV grammar, a single pass over the bytes with the shared cursor.
extension ByteCursor {
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let cr = UInt8(ascii: "\r")
  fileprivate static let lf = UInt8(ascii: "\n")

  fileprivate static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// Steps over a line break at `index` (CRLF, LF or CR) and counts the line.
  fileprivate mutating func skipLineBreak() {
    if current == Self.cr { index += 1 }
    if current == Self.lf { index += 1 }
    beginLine()
  }

  fileprivate var atLineBreak: Bool { current == Self.cr || current == Self.lf }

  /// Moves to `offset`, counting the line breaks on the way as the records do.
  fileprivate mutating func advanceCountingLines(to offset: Int) {
    while index < offset {
      if atLineBreak {
        skipLineBreak()
      } else {
        index += 1
      }
    }
  }

  /// The next record, skipping blank lines; `nil` at the end.
  fileprivate mutating func nextRecord() throws(CSVReadError) -> CSVRecord? {
    while index < bytes.count {
      var probe = index
      while probe < bytes.count, Self.isBlank(bytes[probe]) { probe += 1 }
      if probe == bytes.count { return nil }
      if bytes[probe] == Self.cr || bytes[probe] == Self.lf {
        index = probe
        skipLineBreak()
        continue
      }
      let startLine = line
      var fields: [String] = []
      while true {
        fields.append(try field(fieldNumber: fields.count + 1))
        if current == Self.comma {
          index += 1
          continue
        }
        if atLineBreak { skipLineBreak() }
        return CSVRecord(line: startLine, fields: fields)
      }
    }
    return nil
  }

  /// One field, leaving `index` at the comma, line break or end after it.
  fileprivate mutating func field(fieldNumber: Int) throws(CSVReadError) -> String {
    while let byte = current, Self.isBlank(byte) { index += 1 }
    guard current == Self.quote else {
      let start = index
      while let byte = current, byte != Self.comma, byte != Self.cr, byte != Self.lf {
        index += 1
      }
      return TextTrimming.trimmed(String(decoding: bytes[start..<index], as: UTF8.self))
    }
    let (openLine, openColumn) = (line, column)
    index += 1
    var text: [UInt8] = []
    while true {
      guard let byte = current else {
        throw CSVReadError(
          line: openLine, column: openColumn, field: fieldNumber, problem: .unclosedQuote)
      }
      index += 1
      if byte == Self.quote {
        guard current == Self.quote else { break }
        text.append(Self.quote)
        index += 1
      } else {
        text.append(byte)
        if byte == Self.lf || (byte == Self.cr && current != Self.lf) {
          beginLine()
        }
      }
    }
    while let byte = current, Self.isBlank(byte) { index += 1 }
    guard current == nil || current == Self.comma || atLineBreak else {
      throw CSVReadError(
        line: line, column: column, field: fieldNumber,
        problem: .textAfterClosingQuote)
    }
    return String(decoding: text, as: UTF8.self)
  }
}
