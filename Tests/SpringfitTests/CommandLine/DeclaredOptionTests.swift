import ArgumentParsing
import Testing

@testable import springfit

/// Every option a command declares is bound to a field (so parsing reads it) and documented
/// (so its help page lists it with what it does).
@Suite("Declared options")
struct DeclaredOptionTests {
  /// The commands whose options are not yet all declared as bindings: `plot`, which
  /// dispatches its kinds by hand.
  static let unbound: Set<String> = ["plot"]

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
    guard let group = type as? any OptionGroup.Type else {
      #expect(Self.unbound.contains(command.rawValue), "declares options without bindings")
      return
    }
    #expect(!Self.unbound.contains(command.rawValue), "is bound now: remove it from unbound")
    let bound = Set(Self.boundOptions(of: group).map(\.name))
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
  }

  /// The options a group's bindings read.
  static func boundOptions(of group: any OptionGroup.Type) -> [OptionSpec] {
    group.boundOptions
  }
}
