import ArgumentParsing
import SpringFormats
import SpringKit

// The pages of `springfit`: the top level, the usage lines and the SPRING SPECS, laid out by
// ArgumentParsing's renderer.

extension Help {
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

  /// What a command that writes markup does when standard output is a terminal
  /// (``SpringfitCommand/terminalRefusal(for:outputIsTerminal:)``), as a paragraph of its
  /// help to lay out.
  ///
  /// - Parameter what: What the command writes, such as `the page`.
  /// - Returns: The paragraph, not laid out.
  static func terminalNote(_ what: String) -> String {
    "When standard output is a terminal and --output is not given, \(what) is not printed: it "
      + "is hundreds of lines of markup, so the command writes nothing and exits with 64. Give "
      + "--output FILE, pipe or redirect standard output, or give --output - to print it on the "
      + "terminal anyway."
  }

  /// Where to read more, printed after a usage error.
  static func pointer(for command: CommandName?) -> String {
    "See 'springfit \(command.map { $0.rawValue + " " } ?? "")--help'."
  }

  /// `springfit --help`: the overview, the usage line, the commands and topics from the
  /// registry, then the rest.
  static let topLevel =
    (blocks(overview) + [usage(for: nil, prefix: "USAGE: "), commandList, topicList]
    + blocks(closing)).joined(separator: "\n\n") + "\n"

  /// The top-level page's text before its usage line.
  static let overview = """
    OVERVIEW: Sample, convert and fit physics-based springs from the command line.

    springfit computes the motion of damped springs with SpringKit: exactly, or with a
    numerical integrator to compare with the exact motion. It reads and writes springs in the
    parameters of \(SpringEcosystem.all.count) ecosystems (\(SpringEcosystem.titleList)), and
    finds the spring behind keyframes or samples (fit).
    """

  /// The top-level page's text after its topics.
  static let closing = """
    OPTIONS:
      -h, --help  Show help for springfit, or for a command after it.
      --version   Print the version (springfit \(SpringfitCommand.version)).

    EXIT STATUS:
      0   Success, including help and the version.
      64  Bad usage or option value.
      65  Bad data in an input file (fit).
      66  An input file is missing or unreadable (fit).
      1   Any other error.

    See 'springfit help <command>' or 'springfit <command> --help' for a command's options.
    """

  /// The COMMANDS block: each command's name and abstract.
  private static var commandList: String {
    (["COMMANDS:"]
      + CommandRegistry.commands.map { $0.configuration }.map {
        entry("  " + $0.name.rawValue, $0.abstract)
      }).joined(separator: "\n")
  }

  /// The HELP TOPICS block: each topic's name and abstract.
  private static var topicList: String {
    (["HELP TOPICS (springfit help <topic>):"]
      + HelpTopic.allCases.map {
        entry("  " + $0.rawValue, $0.abstract)
      }).joined(separator: "\n")
  }

  /// The SPRING SPECS section: every form of ``SpringSpec/forms`` with its meaning.
  static let springSpecs =
    ([
      paragraph(
        "SPRING SPECS (--spring DIALECT:KEY=VALUE,... or DIALECT:NAME; keys in any order; "
          + "a dialect alone takes its defaults, except "
          + Self.series(SpringSpec.dialectsWithoutDefaults)
          + ", which need keys or a name):")
    ] + SpringSpec.forms.map { entry("  " + $0.synopsis, $0.help) }).joined(separator: "\n")

  /// The keyframe files `fit`, `preview` and `plot fit` read (`springfit help formats`): the
  /// two kinds, then a JSON example as it is typed.
  static let keyframeFiles =
    blocks(keyframeFileKinds).joined(separator: "\n\n") + "\n\n"
      + """
        {"values": [0.4, 1, 0.9, 1], "keyTimes": [0, 0.4, 0.7, 1], "duration": 0.333,
         "calculationMode": "cubic",
         "timingFunctions": ["easeOut", [0.25, 0.1, 0.25, 1], "linear"]}
      """

  /// The two kinds of keyframe file, as `springfit help formats` describes them.
  static let keyframeFileKinds =
    """
    KEYFRAME FILES (JSON when the text starts with { or [, CSV otherwise):
      JSON
        Shaped like a CAKeyframeAnimation (example below). values (numbers, or arrays of as
        many numbers each for a point, a colour or a transform) and duration are needed (the
        duration may come from --duration). keyTimes default to evenly spaced; calculationMode
        to linear, with Core Animation's names linear, cubic, discrete, paced and cubicPaced;
        timingFunctions (names or [x1, y1, x2, y2]) to linear timing. timingFunction (the
        whole animation's), tensionValues, continuityValues and biasValues are read too,
        keyPath is ignored, any other field is an error.
      CSV
        A header with a time column (samples in seconds, fitted at their own times) or a
        keyTime column (keyframes at fractions 0...1 of the duration: --duration, else the
        last time / keyTime when a time column is there too; linear unless --mode says
        otherwise), and one or more value columns. The value column is --column's, else the
        only one, value, value.x,value.y,... (a vector) or position; other columns (velocity,
        labels) are ignored. So the CSV that the sample and keyframes commands print
        (time,position,velocity and keyTime,time,value) reads back.
    """
}
