import ArgumentParsing
import SpringFormats
import SpringKit
import SpringScenarios

/// Everything `springfit outline` needs, validated: the menu, the spring of its motion, the
/// frame rate and a format.
///
/// `OutlineOptions()` holds the defaults, which equal `springfit outline` with no options:
/// Hokusai's menu (``MenuBounce``) showing on UIKit's spring.
struct OutlineOptions: ParsableCommandOptions, Sendable, Equatable {
  /// The output format.
  enum Format: String, Sendable, Equatable, CaseIterable {
    /// One JSON object with the parameters and a `frames` array.
    case json
    /// RFC 4180 CSV with the columns `time,position,bend_horizontal,bend_vertical`.
    case csv
    /// An animated SVG: the outline on screen, its `d` interpolated through every frame.
    case svg
  }

  /// The latest frame time, in seconds, for a motion that does not rest before: the limit
  /// of ``MenuBounce/showFrames(fps:limit:)``'s default.
  static let timeLimit = 10.0
  /// The largest `--fps`, so that the 10 s limit stays below 10 001 frames.
  static let maximumFPS = 1000.0
  /// The largest `--width`, `--height` and `--overhang`, in points: far beyond any screen,
  /// and small enough that no coordinate of the outline on screen can overflow.
  static let maximumSize = 1_000_000.0
  /// The largest `--buttons`: its height, 64·N + 32 points, stays below ``maximumSize``.
  static let maximumButtons = 10_000
  /// The longest `--hold`, in seconds: a minute keeps the SVG's 6-decimal keyTimes finer
  /// than a frame at 1000 fps.
  static let maximumHold = 60.0

  /// The menu's width, in points: the screen's width (`--width`); 375 by default.
  var width = MenuBounce().screenWidth
  /// The screen's height, in points: the menu hides just below it; 667, the scenario's.
  var screenHeight = MenuBounce().screenHeight
  /// The menu's height, in points (`--height`, or from `--buttons`); 224 by default.
  var height = MenuBounce().menuHeight
  /// The button count the height comes from, or `nil` when `--height` gave it.
  var buttons: Int? = MenuBounce().buttonCount
  /// Points of fill below the menu (`--overhang`); 100 by default.
  var overhang = MenuBounce().overhang
  /// Frames per second (`--fps`); 60 by default.
  var fps = 60.0
  /// Whether the menu falls back below the screen (`--dismiss`) instead of springing up.
  var dismiss = false
  /// The spring given on the command line, or `nil` for the menu's own UIKit spring.
  var spring: Spring?
  /// UIKit's initial velocity in distances per second: Hokusai's 0.6, or a uikit
  /// `--spring`'s `velocity=`.
  var normalizedVelocity = MenuBounce().initialSpringVelocity
  /// The output format (`--format`).
  var format = Format.json
  /// How the SVG plays: once, holding the rest frame (the default), or with `--loop`
  /// forever, holding the rest frame `--hold` seconds before each repeat.
  var playback = AnimatedOutlineSVG.Playback.once
  /// `--hold`'s default, in seconds: a beat to see the menu at rest before it springs again.
  static let defaultHold = 1.0

