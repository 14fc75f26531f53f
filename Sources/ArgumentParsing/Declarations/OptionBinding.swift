/// One declared option bound to the field it sets, with the transform from its value: the
/// "bind" step of parsing, in swift-argument-parser's shape (`@Option var end: Double`).
///
/// A command lists its bindings once (``OptionGroup/bindings``); parsing scans the
/// arguments, runs every binding in order, then the command's ``OptionGroup/validate()``,
/// which checks the rules between the bound fields. A binding leaves the field at its
/// default when the option is not given, and checks the option's declared rule
/// (``OptionSpec/rule``) before it sets anything, so that a command need not read the
/// scanned arguments by hand.
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

  /// Every positional argument, in order (`plot spring`'s SPECs); ``argument(_:_:)`` binds
  /// the first.
  package static func arguments(_ field: WritableKeyPath<Root, [String]>) -> Self {
    Self([]) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      root[keyPath: field] = scanned.positionals
    }
  }

  /// One of the option's choices through a transform (`--example` naming one of two
  /// catalogues); the field keeps its default when the transform returns `nil`.
  package static func choice<Value>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Value>,
    _ transform: @escaping (String) -> Value?
  ) -> Self {
    value(option, field) { $0.choice(option.name).flatMap(transform) }
  }

  /// Text that sets several parts of one field (a track's values and their components'
  /// names), through an update that may refuse it.
  package static func text<Value>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Value>,
    update: @escaping (inout Value, String) throws(UsageError) -> Void
  ) -> Self {
    Self([option]) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      if let text = scanned.text(option.name) { try update(&root[keyPath: field], text) }
    }
  }

  /// A list of comma-separated numbers (``ScannedArguments/numbers(_:label:)``), through a
  /// transform that may refuse it and is given the list as typed for its errors.
  package static func numbers<Value>(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, Value>, label: String,
    _ transform: @escaping ([Double], String) throws(UsageError) -> Value
  ) -> Self {
    value(option, field) { (scanned: ScannedArguments) throws(UsageError) in
      guard let numbers = try scanned.numbers(option, label: label) else { return nil }
      return try transform(numbers, scanned.text(option.name) ?? "")
    }
  }

  /// A list of comma-separated names (``ScannedArguments/names(_:emptyEntry:)``).
  package static func names(
    _ option: OptionSpec, _ field: WritableKeyPath<Root, [String]?>,
    emptyEntry: @escaping (Int) -> String
  ) -> Self {
    value(option, field) { (scanned: ScannedArguments) throws(UsageError) in
      try scanned.names(option, emptyEntry: emptyEntry)
    }
  }

  /// The given options' values as typed, by name (``ScannedArguments/typedTexts``).
  ///
  /// For the rules of ``OptionGroup/validate()`` that ask whether an option was given or
  /// quote a value as the user typed it (`1e3`, not `1000.0`); a flag's text is empty. The
  /// options are bound to their fields elsewhere; this binding lists none of them.
  package static func typed(
    _ options: [OptionSpec], _ field: WritableKeyPath<Root, [String: String]>
  ) -> Self {
    Self([]) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      let texts = scanned.typedTexts
      for option in options { root[keyPath: field][option.name] = texts[option.name] }
    }
  }

  /// The names of the given options among `options`, in the order they were typed.
  ///
  /// For a name made of the options as the user wrote them (`plot spring`'s curve). The
  /// options are bound to their fields elsewhere; this binding lists none of them.
  package static func givenInOrder(
    _ options: [OptionSpec], _ field: WritableKeyPath<Root, [String]>
  )
    -> Self
  {
    Self([]) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      root[keyPath: field] = scanned.order.filter { name in options.contains { $0.name == name } }
    }
  }

  /// An option group embedded in a larger value (MOTION in `sample`): its bindings and its
  /// `validate()`, writing into `field`.
  package static func group<Group: OptionGroup>(_ field: WritableKeyPath<Root, Group>) -> Self {
    Self(Group.boundOptions) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      try Group.bind(scanned, into: &root[keyPath: field])
    }
  }

  /// An option group bound on its own (its bindings, then its rules), then handed to the
  /// larger value, which keeps what it needs (the spring of the SPRING forms).
  package static func group<Group: OptionGroup>(
    _ type: Group.Type, into apply: @escaping (inout Root, Group) -> Void
  ) -> Self {
    Self(Group.boundOptions) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      apply(&root, try Group.bind(scanned))
    }
  }

  /// An option group bound only when `option` is given (or, with `given: false`, only when
  /// it is not), then handed to the larger value.
  ///
  /// `preview` takes a spring with `--spring`, otherwise `fit`'s input. A command's options
  /// embedded so (``ParsableArguments``) have their relations checked first, as the
  /// command's own scan checks them.
  package static func group<Group: OptionGroup>(
    _ type: Group.Type, if option: OptionSpec, given: Bool,
    into apply: @escaping (inout Root, Group) -> Void
  ) -> Self {
    Self(Group.boundOptions) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      guard scanned.contains(option.name) == given else { return }
      for relation in (Group.self as? any ParsableArguments.Type)?.allRelations ?? [] {
        try relation.check(scanned)
      }
      apply(&root, try Group.bind(scanned))
    }
  }
}
