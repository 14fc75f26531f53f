import ArgumentParsing

// A subcommand's help page, laid out from its declarations.

extension Help {
  /// The help page of a subcommand: OVERVIEW, the discussion, USAGE, ARGUMENTS, the option
  /// groups, OPTIONS, the details, SPRING SPECS when it takes `--spring`, and EXAMPLES.
  static func page(for command: any Subcommand.Type) -> String {
    let configuration = command.configuration
    var blocks = ["OVERVIEW: " + configuration.abstract]
    blocks += configuration.discussion
    blocks.append(usage(for: configuration.name, prefix: "USAGE: "))
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
    if command.options.contains(SpringOptions.spec) { blocks.append(springSpecs) }
    if !configuration.examples.isEmpty {
      blocks.append("EXAMPLES:\n" + examples(configuration.examples))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
