/// One declared option bound to the field it sets, with the transform from its value: the
/// "bind" step of parsing, in swift-argument-parser's shape (`@Option var end: Double`).
///
/// A command lists its bindings once (``OptionGroup/bindings``); parsing scans the
/// arguments, runs every binding in order, then the command's `validate(_:)`. A binding
/// leaves the field at its default when the option is not given, and checks the option's
/// declared rule (``OptionSpec/rule``) before it sets anything.
///
/// ```swift
/// static var bindings: [OptionBinding<Self>] {
///   [
///     .number(fpsOption, \.step) { 1 / $0 }, .number(stepOption, \.step),
///     .choice(formatOption, \.format), .flag(dismissOption, \.dismisses),
///   ]
/// }
/// ```
package struct OptionBinding<Root> {
  /// The options this binding reads, in the order the help lists them.
  package var options: [OptionSpec]
  /// Reads the options' values from the scanned arguments into the parsed value.
  package var read: (inout Root, ScannedArguments) throws(UsageError) -> Void

  /// Binds options to a field by a reader of their values.
  ///
  /// - Parameters:
  ///   - options: The options the reader reads.
  ///   - read: Sets the parsed value from the scanned arguments; a thrown ``UsageError``
  ///     is the command's error.
  package init(
    _ options: [OptionSpec],
    read: @escaping (inout Root, ScannedArguments) throws(UsageError) -> Void
  ) {
    self.options = options
    self.read = read
  }

  /// Binds one option through a reader of its value: the field is set when the reader
  /// returns a value, and keeps its default otherwise.
  ///
  /// - Parameters:
  ///   - option: The option.
  ///   - field: The field it sets.
  ///   - value: Reads the option's value (`nil` when not given).
  /// - Returns: The binding.
  package static func value<Value>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Value>,
    _ value: @escaping (ScannedArguments) throws(UsageError) -> Value?
  ) -> Self {
    Self([option]) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      if let value = try value(scanned) { root[keyPath: field] = value }
    }
  }

  /// A number, checked against the option's rule, then transformed (`1 / fps`).
  package static func number<Value>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Value>,
    _ transform: @escaping (Double) -> Value
  ) -> Self {
    value(option, field) { (scanned: ScannedArguments) throws(UsageError) in
      try scanned.number(option).map(transform)
    }
  }

  /// A number, checked against the option's rule.
  package static func number(_ option: OptionSpec, _ field: WritableKeyPath<Root, Double>)
    -> Self
  { number(option, field) { $0 } }

  /// A number that may be absent, checked against the option's rule.
  package static func number(_ option: OptionSpec, _ field: WritableKeyPath<Root, Double?>)
    -> Self
  { number(option, field) { $0 } }

  /// A whole number, checked against the option's rule, then for a fraction (`wholeRule`
  /// names the rule a fraction breaks, see ``ScannedArguments/wholeNumber(_:rule:)``).
  package static func wholeNumber(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Int?>, rule wholeRule: String
  ) -> Self {
    value(option, field) { (scanned: ScannedArguments) throws(UsageError) in
      try scanned.wholeNumber(option, rule: wholeRule)
    }
  }

  /// One of the option's choices, as the enumeration whose raw values they are.
  package static func choice<Choice: RawRepresentable<String>>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Choice>
  ) -> Self {
    value(option, field) { $0.choice(option) }
  }

  /// One of the option's choices that may be absent.
  package static func choice<Choice: RawRepresentable<String>>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Choice?>
  ) -> Self {
    value(option, field) { $0.choice(option) }
  }

  /// A flag: `value` when it is given (`true` for a `Bool` field).
  package static func flag<Value>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self.value(option, field) { $0.contains(option.name) ? value : nil }
  }

  /// A flag: `true` when it is given.
  package static func flag(_ option: OptionSpec, _ field: WritableKeyPath<Root, Bool>) -> Self {
    flag(option, field, true)
  }

  /// Text as typed, such as a title or a layer's name.
  package static func text(_ option: OptionSpec, _ field: WritableKeyPath<Root, String?>)
    -> Self
  {
    value(option, field) { $0.text(option.name) }
  }

  /// Text read through a transform that may refuse it.
  package static func text<Value>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Value>,
    _ transform: @escaping (String) throws(UsageError) -> Value
  ) -> Self {
    value(option, field) { (scanned: ScannedArguments) throws(UsageError) in
      guard let text = scanned.text(option.name) else { return nil }
      return try transform(text)
    }
  }

  /// An `--output FILE` option (``OptionSpec/output(writing:)``): the file, or `nil` for
  /// standard output.
  package static func output(_ option: OptionSpec, _ field: WritableKeyPath<Root, String?>)
    -> Self
  {
    value(option, field) { (scanned: ScannedArguments) throws(UsageError) in
      try scanned.outputFile(option)
    }
  }

  /// An `--output FILE` option, and whether it was `-` (standard output asked for
  /// explicitly, which a command that writes markup then prints even on a terminal).
  package static func output(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, String?>,
    dash: WritableKeyPath<Root, Bool>
  ) -> Self {
    Self([option]) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      root[keyPath: field] = try scanned.outputFile(option)
      root[keyPath: dash] = scanned.text(option.name) == "-"
    }
  }

  /// An option group embedded in a larger value (MOTION in `sample`): its bindings and its
  /// `validate(_:)`, writing into `field`.
  package static func group<Group: OptionGroup>(_ field: WritableKeyPath<Root, Group>) -> Self {
    Self(Group.boundOptions) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      try Group.bind(scanned, into: &root[keyPath: field])
    }
  }
}
