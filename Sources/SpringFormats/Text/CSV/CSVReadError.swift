/// A CSV text that does not read: where, and why.
///
/// Distinct from ``CSVError``, which is the writer's: a reader's error has a position in the
/// text. ``reason`` and ``description`` are rendered from the data.
public struct CSVReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the text does not read.
  public enum Problem: Sendable, Hashable {
    /// No record at all: the text is empty or only blank lines.
    case empty
    /// A quoted field whose closing quote never comes.
    case unclosedQuote
    /// Text other than spaces or tabs after a field's closing quote; RFC 4180 writes a
    /// quote inside a quoted field as `""`.
    case textAfterClosingQuote
    /// A row with a different number of fields than the header has columns.
    case fieldCount(count: Int, header: [String])
    /// A byte that is not part of UTF-8 text, which CSV files must be: refused rather than
    /// read as replacement characters.
    case invalidUTF8(byte: UInt8)
  }

  /// The 1-based line of the problem, or `nil` when it is the whole text's.
  public var line: Int?
  /// The 1-based column, in UTF-8 bytes, of the problem, when one place is at fault.
  public var column: Int?
  /// The 1-based number of the field at fault within its record, when one is.
  public var field: Int?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The 1-based line, if any.
  ///   - column: The 1-based column in UTF-8 bytes, if any.
  ///   - field: The 1-based field number, if any.
  ///   - problem: What is wrong.
  public init(line: Int?, column: Int? = nil, field: Int? = nil, problem: Problem) {
    self.line = line
    self.column = column
    self.field = field
    self.problem = problem
  }

  /// What is wrong, without the position.
  public var reason: String {
    switch problem {
    case .empty: "the input is empty"
    case .unclosedQuote: "a quoted field is not closed"
    case .textAfterClosingQuote:
      "text after the closing quote of a field; write a quote inside quotes as \"\""
    case .fieldCount(let count, let header):
      "\(count) fields; the header has \(header.count) (\(header.joined(separator: ",")))"
    case .invalidUTF8(let byte):
      "the byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8; save the file as "
        + "UTF-8"
    }
  }

  /// `line:column: reason`, with the parts that are known.
  public var description: String {
    [line, column].compactMap { $0.map(String.init) }.map { $0 + ":" }.joined()
      + (line == nil ? "" : " ") + reason
  }
}
