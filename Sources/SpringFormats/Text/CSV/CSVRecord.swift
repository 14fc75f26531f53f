/// One record of a CSV text: its fields, and the line it starts on for messages.
public struct CSVRecord: Sendable, Hashable {
  /// The 1-based line the record starts on (a quoted field may carry it over more lines).
  public var line: Int
  /// The fields, unquoted: a doubled `""` inside quotes is one `"`.
  public var fields: [String]

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - line: The 1-based line it starts on.
  ///   - fields: The fields.
  public init(line: Int, fields: [String]) {
    self.line = line
    self.fields = fields
  }
}
