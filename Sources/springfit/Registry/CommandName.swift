/// A subcommand's name as typed on the command line.
///
/// A command declares its name as a string in its configuration (`name: "sample"`);
/// ``CommandRegistry`` knows which exist.
struct CommandName: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The name, such as `sample`.
  let rawValue: String

  /// The name of a registered subcommand, or `nil` when none has it.
  init?(rawValue: String) {
    guard CommandRegistry.command(named: rawValue) != nil else { return nil }
    self.rawValue = rawValue
  }

  /// Declares a command's name.
  init(stringLiteral name: String) { rawValue = name }

  /// Every subcommand's name, in the registry's order.
  static var allCases: [CommandName] { CommandRegistry.commands.map { $0.configuration.name } }
}
