import ArgumentParsing
import SpringFormats
import SpringKit

/// Everything `springfit fling` needs, validated: SpringFormats' ``FlingRequest`` (the
/// release, the decay, what the fling may end on, the spring that settles there and a
/// format), read through it (`options.from` is `options.request.from`), and where the output
/// goes.
///
/// `FlingOptions()` holds the defaults, which equal `springfit fling` with no options.
struct FlingOptions: ParsableCommandOptions, RequestOptions, Sendable, Equatable {
  /// The output format.
  typealias Format = FlingFormat

  /// The fling and the output format the options describe.
  var request = FlingRequest()
  /// `--snap` as typed, for messages.
  var snapText: String?
  /// The output file (`--output`), or `nil` for standard output.
  var output: String?
  /// Whether `--output -` asks for standard output explicitly, even when it is a terminal.
  var outputDashGiven = false
  /// The given options' values as typed, for the rules between options and their errors.
  var typed: [String: String] = [:]
  /// Whether ``validate()`` checks `--from` against `--bounds`; `springfit gesture` knows its
  /// release only from the trace.
  var checksRelease = true

  /// The request the settings belong to.
  static var requestPath: WritableKeyPath<Self, FlingRequest> { \.request }
}

// The command line of `springfit fling`.
extension FlingOptions {
  static let fromOption = OptionSpec(
    "--from", value: "X", help: "The value at release, in value units.", rule: .finite,
    default: "0", feeds: ["position"])
  static let velocityOption = OptionSpec(
    "--velocity", value: "V", help: "The release velocity, in value units per second.",
    rule: .finite, default: "1000", feeds: ["velocity"])
  static let decayOption = OptionSpec(
    "--decay", .text, value: "SPEC",
    help: "How the fling slows down, in one ecosystem's terms: uikit, uikit:fast, "
      + "uikit:rate=R, exponential:timeConstant=S, react-native:deceleration=D, "
      + "compose:friction=F, motion:power=P,timeConstant=MS or "
      + "reanimated:deceleration=D,fps=N,velocityFactor=F. Units are the library's: "
      + "UIKit's rate and React Native's deceleration per millisecond, exponential's time "
      + "constant in seconds, motion's in milliseconds; a key left out takes the "
      + "library's default, and fps is the frame rate React Native's stop rule and "
      + "Reanimated's loop are replayed at (default 60).",
    default: "uikit (UIScrollView's normal rate, 0.998 per ms)")
  static let boundsOption = OptionSpec(
    "--bounds", .text, value: "LO,HI",
    help: "The range the value rests in: a decay that would land past a bound hands off, at "
      + "the exact instant it reaches it, to the spring, which settles on the bound. LO at "
      + "most HI; --from within them.", feeds: ["lower", "upper"])
  static let snapOption = OptionSpec(
    "--snap", .text, value: "P,P,...",
    help: "The points the value may rest on (detents, pages), in increasing order: the rule "
      + "chooses one and the spring carries the release velocity there. Within --bounds when "
      + "both are given.", feeds: ["points"])
  static let snapRuleOption = OptionSpec(
    "--snap-rule", .choice(FlingSnapRule.allCases.map(\.rawValue)), value: "RULE",
    help: "nearest: the point nearest where the free decay lands (Apple's rule); compose: "
      + "Compose AnchoredDraggable's (from 125 units/s the next point in the fling's "
      + "direction, below it half the distance between the points decides).",
    default: FlingSnapRule.nearest.rawValue)
  static let formatOption = OptionSpec(
    "--format", .choice(Format.allCases.map(\.rawValue)), value: "NAME",
    help: "text, json, csv, css, lottie, keyframes-json, keyframes-csv or html (see OUTPUT "
      + "FORMATS).", default: Self().format.rawValue)
  static let fpsOption = OptionSpec(
    "--fps", value: "N",
    help: "With --format csv: samples per second (a row every 1/N s, plus each phase's start "
      + "and the rest instant); with --format lottie: the file's frame rate. Positive.",
    rule: .positiveRate, default: "60", feeds: ["step"])
  static let toleranceOption = OptionSpec(
    "--tolerance", value: "E",
    help: "The keyframe formats and html: keep the printed keyframes, played as straight "
      + "lines, within E value units of the whole motion at every time (a bound proven per segment); "
      + "positive.", rule: .positive,
    default: "0.001*|target - from|, or 0.001 when they are equal", feeds: ["tolerance"])
  static let propertyOption = OptionSpec(
    "--property", .text, value: "TEMPLATE",
    help: "With --format css: the declaration of one keyframe, with {value} where the value "
      + "goes.", default: "'\(Self().property)'")
  static let documentOption = OptionSpec(
    "--document", .flag,
    help: "With --format lottie: a whole playable file (a white 256-pixel square on a 512 x "
      + "512 canvas whose position's x follows the motion, in pixels) instead of the "
      + "animated property alone.")
  static let outputOption = OptionSpec.output(writing: "the report, data or page")

