import ArgumentParsing
import SpringKit

// Every SpringKit error the command line shows becomes a usage error here, and only here:
// the option that fed the parameter comes from the declarations (`OptionSpec.parameters`).

extension UsageError {
  /// A SpringKit error as a usage error naming the option that fed the parameter, with the
  /// value as the user typed it.
  ///
  /// - Parameters:
  ///   - error: The library's error.
  ///   - options: The options that may have fed the parameter; a given one wins over one
  ///     that was not given (`--fps` and `--step` both feed `step`).
  ///   - scanned: The scanned arguments, for the value's original text, if any.
  init(_ error: SpringError, options: [OptionSpec], in scanned: ScannedArguments? = nil) {
    let name = Self.option(feeding: error.parameter, among: options, in: scanned)?.name
    let option = name ?? "--" + error.parameter
    let text = scanned?.number(option)?.text ?? "\(error.value)"
    self = .invalidValue(option: option, value: text, rule: error.rule.requirement)
  }

  /// The option that fed a library parameter: the first given one, else the first declared.
  static func option(
    feeding parameter: String, among options: [OptionSpec], in scanned: ScannedArguments? = nil
  ) -> OptionSpec? {
    let feeding = options.filter { $0.parameters.contains(parameter) }
    return feeding.first { scanned?.contains($0.name) == true } ?? feeding.first
  }
}

extension KeyframesCommand {
  /// A SpringKit error as a usage error naming the option.
  static func usageError(for error: SpringError, options: KeyframesOptions) -> UsageError {
    if error.rule == .attainableTolerance,
      case .tolerance(let tolerance) = options.effectivePlacement,
      let minimum = error.limit
    {
      return .invalidValue(
        option: KeyframesOptions.toleranceOption.name, value: "\(tolerance)",
        rule: "at least \(minimum) for this spring and motion (finer keyframes would be lost "
          + "to rounding or need more than \(KeyframesOptions.maximumCount))")
    }
    switch error.parameter {
    case "end" where options.spring.damping == 0:
      return .missingArgument(
        what: "an end time",
        reason: "the spring is undamped and never comes to rest; pass --end SECONDS")
    case "end":
      return .missingArgument(
        what: "an end time",
        reason: "the motion never leaves the tolerance around --to, so nothing moves; pass "
          + "--end SECONDS")
    case "fps":
      return .invalidValue(
        option: KeyframesOptions.fpsOption.name, value: "\(error.value)",
        rule: "low enough for at most \(KeyframesOptions.maximumCount) keyframes")
    default:
      return UsageError(error, options: KeyframesOptions.options)
    }
  }
}
