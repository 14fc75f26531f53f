import ArgumentParsing
import NameSuggestions
import SpringFormats
import SpringScenarios

/// Everything `springfit scenario` needs, validated: which seed scenario, the format, and
/// where to write it.
struct ScenarioOptions: ParsableCommandOptions, Sendable, Equatable {
  /// The scenario (the positional NAME, or `--example NAME`).
  var scenario = Scenario.menuBounce
  /// The output format (`--format`).
  var format = ScenarioDrawing.Format.svg
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
    "--format", .choice(ScenarioDrawing.Format.allCases.map(\.rawValue)), value: "NAME",
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

  /// NAME, or `--example NAME` instead.
  static let relations: [OptionRelation] = [
    .oneSource(
      [exampleOption], what: "NAME",
      reason: "give a scenario: " + names.joined(separator: ", "))
  ]

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [
      .argument(\.scenario, scenario(named:)), .text(exampleOption, \.scenario, scenario(named:)),
      .choice(formatOption, \.format), .flag(stillOption, \.still),
      .output(outputOption, \.output, dash: \.outputDashGiven),
    ]
  }

  /// The scenario a NAME names.
  ///
  /// - Throws: ``SpringfitProblem/unknownScenario(_:choices:suggestion:)``.
  static func scenario(named name: String) throws(UsageError) -> Scenario {
    guard let scenario = Scenario(rawValue: name) else {
      throw .springfit(
        .unknownScenario(
          name, choices: names, suggestion: NearestName.suggestion(for: name, among: names)))
    }
    return scenario
  }

  /// Checks that `--still` goes with SVG.
  ///
  /// - Throws: ``UsageError/optionDoesNotApply(option:reason:)`` for `--still` without
  ///   `--format svg`.
  mutating func validate() throws(UsageError) {
    if still, format != .svg {
      throw .optionDoesNotApply(
        option: Self.stillOption.name, reason: "a still is an SVG; use it with --format svg")
    }
  }
}