  /// The help's option groups, in order.
  static let sections = [
    OptionSection(
      title: "FLING",
      options: [fromOption, velocityOption, decayOption, boundsOption, snapOption, snapRuleOption]
    ),
    SpringOptions.group,
    OptionSection(
      title: "OUTPUT",
      options: [
        formatOption, fpsOption, toleranceOption, propertyOption, documentOption, outputOption,
      ]),
  ]

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [
      .choice(formatOption, \.format), SpringOptions.binding(\.spring),
      .number(fromOption, \.from), .number(velocityOption, \.velocity),
      .text(decayOption, \.decay, decaySpec),
      .numbers(boundsOption, \.bounds, label: "bounds", list(boundsOption, FlingRequest.bounds)),
      .numbers(snapOption, \.snapPoints, label: "snap", list(snapOption, FlingRequest.snapPoints)),
      .text(snapOption, \.snapText),
      .choice(snapRuleOption, \.snapRule), .number(fpsOption, \.frameRate),
      .number(toleranceOption, \.tolerance), .text(propertyOption, \.property, template),
      .flag(documentOption, \.lottieDocument),
      .output(outputOption, \.output, dash: \.outputDashGiven),
      .typed([fromOption, boundsOption, snapRuleOption, fpsOption, propertyOption], \.typed),
    ]
  }

  /// The rules between the options: the snap points and the release within the bounds, and
  /// the options that shape one format given with another.
  ///
  /// - Throws: ``UsageError`` for the first broken rule.
  mutating func validate() throws(UsageError) {
    let format = request.format
    if let bounds = request.bounds {
      let range = "within --bounds \(typed[Self.boundsOption.name] ?? "")"
      if let snapPoints = request.snapPoints, let text = snapText,
        let index = snapPoints.points.firstIndex(where: { !bounds.contains($0) })
      {
        throw .invalidList(
          option: Self.snapOption.name, value: text, reason: "snap[\(index)] must be \(range)")
      }
      guard !checksRelease || bounds.contains(request.from) else {
        throw .invalidValue(
          option: Self.fromOption.name,
          value: typed[Self.fromOption.name] ?? NumberText.roundTrip(request.from), rule: range)
      }
    }
    let given = { [typed] (option: OptionSpec) in typed[option.name] != nil }
    try UsageError.refuse(
      Self.snapRuleOption, if: given(Self.snapRuleOption) && request.snapPoints == nil,
      because: "it chooses among the points of --snap")
    try UsageError.refuse(
      Self.fpsOption, if: given(Self.fpsOption) && format != .csv && format != .lottie,
      because: "it spaces the rows of --format csv and the frames of --format lottie")
    try UsageError.refuse(
      Self.toleranceOption, if: request.tolerance != nil && !format.isKeyframes,
      because: "it bounds the keyframe formats (css, lottie, keyframes-json, keyframes-csv) "
        + "and html")
    try UsageError.refuse(
      Self.propertyOption, if: given(Self.propertyOption) && format != .css,
      because: "it shapes --format css")
    try UsageError.refuse(
      Self.documentOption, if: request.lottieDocument && format != .lottie,
      because: "it writes a file of --format lottie")
  }

  /// A `--bounds` or `--snap` list as SpringFormats reads it, its error naming the option.
  static func list<Value>(
    _ option: OptionSpec, _ read: @escaping @Sendable ([Double]) throws(FlingListError) -> Value
  ) -> ([Double], String) throws(UsageError) -> Value? {
    { numbers, text throws(UsageError) in
      do throws(FlingListError) {
        return try read(numbers)
      } catch {
        throw .invalidList(option: option.name, value: text, reason: error.reason)
      }
    }
  }

  /// A `--property` template, which must have `{value}` and no other braces.
  static func template(_ property: String) throws(UsageError) -> String {
    guard (try? CSSKeyframesWriter(template: property).validate(for: Double.self)) != nil else {
      throw .invalidValue(
        option: propertyOption.name, value: property,
        rule: "a declaration with {value} where the value goes, such as "
          + "'transform: translateY({value}px)', and no other braces")
    }
    return property
  }

  /// A `--decay` spec, or its error naming `--decay`.
  static func decaySpec(_ text: String) throws(UsageError) -> DecaySpec? {
    do {
      return try DecaySpec.parse(text)
    } catch {
      throw .springfit(.decaySpec(error))
    }
  }
}
