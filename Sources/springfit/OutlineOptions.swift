import SpringFormats
import SpringKit

/// Everything `springfit outline` needs, validated: the menu, the spring of its motion, the
/// frame rate and a format.
///
/// `OutlineOptions()` holds the defaults, which equal `springfit outline` with no options:
/// Hokusai's menu (``MenuBounce``) showing on UIKit's spring.
struct OutlineOptions: Sendable, Equatable {
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
}

// The command line of `springfit outline`.
extension OutlineOptions {
  /// `--example NAME`.
  static let exampleOption = OptionSpec(
    name: "--example", kind: .choice([Scenario.menuBounce.name]), valueName: "NAME",
    help: "The scenario: menu-bounce, Hokusai's menu on UIKit's spring (duration 0.8 s, "
      + "damping 0.6; damping 1 with --dismiss). The default when no spring option is given.")
  /// `--width W`.
  static let widthOption = OptionSpec(
    name: "--width", kind: .number, valueName: "W",
    help: "The menu's width, the screen's, in points; greater than 0, at most 1000000. "
      + "Default: 375.")
  /// `--height H`.
  static let heightOption = OptionSpec(
    name: "--height", kind: .number, valueName: "H",
    help: "The menu's height, in points; greater than 0, at most 1000000. Default: from "
      + "--buttons. Instead of --buttons.")
  /// `--buttons N`.
  static let buttonsOption = OptionSpec(
    name: "--buttons", kind: .number, valueName: "N",
    help: "The number of buttons, Cancel included; a whole number from 1 to "
      + "\(maximumButtons). The height is (N + 2)*16 + N*48 points. Default: 3 (224 points).")
  /// `--overhang P`.
  static let overhangOption = OptionSpec(
    name: "--overhang", kind: .number, valueName: "P",
    help: "Points of fill below the menu, hidden under the screen's edge while it "
      + "overshoots; at least 0, at most 1000000. Default: 100.")
  /// `--fps N`.
  static let fpsOption = OptionSpec(
    name: "--fps", kind: .number, valueName: "N",
    help: "Frames per second; greater than 0, at most \(Int(maximumFPS)). Default: 60.")
  /// `--dismiss`.
  static let dismissOption = OptionSpec(
    name: "--dismiss", kind: .flag, valueName: "",
    help: "Render the menu falling back below the screen instead of springing up.")
  /// `--format NAME`.
  static let formatOption = OptionSpec(
    name: "--format", kind: .choice(Format.allCases.map(\.rawValue)), valueName: "NAME",
    help: "json, csv or svg (see OUTPUT\u{A0}FORMATS). Default: json.")

  /// The help's option groups, in order.
  static let sections = [
    OptionSection(
      title: "SPRING (at most one form, or --example; default: --example menu-bounce)",
      options: [exampleOption] + SpringOptions.all),
    OptionSection(
      title: "MENU",
      options: [widthOption, heightOption, buttonsOption, overhangOption, dismissOption]),
    OptionSection(title: "OUTPUT", options: [fpsOption, formatOption]),
  ]

  /// Every option `outline` accepts.
  static let options = sections.flatMap(\.options)

  /// The synopsis after `springfit outline`, in pieces that wrap as units.
  static let synopsis: [String] = {
    // `--example` joins the spring forms' bracket as their first alternative.
    var spring = SpringOptions.synopsis
    if let first = spring.first, first.hasPrefix("[") { spring[0] = String(first.dropFirst()) }
    return ["[--example menu-bounce |"] + spring + [
      "[--width W]", "[--height H | --buttons N]", "[--overhang P]", "[--dismiss]",
      "[--fps N]", "[--format json|csv|svg]",
    ]
  }()

  /// Parses the arguments after `springfit outline`.
  ///
  /// - Parameter arguments: The tokens after `outline`.
  /// - Returns: ``Command/help(_:)`` for `-h`/`--help`, else ``Command/outline(_:)``.
  /// - Throws: ``UsageError`` for the first problem: malformed options in argument order,
  ///   then positional arguments, conflicting and incomplete options, and values that
  ///   break their rules.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard case .arguments(let scanned) = try OptionScanner.scan(arguments, options: options)
    else { return .help(.outline) }
    if let extra = scanned.positionals.first { throw .unexpectedArgument(extra) }
    try scanned.requireAtMostOne(of: heightOption.name, buttonsOption.name)
    let isSpringOption = { (name: String) in SpringOptions.all.contains { $0.name == name } }
    if let example = scanned.order.firstIndex(of: exampleOption.name),
      let spring = scanned.order.firstIndex(where: isSpringOption)
    {
      let (first, second) = (min(example, spring), max(example, spring))
      throw .conflictingOptions(scanned.order[first], scanned.order[second])
    }

    var result = OutlineOptions()
    let (spring, spec) = try SpringOptions.spring(from: scanned)
    if scanned.order.contains(where: isSpringOption) {
      result.spring = spring
      if let velocity = spec?.velocity { result.normalizedVelocity = velocity.value }
    }
    if let (width, text) = scanned.number(widthOption.name) {
      result.width = try positive(width, text: text, option: widthOption)
    }
    if let (height, text) = scanned.number(heightOption.name) {
      result.height = try positive(height, text: text, option: heightOption)
      result.buttons = nil
    }
    if let (buttons, text) = scanned.number(buttonsOption.name) {
      guard buttons >= 1, buttons <= Double(maximumButtons), buttons.rounded() == buttons
      else {
        throw .invalidValue(
          option: buttonsOption.name, value: text,
          rule: "a whole number from 1 to \(maximumButtons)")
      }
      result.buttons = Int(buttons)
      result.height = MenuBounce.menuHeight(buttonCount: Int(buttons))
    }
    if let (overhang, text) = scanned.number(overhangOption.name) {
      guard overhang >= 0, overhang <= maximumSize else {
        throw .invalidValue(
          option: overhangOption.name, value: text, rule: "at least 0 and at most 1000000")
      }
      result.overhang = overhang
    }
    if let (fps, text) = scanned.number(fpsOption.name) {
      guard fps.isFinite, fps > 0, fps <= maximumFPS else {
        throw .invalidValue(
          option: fpsOption.name, value: text,
          rule: "greater than 0 and at most \(Int(maximumFPS))")
      }
      result.fps = fps
    }
    result.dismiss = scanned.contains(dismissOption.name)
    // UIKit's velocity is a fraction of the distance per second; the product may overflow.
    let velocity = try? SpringVelocity.absolute(
      normalized: result.normalizedVelocity, distance: result.height)
    if !(velocity?.isFinite ?? false) {
      throw .normalizedVelocityTooLarge(spec?.velocity?.text ?? "\(result.normalizedVelocity)")
    }
    if let choice = scanned.choice(formatOption.name), let format = Format(rawValue: choice) {
      result.format = format
    }
    return .outline(result)
  }

  /// A size that must be greater than 0 and at most ``maximumSize`` (so finite, not NaN).
  private static func positive(
    _ value: Double, text: String, option: OptionSpec
  ) throws(UsageError) -> Double {
    guard value > 0, value <= maximumSize else {
      throw .invalidValue(
        option: option.name, value: text, rule: "greater than 0 and at most 1000000")
    }
    return value
  }
}
