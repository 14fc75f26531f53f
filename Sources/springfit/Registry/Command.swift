/// What a command line asks `springfit` to do, once parsed and validated.
///
/// ``SpringfitCommand/parse(_:)`` produces it without side effects; ``SpringfitCommand/run``
/// carries it out.
enum Command: Sendable, Equatable {
  /// Print the help of a subcommand, or the top-level help when `nil`.
  case help(CommandName?)
  /// Print a shared reference (`springfit help specs`).
  case topic(HelpTopic)
  /// Print `springfit <version>`.
  case version
  /// Run a subcommand with its validated options.
  case run(any Subcommand)

  /// The parsed subcommand, when it is of the given type.
  func parsed<C: Subcommand>(_ type: C.Type) -> C? {
    guard case .run(let command) = self else { return nil }
    return command as? C
  }

  static func == (lhs: Command, rhs: Command) -> Bool {
    switch (lhs, rhs) {
    case (.help(let left), .help(let right)): left == right
    case (.topic(let left), .topic(let right)): left == right
    case (.version, .version): true
    case (.run(let left), .run(let right)): left.isEqual(to: right)
    default: false
    }
  }
}

extension Subcommand {
  /// Whether another parsed command is this one.
  fileprivate func isEqual(to other: any Subcommand) -> Bool { (other as? Self) == self }
}