  // The options as given, which `validate()` resolves into the fields above.
  /// Whether a SPRING option is given.
  var springGiven = false
  /// `--spring` as typed.
  var springText: String?
  /// `--height`.
  var givenHeight: Double?
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
    rule: .atMost(maximumSize, zeroAllowed: false), default: "\(Int(Self().width))")
  static let heightOption = OptionSpec(
    "--height", value: "H",
    help: "The menu's height, in points; greater than 0, at most 1000000.",
    rule: .atMost(maximumSize, zeroAllowed: false), default: "from --buttons",
    remark: "Instead of --buttons.")
  static let buttonsOption = OptionSpec(
    "--buttons", value: "N",
    help: "The number of buttons, Cancel included; a whole number from 1 to "
      + "\(maximumButtons). The height is (N + 2)*16 + N*48 points.",
    rule: .wholeNumber(1...maximumButtons),
    default: "\(Self().buttons ?? 0) (\(Int(Self().height)) points)")
  static let overhangOption = OptionSpec(
    "--overhang", value: "P",
    help: "Points of fill below the menu, hidden under the screen's edge while it "
      + "overshoots; at least 0, at most 1000000.", rule: .atMost(maximumSize, zeroAllowed: true),
    default: "\(Int(Self().overhang))")
  static let fpsOption = OptionSpec(
    "--fps", value: "N", help: "Frames per second; greater than 0, at most \(Int(maximumFPS)).",
    rule: .atMost(maximumFPS, zeroAllowed: false), default: "\(Int(Self().fps))")
  static let dismissOption = OptionSpec(
    "--dismiss", .flag,
    help: "Render the menu falling back below the screen instead of springing up.")
  static let formatOption = OptionSpec(
    "--format", .choice(Format.allCases.map(\.rawValue)), value: "NAME",
    help: "json, csv or svg (see OUTPUT\u{A0}FORMATS).", default: Self().format.rawValue)
  static let loopOption = OptionSpec(
    "--loop", .flag,
    help: "SVG only: repeat the animation forever, holding the rest frame for --hold seconds "
      + "before each repeat. Without it the SVG plays once and stays at rest.")
  static let holdOption = OptionSpec(
    "--hold", value: "S",
    help: "With --loop: the seconds the rest frame stays before the motion repeats; at least "
      + "0, at most \(Int(maximumHold)).", rule: .atMost(maximumHold, zeroAllowed: true),
    default: "\(Int(defaultHold))")

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
      SpringOptions.binding(\.boundSpring), .given(SpringOptions.all, \.springGiven),
      .text(SpringOptions.spec, \.springText),
      .number(widthOption, \.width), .number(heightOption, \.givenHeight),
      .number(buttonsOption, \.buttons) { Int($0) }, .number(overhangOption, \.overhang),
      .number(fpsOption, \.fps), .flag(dismissOption, \.dismiss),
      .choice(formatOption, \.format), .flag(loopOption, \.playback, .loop(hold: defaultHold)),
      .number(holdOption, \.playback) { .loop(hold: $0) },
    ]
  }

  /// The field the SPRING binding sets: the given spring, or `Spring.smooth` for none.
  private var boundSpring: Spring {
    get { spring ?? .smooth }
    set { spring = newValue }
  }

  /// Takes the given spring and its UIKit velocity, sizes the menu from `--height` or
  /// `--buttons`, and checks UIKit's velocity against the height and `--loop` against the
  /// format.
  ///
  /// - Throws: ``SpringfitProblem/normalizedVelocityTooLarge(_:)`` when the velocity times
  ///   the height overflows, ``UsageError/optionDoesNotApply(option:reason:)`` for `--loop`
  ///   without SVG.
  mutating func validate() throws(UsageError) {
    if !springGiven { spring = nil }
    let given = springText.flatMap { try? SpringSpec.parse($0) }?.velocity
    normalizedVelocity = given?.value ?? normalizedVelocity
    if let givenHeight {
      (height, buttons) = (givenHeight, nil)
    } else if let buttons {
      height = MenuBounce.menuHeight(buttonCount: buttons)
    }
    // UIKit's velocity is a fraction of the distance per second; the product may overflow.
    let velocity = try? SpringVelocity.absolute(normalized: normalizedVelocity, distance: height)
    if !(velocity?.isFinite ?? false) {
      throw .springfit(.normalizedVelocityTooLarge(given?.text ?? "\(normalizedVelocity)"))
    }
    if case .loop = playback, format != .svg {
      throw .optionDoesNotApply(
        option: Self.loopOption.name, reason: "it repeats the animation of --format svg only")
    }
  }
}
