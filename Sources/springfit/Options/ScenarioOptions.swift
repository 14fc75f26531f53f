import ArgumentParsing
import NameSuggestions
import SpringFormats
import SpringKit

/// Everything `springfit scenario` needs, validated: which seed scenario, the format, and
/// where to write it.
struct ScenarioOptions: Sendable, Equatable {
  /// The output format.
  enum Format: String, Sendable, Equatable, CaseIterable {
    /// An animated SVG (SMIL) that repeats, holding its last frame 1 s first.
    case svg
    /// A self-contained HTML page with the SVG inline under its caption.
    case html
    /// The frames drawn, the columns that name their numbers, and the springs.
    case json
  }

  /// The scenario (the positional NAME, or `--example NAME`).
  var scenario = Scenario.menuBounce
  /// The output format (`--format`).
  var format = Format.svg
  /// Whether the SVG is the still of the README (`--still`): one telling frame, no animation.
  var still = false
  /// The output file (`--output`), or `nil` for standard output.
  var output: String?
  /// Whether `--output -` asks for standard output explicitly, even when it is a terminal.
  var outputDashGiven = false
}

// The command line of `springfit scenario`.
extension ScenarioOptions {
  static let formatOption = OptionSpec(
    "--format", .choice(Format.allCases.map(\.rawValue)), value: "NAME",
    help: "svg (the animation), html (a page that plays it) or json (its frames).",
    default: Self().format.rawValue)
  static let stillOption = OptionSpec(
    "--still", .flag,
    help: "SVG only: one telling frame of the drawing, without animation (the README's "
      + "still).")
  static let outputOption = OptionSpec.output()
  static let exampleOption = OptionSpec(
    "--example", .text, value: "NAME",
    help: "The scenario, named as 'springfit fit --example' and 'preview --example' name "
      + "theirs: the same as giving NAME alone (one of the two).")

  /// The help's option groups.
  static let sections = [
    OptionSection(title: "SCENARIO", options: [exampleOption]),
    OptionSection(title: "OUTPUT", options: [formatOption, stillOption, outputOption]),
  ]

  /// The synopsis after `springfit scenario`: the name, then the options.
  static let synopsis: [SynopsisItem] =
    [.literal("NAME|--example NAME")] + derivedSynopsis.filter { $0 != .optional(exampleOption) }

  /// The names `scenario` takes, in `Scenario.allCases` order.
  static let names = Scenario.allCases.map(\.name)

  /// Parses the arguments after `springfit scenario`.
  ///
  /// - Returns: The options, or `nil` for `-h`/`--help`.
  /// - Throws: ``UsageError`` for a missing or unknown NAME (or `--example NAME`), a second
  ///   argument (NAME beside `--example`), or a bad option value.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    guard let scanned = try scan(arguments) else { return nil }
    // NAME and --example NAME are one choice: with --example, NAME is one argument too many.
    if scanned.contains(exampleOption.name), let name = scanned.positionals.first {
      throw .unexpectedArgument(name)
    }
    guard let name = scanned.text(exampleOption.name) ?? scanned.positionals.first else {
      throw .missingArgument(
        what: "NAME", reason: "give a scenario: " + names.joined(separator: ", "))
    }
    guard let scenario = Scenario(rawValue: name) else {
      throw .springfit(
        .unknownScenario(
          name, choices: names, suggestion: NearestName.suggestion(for: name, among: names)))
    }
    if scanned.positionals.count > 1 { throw .unexpectedArgument(scanned.positionals[1]) }
    var result = ScenarioOptions(scenario: scenario)
    result.format = scanned.choice(formatOption) ?? result.format
    result.still = scanned.contains(stillOption.name)
    if result.still, result.format != .svg {
      throw .optionDoesNotApply(
        option: stillOption.name, reason: "a still is an SVG; use it with --format svg")
    }
    result.output = try scanned.outputFile(outputOption)
    result.outputDashGiven = scanned.text(outputOption.name) == "-"
    return result
  }
}
