/// A subcommand's name as typed on the command line.
///
/// Each command declares its own (`extension CommandName { static let sample = … }`) in
/// its configuration; ``CommandRegistry`` knows which exist.
struct CommandName: RawRepresentable, Sendable, Hashable {
  /// The name, such as `sample`.
  let rawValue: String

  /// The name of a registered subcommand, or `nil` when none has it.
  init?(rawValue: String) {
    guard CommandRegistry.command(named: rawValue) != nil else { return nil }
    self.rawValue = rawValue
  }

  /// Declares a command's name.
  init(declaring name: String) { rawValue = name }

  /// Every subcommand's name, in the registry's order.
  static var allCases: [CommandName] { CommandRegistry.commands.map { $0.configuration.name } }

  /// One line for the command list in the top-level help.
  var summary: String { CommandRegistry.command(named: rawValue)?.configuration.abstract ?? "" }
}
