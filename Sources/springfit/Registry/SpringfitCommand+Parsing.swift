import ArgumentParsing
import NameSuggestions

// The top level of the command line: help, the version and the choice of subcommand.

extension SpringfitCommand {
  /// Parses a command line into a ``Command``, without side effects.
  ///
  /// - `springfit --help`, `-h` and `springfit help` ask for the top-level help;
  ///   `springfit help <command>` and `springfit <command> --help` for a command's.
  /// - `springfit --version` asks for the version.
  /// - Anything else must start with a subcommand, which parses the rest.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The command to carry out.
  /// - Throws: ``UsageError`` naming the first problem.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { throw .springfit(.missingCommand) }
    let rest = Array(arguments.dropFirst())
    if OptionScanner.isHelp(first) { return .help(nil) }
    if first == "--version" {
      if let extra = rest.first { throw .unexpectedArgument(extra) }
      return .version
    }
    if first == "help" { return try helpTopic(rest) }
    if OptionScanner.looksLikeOption(first) {
      let name = OptionScanner.split(first).name
      throw .unknownOption(
        name, suggestion: NearestName.suggestion(for: name, among: ["--help", "--version"]))
    }
    guard let command = CommandRegistry.command(named: first) else {
      throw .springfit(.unknownCommand(first, suggestion: suggestCommand(for: first)))
    }
    return try command.command(parsing: rest)
  }

  /// `springfit help [<command> | <topic>]`.
  private static func helpTopic(_ arguments: [String]) throws(UsageError) -> Command {
    guard let topic = arguments.first else { return .help(nil) }
    if arguments.count > 1 { throw .unexpectedArgument(arguments[1]) }
    if topic == "help" { return .help(nil) }
    if let reference = HelpTopic(rawValue: topic) { return .topic(reference) }
    guard let command = CommandName(rawValue: topic) else {
      throw .springfit(.unknownCommand(topic, suggestion: suggestCommand(for: topic)))
    }
    return .help(command)
  }

  /// The subcommand or help topic nearest to a mistyped name.
  private static func suggestCommand(for name: String) -> String? {
    NearestName.suggestion(
      for: name,
      among: CommandName.allCases.map(\.rawValue) + ["help"] + HelpTopic.allCases.map(\.rawValue))
  }
}
