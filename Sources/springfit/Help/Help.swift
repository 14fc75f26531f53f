import SpringFormats

/// The help texts and usage lines of `springfit`, rendered to 80 columns.
///
/// Option lists come from the same ``OptionSpec`` tables the parser uses, so the help
/// cannot forget an option.
enum Help {
  /// The width help text is wrapped to.
  static let width = 80
  /// The column where option descriptions start.
  static let descriptionColumn = 24

  /// The help for a subcommand, or the top-level help for `nil`; it ends with a newline.
  static func text(for command: CommandName?) -> String {
    guard let command, let type = CommandRegistry.command(named: command.rawValue) else {
      return topLevel
    }
    return page(for: type)
  }

  /// The usage line, wrapped, starting with `prefix` (`Usage: ` or `USAGE: `).
  static func usage(for command: CommandName?, prefix: String) -> String {
    guard let command, let type = CommandRegistry.command(named: command.rawValue) else {
      return prefix + "springfit <command> [<options>]"
    }
    let head = prefix + "springfit " + command.rawValue
    return fill(type.synopsis.pieces, first: head, indent: head.count + 1)
  }

  /// Where to read more, printed after a usage error.
  static func pointer(for command: CommandName?) -> String {
    "See 'springfit \(command.map { $0.rawValue + " " } ?? "")--help'."
  }

  /// `springfit --help`.
  static let topLevel =
    [
      "OVERVIEW: Sample, convert and fit physics-based springs from the command line.",
      "",
      paragraph(
        "springfit computes the motion of damped springs with SpringKit: exactly, or with a "
          + "numerical integrator to compare with the exact motion. It reads and writes "
          + "springs in the parameters of SwiftUI, Core Animation, UIKit, Android, Rebound, "
          + "POP, framer-motion, react-spring and Flutter, and finds the spring behind "
          + "keyframes or samples (fit)."),
      "",
      usage(for: nil, prefix: "USAGE: "),
      "",
      "COMMANDS:",
      CommandRegistry.commands.map { $0.configuration }
        .map { entry("  " + $0.name.rawValue, $0.abstract) }.joined(separator: "\n"),
      "",
      "OPTIONS:",
      entry("  -h, --help", "Show help for springfit, or for a command after it."),
      entry("  --version", "Print the version (springfit \(SpringfitCommand.version))."),
      "",
      "EXIT STATUS:",
      entry("  0", "Success, including help and the version."),
      entry("  64", "Bad usage or option value."),
      entry("  65", "Bad data in an input file (fit)."),
      entry("  66", "An input file is missing or unreadable (fit)."),
      entry("  1", "Any other error."),
      "",
      paragraph(
        "See 'springfit help <command>' or 'springfit <command> --help' for a command's "
          + "options."),
    ].joined(separator: "\n") + "\n"

  /// The SPRING SPECS section: every form of ``SpringSpec/forms`` with its meaning.
  static let springSpecs =
    ([
      paragraph(
        "SPRING SPECS (--spring DIALECT:KEY=VALUE,... or DIALECT:NAME; keys in any order; "
          + "a dialect alone takes its defaults, except "
          + Self.series(SpringSpec.dialectsWithoutDefaults)
          + ", which need keys or a name):")
    ] + SpringSpec.forms.map { entry("  " + $0.synopsis, $0.help) }).joined(separator: "\n")

  /// Names as a sentence lists them: `a`, `a and b`, `a, b and c`.
  static func series(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The command lines in the examples section, for tests that run them.
  static func exampleCommands(in text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
      .filter { $0.hasPrefix("springfit ") }.map(String.init)
  }

  /// A titled group of options.
  static func section(_ section: OptionSection) -> String {
    ([paragraph(section.title + ":")] + section.options.map { entry("  " + $0.label, $0.help) })
      .joined(separator: "\n")
  }

  /// Examples: an indented description, then the command indented further.
  static func examples(_ items: [(description: String, command: String)]) -> String {
    items.map { item in
      fill(words(item.description), first: "  ", indent: 2) + "\n    " + item.command
    }
    .joined(separator: "\n")
  }

  /// A label and its description in two columns; a long label puts the description on
  /// the next line.
  static func entry(_ label: String, _ description: String) -> String {
    let first: String
    if label.count + 2 <= descriptionColumn {
      first = label + String(repeating: " ", count: descriptionColumn - label.count)
    } else {
      first = label + "\n" + String(repeating: " ", count: descriptionColumn)
    }
    return fill(words(description), first: first, indent: descriptionColumn)
  }

  /// A paragraph wrapped to the width.
  static func paragraph(_ text: String) -> String {
    fill(words(text), first: "", indent: 0)
  }

  /// A no-break space: help texts put it between words that must stay on one line (a
  /// key and its default); it is printed as a plain space.
  static let noBreakSpace: Character = "\u{A0}"

  /// The words of a text, split at spaces; `Default:` stays on a line with its value, and
  /// words joined by ``noBreakSpace`` stay together.
  private static func words(_ text: String) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ").map(String.init) {
      if words.last == "Default:" {
        words[words.count - 1] += " " + word
      } else {
        words.append(word)
      }
    }
    return words
  }

  /// Fills lines greedily with `pieces` separated by spaces.
  ///
  /// The first line continues `first` (which may itself contain line breaks), later ones
  /// start after `indent` spaces. A piece longer than a line gets a line of its own.
  private static func fill(_ pieces: [String], first: String, indent: Int) -> String {
    var text = first
    var column = first.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0
    var lineHasPiece = false
    for piece in pieces {
      if lineHasPiece, column + 1 + piece.count > width {
        text += "\n" + String(repeating: " ", count: indent)
        column = indent
        lineHasPiece = false
      }
      if lineHasPiece || (column > 0 && !text.hasSuffix(" ")) {
        text += " "
        column += 1
      }
      text += piece.replacing(String(noBreakSpace), with: " ")
      column += piece.count
      lineHasPiece = true
    }
    return text
  }
}
