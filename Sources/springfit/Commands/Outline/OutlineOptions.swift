import ArgumentParsing
import SpringFormats
import SpringKit
import SpringScenarios

/// Everything `springfit outline` needs, validated: SpringFormats' ``MenuBounceExport``
/// (whose settings read as this value's own, `options.width`) and the options that set it.
///
/// `OutlineOptions()` holds the defaults, which equal `springfit outline` with no options:
/// Hokusai's menu (``MenuBounce``) showing on UIKit's spring.
struct OutlineOptions: ParsableCommandOptions, RequestOptions, Sendable, Equatable {
  /// The export the options ask for.
  var export = MenuBounceExport()

  // The options as given, which `validate()` resolves into `export`.
  /// Whether a SPRING option is given.
  var springGiven = false
  /// `--spring` parsed, for its `velocity=` (a UIKit-style velocity in menu heights per
  /// second) as typed.
  var springSpec: SpringSpec?
  /// `--height`.
  var givenHeight: Double?

  /// The request the settings belong to.
  static var requestPath: WritableKeyPath<Self, MenuBounceExport> { \.export }

}

// The command line of `springfit outline`.
extension OutlineOptions {
  static let exampleOption = OptionSpec(
    "--example", .choice([Scenario.menuBounce.name]), value: "NAME",
    help: "The scenario: menu-bounce, Hokusai's menu on UIKit's spring (duration 0.8 s, "
      + "damping 0.6; damping 1 with --dismiss). The default when no spring option is given.")
  static let widthOption = OptionSpec(
    "--width", value: "W",
    help: "The menu's width, the screen's, in points; greater than 0, at most 1000000.",
    rule: .atMost(MenuBounceExport.maximumSize, zeroAllowed: false), default: "\(Int(Self().width))"
  )
  static let heightOption = OptionSpec(
    "--height", value: "H",
    help: "The menu's height, in points; greater than 0, at most 1000000.",
    rule: .atMost(MenuBounceExport.maximumSize, zeroAllowed: false), default: "from --buttons",
    remark: "Instead of --buttons.")
  static let buttonsOption = OptionSpec(
    "--buttons", value: "N",
    help: "The number of buttons, Cancel included; a whole number from 1 to "
      + "\(MenuBounceExport.maximumButtons). The height is (N + 2)*16 + N*48 points.",
    rule: .wholeNumber(1...MenuBounceExport.maximumButtons),
    default: "\(Self().buttons ?? 0) (\(Int(Self().height)) points)")
  static let overhangOption = OptionSpec(
    "--overhang", value: "P",
    help: "Points of fill below the menu, hidden under the screen's edge while it "
      + "overshoots; at least 0, at most 1000000.",
    rule: .atMost(MenuBounceExport.maximumSize, zeroAllowed: true),
    default: "\(Int(Self().overhang))")
  static let fpsOption = OptionSpec(
    "--fps", value: "N",
    help: "Frames per second; greater than 0, at most \(Int(MenuBounceExport.maximumFPS)).",
    rule: .atMost(MenuBounceExport.maximumFPS, zeroAllowed: false), default: "\(Int(Self().fps))")
  static let dismissOption = OptionSpec(
    "--dismiss", .flag,
    help: "Render the menu falling back below the screen instead of springing up.")
  static let formatOption = OptionSpec(
    "--format", .choice(MenuBounceExport.Format.allCases.map(\.rawValue)), value: "NAME",
    help: "json, csv or svg (see OUTPUT\u{A0}FORMATS).", default: Self().format.rawValue)
  static let loopOption = OptionSpec(
    "--loop", .flag,
    help: "SVG only: repeat the animation forever, holding the rest frame for --hold seconds "
      + "before each repeat. Without it the SVG plays once and stays at rest.")
  static let holdOption = OptionSpec(
    "--hold", value: "S",
    help: "With --loop: the seconds the rest frame stays before the motion repeats; at least "
      + "0, at most \(Int(MenuBounceExport.maximumHold)).",
    rule: .atMost(MenuBounceExport.maximumHold, zeroAllowed: true),
    default: "\(Int(MenuBounceExport.defaultHold))")

  /// The help's option groups, in order.
  static let sections = [
    OptionSection(
      title: "SPRING (at most one form, or --example; default: --example menu-bounce)",
      options: [exampleOption] + SpringOptions.all),
    OptionSection(
      title: "MENU",
      options: [widthOption, heightOption, buttonsOption, overhangOption, dismissOption]),
    OptionSection(title: "OUTPUT", options: [fpsOption, formatOption, loopOption, holdOption]),
  ]

  /// `--example` stands instead of a spring.
  static let springAlternatives = [exampleOption]
  /// The options that exclude each other.
  static let exclusions = [[heightOption, buttonsOption]]
  /// `--hold` is the length of `--loop`'s pause.
  static let relations: [OptionRelation] = [.requires(holdOption, loopOption)]

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [
      // menu-bounce, the only scenario, is what the defaults draw.
      OptionBinding([exampleOption]) { _, _ in },
      SpringOptions.binding(\.boundSpring, spec: \.springSpec),
      .given(SpringOptions.all, \.springGiven),
      .number(widthOption, \.export.width), .number(heightOption, \.givenHeight),
      .number(buttonsOption, \.export.buttons) { Int($0) },
      .number(overhangOption, \.export.overhang), .number(fpsOption, \.export.fps),
      .flag(dismissOption, \.export.dismiss), .choice(formatOption, \.export.format),
      .flag(loopOption, \.export.playback, .loop(hold: MenuBounceExport.defaultHold)),
      .number(holdOption, \.export.playback) { .loop(hold: $0) },
    ]
  }

  /// The field the SPRING binding sets: the given spring, or `Spring.smooth` for none.
  private var boundSpring: Spring {
    get { export.spring ?? .smooth }
    set { export.spring = newValue }
  }

  /// Takes the given spring and its UIKit velocity, sizes the menu from `--height` or
  /// `--buttons`, and applies the export's rules (``MenuBounceExport/validate()``).
  ///
  /// - Throws: ``SpringfitProblem/normalizedVelocityTooLarge(_:)`` when the velocity times
  ///   the height overflows, ``UsageError/optionDoesNotApply(option:reason:)`` for `--loop`
  ///   without SVG.
  mutating func validate() throws(UsageError) {
    if !springGiven { export.spring = nil }
    let given = springSpec?.velocity
    export.normalizedVelocity = given?.value ?? export.normalizedVelocity
    if let givenHeight {
      (export.height, export.buttons) = (givenHeight, nil)
    } else if let buttons = export.buttons {
      export.height = MenuBounce.menuHeight(buttonCount: buttons)
    }
    do {
      try export.validate()
    } catch {
      switch error {
      case .velocityTooLarge(let velocity):
        throw .springfit(.normalizedVelocityTooLarge(given?.text ?? "\(velocity)"))
      case .loopWithoutSVG:
        throw .optionDoesNotApply(option: Self.loopOption.name, reason: error.description)
      case .outOfRange(let setting, let value, let limits):
        // The declared rules of --width, --height, --buttons, --overhang, --fps and --hold
        // refuse these first; the library's check stands behind them.
        throw .invalidValue(option: "--" + setting, value: "\(value)", rule: limits)
      case .failure(let message):
        throw .missingArgument(what: "a menu motion", reason: message)
      }
    }
  }
}
