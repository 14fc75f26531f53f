import ArgumentParsing
import NameSuggestions
import SpringFormats
import SpringKit

/// Everything `springfit lottie bake` needs, validated: the file, the motion, the spring,
/// where the keyframes end, the tolerance and where the result goes.
///
/// `LottieOptions()` holds the defaults of the options that have one. `lottie` is a command
/// group of one subcommand, `bake`, whose options these are.
struct LottieOptions: ParsableArguments, OptionGroup, ParsableCommandGroup, Sendable, Equatable {
  /// The Lottie file (`-` for standard input).
  var input = "-"
  /// `--layer NAME`.
  var layer = ""
  /// `--property NAME`.
  var property = ""
  /// `--motion N`, from 1; `nil` when the property has one.
  var motion: Int?
  /// The spring; SwiftUI's default `Spring.smooth` unless spring options are given.
  var spring: Spring = .smooth
  /// `--velocity V`, or `nil` for the motion's own start velocity.
  var velocity: Double?
  /// `--until-rest` (the default), `--end T` (seconds after the motion's start) or
  /// `--end-frame N`.
  var end = LottieBake.End.rest
  /// `--tolerance E`, a fraction of the travel.
  var tolerance = 0.001
  /// `--output FILE`, or `nil` for standard output.
  var output: String?
  /// `--expression`: replace the property's inertial-bounce expression by its spring's
  /// keyframes instead of a motion by a given spring.
  var bakesExpression = false
  /// A spec's normalised velocity (`velocity=`), which the bake refuses.
  var specVelocity: Double?
  /// The given options' values as typed, for the rules between options and their errors.
  var typed: [String: String] = [:]
}

// The command line of `springfit lottie`.
extension LottieOptions {
  static let layerOption = OptionSpec(
    "--layer", .text, value: "NAME",
    help: "The layer (nm) whose motion is replaced; a layer inside a precomposition is also "
      + "named by its path, such as Card/Badge, and any layer by its index path, such as 3/1 "
      + "(the ind values 'springfit fit' shows in brackets), which names one layer where "
      + "names repeat. Required.")
  static let propertyOption = OptionSpec(
    "--property", .text, value: "NAME",
    help: "The property, as 'springfit fit' names it: scale, position (position.x or "
      + "position.y when split), rotation, opacity, or a shape's, such as Box.size; or its "
      + "JSON path ('path' in 'springfit fit --format json', such as layers[2].shapes[0].s), "
      + "where a layer's shapes repeat a name. Required.")
  static let motionOption = OptionSpec(
    "--motion", value: "N",
    help: "The Nth motion of the property (a run of keyframes between holds or still "
      + "stretches, from 1).", rule: .positive, default: "the property's only motion")
  static let velocityOption = OptionSpec(
    "--velocity", value: "V",
    help: "The spring's start velocity, in the property's units per second along the "
      + "straight line from the start value to the end value (positive toward the end).",
    rule: .finite, default: "the original motion's at its start")
  static let untilRestOption = OptionSpec(
    "--until-rest", .flag,
    help: "End when the spring has settled within the tolerance, on the motion's end "
      + "value. The default when neither --end nor --end-frame is given.")
  static let endOption = OptionSpec(
    "--end", value: "T",
    help: "End T seconds after the motion's start instead (as every --end is in seconds), on "
      + "the spring's value there; positive. Before the spring settles, or before the "
      + "original motion's last keyframe, it cuts the motion short: the file is written and "
      + "a warning says so on standard error.", rule: .positive)
  static let endFrameOption = OptionSpec(
    "--end-frame", value: "N",
    help: "End at frame N of the main composition's clock instead, on the spring's value "
      + "there; after the motion's start frame. Warns as --end does.", rule: .finite)
  static let toleranceOption = OptionSpec(
    "--tolerance", value: "E",
    help: "Keep the written keyframes, as lottie-web plays them, within E times each "
      + "dimension's travel of the spring: a fraction of the travel, not a value (0.001 is "
      + "0.1 %); greater than 0 and less than 1.", rule: .positive,
    default: NumberText.roundTrip(Self().tolerance), feeds: ["tolerance"])
  static let outputOption = OptionSpec.output(writing: "the file")
  static let expressionOption = OptionSpec(
    "--expression", .flag,
    help: "Replace the property's After Effects inertial-bounce expression (its x, which "
      + "'springfit fit' reports with its spring) by the keyframes of that spring after each "
      + "keyframe it bounces from, and remove the expression: every player then plays the "
      + "bounce. Takes no spring options, --motion, --velocity, --end or --end-frame.")

