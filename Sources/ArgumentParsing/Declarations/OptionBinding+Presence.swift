// Bindings that record which options are given, for the rules of `validate()`.

extension OptionBinding {
  /// Whether any of the options is given (a SPRING form, say), whatever their values: `true`
  /// then, and the field's default otherwise.
  ///
  /// The options' values are bound elsewhere; this tells `validate()` that a group was given
  /// when no single field can (a spring left at its default may have been typed).
  ///
  /// - Parameters:
  ///   - options: The options.
  ///   - field: The field set to `true` when one of them is given.
  /// - Returns: The binding.
  package static func given(_ options: [OptionSpec], _ field: WritableKeyPath<Root, Bool>)
    -> Self
  {
    Self(options) { (root: inout Root, arguments: ScannedArguments) throws(UsageError) in
      if options.contains(where: { arguments.contains($0.name) }) { root[keyPath: field] = true }
    }
  }

  /// A rule between options that holds only for some values bound before it (`--fps` is a
  /// placement unless the format is Lottie's): the relation, checked as the scan checks
  /// ``ParsableArguments/relations`` (its error names the options in argument order) when
  /// `condition` holds for the value bound so far.
  ///
  /// ```swift
  /// .checking(.atMostOne([toleranceOption, fpsOption])) { $0.format != .lottie }
  /// ```
  ///
  /// - Parameters:
  ///   - relation: The rule.
  ///   - condition: Whether the rule applies, given the fields bound before this binding.
  /// - Returns: The binding, which reads no option of its own.
  package static func checking(
    _ relation: OptionRelation, if condition: @escaping (Root) -> Bool
  ) -> Self {
    Self([]) { (root: inout Root, arguments: ScannedArguments) throws(UsageError) in
      if condition(root) { try relation.check(arguments) }
    }
  }
}
