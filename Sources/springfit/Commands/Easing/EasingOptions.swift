import ArgumentParsing
import SpringFormats
import SpringKit

/// Everything `springfit easing` needs: SpringFormats' ``EasingExport`` itself, each field
/// bound to its option.
///
/// `EasingOptions()` holds the defaults, which equal `springfit easing` with no options.
typealias EasingOptions = EasingExport

extension EasingExport: ParsableCommandOptions {}

// The command line of `springfit easing`.
extension EasingOptions {
  // `--duration` names a spring parameter (with --bounce), so the span is `--end`, as for
  // `keyframes`.
  static let endOption = OptionSpec(
    "--end", value: "T",
    help: "The duration the curve spans, in seconds; greater than 0, at most "
      + "\(Int(CubicBezierEasing.maximumDuration)) (the milliseconds fit Compose's 32-bit "
      + "durationMillis).",
    rule: .atMost(CubicBezierEasing.maximumDuration, zeroAllowed: false),
    default: "the settling duration to 0.1% of the travel",
    remark: "Required for an undamped spring.", feeds: ["duration"])
  static let formatOption = OptionSpec(
    "--format", .choice(CubicBezierEasingWriter.Format.allCases.map(\.rawValue)),
    value: "NAME",
    help: "text (the curve and its error, then every snippet), css, swift (Core Animation and "
      + "SwiftUI), android (PathInterpolator), compose (CubicBezierEasing) or json.",
    default: Self().format.rawValue)

  /// The help's option groups, in order.
  static let sections = [
    SpringOptions.group,
    OptionSection(title: "EASING", options: [endOption, formatOption]),
  ]

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [SpringOptions.binding(\.spring), .number(endOption, \.end), .choice(formatOption, \.format)]
  }
}
