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
    switch command {
    case nil: topLevel
    case .sample: sample
    case .convert: convert
    case .fit: fit
    case .examples: examplesCommand
    case .outline: outline
    case .keyframes: keyframes
    case .plot: plot
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
      CommandName.allCases.map { entry("  " + $0.rawValue, $0.summary) }.joined(separator: "\n"),
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
      springSpecs,
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
        (
          "A UIKit spring over 50 points that starts at 2 distances per second (100 points/s):",
          "springfit sample --spring uikit:duration=1,damping=0.5,velocity=2 --to 50"
        ),
      ]),
    ].joined(separator: "\n") + "\n"

  /// `springfit convert --help`.
  static let convert =
    [
      "OVERVIEW: " + CommandName.convert.summary,
      "",
      paragraph(
        "For each of SwiftUI, Core Animation, UIKit, Android, Rebound, POP, framer-motion, "
          + "react-spring and Flutter: the spring in that ecosystem's own parameters (named "
          + "as in its API), the code that creates it there, and the deviation when the "
          + "ecosystem cannot express the spring exactly: the largest difference between the "
          + "two motions from 0 to 1 at rest, as a fraction of the distance (shown when above "
          + "1e-9). POP's bounciness and speed stop at 0 and 20, framer-motion's duration "
          + "forms exist only for damping ratios from 0.05 to 1, and UIKit has no overdamped "
          + "or undamped springs; UIKit's duration is SpringKit's choice, as Apple does not "
          + "say: the exact settling duration to 0.1% of the distance. Given back to --spring "
          + "(with the keys of one of its forms), an ecosystem's parameters make the same "
          + "motion whenever its deviation is 0."),
      "",
      paragraph(
        "Text rounds numbers to 7 significant digits (deviations to 3). JSON is one object "
          + "with the keys bounce, dampingRatio, duration, equivalents, naturalFrequency, "
          + "response, settlingDuration and spring (damping, mass, stiffness); equivalents "
          + "holds android, coreAnimation, flutter, framerMotion, pop, reactSpring, rebound, "
          + "swiftui and uikit, each an object with the ecosystem's parameters, code and "
          + "deviation (uikit also has velocity when a uikit spec gives one). JSON numbers "
          + "are the shortest text that reads back to the same double; numbers JSON cannot "
          + "hold are written as null: an undamped spring's settlingDuration, and UIKit's "
          + "duration and deviation for a spring it cannot express."),
      "",
      usage(for: .convert, prefix: "USAGE: "),
      "",
      ConvertOptions.sections.map(section).joined(separator: "\n\n"),
      "",
      "OPTIONS:",
      entry("  -h, --help", "Show this help."),
      "",
      springSpecs,
      "",
      "EXAMPLES:",
      examples([
        ("SwiftUI's default spring in every ecosystem:", "springfit convert"),
        (
          "POP's default spring, as JSON:",
          "springfit convert --spring pop:bounciness=4,speed=12 --format json"
        ),
        ("A react-spring preset:", "springfit convert --spring react-spring:wobbly"),
        (
          "A Material 3 motion token:",
          "springfit convert --spring material:expressive-default-spatial"
        ),
        (
          "A UIKit animation with an initial velocity:",
          "springfit convert --spring uikit:duration=0.8,damping=0.6,velocity=0.6"
        ),
      ]),
    ].joined(separator: "\n") + "\n"

  /// The SPRING SPECS section: every form of ``SpringSpec/forms`` with its meaning.
  static let springSpecs =
    ([
      paragraph(
        "SPRING SPECS (--spring DIALECT:KEY=VALUE,... or DIALECT:NAME; keys in any order; "
          + "a dialect alone takes the defaults):")
    ] + SpringSpec.forms.map { entry("  " + $0.synopsis, $0.help) }).joined(separator: "\n")

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
