import ArgumentParsing

// A subcommand's help page, laid out from its declarations.

extension Help {
  /// The help page of a subcommand: OVERVIEW, the discussion, USAGE, EXAMPLES, ARGUMENTS, the
  /// option groups, OPTIONS, the details, and SEE ALSO with its help topics.
  ///
  /// The examples come right after the usage, so that they show on the first screen; shared
  /// references (the SPRING SPECS, the keyframe files) are help topics the page links to.
  static func page(for command: any Subcommand.Type) -> String {
    let configuration = command.configuration
    var blocks = ["OVERVIEW: " + configuration.abstract]
    blocks += configuration.discussion
    blocks.append(usage(for: configuration.name, prefix: "USAGE: "))
    if !configuration.examples.isEmpty {
      blocks.append("EXAMPLES:\n" + examples(configuration.examples))
    }
    if !configuration.arguments.isEmpty {
      blocks.append(
        (["ARGUMENTS:"] + configuration.arguments.map { entry("  " + $0.label, $0.help) })
          .joined(separator: "\n"))
    }
    if !command.sections.isEmpty {
      blocks.append(command.sections.map(section).joined(separator: "\n\n"))
    }
    blocks.append("OPTIONS:\n" + entry("  -h, --help", "Show this help."))
    blocks += configuration.details
    let topics =
      (command.options.contains(SpringOptions.spec) ? [.specs] : [])
      + configuration.topics
    if !topics.isEmpty {
      blocks.append((["SEE ALSO:"] + topics.map(\.entry)).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
