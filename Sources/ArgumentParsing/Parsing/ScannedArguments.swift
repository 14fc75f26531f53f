/// The options and positional arguments of one subcommand, as typed, before their meaning
/// is checked.
///
/// Produced by ``OptionScanner``: every option here is known, given once, and has a value
/// of the right kind.
package struct ScannedArguments: Sendable, Equatable {
  /// An option's value.
  package enum Value: Sendable, Equatable {
    /// A number and the text it was read from (for error messages).
    case number(Double, text: String)
    /// One of the option's choices.
    case choice(String)
    /// A text option's value, as typed.
    case text(String)
    /// A flag that is present.
    case flag
  }

  /// Each given option's value, by name.
  package private(set) var values: [String: Value] = [:]
  /// The names of the given options, in the order they appear.
  package private(set) var order: [String] = []
  /// The positional arguments, in order.
  package var positionals: [String] = []

  /// No options and no positional arguments, for the scanner to fill.
  package init() {}

  /// Records an option's value; the scanner has already rejected repeats.
  package mutating func set(_ name: String, _ value: Value) {
    if values.updateValue(value, forKey: name) == nil { order.append(name) }
  }

  /// Whether the option was given.
  package func contains(_ name: String) -> Bool { values[name] != nil }

  /// A numeric option's value and its text, if given.
  package func number(_ name: String) -> (value: Double, text: String)? {
    guard case .number(let value, let text) = values[name] else { return nil }
    return (value, text)
  }

  /// Every given option's value as typed, by name: a number's text, a choice, a text, and
  /// an empty text for a flag.
  package var typedTexts: [String: String] {
    values.mapValues { value in
      switch value {
      case .number(_, let text), .choice(let text), .text(let text): text
      case .flag: ""
      }
    }
  }

  /// A choice option's value, if given.
  package func choice(_ name: String) -> String? {
    guard case .choice(let value) = values[name] else { return nil }
    return value
  }

  /// A choice option's value as the enumeration whose raw values are the choices, if given.
  package func choice<Choice: RawRepresentable<String>>(_ option: OptionSpec) -> Choice? {
    choice(option.name).flatMap(Choice.init(rawValue:))
  }

  /// A text option's value, if given.
  package func text(_ name: String) -> String? {
    guard case .text(let value) = values[name] else { return nil }
    return value
  }

  /// Extracted values (``OptionScanner/extract(_:from:)`` keeps them as typed) with each
  /// choice checked against its choices, also an empty one, and each number read, in the
  /// order of `options`; text (even empty) and flags stay as they are, for their bindings
  /// to check (``ScannedArguments/fileName(_:)``).
  ///
  /// - Throws: ``UsageError/invalidChoice(option:value:choices:suggestion:)``,
  ///   ``UsageError/missingValue(option:)`` or ``UsageError/notANumber(option:value:)`` for
  ///   the first of `options` whose value does not read.
  package func checked(_ options: [OptionSpec]) throws(UsageError) -> ScannedArguments {
    var result = self
    for option in options {
      guard let text = text(option.name) else { continue }
      switch option.kind {
      case .choice: result.set(option.name, .choice(try OptionScanner.choice(text, of: option)))
      case .number: result.set(option.name, try OptionScanner.value(of: option, text: text))
      case .text, .list, .flag: break
      }
    }
    return result
  }

  /// An extracted file option's value, which must not be empty, if given.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:rule:)`` for an empty value.
  package func fileName(_ option: OptionSpec) throws(UsageError) -> String? {
    guard let text = text(option.name) else { return nil }
    if text.isEmpty { throw .invalidValue(option: option.name, value: text, rule: "a file name") }
    return text
  }

  /// A numeric option's value, checked against the option's declared rule.
  ///
  /// - Returns: The value, or `nil` when the option is not given.
  /// - Throws: ``UsageError/invalidValue(option:value:rule:)`` with the value as typed.
  package func number(_ option: OptionSpec) throws(UsageError) -> Double? {
    guard let (value, text) = number(option.name) else { return nil }
    if let rule = option.rule, !rule.accepts(value) {
      throw .invalidValue(option: option.name, value: text, rule: rule.text)
    }
    return value
  }

  /// A numeric option's value as a whole number, checked against the option's declared rule
  /// and then for a fractional part, if given.
  ///
  /// ```swift
  /// // --motion 1.5, declared with rule: .positive
  /// try scanned.wholeNumber(motionOption, rule: "a whole number from 1")
  /// // throws: invalid value '1.5' for option '--motion': must be a whole number from 1
  /// ```
  ///
  /// - Parameters:
  ///   - option: A numeric option.
  ///   - wholeRule: The rule a fractional value breaks, in the words of a rule.
  /// - Returns: The value, or `nil` when the option is not given.
  /// - Throws: ``UsageError/invalidValue(option:value:rule:)`` with the value as typed, for
  ///   the declared rule first.
  package func wholeNumber(_ option: OptionSpec, rule wholeRule: String) throws(UsageError)
    -> Int?
  {
    guard let value = try number(option) else { return nil }
    guard let whole = Int(exactly: value) else {
      throw .invalidValue(
        option: option.name, value: number(option.name)?.text ?? "", rule: wholeRule)
    }
    return whole
  }
}
