import ArgumentParsing

// The synopses README.md and the CLI guide show, derived from the declarations.

extension Help {
  /// A subcommand's synopsis as the docs show it: the usage after `springfit`, with the
  /// SPRING forms written `SPRING` (`[SPRING]`, `[--example menu-bounce | SPRING]`).
  ///
  /// The docs may wrap it anywhere between pieces; `DocsSynopsisTests` compares them with
  /// runs of white space made one space.
  static func docsSynopsis(for command: CommandName) -> String {
    guard let type = CommandRegistry.command(named: command.rawValue) else { return "" }
    let pieces = type.synopsis.map(\.docsText)
    return (["springfit", command.rawValue] + pieces).joined(separator: " ")
  }
}
