import NameSuggestions
public import SpringKit

/// A keyframe file that does not decode: where, which field, and why.
///
/// ``line`` and ``column`` place the problem; ``path`` names the field or entry
/// (`values[3]`, `timingFunctions[0]`, a CSV column). The message is rendered from the data
/// by ``reason(_:)``, whose ``Wording`` lets a caller name its own ways of giving a field
/// (the command line names `--duration`).
public struct KeyframeDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why a document does not decode.
  public indirect enum Problem: Sendable, Equatable {
    /// The input is empty or only whitespace.
    case empty
    /// The JSON does not parse.
    case syntax(JSONSyntaxError.Problem)
    /// The CSV does not read.
    case csv(CSVReadError.Problem)
    /// The JSON document is not an object; what it is ("an array").
    case notAnObject(found: String)
    /// A member that is not a keyframe field; the nearest field, if close.
    case unknownField(String, suggestion: String?)
    /// A needed field (`values`, `duration`) is missing.
    case missingField(String)
    /// A field or entry that should be a number is something else.
    case expectedNumber(found: String)
    /// A field that should be an array of numbers is something else.
    case expectedNumbers(found: String)
    /// An array where one number per keyframe belongs (nested in a vector, or in
    /// `tensionValues`).
    case nestedArray
    /// `timingFunctions` is not an array.
    case expectedTimingFunctions(found: String)
    /// A timing function that is neither a name nor an array.
    case expectedTimingFunction(found: String)
    /// A timing function that does not read.
    case timingFunction(TimingFunctionError)
    /// A problem inside a timing function's control points; `entry` names the function.
    case inTimingFunction(entry: String, Problem)
    /// `calculationMode` is not a string.
    case expectedCalculationMode(found: String)
    /// A calculation mode Core Animation does not have; the nearest, if close.
    case unknownCalculationMode(String, suggestion: String?)
    /// A CSV header without a `time` or `keyTime` column and a value column; its fields.
    case unknownHeader([String])
    /// A CSV header with several value columns and no clear choice among them; the header
    /// and the columns that could be chosen.
    case ambiguousColumns(header: [String], usable: [String])
    /// A chosen value column the header does not have; the header and the usable columns.
    case unknownColumn(String, header: [String], usable: [String])
    /// A vector value with a different number of components than the first; how many.
    case componentCount(expected: Int, actual: Int)
    /// Vector keyframes asked for as one scalar track; how many components they have.
    case vectorKeyframes(components: Int)
    /// A CSV row with another number of fields than the header; how many, and the columns.
    case fieldCount(count: Int, columns: [String])
    /// A CSV cell that is not a number.
    case notANumber(column: String, text: String)
    /// A CSV header without rows.
    case noRows
    /// `keyTime,value` rows without a duration to scale them.
    case missingDuration
    /// Samples asked for as a keyframe track.
    case notKeyframes
    /// SpringKit refuses the keyframes.
    case keyframe(KeyframeError)
  }

  /// The words a message uses for things the caller may spell differently.
  public struct Wording: Sendable, Equatable {
    /// Why an array cannot be a keyframe value, after "expected a number".
    public var oneNumberPerKeyframe: String
    /// How to supply a missing duration, after "missing field 'duration' (seconds)".
    public var missingDurationHint: String?
    /// What a `keyTime` is a fraction of.
    public var durationName: String
    /// How to choose CSV value columns, before the list of usable ones.
    public var chooseColumn: String

    /// Creates a wording; the defaults are the library's own.
    ///
    /// - Parameters:
    ///   - oneNumberPerKeyframe: The note on an array where a number belongs.
    ///   - missingDurationHint: How to supply a missing duration, if there is a way.
    ///   - durationName: What key times are fractions of.
    ///   - chooseColumn: How to choose CSV value columns.
    public init(
      oneNumberPerKeyframe: String = "one number per keyframe",
      missingDurationHint: String? = nil, durationName: String = "the duration",
      chooseColumn: String = "choose the value columns"
    ) {
      self.oneNumberPerKeyframe = oneNumberPerKeyframe
      self.missingDurationHint = missingDurationHint
      self.durationName = durationName
      self.chooseColumn = chooseColumn
    }
  }

  /// The 1-based line of the problem, if one line is at fault.
  public var line: Int?
  /// The 1-based column in UTF-8 bytes, if known.
  public var column: Int?
  /// The field or entry at fault (`values[3]`), if one is.
  public var path: String?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The 1-based line, if any.
  ///   - column: The 1-based column, if any.
  ///   - path: The field or entry at fault, if any.
  ///   - problem: What is wrong.
  public init(line: Int?, column: Int? = nil, path: String? = nil, problem: Problem) {
    self.line = line
    self.column = column
    self.path = path
    self.problem = problem
  }

  /// What is wrong, without the position, in `wording`.
  ///
  /// - Parameter wording: The caller's words; the library's by default.
  /// - Returns: The sentence, such as "values[2] is a string; expected a number".
  public func reason(_ wording: Wording = Wording()) -> String {
    Self.reason(problem, path: path ?? "", wording: wording)
  }

  /// `line:column: reason`, with the parts that are known.
  public var description: String {
    [line, column].compactMap { $0.map { "\($0):" } }.joined()
      + (line == nil ? "" : " ") + reason()
  }

  /// The sentence for a problem at a path.
  private static func reason(_ problem: Problem, path: String, wording: Wording) -> String {
    switch problem {
    case .empty:
      "the input is empty; expected keyframe JSON, or CSV with a time or keyTime column and "
        + "value columns"
    case .syntax(let syntax):
      JSONSyntaxError(line: 1, column: 1, problem: syntax).reason
    case .csv(let csv):
      CSVReadError(line: nil, problem: csv).reason
    case .notAnObject(let found):
      "expected a JSON object with values (a keyframe set); found \(found)"
    case .unknownField(let name, let suggestion):
      "unknown field '\(EchoedText.safe(name))'"
        + (suggestion.map { ". Did you mean '\($0)'?" }
          ?? "; known fields: \(KeyframeDocument.jsonFields.joined(separator: ", "))")
    case .missingField("values"):
      "missing field 'values' (an array of numbers)"
    case .missingField("duration"):
      "missing field 'duration' (seconds)" + (wording.missingDurationHint.map { "; " + $0 } ?? "")
    case .missingField(let name):
      "missing field '\(name)'"
    case .expectedNumber(let found):
      "\(path) is \(found); expected a number"
    case .expectedNumbers(let found):
      "\(path) is \(found); expected an array of numbers"
    case .nestedArray:
      "\(path) is an array; expected a number (\(wording.oneNumberPerKeyframe))"
    case .expectedTimingFunctions(let found):
      "timingFunctions is \(found); expected an array of names or [x1, y1, x2, y2] arrays"
    case .expectedTimingFunction(let found):
      "\(path): is \(found); expected a name or [x1, y1, x2, y2]"
    case .timingFunction(let error):
      "\(path): \(error.reason)"
    case .inTimingFunction(let entry, let inner):
      "\(entry): " + reason(inner, path: path, wording: wording)
    case .expectedCalculationMode(let found):
      "calculationMode is \(found); expected one of \(modeNames)"
    case .unknownCalculationMode(let name, let suggestion):
      "unknown calculationMode '\(EchoedText.safe(name))'; expected one of \(modeNames)"
        + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    case .unknownHeader(let fields)
    where EchoedText.safe(fields.joined(separator: ",")) == EchoedText.utf16Notice:
      "the header holds NUL bytes: the file looks like UTF-16; save it as UTF-8"
    case .unknownHeader(let fields):
      "the header is '\(EchoedText.safe(fields.joined(separator: ",")))'; expected a time column (seconds) or a "
        + "keyTime column (fractions 0...1 of \(wording.durationName)) and a value column, "
        + "or keyframe JSON"
    case .ambiguousColumns(let header, let usable):
      "the header is '\(EchoedText.safe(header.joined(separator: ",")))'; it is not clear "
        + "which column holds the values: \(wording.chooseColumn) (one of "
        + "\(EchoedText.safe(usable.joined(separator: ", "))), or "
        + "several separated by commas for a vector)"
    case .unknownColumn(let name, let header, let usable):
      "no column '\(EchoedText.safe(name))' in the header "
        + "'\(EchoedText.safe(header.joined(separator: ",")))'; value columns: "
        + EchoedText.safe(usable.joined(separator: ", "))
    case .componentCount(let expected, let actual):
      "\(path) has \(actual) component\(actual == 1 ? "" : "s"); expected \(expected), as the "
        + "first value has"
    case .vectorKeyframes(let components):
      "the values are vectors of \(components) components; expected one number per keyframe"
    case .fieldCount(let count, let columns):
      "\(count) fields; expected \(columns.count) (\(EchoedText.safe(columns.joined(separator: ","))))"
    case .notANumber(let column, let text):
      "\(EchoedText.safe(column)) '\(EchoedText.safe(text))' is not a number"
    case .noRows:
      "no rows after the header"
    case .missingDuration:
      "keyTime,value rows are fractions 0...1 of a duration, and none is given"
    case .notKeyframes:
      "the document holds time-stamped samples, not keyframes"
    case .keyframe(let error):
      error.description
    }
  }

  /// Core Animation's calculation modes, as a list.
  private static var modeNames: String {
    CalculationMode.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
