import NameSuggestions

/// Splits a subcommand's arguments into options and positional arguments, following the
/// conventions of swift-argument-parser by hand.
///
/// - `--name value` and `--name=value`; an alias (``OptionSpec/aliases``) is recorded under
///   the option's name; numeric options take the next token even when it
///   starts with `-` (`--velocity -3`), unless it is another option's name.
/// - `--` ends the options: every later token is positional.
/// - A token starting with `-` that reads as a number (`-3`) is positional.
/// - `-h` or `--help` anywhere before `--` asks for help, whatever else is wrong.
/// - Otherwise the first problem in argument order is thrown: an unknown option (with the
///   nearest name), a missing value, a repeated option, a value that is not a number or not
///   one of the choices, a value given to a flag.
package enum OptionScanner {
  /// The result of scanning: help was asked for, or the arguments.
  package enum Result: Sendable, Equatable {
    /// `-h` or `--help` was given.
    case help
    /// The options and positional arguments.
    case arguments(ScannedArguments)
  }

  /// Scans `arguments` against the options a subcommand accepts.
  ///
  /// - Parameters:
  ///   - arguments: The tokens after the subcommand's name.
  ///   - options: The options the subcommand accepts (`--help` is implied).
  /// - Returns: ``Result/help`` or the scanned arguments.
  /// - Throws: ``UsageError`` for the first malformed option, in argument order.
  /// - Complexity: O(n × m) for n tokens and m options.
  package static func scan(_ arguments: [String], options: [OptionSpec]) throws(UsageError)
    -> Result
  {
    var scanned = ScannedArguments()
    // Keep scanning after a problem so that a later --help still wins.
    var firstError: UsageError?
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if optionsEnded || !looksLikeOption(token) {
        scanned.positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = split(token)
      if isHelp(name) {
        guard let inlineValue else { return .help }
        firstError = firstError ?? .unexpectedValue(option: name, value: inlineValue)
        continue
      }
      guard let spec = options.first(where: { $0.isNamed(name) }) else {
        let names = options.flatMap { [$0.name] + $0.aliases } + ["--help"]
        firstError =
          firstError
          ?? .unknownOption(name, suggestion: NearestName.suggestion(for: name, among: names))
        continue
      }
      var text = inlineValue
      if spec.kind != .flag, text == nil, index < arguments.count,
        takesAsValue(arguments[index], spec: spec, options: options)
      {
        text = arguments[index]
        index += 1
      }
      do throws(UsageError) {
        // Errors about the value name the option as typed (an alias, perhaps).
        var typed = spec
        typed.name = name
        let value = try value(of: typed, text: text)
        guard !scanned.contains(spec.name) else { throw UsageError.repeatedOption(spec.name) }
        scanned.set(spec.name, value)
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return .arguments(scanned)
  }

  /// Takes `options` out of `arguments` wherever they stand before `--`, leaving every other
  /// token, in order, for a second scan: the options a command group's subcommands share
  /// (``ParsableCommandGroup/sharedBindings``), such as `plot`'s `--output`.
  ///
  /// Values are kept as typed, even empty ones (`--format=`), to be checked
  /// where they are read (``ScannedArguments/checked(_:)``,
  /// ``ScannedArguments/fileName(_:)``); a flag is recorded as present.
  /// Help is the caller's: `-h` stays in the rest unless it is an option's value.
  ///
  /// - Returns: The options' values, and the other tokens (from `--` on, all of them).
  /// - Throws: ``UsageError/repeatedOption(_:)``, ``UsageError/missingValue(option:)`` or
  ///   ``UsageError/unexpectedValue(option:value:)``, the first in argument order.
  package static func extract(_ options: [OptionSpec], from arguments: [String]) throws(UsageError)
    -> (values: ScannedArguments, rest: [String])
  {
    var scanned = ScannedArguments()
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if token == "--" {
        rest += arguments[(index - 1)...]
        break
      }
      let (name, inlineValue) = split(token)
      guard looksLikeOption(token), let spec = options.first(where: { $0.isNamed(name) }) else {
        rest.append(token)
        continue
      }
      guard !scanned.contains(spec.name) else { throw .repeatedOption(spec.name) }
      var text = inlineValue
      if spec.kind == .flag {
        if let text { throw .unexpectedValue(option: spec.name, value: text) }
        scanned.set(spec.name, .flag)
        continue
      }
      if text == nil, index < arguments.count,
        takesAsValue(arguments[index], spec: spec, options: options)
      {
        text = arguments[index]
        index += 1
      }
      guard let text else { throw .missingValue(option: spec.name) }
      scanned.set(spec.name, .text(text))
    }
    return (scanned, rest)
  }

  /// An option's value from its text, checked against its kind.
  static func value(of spec: OptionSpec, text: String?) throws(UsageError)
    -> ScannedArguments.Value
  {
    switch spec.kind {
    case .flag:
      if let text { throw .unexpectedValue(option: spec.name, value: text) }
      return .flag
    case .number:
      guard let text, !text.isEmpty else { throw .missingValue(option: spec.name) }
      guard let number = DecimalNumber.parse(text) else {
        throw .notANumber(option: spec.name, value: text)
      }
      return .number(number, text: text)
    case .choice:
      guard let text, !text.isEmpty else { throw .missingValue(option: spec.name) }
      return .choice(try choice(text, of: spec))
    case .text, .list:
      guard let text, !text.isEmpty else { throw .missingValue(option: spec.name) }
      return .text(text)
    }
  }

  /// A choice option's value, checked against its choices.
  ///
  /// - Throws: ``UsageError/invalidChoice(option:value:choices:suggestion:)`` with the nearest
  ///   choice.
  package static func choice(_ text: String, of spec: OptionSpec) throws(UsageError) -> String {
    guard case .choice(let choices) = spec.kind, !choices.contains(text) else { return text }
    throw .invalidChoice(
      option: spec.name, value: text, choices: choices,
      suggestion: NearestName.suggestion(for: text, among: choices))
  }

  /// Whether the token after an option is that option's value.
  private static func takesAsValue(
    _ token: String, spec: OptionSpec, options: [OptionSpec]
  ) -> Bool {
    if spec.takesAnyNextToken { return true }
    switch spec.kind {
    case .flag:
      return false
    case .number, .list:
      // `--velocity -3` takes `-3`; `--velocity --to 1` is a missing value, not a bad number.
      guard token.hasPrefix("-") else { return true }
      let name = split(token).name
      return !(isHelp(name) || token == "--" || options.contains { $0.isNamed(name) })
    case .choice, .text:
      return !looksLikeOption(token)
    }
  }

  /// Whether a token is in option position: it starts with `-`, is not `-` alone and is not
  /// a negative number.
  package static func looksLikeOption(_ token: String) -> Bool {
    token.hasPrefix("-") && token != "-" && !DecimalNumber.isNumber(token)
  }

  /// Whether an option name asks for help.
  package static func isHelp(_ name: String) -> Bool { name == "--help" || name == "-h" }

  /// `--name=value` split into name and value; other tokens are a name alone.
  package static func split(_ token: String) -> (name: String, value: String?) {
    guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else {
      return (token, nil)
    }
    return (String(token[..<equals]), String(token[token.index(after: equals)...]))
  }
}
