import NameSuggestions

/// Why a CSV cannot be drawn as a chart by ``Chart/init(csv:x:y:title:)``.
///
/// It carries the line at fault, when there is one, and what is wrong; ``reason`` and
/// ``description`` are rendered from the data.
public struct CSVChartError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Hashable {
    /// The text is not CSV (an unclosed quote, a ragged row).
    case unreadable(CSVReadError)
    /// A column asked for is not in the header; the header's columns follow.
    case missingColumn(String, columns: [String])
    /// The header has no rows after it.
    case noRows
    /// A cell of a column to draw is not a number.
    case notANumber(column: String, value: String)
    /// No column but x holds only numbers: the first cell that keeps the first other column
    /// from being drawn, and the x column.
    case noNumericColumn(column: String, value: String, x: String)
    /// The x column is the only column.
    case nothingToDraw(x: String)
  }

  /// The 1-based line at fault (the header is line 1), or `nil` when unknown.
  public var line: Int?
  /// What is wrong.
  public var problem: Problem

  /// An error at a line.
  public init(line: Int?, problem: Problem) {
    self.line = line
    self.problem = problem
  }

  /// What is wrong, without the line.
  public var reason: String {
    switch problem {
    case .unreadable(let error): error.reason
    case .missingColumn(let name, let columns):
      "there is no column '\(EchoedText.safe(name))'; the columns are "
        + EchoedText.safe(columns.map { "'\($0)'" }.joined(separator: ", "))
    case .noRows: "no rows after the header"
    case .notANumber(let column, let value):
      "\(EchoedText.safe(column)) '\(EchoedText.safe(value))' is not a number"
    case .noNumericColumn(let column, let value, let x):
      "\(EchoedText.safe(column)) '\(EchoedText.safe(value))' is not a number, and no column "
        + "but '\(EchoedText.safe(x))' holds only numbers"
    case .nothingToDraw(let x): "there is no column to draw against '\(EchoedText.safe(x))'"
    }
  }

  /// `line N: reason`, or the reason alone.
  public var description: String { line.map { "line \($0): \(reason)" } ?? reason }
}
