import ArgumentParsing
import SpringFormats
import SpringKit

/// Everything `springfit preview` needs, validated: a fit's input (as `springfit fit` takes
/// it) or a spring (as `springfit keyframes` takes it), the page's tolerance, key path and
/// title, and the output file.
struct PreviewOptions: ParsableCommandOptions, Sendable, Equatable {
  /// What the page shows.
  enum Subject: Sendable, Equatable {
    /// Keyframes (or samples) and the spring fitted to them; the options `fit` parsed.
    case fit(FitCommandOptions)
    /// A spring beside its exported keyframes.
    case spring(SpringMotion)
  }

  /// A spring, its motion and how its keyframes are exported.
  struct SpringMotion: OptionGroup, Sendable, Equatable {
    /// The spring (`--spring`).
    var spring: Spring = .smooth
    /// `--from`, `--to` and `--velocity`.
    var motion = MotionOptions()
    /// A uikit spec's normalised velocity, for the equivalents.
    var uiKitVelocity: Double?
    /// The interpolation the exported keyframes are for (`--interpolation`).
    var interpolation = KeyframeInterpolation.linear
    /// The keyframes' duration (`--end`), or `nil` for the settling duration.
    var end: Double?

    /// Each option bound to its field, as `springfit keyframes` binds it.
    static var bindings: [OptionBinding<Self>] {
      [
        MotionOptions.binding(spring: \.spring, motion: \.motion, uiKitVelocity: \.uiKitVelocity),
        .choice(interpolationOption, \.interpolation), .number(KeyframesOptions.endOption, \.end),
      ]
    }
  }

  /// What the page shows.
  var subject = Subject.spring(SpringMotion(spring: .smooth))
  /// The largest distance of each shape from its curve (`--tolerance`), or `nil` for
  /// 0.001·|to − from|.
  var tolerance: Double?
  /// The key path or CSS property that picks the motion (`--key-path`), or `nil` for the
  /// input's own.
  var keyPath: String?
  /// The page's title (`--title`), or `nil` for one that names the input.
  var title: String?
  /// The HTML file (`--output`), or `nil` for standard output.
  var output: String?
  /// Whether `--output -` asks for standard output explicitly, even when it is a terminal.
  var outputDashGiven = false
  /// The key path when neither `--key-path` nor the input names one.
  static let defaultKeyPath = FitInput.defaultKeyPath
}

// The command line of `springfit preview`.
extension PreviewOptions {
  static let interpolationOption = OptionSpec(
    "--interpolation",
    .choice(
      KeyframeInterpolation.allCases.filter {
        $0 != .bezier && $0 != .bezierWithinUnitInterval
      }.map(\.rawValue)), value: "NAME",
    help: "With --spring: the interpolation the exported keyframes are for, as 'springfit "
      + "keyframes --interpolation': linear (played as written by @keyframes), cubic or catmull-rom "
      + "(which CSS cannot draw: played as dense straight-line stops within a tenth of the "
      + "tolerance of the keyframe curve).",
    default: SpringMotion(spring: .smooth).interpolation.rawValue)
  static let keyPathOption = OptionSpec(
    "--key-path", .text, value: "PATH",
    help: "The animated key path or CSS property, which picks how the shapes move: one with "
      + "'rotat' in it rotates them (the value in radians), one with 'scale' scales them, "
      + "anything else moves them (along x for a last component x or left, along y "
      + "otherwise).",
    default: "the JSON file's keyPath, the example's (scale-pop and shine-circle "
      + "transform.scale, menu-bounce position.y, donut-sweep strokeEnd, counter none), "
      + "otherwise \(defaultKeyPath)")
  static let titleOption = OptionSpec(
    "--title", .text, value: "TEXT", help: "The page's title.",
    default: "one that names the input")
  static let outputOption = OptionSpec.output(writing: "the page")

  /// The fit's input options, as `springfit fit` declares them (all but `--batch`).
  static let inputGroup = OptionSection(
    title: "FIT INPUT (one of KEYFRAMES_FILE, -, --values, --example; as 'springfit fit')",
    options: [
      FitCommandOptions.valuesOption, FitCommandOptions.keyTimesOption,
      FitCommandOptions.durationOption, FitCommandOptions.modeOption,
      FitCommandOptions.timingFunctionsOption, FitCommandOptions.columnOption,
      FitCommandOptions.exampleOption,
    ])
  /// The spring and its export, as `springfit keyframes` declares them.
  static let springGroup = OptionSection(
    title: "SPRING (instead of a fit input; as 'springfit keyframes')",
    options: [SpringOptions.spec] + springOnly)

  /// The help's option groups, in order.
  static let sections = [
    inputGroup, FitCommandOptions.lottieGroup, FitCommandOptions.fitGroup, springGroup,
    OptionSection(
      title: "PAGE",
      options: [KeyframesOptions.toleranceOption, keyPathOption, titleOption, outputOption]),
  ]

  /// The synopsis after `springfit preview`: the file, then the options in help order, with
  /// `--spring SPEC` as the one SPRING form the command takes.
  static let synopsis: [SynopsisItem] =
    [.literal("[KEYFRAMES_FILE|-]")]
    + derivedSynopsis.map { $0 == .springForms(after: []) ? .optional(SpringOptions.spec) : $0 }

  /// The options that only a spring takes.
  static let springOnly =
    MotionOptions.group.options + [interpolationOption, KeyframesOptions.endOption]

  /// The rules between the options, in the order they are checked; `fit`'s own follow
  /// when a fit input is given.
  static let relations: [OptionRelation] =
    [
      .oneSource(
        [FitCommandOptions.valuesOption, FitCommandOptions.exampleOption, SpringOptions.spec],
        what: "input",
        reason: "give a KEYFRAMES_FILE, - for standard input, --values, --example or --spring")
    ]
    + (inputGroup.options + FitCommandOptions.lottieGroup.options
    + FitCommandOptions.fitGroup.options).map {
      .conflicts(SpringOptions.spec, anyOf: [$0])
    }
    + springOnly.map { .requires($0, SpringOptions.spec) }

  /// Each option bound to its field, in the order the values are read: the subject is a
  /// spring when `--spring` is given, otherwise the fit input group, bound as `springfit fit`
  /// binds it (with fit's rules and messages).
  static var bindings: [OptionBinding<Self>] {
    [
      .group(SpringMotion.self, if: SpringOptions.spec, given: true) { $0.subject = .spring($1) },
      .group(FitCommandOptions.self, if: SpringOptions.spec, given: false) {
        $0.subject = .fit($1)
      },
      .number(KeyframesOptions.toleranceOption, \.tolerance), .text(keyPathOption, \.keyPath),
      .text(titleOption, \.title), .output(outputOption, \.output, dash: \.outputDashGiven),
    ]
  }
}
