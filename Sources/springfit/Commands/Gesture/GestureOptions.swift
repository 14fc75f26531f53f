import ArgumentParsing
import SpringFormats
import SpringKit

/// Everything `springfit gesture` needs, validated: the trace, and SpringFormats'
/// ``GestureRequest`` (how its release velocity is estimated, the rubber band) read through
/// it (`options.axis` is `options.request.axis`), with the fling options it shares with
/// `springfit fling`.
///
/// `fling` holds `springfit fling`'s options (decay, bounds, snap points, spring, format,
/// output), read by its own bindings; its release (`from`, `velocity`) comes from the trace
/// when the command runs.
struct GestureOptions: ParsableCommandOptions, RequestOptions, Sendable, Equatable {
  /// Where the trace comes from.
  enum Input: Sendable, Equatable {
    /// A CSV file, or standard input for `-`.
    case file(String)
    /// A built-in trace (`--example`).
    case example(GestureExample)
  }

  /// Where the trace comes from; `-` (standard input) until parsed.
  var input = Input.file("-")
  /// The options shared with `springfit fling`; its release comes from the trace.
  var fling = FlingOptions(checksRelease: false)
  /// The gesture options but the fling's (`--velocity-strategy`, `--axis`, `--dimension`).
  private var gesture = GestureRequest()

  /// The request the options describe: the gesture's, with the fling's.
  var request: GestureRequest {
    var request = gesture
    request.fling = fling.request
    return request
  }

  /// The request the settings belong to.
  static var requestPath: WritableKeyPath<Self, GestureRequest> { \.gesture }
}

// The command line of `springfit gesture`.
extension GestureOptions {
  static let exampleOption = OptionSpec(
    "--example", .choice(GestureExample.allCases.map(\.rawValue)), value: "NAME",
    help: "A built-in trace instead of a file: "
      + GestureExample.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
      + ".")
  static let strategyOption = OptionSpec(
    "--velocity-strategy", .choice(VelocityStrategy.allCases.map(\.rawValue)), value: "NAME",
    help: "How the release velocity is estimated from the last samples (100 ms at most, up "
      + "to a 40 ms pause): lsq2 (Compose's and Flutter's least-squares parabola), impulse "
      + "(Compose's energy estimate) or robust (least squares that ignores a final nearly "
      + "stationary sample, as Chrome on Android sends before the pointer lifts). The text "
      + "report lists all three.", default: VelocityStrategy.robust.rawValue)
  static let axisOption = OptionSpec(
    "--axis", .choice(GestureAxis.allCases.map(\.rawValue)), value: "x|y",
    help: "A time,x,y trace: the axis the drag follows and the fling continues along (the "
      + "report also gives the pointer's velocity on both axes). Not for a time,position "
      + "trace.", default: "y (a sheet's)")
  static let dimensionOption = OptionSpec(
    "--dimension", value: "D",
    help: "With --bounds: the view's size along the drag, the most the rubber band shows past "
      + "a bound (UIScrollView's band, coefficient 0.55); positive.", rule: .positive,
    default: "800", feeds: ["dimension"])

  /// The fling options `springfit gesture` shares with `springfit fling` (all but the
  /// release, which the trace gives).
  static let flingOptions = [
    FlingOptions.decayOption, FlingOptions.boundsOption, FlingOptions.snapOption,
    FlingOptions.snapRuleOption,
  ]

  /// The help's option groups, in order.
  static let sections = [
    OptionSection(
      title: "GESTURE (one of TRACE.csv, -, --example)",
      options: [exampleOption, strategyOption, axisOption, dimensionOption]),
    OptionSection(title: "FLING (as 'springfit fling')", options: flingOptions),
    SpringOptions.group,
    OptionSection(
      title: "OUTPUT",
      options: [
        FlingOptions.formatOption, FlingOptions.fpsOption, FlingOptions.toleranceOption,
        FlingOptions.propertyOption, FlingOptions.documentOption, FlingOptions.outputOption,
      ]),
  ]

  /// The synopsis after `springfit gesture`.
  static let synopsis: [SynopsisItem] = [.literal("[TRACE.csv|-]")] + derivedSynopsis

  /// The rules between the options: one trace.
  static let relations: [OptionRelation] = [
    .oneSource(
      [exampleOption], what: "trace",
      reason: "give a TRACE.csv, - for standard input, or --example"),
    .requires(dimensionOption, FlingOptions.boundsOption),
  ]

  /// Each option bound to its field, in the order the values are read: the trace and its
  /// options, then `springfit fling`'s (whose release options this command does not take).
  static var bindings: [OptionBinding<Self>] {
    [
      .argument(\.input) { .file($0) },
      .choice(exampleOption, \.input) { GestureExample(rawValue: $0).map(Input.example) },
      .choice(strategyOption, \.strategy), .choice(axisOption, \.axis),
      .number(dimensionOption, \.dimension), .group(\.fling),
    ]
  }

  /// The input file the options read, none for `--example`: what an output must not be.
  var inputPaths: [String] {
    if case .file(let path) = input { return [path] }
    return []
  }
}