  /// The help's option groups, in order.
  static let sections = [
    OptionSection(
      title: "MOTION (which keyframes are replaced)",
      options: [layerOption, propertyOption, motionOption, expressionOption]),
    SpringOptions.group,
    OptionSection(
      title: "BAKE",
      options: [
        velocityOption, untilRestOption, endOption, endFrameOption, toleranceOption,
        outputOption,
      ]),
  ]

  /// `--until-rest`, `--end` and `--end-frame` exclude each other.
  static let exclusions = [[untilRestOption, endOption, endFrameOption]]

  /// One Lottie file.
  static let relations: [OptionRelation] = [
    .oneSource([], what: "a Lottie file", reason: "give its path, or - for standard input")
  ]

  /// The synopsis after `springfit lottie`.
  static let synopsis: [SynopsisItem] = [
    .literal("bake"), .literal("FILE"), .literal(layerOption.synopsis),
    .literal(propertyOption.synopsis), .optional(motionOption), .optional(expressionOption),
    .springForms,
    .optional(velocityOption), .oneOf([untilRestOption, endOption, endFrameOption]),
    .optional(toleranceOption),
    .optional(outputOption),
  ]

  /// The subcommands of `springfit lottie`: `bake`, with these options.
  static let subcommands: [SubcommandDeclaration<Self>] = [
    .subcommand("bake", Self.self) { $0 = $1 }
  ]

  static let missingSubcommand = UsageError.missingArgument(
    what: "what to do", reason: "give bake first")

  /// The error for a first argument that is not a subcommand.
  static func unknownSubcommand(_ word: String) -> UsageError {
    .missingArgument(
      what: "a lottie subcommand",
      reason: "'\(word)' is not one; expected bake"
        + UsageError.hint(NearestName.suggestion(for: word, among: subcommandNames)))
  }

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [
      .argument(\.input), .text(layerOption, \.layer) { $0 },
      .text(propertyOption, \.property) { $0 },
      .wholeNumber(motionOption, \.motion, rule: "a whole number from 1"),
      SpringOptions.binding(\.spring, uiKitVelocity: \.specVelocity),
      .number(velocityOption, \.velocity), .flag(untilRestOption, \.end, .rest),
      .number(endOption, \.end) { .seconds($0) }, .number(endFrameOption, \.end) { .frame($0) },
      .number(toleranceOption, \.tolerance), .output(outputOption, \.output),
      .flag(expressionOption, \.bakesExpression), .typed(options, \.typed),
    ]
  }

  /// The bake the options ask for: the expression's own spring with `--expression`, else
  /// the given spring in place of the chosen motion.
  var job: LottieBakeJob {
    bakesExpression
      ? .expression(LottieExpressionBake(layer: layer, property: property, tolerance: tolerance))
      : .spring(
        LottieBake(
          layer: layer, property: property, spring: spring, motion: motion,
          initialVelocity: velocity, end: end, tolerance: tolerance))
  }

  /// Checks that the layer and the property are named, that the spring is the bake's, that
  /// `--expression` comes alone, and that the tolerance is a fraction of the travel.
  ///
  /// - Throws: ``UsageError`` for the first broken rule.
  mutating func validate() throws(UsageError) {
    for option in [Self.layerOption, Self.propertyOption] where typed[option.name] == nil {
      throw .missingArgument(
        what: "option '\(option.name)'",
        reason: "name the layer and the property whose motion is replaced")
    }
    try UsageError.refuse(
      SpringOptions.spec, if: specVelocity != nil,
      because: "a spec's velocity= is a fraction of a distance; give --velocity in the "
        + "property's units per second")
    let excluded =
      [
        Self.motionOption, Self.velocityOption, Self.endOption, Self.endFrameOption,
        Self.untilRestOption,
      ] + SpringOptions.all
    if bakesExpression, let given = excluded.first(where: { typed[$0.name] != nil }) {
      throw .optionDoesNotApply(
        option: given.name,
        reason: "--expression bakes the expression's own spring after each keyframe it "
          + "bounces from, until rest")
    }
    guard tolerance < 1 else {
      throw .invalidValue(
        option: Self.toleranceOption.name, value: typed[Self.toleranceOption.name] ?? "",
        rule: "greater than 0 and less than 1 (a fraction of the travel)")
    }
  }
}
