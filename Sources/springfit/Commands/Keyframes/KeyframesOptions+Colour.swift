import ArgumentParsing
import NameSuggestions
import SpringFormats
import SpringKit

// `springfit keyframes --from COLOUR --to COLOUR`: the MOTION options that take a number or a
// CSS colour, `--space`, and the options a colour export refuses.

extension KeyframesOptions {
  /// The two colours and the space a colour export springs in.
  struct Colours: Sendable, Equatable {
    /// `--from`, as parsed.
    var from: CSSColour
    /// `--to`, as parsed.
    var to: CSSColour
    /// `--space`: Oklab by default.
    var space = ColourSpace.oklab
    /// `--to` as typed, for messages.
    var toText = ""
  }

  static let fromOption = OptionSpec(
    "--from", .list, value: "X|COLOUR",
    help: "Value at time 0, in value units, or a CSS colour (see COLOURS).", default: "0")
  static let toOption = OptionSpec(
    "--to", .list, value: "X|COLOUR",
    help: "Target value the spring pulls toward, or a CSS colour.",
    default: "1")
  static let spaceOption = OptionSpec(
    "--space", .choice(ColourSpace.allCases.map(\.rawValue)), value: "NAME",
    help: "Colours: the space the spring runs in; see COLOURS.", default: "oklab")

  /// The MOTION group of `keyframes`: `--from` and `--to` take colours too.
  static let motionGroup = OptionSection(
    title: "MOTION", options: [fromOption, toOption, MotionOptions.velocityOption, spaceOption])

  /// The spring, `--from`, `--to`, `--velocity` and `--space`: numbers as the MOTION group
  /// reads them, or two colours.
  static var motionBinding: OptionBinding<Self> {
    OptionBinding(
      SpringOptions.all + [fromOption, toOption, MotionOptions.velocityOption, spaceOption]
    ) {
      (result: inout Self, scanned: ScannedArguments) throws(UsageError) in
      try result.readMotion(scanned)
    }
  }

  /// An end as typed: a number, a colour, or `nil` when not given.
  private enum End {
    case number(Double, text: String)
    case colour(CSSColour, text: String)
  }

  /// Reads one end: a number when it reads as one, else a colour.
  private static func end(_ option: OptionSpec, _ scanned: ScannedArguments) throws(UsageError)
    -> End?
  {
    guard let text = scanned.text(option.name) else { return nil }
    if let number = DecimalNumber.parse(text) { return .number(number, text: text) }
    do {
      return .colour(try CSSColour(parsing: text), text: text)
    } catch {
      throw .invalidValue(
        option: option.name, value: text, rule: "a number or a CSS colour (\(error))")
    }
  }

  /// `--from`, `--to`, `--velocity`, `--space` and the spring.
  private mutating func readMotion(_ scanned: ScannedArguments) throws(UsageError) {
    let from = try Self.end(Self.fromOption, scanned)
    let to = try Self.end(Self.toOption, scanned)
    // The numbers, laid back as the MOTION group scans them; colours left out.
    var numeric = ScannedArguments()
    numeric.positionals = scanned.positionals
    for name in scanned.order {
      guard let value = scanned.values[name] else { continue }
      switch (name, from, to) {
      case (Self.fromOption.name, .number(let number, let text)?, _),
        (Self.toOption.name, _, .number(let number, let text)?):
        numeric.set(name, .number(number, text: text))
      case (Self.fromOption.name, _, _), (Self.toOption.name, _, _): continue
      default: numeric.set(name, value)
      }
    }
    try MotionOptions.binding(spring: \Self.spring, motion: \Self.motion).read(&self, numeric)
    let space: ColourSpace? = scanned.choice(Self.spaceOption)
    switch (from, to) {
    case (.colour(let start, _)?, .colour(let end, let endText)?):
      if scanned.contains(MotionOptions.velocityOption.name) {
        throw .optionDoesNotApply(
          option: MotionOptions.velocityOption.name,
          reason: "a colour spring starts at rest (velocity is per value unit)")
      }
      guard initialVelocity == 0 else {
        throw .invalidValue(
          option: SpringOptions.all.first?.name ?? "--spring",
          value: scanned.text(SpringOptions.all.first?.name ?? "--spring") ?? "",
          rule: "a spring without velocity=: a colour spring starts at rest")
      }
      colours = Colours(from: start, to: end, space: space ?? .oklab, toText: endText)
    case (.colour(_, let text)?, _):
      throw Self.mixed(colour: Self.fromOption, text: text, number: Self.toOption, scanned)
    case (_, .colour(_, let text)?):
      throw Self.mixed(colour: Self.toOption, text: text, number: Self.fromOption, scanned)
    default:
      if space != nil {
        throw .optionDoesNotApply(
          option: Self.spaceOption.name, reason: "it chooses the space of --from and --to colours")
      }
    }
  }

  /// The error for a colour at one end and a number (or nothing) at the other.
  private static func mixed(
    colour: OptionSpec, text: String, number: OptionSpec, _ scanned: ScannedArguments
  ) -> UsageError {
    .invalidValue(
      option: number.name, value: scanned.text(number.name) ?? "(not given)",
      rule: "a CSS colour, as \(colour.name) '\(text)' is: a spring goes from a colour to a colour")
  }

  /// With colours, refuses what a colour export cannot carry: formats other than css,
  /// web-animations, json and csv, evenly spaced keyframes, curved interpolation, `--end`,
  /// `--retarget` and `--reduced-motion`; and makes `background-color: {value}` the default
  /// template.
  mutating func readColourRules(_ scanned: ScannedArguments) throws(UsageError) {
    guard let colours else { return }
    let reason = "colour keyframes are planned for --tolerance (a ΔE_ok) and linear playback"
    switch format {
    case .css, .webAnimations, .json, .csv: break
    default:
      throw .optionDoesNotApply(
        option: "\(Self.formatOption.name) \(format.rawValue)",
        reason: "colours are written as css, web-animations, json or csv only")
    }
    if format == .webAnimations, colours.space != .oklab {
      // Measured in Chromium: element.animate() rounds rgb() keyframes to 8-bit channels
      // before it interpolates (CSS @keyframes keep them), up to ΔE_ok 0.004 on its own.
      throw .optionDoesNotApply(
        option: "\(Self.spaceOption.name) \(colours.space.rawValue)",
        reason: "--format web-animations writes rgb() keyframes, which Chromium's "
          + "element.animate() rounds to 8 bits, beyond the ΔE_ok; use --format css, or "
          + "--space oklab")
    }
    for option in [Self.countOption, Self.fpsOption, Self.endOption, Self.retargetOption]
    where scanned.contains(option.name) {
      throw .optionDoesNotApply(option: option.name, reason: reason)
    }
    if mode != .linear {
      throw .optionDoesNotApply(
        option: "\(Self.interpolationOption.name) \(mode.rawValue)", reason: reason)
    }
    if scanned.contains(Self.reducedMotionOption.name) {
      throw .optionDoesNotApply(
        option: Self.reducedMotionOption.name, reason: "it varies numeric motions only")
    }
    if scanned.text(Self.propertyOption.name) == nil { property = "background-color: {value}" }
  }
}
