import SpringKit

/// Everything `springfit sample` needs, validated: a spring, a motion, a time grid, an
/// integrator and a format.
///
/// `SampleOptions()` holds the defaults, which equal `springfit sample` with no options.
struct SampleOptions: Sendable, Equatable {
  /// When sampling stops.
  enum End: Sendable, Equatable {
    /// At the first grid time at or just after this many seconds.
    case time(Double)
    /// At the first grid time at or just after the settling duration (`--until-rest`).
    case untilRest
  }

  /// The output format.
  enum Format: String, Sendable, Equatable, CaseIterable {
    /// RFC 4180 CSV with the columns `time,position,velocity`.
    case csv
    /// One JSON object with the parameters and a `samples` array.
    case json
  }

  /// More samples than this is a usage error, so a typo cannot fill a disk.
  static let maximumSampleCount = 10_000_000

  /// The spring; SwiftUI's default `Spring.smooth` unless spring options are given.
  var spring: Spring = .smooth
  /// The value at time 0 (`--from`).
  var from = 0.0
  /// The target the spring pulls toward (`--to`).
  var to = 1.0
  /// The velocity at time 0 in units per second (`--velocity`, or a uikit `--spring`'s
  /// `velocity=` times `to − from`).
  var initialVelocity = 0.0
  /// The time between samples h in seconds (`--step`, or 1/`--fps`).
  var step = 1.0 / 60
  /// When sampling stops (`--end` or `--until-rest`).
  var end = End.untilRest
  /// How the state advances from one sample to the next (`--integrator`).
  var integrator = Integrator.exact
  /// The output format (`--format`).
  var format = Format.csv

  /// The ε of `--until-rest`: 0.001·|to − from|, or 0.001 when `to == from`, so a motion
  /// counts as settled within 0.1 % of its travel whatever its units.
  var restEpsilon: Double { Spring.travelEpsilon(fromValue: from, toValue: to) }
}

// The command line of `springfit sample`.
extension SampleOptions {
  /// `--from X`.
  static let fromOption = OptionSpec(
    name: "--from", kind: .number, valueName: "X",
    help: "Value at time 0, in value units. Default: 0.")
  /// `--to X`.
  static let toOption = OptionSpec(
    name: "--to", kind: .number, valueName: "X",
    help: "Target value the spring pulls toward, in value units. Default: 1.")
  /// `--velocity V`.
  static let velocityOption = OptionSpec(
    name: "--velocity", kind: .number, valueName: "V",
    help: "Velocity at time 0, in value units per second. Default: 0, or V*(to - from) "
      + "for a uikit --spring with velocity=V (then --velocity cannot be given).")
  /// `--fps N`.
  static let fpsOption = OptionSpec(
    name: "--fps", kind: .number, valueName: "N",
    help: "Samples per second: the step is 1/N seconds; positive. Default: 60.")
  /// `--step S`.
  static let stepOption = OptionSpec(
    name: "--step", kind: .number, valueName: "S",
    help: "Time between samples, in seconds; positive. Instead of --fps.")
  /// `--end T`.
  static let endOption = OptionSpec(
    name: "--end", kind: .number, valueName: "T",
    help: "Sample up to T seconds; at least 0. Instead of --until-rest.")
  /// `--until-rest`.
  static let untilRestOption = OptionSpec(
    name: "--until-rest", kind: .flag, valueName: "",
    help: "Sample up to the spring's exact settling duration: the last time |x - to| >= eps, "
      + "with eps = 0.001*|to - from|, or 0.001 when to = from (0.1% of the travel, in "
      + "any units). The default when --end is not given. An undamped spring never settles: "
      + "pass --end instead.")
  /// `--integrator NAME`.
  static let integratorOption = OptionSpec(
    name: "--integrator", kind: .choice(Integrator.allCases.map(\.rawValue)),
    valueName: "NAME",
    help: "How the motion is computed: exact (the closed form at every sample time, "
      + "no integration error), rk4 (Runge-Kutta, error ~h^4), verlet (velocity Verlet, "
      + "~h^2) or euler (semi-implicit Euler, ~h). Default: exact.")
  /// `--format NAME`.
  static let formatOption = OptionSpec(
    name: "--format", kind: .choice(Format.allCases.map(\.rawValue)), valueName: "NAME",
    help: "csv (columns time,position,velocity) or json (one object with the keys from, "
      + "initialVelocity, integrator, samples, spring, step, to). Default: csv.")

