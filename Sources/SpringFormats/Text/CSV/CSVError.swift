/// A table that ``CSVWriter`` cannot write: which rule it breaks.
public enum CSVError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The header has no columns; a CSV file needs at least one.
  case noColumns
  /// A row has a different number of fields than the header has columns.
  case fieldCount(expected: Int, got: Int)

  /// A sentence naming the rule and the offending count.
  public var description: String {
    switch self {
    case .noColumns:
      "a CSV table needs at least one column"
    case .fieldCount(let expected, let got):
      "a CSV row must have \(expected) fields, one per column, got \(got)"
    }
  }
}
