import ArgumentParsing
import SpringFormats
import SpringKit

// `springfit keyframes --from COLOUR --to COLOUR`: the MOTION options that take a number or a
// CSS colour, and `--space`; SpringFormats' `KeyframeEnd` reads them.

extension KeyframesOptions {
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

  /// Reads `--from` or `--to`: a number or a colour.
  static func end(_ text: String, _ setting: KeyframeExportError.Setting) throws(UsageError)
    -> KeyframeEnd
  {
    do {
      return try KeyframeEnd(parsing: text, setting: setting)
    } catch {
      throw usageError(error)
    }
  }

  /// Resolves `--from`, `--to` and `--velocity` into numbers, or two colours.
  ///
  /// A uikit spec's `velocity=` (a fraction of the distance per second) sets the initial
  /// velocity instead of `--velocity`. A colour spring starts at rest.
  mutating func validateMotion() throws(UsageError) {
    (export.from, export.to) = (fromEnd?.number ?? export.from, toEnd?.number ?? export.to)
    guard (export.to - export.from).isFinite else {
      throw .springfit(
        .valuesTooFarApart(
          from: fromEnd?.text ?? "\(export.from)", to: toEnd?.text ?? "\(export.to)"))
    }
    export.initialVelocity = givenVelocity ?? 0
    if let spec = springSpec, spec.velocity != nil {
      export.initialVelocity = try MotionOptions.velocity(
        of: spec, velocityGiven: givenVelocity != nil, distance: export.to - export.from)
    }
    do {
      export.colours = try KeyframeExport.Colours.between(fromEnd, toEnd, space: space)
    } catch {
      throw Self.usageError(error)
    }
    guard export.colours != nil else { return }
    try UsageError.refuse(
      MotionOptions.velocityOption, if: givenVelocity != nil,
      because: "a colour spring starts at rest (velocity is per value unit)")
    guard export.initialVelocity == 0 else {
      throw .invalidValue(
        option: SpringOptions.spec.name, value: springText ?? "",
        rule: "a spring without velocity=: a colour spring starts at rest")
    }
  }
}
