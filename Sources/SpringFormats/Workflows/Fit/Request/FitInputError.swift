import SpringKit

/// Why a ``FitRequest`` could not be read or fitted, worded for the person who made it.
///
/// ``data(input:line:column:reason:)`` is bad data in the input (`springfit` exits 65);
/// ``internalError(_:)`` is a bug (exit 1); every other case is a setting of the request
/// that is wrong, missing or meaningless for the input (exit 64), named by its `springfit`
/// option (``FitRequest/optionName(feeding:)``).
///
/// ```swift
/// do {
///   _ = try FitRequest(input: .document(Array("{}".utf8), name: "k.json")).run()
/// } catch {
///   print(error)  // k.json: missing field 'values'
/// }
/// ```
public enum FitInputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Bad data in the input named `input`, at a line and column when known.
  case data(input: String, line: Int?, column: Int?, reason: String)
  /// A setting the input makes meaningless, such as `--mode` with `time,value` samples.
  case optionDoesNotApply(option: String, reason: String)
  /// Something the fit needs is missing: `what` names it, `reason` says how to give it.
  case missingArgument(what: String, reason: String)
  /// A list setting (`--values`, `--key-times`, `--timing-functions`) the keyframes refuse;
  /// `value` as typed, `reason` says which entry and why.
  case invalidList(option: String, value: String, reason: String)
  /// A number that breaks a rule; `rule` completes "must be …".
  case invalidValue(option: String, value: String, rule: String)
  /// A failure that is a bug, such as a built-in example that does not read.
  case internalError(String)

  /// Bad data in `input` with no line or column.
  static func data(_ input: String, _ reason: String, line: Int? = nil) -> FitInputError {
    .data(input: input, line: line, column: nil, reason: reason)
  }

  /// The sentence `springfit` prints after `Error: `: `NAME:LINE:COLUMN: reason` for data.
  public var description: String {
    switch self {
    case .data(let input, let line, let column, let reason):
      "\(input)\([line, column].compactMap { $0.map { ":\($0)" } }.joined()): \(reason)"
    case .optionDoesNotApply(let option, let reason):
      "option '\(option)' does not apply: \(reason)"
    case .missingArgument(let what, let reason):
      "missing \(what): \(reason)"
    case .invalidList(let option, let value, let reason):
      "invalid value '\(value)' for option '\(option)': \(reason)"
    case .invalidValue(let option, let value, let rule):
      "invalid value '\(value)' for option '\(option)': must be \(rule)"
    case .internalError(let message):
      message
    }
  }

  /// The message for one line of a `--batch`, whose line number is written beside it: data
  /// errors without the input and line, others as ``description``.
  public var batchMessage: String {
    switch self {
    case .data(_, _, let column, let reason): column.map { "column \($0): \(reason)" } ?? reason
    default: description
    }
  }

  /// A kept parameter the fitter refuses (`FitError.invalidOption`) as the invalid value of
  /// the option that keeps it, or `nil` when the parameter is not one a request keeps.
  static func keptParameter(_ error: SpringError) -> FitInputError? {
    guard ["dampingRatio", "response", "initialVelocity"].contains(error.parameter) else {
      return nil
    }
    return FitRequest.optionName(feeding: error.parameter).map {
      .invalidValue(option: $0, value: "\(error.value)", rule: error.rule.requirement)
    }
  }
}
