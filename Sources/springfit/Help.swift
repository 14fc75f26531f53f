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
    switch command {
    case nil: topLevel
    case .sample: sample
    }
  }

  /// The usage line, wrapped, starting with `prefix` (`Usage: ` or `USAGE: `).
  static func usage(for command: CommandName?, prefix: String) -> String {
    guard let command else { return prefix + "springfit <command> [<options>]" }
    let head = prefix + "springfit " + command.rawValue
    return fill(command.synopsis, first: head, indent: head.count + 1)
  }

  /// Where to read more, printed after a usage error.
  static func pointer(for command: CommandName?) -> String {
    "See 'springfit \(command.map { $0.rawValue + " " } ?? "")--help'."
  }

  /// `springfit --help`.
  static let topLevel =
    [
      "OVERVIEW: Sample physics-based springs from the command line.",
      "",
      paragraph(
        "springfit computes the motion of damped springs with SpringKit: exactly, or with a "
          + "numerical integrator to compare with the exact motion."),
      "",
      usage(for: nil, prefix: "USAGE: "),
      "",
      "COMMANDS:",
      CommandName.allCases.map { entry("  " + $0.rawValue, $0.summary) }.joined(separator: "\n"),
      "",
      "OPTIONS:",
      entry("  -h, --help", "Show help for springfit, or for a command after it."),
      entry("  --version", "Print the version (springfit \(SpringfitCommand.version))."),
      "",
      "EXIT STATUS:",
      entry("  0", "Success, including help and the version."),
      entry("  64", "Bad usage or option value."),
      entry("  1", "Any other error."),
      "",
      paragraph(
        "See 'springfit help <command>' or 'springfit <command> --help' for a command's "
          + "options."),
    ].joined(separator: "\n") + "\n"

  /// `springfit sample --help`.
  static let sample =
    [
      "OVERVIEW: " + CommandName.sample.summary,
      "",
      paragraph(
        "Samples are taken at the times t_i = i*h for i = 0...n, where h is the step and "
          + "n = ceil(end/h - 1e-9): the last sample is at or just after the end time (the "
          + "1e-9 absorbs rounding in end/h). The exact integrator evaluates the closed form at "
          + "every sample time; the others start from (--from, --velocity) and advance the "
          + "position and velocity by one step per sample. Numbers "
          + "are printed as the shortest text that reads back to the same double (1.0, "
          + "0.1, 1e-05). At most \(SampleOptions.maximumSampleCount) samples."),
      "",
      usage(for: .sample, prefix: "USAGE: "),
      "",
      SampleOptions.sections.map(section).joined(separator: "\n\n"),
      "",
      "OPTIONS:",
      entry("  -h, --help", "Show this help."),
      "",
      "EXAMPLES:",
      examples([
        (
          "SwiftUI's default spring from 0 to 1, 60 samples per second until at rest:",
          "springfit sample"
        ),
        (
          "A bouncy spring for one second at 120 samples per second:",
          "springfit sample --duration 0.5 --bounce 0.3 --end 1 --fps 120"
        ),
        (
          "A flick from 0 to 100 points that starts moving backwards at 300 points/s:",
          "springfit sample --stiffness 300 --damping 20 --to 100 --velocity -300"
        ),
        (
          "Semi-implicit Euler with a coarse step, as JSON:",
          "springfit sample --integrator euler --step 0.02 --end 1 --format json"
        ),
      ]),
    ].joined(separator: "\n") + "\n"

  /// The command lines in the examples section, for tests that run them.
  static func exampleCommands(in text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
      .filter { $0.hasPrefix("springfit ") }.map(String.init)
  }

  /// A titled group of options.
  private static func section(_ section: OptionSection) -> String {
    ([paragraph(section.title + ":")] + section.options.map { entry("  " + $0.label, $0.help) })
      .joined(separator: "\n")
  }

  /// Examples: an indented description, then the command indented further.
  private static func examples(_ items: [(description: String, command: String)]) -> String {
    items.map { item in
      fill(words(item.description), first: "  ", indent: 2) + "\n    " + item.command
    }
    .joined(separator: "\n")
  }

  /// A label and its description in two columns; a long label puts the description on
  /// the next line.
  private static func entry(_ label: String, _ description: String) -> String {
    let first: String
    if label.count + 2 <= descriptionColumn {
      first = label + String(repeating: " ", count: descriptionColumn - label.count)
    } else {
      first = label + "\n" + String(repeating: " ", count: descriptionColumn)
    }
    return fill(words(description), first: first, indent: descriptionColumn)
  }

  /// A paragraph wrapped to the width.
  private static func paragraph(_ text: String) -> String {
    fill(words(text), first: "", indent: 0)
  }

  /// The words of a text, split at spaces; `Default:` stays on a line with its value.
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
      text += piece
      column += piece.count
      lineHasPiece = true
    }
    return text
  }
}
