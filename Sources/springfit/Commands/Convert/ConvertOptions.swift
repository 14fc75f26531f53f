import ArgumentParsing
import SpringFormats
import SpringKit

/// What `springfit convert` prints: a spring in every ecosystem's parameters, as text or
/// JSON.
///
/// The defaults are those of `springfit convert` with no options.
struct ConvertOptions: ParsableCommandOptions, Sendable, Equatable {
  /// The spring; SwiftUI's default `Spring.smooth` unless spring options are given.
  var spring: Spring = .smooth
  /// UIKit's initial velocity from a uikit `--spring` spec's `velocity=`, as a fraction of
  /// the distance per second; shown in the UIKit section.
  var uiKitVelocity: Double?
  /// The output format (`--format`).
  var format = SpringConversion.Format.text
}

// The command line of `springfit convert`.
extension ConvertOptions {
  static let formatOption = OptionSpec(
    "--format", .choice(SpringConversion.Format.allCases.map(\.rawValue)), value: "NAME",
    help: "text (an aligned table, one section per ecosystem), json (one object, described "
      + "above) or token (a design-token file with the spring as the token 'spring').",
    default: Self().format.rawValue)

  /// The help's option groups, in order.
  static let sections = [
    SpringOptions.group, OptionSection(title: "OUTPUT", options: [formatOption]),
  ]

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [
      SpringOptions.binding(\.spring, uiKitVelocity: \.uiKitVelocity),
      .choice(formatOption, \.format),
    ]
  }
}
