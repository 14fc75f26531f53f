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

  /// An end as typed: a number or a colour.
  enum End: Sendable, Equatable {
    /// A number, in value units.
    case number(Double, text: String)
    /// A CSS colour.
    case colour(CSSColour, text: String)

    /// Reads one end: a number when it reads as one (finite, as MOTION's), else a colour.
    init(_ text: String, _ option: OptionSpec) throws(UsageError) {
      if let number = DecimalNumber.parse(text) {
        guard number.isFinite else {
          throw .invalidValue(option: option.name, value: text, rule: OptionRule.finite.text)
        }
        self = .number(number, text: text)
        return
      }
      do {
        self = .colour(try CSSColour(parsing: text), text: text)
      } catch {
        throw .invalidValue(
          option: option.name, value: text, rule: "a number or a CSS colour (\(error))")
      }
    }

    /// The number, if the end is one.
    var number: Double? {
      guard case .number(let number, _) = self else { return nil }
      return number
    }

    /// The end as typed.
    var text: String {
      switch self {
      case .number(_, let text), .colour(_, let text): text
      }
    }
  }

  /// `--from`, `--to` and `--velocity` as numbers; a uikit spec's `velocity=` (a fraction of
  /// the distance per second) sets the initial velocity instead of `--velocity`.
  mutating func validateMotion() throws(UsageError) {
    (from, to) = (fromEnd?.number ?? from, toEnd?.number ?? to)
    guard (to - from).isFinite else {
      throw .springfit(
        .valuesTooFarApart(from: fromEnd?.text ?? "\(from)", to: toEnd?.text ?? "\(to)"))
    }
    initialVelocity = givenVelocity ?? 0
    if let spec = springText.flatMap({ try? SpringSpec.parse($0) }), spec.velocity != nil {
      initialVelocity = try MotionOptions.velocity(
        of: spec, velocityGiven: givenVelocity != nil, distance: to - from)
    }
    try validateEnds()
  }

  /// Two colours, or none: a colour springs from rest to a colour, in `--space`.
  private mutating func validateEnds() throws(UsageError) {
    switch (fromEnd, toEnd) {
    case (.colour(let start, _)?, .colour(let end, let endText)?):
      colours = Colours(from: start, to: end, space: space ?? .oklab, toText: endText)
    case (.colour(_, let text)?, let other), (let other, .colour(_, let text)?):
      // `other` is the end that is not a colour: `--to` when `--from` is the colour.
      let (colour, number) =
        other == toEnd ? (Self.fromOption, Self.toOption) : (Self.toOption, Self.fromOption)
      throw .invalidValue(
        option: number.name, value: other?.text ?? "(not given)",
        rule:
          "a CSS colour, as \(colour.name) '\(text)' is: a spring goes from a colour to a colour")
    default:
      if space != nil {
        throw Self.notApplying(Self.spaceOption, "it chooses the space of --from and --to colours")
      }
      return
    }
    if givenVelocity != nil {
      throw Self.notApplying(
        MotionOptions.velocityOption, "a colour spring starts at rest (velocity is per value unit)")
    }
    guard initialVelocity == 0 else {
      throw .invalidValue(
        option: SpringOptions.spec.name, value: springText ?? "",
        rule: "a spring without velocity=: a colour spring starts at rest")
    }
  }

  /// With colours, refuses what a colour export cannot carry: formats other than css,
  /// web-animations, json and csv, evenly spaced keyframes, curved interpolation, `--end`,
  /// `--retarget` and `--reduced-motion`; and makes `background-color: {value}` the default
  /// template.
  mutating func validateColours() throws(UsageError) {
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
    let given: [(OptionSpec, Bool)] = [
      (Self.countOption, count != nil), (Self.fpsOption, fps != nil),
      (Self.endOption, end != nil), (Self.retargetOption, retargetText != nil),
    ]
    if let (option, _) = given.first(where: \.1) { throw Self.notApplying(option, reason) }
    if mode != .linear {
      throw .optionDoesNotApply(
        option: "\(Self.interpolationOption.name) \(mode.rawValue)", reason: reason)
    }
    if reducedMotionName != nil {
      throw Self.notApplying(Self.reducedMotionOption, "it varies numeric motions only")
    }
    if givenProperty == nil { property = "background-color: {value}" }
  }
}
