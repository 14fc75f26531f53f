/// A command line the tool cannot carry out.
///
/// Each case names the bad argument or value and the rule it breaks; every case exits with
/// status 64. The scanner and the option rules throw the cases here; a tool's own problems
/// come as ``problem(_:)``.
///
/// ``message`` is the sentence printed after `Error: `; the tool adds the usage line and
/// the pointer to the help.
package enum UsageError: Error, Sendable, Equatable {
  /// An option the command does not have; `suggestion` is the nearest option, if close.
  case unknownOption(String, suggestion: String?)
  /// A positional argument the command does not take.
  case unexpectedArgument(String)
  /// An option that needs a value got none.
  case missingValue(option: String)
  /// A numeric option's value does not read as a number.
  case notANumber(option: String, value: String)
  /// A value outside an option's fixed set of choices.
  case invalidChoice(option: String, value: String, choices: [String], suggestion: String?)
  /// A flag (an option without a value) was given one with `--flag=value`.
  case unexpectedValue(option: String, value: String)
  /// The same option appears twice.
  case repeatedOption(String)
  /// Two options that exclude each other, in the order given.
  case conflictingOptions(String, String)
  /// `option` is needed because `requiredBy` was given.
  case missingOption(String, requiredBy: String)
  /// A number that breaks the option's rule, such as `--mass -1`; `rule` completes
  /// "must be …".
  case invalidValue(option: String, value: String, rule: String)
  /// A list option's value (`--values`, `--key-times`, `--timing-functions`) that breaks a
  /// rule; `reason` says which entry and why.
  case invalidList(option: String, value: String, reason: String)
  /// An option the input makes meaningless, such as `--mode` with `time,value` samples.
  case optionDoesNotApply(option: String, reason: String)
  /// Something the command needs is missing: `what` names it, `reason` says how to give it.
  case missingArgument(what: String, reason: String)
  /// A problem the tool words itself.
  case problem(AnyUsageProblem)

  /// The sentence printed after `Error: `, naming the bad value and the rule.
  package var message: String {
    switch self {
    case .unknownOption(let name, let suggestion):
      "unknown option '\(name)'" + Self.hint(suggestion)
    case .unexpectedArgument(let argument):
      "unexpected argument '\(argument)'"
    case .missingValue(let option):
      "missing value for option '\(option)'"
    case .notANumber(let option, let value):
      "invalid value '\(value)' for option '\(option)': expected a number"
    case .invalidChoice(let option, let value, let choices, let suggestion):
      "invalid value '\(value)' for option '\(option)': expected one of "
        + choices.joined(separator: ", ") + Self.hint(suggestion)
    case .unexpectedValue(let option, let value):
      "option '\(option)' takes no value, got '\(value)'"
    case .repeatedOption(let option):
      "option '\(option)' is given more than once"
    case .conflictingOptions(let first, let second):
      "options '\(first)' and '\(second)' cannot be used together"
    case .missingOption(let option, let requiredBy):
      "option '\(requiredBy)' requires '\(option)'"
    case .invalidValue(let option, let value, let rule):
      "invalid value '\(value)' for option '\(option)': must be \(rule)"
    case .invalidList(let option, let value, let reason):
      "invalid value '\(value)' for option '\(option)': \(reason)"
    case .optionDoesNotApply(let option, let reason):
      "option '\(option)' does not apply: \(reason)"
    case .missingArgument(let what, let reason):
      "missing \(what): \(reason)"
    case .problem(let problem):
      problem.message
    }
  }

  /// The hint after a message that ends in a name, when there is a suggestion.
  package static func hint(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }
}
