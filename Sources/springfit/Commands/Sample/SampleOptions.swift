import ArgumentParsing
import SpringFormats
import SpringKit

/// Everything `springfit sample` needs: SpringFormats' ``MotionSampling`` itself, each field
/// bound to its option.
///
/// `SampleOptions()` holds the defaults, which equal `springfit sample` with no options.
typealias SampleOptions = MotionSampling

extension MotionSampling: ParsableCommandOptions {
  /// `--from`, `--to` and `--velocity` as the MOTION group binds them.
  var motion: MotionOptions {
    get { MotionOptions(from: from, to: to, initialVelocity: initialVelocity) }
    set { (from, to, initialVelocity) = (newValue.from, newValue.to, newValue.initialVelocity) }
  }
}

// The command line of `springfit sample`.
extension SampleOptions {
  static let fpsOption = OptionSpec(
    "--fps", value: "N", help: "Samples per second: the step is 1/N seconds; positive.",
    rule: .positiveRate, default: "\(Int(1 / Self().step))", feeds: ["step"])
  static let stepOption = OptionSpec(
    "--step", value: "S", help: "Time between samples, in seconds; positive.",
    rule: .positive, remark: "Instead of --fps.", feeds: ["step"])
  static let endOption = OptionSpec(
    "--end", value: "T", help: "Sample up to T seconds; at least 0.", rule: .nonNegative,
    remark: "Instead of --until-rest.")
  static let untilRestOption = OptionSpec(
    "--until-rest", .flag,
    help: "Sample up to the spring's exact settling duration: the last time |x - to| >= eps, "
      + "with eps = 0.001*|to - from|, or 0.001 when to = from (0.1% of the travel, in "
      + "any units). The default when --end is not given. An undamped spring never settles: "
      + "pass --end instead.")
  static let integratorOption = OptionSpec(
    "--integrator", .choice(Integrator.allCases.map(\.rawValue)), value: "NAME",
    help: "How the motion is computed: exact (the closed form at every sample time, "
      + "no integration error), rk4 (Runge-Kutta, error ~h^4), verlet (velocity Verlet, "
      + "~h^2) or euler (semi-implicit Euler, ~h).", default: Self().integrator.rawValue)
  static let formatOption = OptionSpec(
    "--format", .choice(Format.allCases.map(\.rawValue)), value: "NAME",
    help: "csv (columns time,position,velocity) or json (one object with the keys from, "
      + "initialVelocity, integrator, samples, spring, step, to).", default: Self().format.rawValue)

  /// The help's option groups, in order.
  static let sections = [
    SpringOptions.group, MotionOptions.group,
    OptionSection(
      title: "TIME", options: [fpsOption, stepOption, endOption, untilRestOption]),
    OptionSection(title: "OUTPUT", options: [integratorOption, formatOption]),
  ]

  /// The options that exclude each other.
  static let exclusions = [[fpsOption, stepOption], [endOption, untilRestOption]]

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [
      MotionOptions.binding(spring: \.spring, motion: \.motion),
      .number(fpsOption, \.step) { 1 / $0 }, .number(stepOption, \.step),
      .choice(integratorOption, \.integrator), .number(endOption, \.end) { .time($0) },
      .flag(untilRestOption, \.end, .untilRest),
      .choice(formatOption, \.format),
    ]
  }
}