  /// The help's option groups, in order.
  static let sections = [
    OptionSection(
      title: "SPRING (at most one form; default: SwiftUI's .smooth, duration 0.5 bounce 0)",
      options: SpringOptions.all),
    OptionSection(title: "MOTION", options: [fromOption, toOption, velocityOption]),
    OptionSection(
      title: "TIME", options: [fpsOption, stepOption, endOption, untilRestOption]),
    OptionSection(title: "OUTPUT", options: [integratorOption, formatOption]),
  ]

  /// Every option `sample` accepts.
  static let options = sections.flatMap(\.options)

  /// The synopsis after `springfit sample`, in pieces that wrap as units.
  static let synopsis =
    SpringOptions.synopsis + [
      "[--from X]", "[--to X]", "[--velocity V]",
      "[--fps N | --step S]", "[--end T | --until-rest]",
      "[--integrator exact|rk4|verlet|euler]", "[--format csv|json]",
    ]

  /// Parses the arguments after `springfit sample`.
  ///
  /// - Parameter arguments: The tokens after `sample`.
  /// - Returns: ``Command/help(_:)`` for `-h`/`--help`, else ``Command/sample(_:)``.
  /// - Throws: ``UsageError`` for the first problem: malformed options in argument order,
  ///   then positional arguments, conflicting and incomplete options, and values that
  ///   break their rules.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard case .arguments(let scanned) = try OptionScanner.scan(arguments, options: options)
    else { return .help(.sample) }
    if let extra = scanned.positionals.first { throw .unexpectedArgument(extra) }
    try scanned.requireAtMostOne(of: fpsOption.name, stepOption.name)
    try scanned.requireAtMostOne(of: endOption.name, untilRestOption.name)

    var result = SampleOptions()
    let (spring, spec) = try SpringOptions.spring(from: scanned)
    result.spring = spring
    let motion = try MotionOptions(scanned, uiKitVelocity: spec?.velocity)
    (result.from, result.to, result.initialVelocity) =
      (motion.from, motion.to, motion.initialVelocity)

    if let (fps, text) = scanned.number(fpsOption.name) {
      // 1/N must be a valid step too: a subnormal N would make it infinite.
      guard fps.isFinite, fps > 0, (1 / fps).isFinite else {
        throw .invalidValue(
          option: fpsOption.name, value: text, rule: "finite and greater than 0, with 1/N finite")
      }
      result.step = 1 / fps
    } else if let (step, _) = scanned.number(stepOption.name) {
      result.step = step
    }
    if let choice = scanned.choice(integratorOption.name),
      let integrator = Integrator(rawValue: choice)
    {
      result.integrator = integrator
    }
    do {
      // SpringKit owns the rule for a step; ask it rather than restate it.
      _ = try SpringStepper(spring: result.spring, step: result.step, integrator: result.integrator)
    } catch {
      let stepName = scanned.contains(fpsOption.name) ? fpsOption.name : stepOption.name
      throw SpringOptions.usageError(for: error, in: scanned, options: ["step": stepName])
    }

    if let (end, text) = scanned.number(endOption.name) {
      guard end.isFinite, end >= 0 else {
        throw .invalidValue(
          option: endOption.name, value: text, rule: SpringError.Rule.nonNegative.rawValue)
      }
      result.end = .time(end)
    }
    if let choice = scanned.choice(formatOption.name), let format = Format(rawValue: choice) {
      result.format = format
    }
    return .sample(result)
  }
}
