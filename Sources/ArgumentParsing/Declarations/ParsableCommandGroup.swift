/// A command whose first argument names one of its subcommands, each with its own options
/// (swift-argument-parser's `CommandConfiguration(subcommands:)`): `plot spring`,
/// `lottie bake`.
///
/// The group may declare options every subcommand takes (``sharedBindings``, such as an
/// `--output`), which stand anywhere before `--`, also before the subcommand's name.
/// Parsing is: the shared options, the subcommand's name, the subcommand's own scan, bind
/// and validate into the group's value, then ``validateGroup()``; `-h` or `--help` wins
/// over any problem.
///
/// ```swift
/// struct Archive: ParsableCommandGroup {
///   var action = Action.list
///   static let subcommands: [SubcommandDeclaration<Archive>] = [
///     .subcommand("add", Add.self) { $0.action = .add($1.files) }
///   ]
///   static let missingSubcommand = UsageError.missingArgument(what: "an action", reason: "give add")
///   static func unknownSubcommand(_ word: String) -> UsageError { .unexpectedArgument(word) }
/// }
/// try Archive.parse(["add", "a.txt"])
/// ```
package protocol ParsableCommandGroup {
  /// The defaults: the value before the shared options and the subcommand are bound.
  init()
  /// The subcommands, in the order the help lists them.
  static var subcommands: [SubcommandDeclaration<Self>] { get }
  /// The options every subcommand takes, each bound to its field, in the order their values
  /// are checked; none by default.
  static var sharedBindings: [OptionBinding<Self>] { get }
  /// The error when no subcommand is named.
  static var missingSubcommand: UsageError { get }
  /// The error when the first argument names no subcommand.
  ///
  /// - Parameter word: The first argument.
  /// - Returns: The error, such as one that suggests the nearest name.
  static func unknownSubcommand(_ word: String) -> UsageError
  /// Checks the rules between the shared options and the subcommand's result; none by
  /// default. (A subcommand's own rules are its `validate()`, which ran before; a group
  /// whose value is its subcommand's own, such as a group of one, does not run them twice.)
  ///
  /// - Throws: ``UsageError`` for the first broken rule.
  mutating func validateGroup() throws(UsageError)
}

extension ParsableCommandGroup {
  /// No options that every subcommand takes.
  package static var sharedBindings: [OptionBinding<Self>] { [] }

  /// No rules between the shared options and the subcommand.
  package mutating func validateGroup() throws(UsageError) {}

  /// The options every subcommand takes.
  package static var sharedOptions: [OptionSpec] { sharedBindings.flatMap(\.options) }

  /// The options the shared bindings and every subcommand's bindings read.
  package static var boundSubcommandOptions: [OptionSpec] {
    sharedOptions + subcommands.flatMap(\.boundOptions)
  }

  /// The subcommands' names, in order.
  package static var subcommandNames: [String] { subcommands.map(\.name) }

  /// Parses the arguments after the group's name.
  ///
  /// The shared options are taken out wherever they stand before `--`
  /// (``OptionScanner/extract(_:from:)``) and bound in ``sharedBindings`` order; then the
  /// first other argument names the subcommand (``missingSubcommand``,
  /// ``unknownSubcommand(_:)``), which parses the arguments after its name; then
  /// ``validateGroup()``. `-h` or `--help` before `--` asks for help, whatever else is wrong,
  /// unless it is a shared option's value.
  ///
  /// - Parameter arguments: The tokens after the group's name.
  /// - Returns: The parsed value, or `nil` when help is asked for.
  /// - Throws: ``UsageError`` for the first problem.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    var value = Self()
    let rest: [String]
    do {
      let (values, others) = try OptionScanner.extract(sharedOptions, from: arguments)
      let shared = try values.checked(sharedOptions)
      for binding in sharedBindings { try binding.read(&value, shared) }
      rest = others
    } catch {
      if asksForHelp(arguments) { return nil }
      throw error
    }
    if asksForHelp(rest) { return nil }
    guard let name = rest.first else { throw missingSubcommand }
    guard let subcommand = subcommands.first(where: { $0.name == name }) else {
      throw unknownSubcommand(name)
    }
    guard try subcommand.parse(Array(rest.dropFirst()), &value) else { return nil }
    try value.validateGroup()
    return value
  }

  /// Whether `-h` or `--help` stands before `--`.
  private static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.prefix(while: { $0 != "--" }).contains(where: OptionScanner.isHelp)
  }
}
