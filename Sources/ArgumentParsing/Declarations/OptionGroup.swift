/// Options declared once and bound to the fields of a value, which commands embed
/// (swift-argument-parser's `ParsableArguments` with `@OptionGroup`): `MOTION`, a fit's input.
///
/// Parsing a group is "bind, validate": each of ``bindings`` in order, then ``validate()``
/// for the rules between its options, which reads only the bound fields.
package protocol OptionGroup {
  /// The defaults: the value parsed from no options.
  init()
  /// Each option bound to its field, in the order their values are read (so the first
  /// problem is the one reported).
  static var bindings: [OptionBinding<Self>] { get }
  /// Checks the rules between the bound fields and completes them (a default that depends
  /// on another option, a library's check of a whole); none by default. Runs after every
  /// binding; an option's own rule was checked by its binding.
  ///
  /// - Throws: ``UsageError`` for the first broken rule.
  mutating func validate() throws(UsageError)
}

extension OptionGroup {
  /// No rules between the bound fields.
  package mutating func validate() throws(UsageError) {}

  /// Every option a binding reads, in binding order.
  package static var boundOptions: [OptionSpec] { bindings.flatMap(\.options) }

  /// Binds every option into `value`, then validates it.
  ///
  /// - Throws: ``UsageError`` for the first problem.
  package static func bind(_ scanned: ScannedArguments, into value: inout Self)
    throws(UsageError)
  {
    for binding in bindings { try binding.read(&value, scanned) }
    try value.validate()
  }

  /// The value the scanned arguments describe: the defaults, every binding, then
  /// ``validate()``.
  ///
  /// - Throws: ``UsageError`` for the first problem.
  package static func bind(_ scanned: ScannedArguments) throws(UsageError) -> Self {
    var value = Self()
    try bind(scanned, into: &value)
    return value
  }
}

/// A command's options, declared and bound: parsing is "scan, bind, validate".
package protocol ParsableCommandOptions: ParsableArguments, OptionGroup {}

extension ParsableCommandOptions {
  /// Parses a command's arguments: the scan step (``ParsableArguments/scan(_:)``), every
  /// binding, then ``OptionGroup/validate()``.
  ///
  /// - Returns: The options, or `nil` when help is asked for.
  /// - Throws: ``UsageError`` for the first problem.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    guard let scanned = try scan(arguments) else { return nil }
    return try bind(scanned)
  }
}
