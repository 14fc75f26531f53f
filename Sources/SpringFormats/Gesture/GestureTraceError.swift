public import SpringKit

/// A gesture trace that does not read: the line and column at fault, and why.
///
/// ``description`` renders `line:column: reason` from the data (the column by its header
/// name); nothing parses it back.
public struct GestureTraceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the trace does not read.
  public enum Problem: Sendable, Hashable {
    /// The CSV itself does not read (a syntax error, a row with the wrong field count).
    case unreadable(CSVReadError)
    /// No header at all: the text is empty or only blank lines.
    case empty
    /// The header is neither `time,position` nor `time,x,y` (in any order).
    case columns([String])
    /// No sample under the header.
    case noSamples
    /// One sample only: a velocity needs two.
    case oneSample
    /// A cell that is not a decimal number (`nan` and `inf` are not).
    case notANumber(String)
    /// A sample the velocity tracker refuses: not finite, earlier than the sample before it
    /// (`SpringError/Rule/chronological`) or too far or fast from it.
    case refused(SpringError)
  }

  /// The 1-based line of the problem, or `nil` when it is the whole text's.
  public var line: Int?
  /// The column at fault, by its header name, when one is.
  public var column: String?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The 1-based line, if any.
  ///   - column: The column's header name, if one is at fault.
  ///   - problem: What is wrong.
  public init(line: Int?, column: String? = nil, problem: Problem) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// What is wrong, without the line.
  public var reason: String {
    let cell = column.map { "column '\($0)': " } ?? ""
    switch problem {
    case .unreadable(let error):
      return error.reason
    case .empty:
      return "the trace is empty; expected a header time,position or time,x,y and samples"
    case .columns(let found):
      return "the header is '\(found.joined(separator: ","))'; expected time,position or "
        + "time,x,y (time in seconds)"
    case .noSamples:
      return "no samples under the header; a release velocity needs at least two"
    case .oneSample:
      return "one sample only; a release velocity needs at least two"
    case .notANumber(let text):
      return "\(cell)'\(text)' is not a number"
    case .refused(let error):
      guard error.rule == .chronological, let limit = error.limit else {
        return "\(cell)\(error.value) must be \(error.rule.requirement)"
      }
      return "\(cell)\(error.value) is before the previous sample's time "
        + "\(NumberText.roundTrip(limit)); times must not decrease"
    }
  }

  /// `line: reason`, with the line when known.
  public var description: String {
    (line.map { "\($0): " } ?? "") + reason
  }

  /// `source:line: reason`, naming where the trace came from, as `springfit gesture` prints
  /// it.
  ///
  /// - Parameter source: The file's name, or what the trace is, such as `example 'sheet-drag'`.
  /// - Returns: The sentence, such as `drag.csv:3: column 'time': …`.
  public func message(naming source: String) -> String {
    "\(source)\(line.map { ":\($0)" } ?? ""): \(reason)"
  }

}
