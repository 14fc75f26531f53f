/// One subcommand of a ``ParsableCommandGroup``: the word that names it after its parent's
/// name, and how the arguments after that word parse into the parent's value
/// (swift-argument-parser's `CommandConfiguration(subcommands:)` entry).
///
/// ```swift
/// static let subcommands: [SubcommandDeclaration<Archive>] = [
///   .subcommand("add", Add.self) { $0.action = .add($1.files) },
///   .subcommand("list", List.self) { $0.action = .list(long: $1.long) },
/// ]
/// ```
package struct SubcommandDeclaration<Parent>: Sendable {
  /// The word that names the subcommand, such as `add`.
  package let name: String
  /// The options its bindings read.
  package let boundOptions: [OptionSpec]
  /// Parses the arguments after the name into the parent's value; `false` when they ask for
  /// help.
  package let parse: @Sendable ([String], inout Parent) throws(UsageError) -> Bool

  /// A subcommand whose options are declared and bound by `Command` (its sections, rules and
  /// bindings): scan, bind, validate, then `apply` hands the result to the parent's value.
  ///
  /// - Parameters:
  ///   - name: The word that names it.
  ///   - command: Its options' declaration and parsed value.
  ///   - apply: Stores the parsed options in the parent's value.
  /// - Returns: The declaration.
  package static func subcommand<
    Command: ParsableArguments & OptionGroup & SendableMetatype
  >(
    _ name: String, _ command: Command.Type,
    _ apply: @escaping @Sendable (inout Parent, Command) -> Void
  ) -> Self {
    Self(name: name, boundOptions: Command.boundOptions) {
      (arguments: [String], parent: inout Parent) throws(UsageError) in
      guard let scanned = try Command.scan(arguments) else { return false }
      apply(&parent, try Command.bind(scanned))
      return true
    }
  }
}
