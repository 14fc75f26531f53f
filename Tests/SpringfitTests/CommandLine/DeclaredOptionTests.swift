import ArgumentParsing
import Testing

@testable import springfit

/// Every option a command declares is bound to a field (so parsing reads it) and documented
/// (so its help page lists it with what it does).
@Suite("Declared options")
struct DeclaredOptionTests {
  /// Each declared option of each command has a binding and an entry on its help page.
  @Test("Every declared option is bound and documented", arguments: CommandName.allCases)
  func boundAndDocumented(command: CommandName) throws {
    let type = try #require(CommandRegistry.command(named: command.rawValue))
    let page = Help.text(for: command)
    for option in type.options {
      #expect(!option.summary.isEmpty, "\(option.name) has no help")
      let listed = page.contains("  \(option.label) ") || page.contains("  \(option.label)\n")
      #expect(listed, "\(option.name) is not on the page")
    }
    let bound = Set(Self.boundOptions(of: type).map(\.name))
    #expect(!bound.isEmpty || type.options.isEmpty, "declares options without bindings")
    for option in type.options {
      #expect(bound.contains(option.name), "\(option.name) is declared but not bound")
    }
  }

  /// A binding of an unknown option fails the check: the check can fail.
  @Test("An option without a binding is found")
  func missingBindingIsFound() {
    let bound = Set(Self.boundOptions(of: EasingOptions.self).map(\.name))
    let undeclared = OptionSpec("--not-bound", value: "X", help: "Declared, never read.")
    #expect(!bound.contains(undeclared.name))
    #expect(bound.contains(EasingOptions.formatOption.name))
    // A command with subcommands: plot's shared --format and plot csv's --x are read.
    let plot = Set(Self.boundOptions(of: PlotOptions.self).map(\.name))
    #expect(plot.isSuperset(of: [PlotOptions.formatOption.name, PlotOptions.xOption.name]))
    #expect(!plot.contains(undeclared.name))
  }

  /// The options a command's bindings read: a group's, or those of a command with
  /// subcommands (`plot`, `lottie`) and of each of its subcommands.
  static func boundOptions(of command: any Subcommand.Type) -> [OptionSpec] {
    let group = (command as? any OptionGroup.Type)?.boundOptions ?? []
    let subcommands = (command as? any ParsableCommandGroup.Type)?.boundSubcommandOptions ?? []
    return group + subcommands
  }
}
