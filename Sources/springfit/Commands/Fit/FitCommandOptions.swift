import ArgumentParsing
import SpringFitting
import SpringFormats
import SpringKit
import SpringScenarios

/// `--layer`, `--property` and `--motion`: which motions of a Lottie file `fit`, `plot fit`
/// and `preview` take (SpringFormats' ``LottieMotionSelection``).
typealias LottieSelection = LottieMotionSelection

/// Everything `springfit fit` needs, validated: where the keyframes come from, options that
/// shape them, what the fitter may change, and the output format.
struct FitCommandOptions: ParsableCommandOptions, Sendable, Equatable {
  /// Where the keyframes come from.
  enum Input: Sendable, Equatable {
    /// A keyframe file (JSON or CSV), or standard input for `-`.
    case file(String)
    /// The track `--values` and the other keyframe options describe.
    case values
    /// A built-in keyframe set (`--example`).
    case example(FitExample)
    /// A built-in Lottie file (`--example`), read as a Lottie file is.
    case lottieExample(LottieExample)
    /// One keyframe JSON object per line (`--batch`); the path, or `-`.
    case batch(String)
  }

  /// The output format: SpringFormats' text, JSON or CSV report.
  typealias Format = FitReportFormat

  /// Where the keyframes come from.
  var input = Input.values
  /// Keyframe fields given as options.
  var keyframes = FitKeyframeFields()
  /// What the fitter may change and must keep.
  var fitting = FitOptions()
  /// The output format (`--format`).
  var format = Format.text
  /// The SVG file `--plot` draws the fit in, or `nil` for none.
  var plot: String?
  /// `--layer`, `--property` and `--motion`, for a Lottie file.
  var lottie = LottieSelection()
  /// The given options' values as typed, for the rules between options and their errors.
  var typed: [String: String] = [:]
}

// The command line of `springfit fit`.
extension FitCommandOptions {
  /// `--mode` spellings and SpringKit's modes.
  static let modes: [(name: String, mode: CalculationMode)] = [
    ("linear", .linear), ("cubic", .cubic), ("discrete", .discrete), ("paced", .paced),
    ("cubic-paced", .cubicPaced),
  ]

  static let valuesOption = OptionSpec(
    "--values", .list, value: "V,...",
    help: "Keyframe values, comma separated (such as 0.4,1,0.9,1): the track is given on the "
      + "command line instead of a file. Vectors (points, colours, transforms) separate "
      + "keyframes by ';' and components by ',' (such as '0,0;100,50;80,60'); CSS colours "
      + "are separated by ';' and fitted in sRGB, or in Oklab when one is oklab() or oklch() "
      + "(such as '#ff0000;#0000ff'). Needs --duration.",
    feeds: ["values"])
  static let keyTimesOption = OptionSpec(
    "--key-times", .list, value: "T,...",
    help: "Fractions 0...1 of the duration, one per value (one more in discrete mode), from 0 "
      + "to 1 without decreasing. Needs --values.", default: "evenly spaced",
    feeds: ["keyTimes"])
  static let durationOption = OptionSpec(
    "--duration", value: "SECONDS",
    help: "The keyframes' duration, in seconds (CAKeyframeAnimation's duration, not a "
      + "spring's: the spring is what the fit finds); positive. Needed by --values and "
      + "keyTime,value CSV; replaces the duration of JSON keyframes (and of each --batch line).",
    rule: .positive, feeds: ["duration"])
  static let modeOption = OptionSpec(
    "--mode", .choice(modes.map(\.name)), value: "NAME",
    help: "Core Animation's calculation mode: linear, cubic (Catmull-Rom), discrete, paced or "
      + "cubic-paced. Replaces the calculationMode of JSON keyframes.", default: "linear",
    feeds: ["calculationMode"])
  static let timingFunctionsOption = OptionSpec(
    "--timing-functions", .list, value: "LIST",
    help: "One timing function per segment, separated by ';': a name (linear, easeIn, "
      + "easeOut, easeInEaseOut, default, a CSS keyword such as ease-in-out, or a Penner curve "
      + "such as easeOutQuint) or control points x1,y1,x2,y2. Replaces the timingFunctions of "
      + "JSON keyframes.", default: "none (linear timing)", feeds: ["timingFunctions"])
  static let columnOption = OptionSpec(
    "--column", .text, value: "NAME[,NAME...]",
    help: "The CSV column that holds the values, by its header name; several separated by "
      + "commas are the components of a vector (such as x,y). Other columns are ignored. "
      + "CSV input only.",
    default: "the only value column, else value, value.x,value.y,..., or position")
  static let exampleOption = OptionSpec(
    "--example",
    .choice(FitExample.allCases.map(\.rawValue) + LottieExample.allCases.map(\.rawValue)),
    value: "NAME",
    help: "A built-in keyframe set from the seed motions: "
      + FitExample.allCases.map(\.rawValue).joined(separator: ", ")
      + "; or a built-in Lottie file, read as a Lottie file is (--layer, --property and "
      + "--motion apply): "
      + LottieExample.allCases.map { "\($0.rawValue) (\($0.repositoryPath))" }.joined(
        separator: ", ")
      + " (see 'springfit examples').", synopsis: "NAME")
  static let batchOption = OptionSpec(
    "--batch", .text, value: "FILE",
    help: "Fit every line of a JSON Lines file (- for standard input): one keyframe JSON "
      + "object per line in, one result per line out, in the same order: compact JSON (--format "
      + "json, the default; a bad line gives {\"error\": ..., \"line\": N}) or CSV rows under "
      + "one header (--format csv; a bad line's row has its message in the error column). The "
      + "batch goes on past bad lines, and a line longer than "
      + InputFile.describe(bytes: KeyframeFitBatch.maximumLineLength) + " is one. Uses every "
      + "core.",
    synopsis: "FILE.jsonl|-")

  static let fitEndpointsOption = OptionSpec(
    "--fit-endpoints", .flag,
    help: "Fit from and to as well, instead of taking the first and last keyframe values. "
      + "Samples still moving at the last one (its value differs from the one before, as "
      + "'springfit sample' writes them) fit them anyway: their last value is not the target.")
  static let keyframesOnlyOption = OptionSpec(
    "--keyframes-only", .flag,
    help: "Compare over the keyframes' duration only, for a spring cut off there; by default "
      + "the comparison goes on for as long again against the last keyframe value, held, as "
      + "a keyframe animation shows it after its end.")
  static let keepDampingRatioOption = OptionSpec(
    "--keep-damping-ratio", value: "Z",
    help: "Keep the damping ratio at Z (such as 1 for a critically damped spring); at least 0.",
    feeds: ["dampingRatio"])
  static let keepResponseOption = OptionSpec(
    "--keep-response", value: "R",
    help: "Keep the response (the undamped period) at R seconds; positive.",
    feeds: ["response"])
  static let keepVelocityOption = OptionSpec(
    "--keep-velocity", value: "V",
    help: "Keep the initial velocity at V value units per second (such as 0: start at rest).",
    rule: .finite, feeds: ["initialVelocity"])

  static let formatOption = OptionSpec(
    "--format", .choice(Format.allCases.map(\.rawValue)), value: "NAME",
    help: "text (a summary with ready-to-paste code), json (one object, described above) or "
      + "csv (time,keyframes,spring,error at the compared times). With --batch: json (one line "
      + "per input line, the default) or csv (a header, then one row per input line with the "
      + "columns line, error, verdict, dampingRatio, response, duration, bounce, mass, "
      + "stiffness, damping, from, to, initialVelocity, settlingDuration, bandSettlingTime, "
      + "rmsError and maxError).", default: Self().format.rawValue)

  static let plotOption = OptionSpec(
    "--plot", .text, value: "FILE",
    help: "Also draw the keyframes against the fitted spring, with the residual below, as an "
      + "SVG chart in FILE; the result still goes to standard output. "
      + OptionSpec.fileRule + " Not with --batch.", synopsis: "FILE.svg")

  static let layerOption = OptionSpec(
    "--layer", .text, value: "NAME",
    help: "A Lottie file: fit only the layers with this name (nm); a layer inside a "
      + "precomposition is also named by its path, such as Card/Badge, and any layer by its "
      + "index path, such as 3/1 (the ind values the report shows in brackets), which names "
      + "one layer where names repeat.", default: "every layer")
  static let propertyOption = OptionSpec(
    "--property", .text, value: "NAME",
    help: "A Lottie file: fit only this property: anchor, position (position.x and position.y "
      + "when split), scale, rotation, opacity, skew, skewAxis, or a shape's, such as Box.size "
      + "or Fill.opacity (the names the report prints), or its JSON path ('path' in --format "
      + "json).", default: "every animated property")
  static let motionOption = OptionSpec(
    "--motion", value: "N",
    help: "A Lottie file: fit only the Nth motion of each property (a run of keyframes between "
      + "holds or still stretches, from 1). plot fit, preview and --plot need exactly one "
      + "motion.", rule: .positive, default: "every motion")

  /// The LOTTIE group: which motions of a Lottie file are fitted.
  static let lottieGroup = OptionSection(
    title: "LOTTIE (a JSON object with 'layers', or one gzip'd as a .tgs sticker, is read as "
      + "Lottie)",
    options: [layerOption, propertyOption, motionOption])

  /// The INPUT group: where the keyframes come from and what shapes them.
  static let inputGroup = OptionSection(
    title: "INPUT (one of KEYFRAMES_FILE, -, --values, --example, --batch)",
    options: [
      valuesOption, keyTimesOption, durationOption, modeOption, timingFunctionsOption,
      columnOption, exampleOption, batchOption,
    ])
  /// The FIT group: what the fitter may change and must keep.
  static let fitGroup = OptionSection(
    title: "FIT (default: fit the frequency, damping ratio and initial velocity)",
    options: [
      fitEndpointsOption, keyframesOnlyOption, keepDampingRatioOption, keepResponseOption,
      keepVelocityOption,
    ])

  /// The help's option groups, in order.
  static let sections = [
    inputGroup, lottieGroup, fitGroup,
    OptionSection(title: "OUTPUT", options: [formatOption, plotOption]),
  ]

  /// The synopsis after `springfit fit`.
  static let synopsis: [SynopsisItem] =
    [.literal("[KEYFRAMES_FILE|-]")] + derivedSynopsis

  /// The rules between the options, in the order they are checked.
  static let relations: [OptionRelation] =
    [
      .requires(keyTimesOption, valuesOption),
      .oneSource(
        [valuesOption, exampleOption, batchOption], what: "input",
        reason: "give a KEYFRAMES_FILE, - for standard input, --values, --example or --batch"),
    ]
    + [durationOption, modeOption, timingFunctionsOption, columnOption].map {
      .conflicts(exampleOption, anyOf: [$0])
    }
    + [.conflicts(valuesOption, anyOf: [columnOption])]
    + [.conflicts(batchOption, anyOf: [columnOption])]
    + [.conflicts(batchOption, anyOf: [plotOption])]
    + lottieGroup.options.map { .conflicts(batchOption, anyOf: [$0]) }
    + [.requires(valuesOption, durationOption)]

  /// Each option bound to its field, in the order the values are read.
  static var bindings: [OptionBinding<Self>] {
    [
      .argument(\.input) { .file($0) },
      .choice(exampleOption, \.input) {
        FitExample(rawValue: $0).map(Input.example)
          ?? LottieExample(rawValue: $0).map(Input.lottieExample)
      },
      .text(batchOption, \.input) { .batch($0) },
      .text(valuesOption, \.keyframes, update: readValues),
      .numbers(keyTimesOption, \.keyframes.keyTimes, label: "keyTimes") { numbers, _ in numbers },
      .number(durationOption, \.keyframes.duration),
      .choice(modeOption, \.keyframes.mode) { name in modes.first { $0.name == name }?.mode },
      .text(timingFunctionsOption, \.keyframes.timingFunctions) {
        (text: String) throws(UsageError) in
        try UsageError.fitting { () throws(FitInputError) in
          try FitKeyframeFields.timingFunctions(text)
        }
      },
      .names(columnOption, \.keyframes.columns) { "column \($0 + 1) has no name" },
      .typed(
        [valuesOption, keyTimesOption, durationOption, timingFunctionsOption, columnOption],
        \.keyframes.texts),
      .flag(fitEndpointsOption, \.fitting.fitsEndpoints),
      .flag(keyframesOnlyOption, \.fitting.window, .keyframesOnly),
      .number(keepDampingRatioOption, \.fitting.dampingRatio),
      .number(keepResponseOption, \.fitting.response),
      .number(keepVelocityOption, \.fitting.initialVelocity),
      .text(layerOption, \.lottie.layer), .text(propertyOption, \.lottie.property),
      .wholeNumber(motionOption, \.lottie.motion, rule: "a whole number from 1"),
      .choice(formatOption, \.format),
      .text(plotOption, \.plot) { (plot: String) throws(UsageError) in
        // Standard output holds the fit's result.
        guard plot != "-" else {
          throw .invalidValue(
            option: plotOption.name, value: plot,
            rule: "a file name (standard output holds the fit; use 'springfit plot fit')")
        }
        return plot
      },
      .typed([keepDampingRatioOption, keepResponseOption, formatOption], \.typed),
    ]
  }

  /// Checks a kept damping ratio and response by SpringKit's rules, the track of `--values`
  /// as a whole, and the format of a batch (JSON Lines by default; text is refused).
  ///
  /// - Throws: ``UsageError`` for the first broken rule.
  mutating func validate() throws(UsageError) {
    do throws(SpringError) {
      if let ratio = fitting.dampingRatio { _ = try Spring(response: 1, dampingRatio: ratio) }
      if let response = fitting.response { _ = try Spring(response: response, dampingRatio: 1) }
    } catch {
      throw UsageError(error, options: Self.fitGroup.options, typed: typed)
    }
    if case .values = input {
      _ = try UsageError.fitting { () throws(FitInputError) in try keyframes.fitSubject() }
    }
    if case .batch = input {
      // A batch writes JSON Lines (the default) or CSV; a summary per line is not a format.
      if typed[Self.formatOption.name] == nil { format = .json }
      guard format != .text else {
        throw .invalidValue(
          option: Self.formatOption.name, value: "text", rule: "json or csv with --batch")
      }
    }
  }

  /// The input files the options read (a file, a batch or `-`), none for `--values` or
  /// `--example`: what an output must not be.
  var inputPaths: [String] {
    switch input {
    case .file(let path), .batch(let path): [path]
    default: []
    }
  }

  /// `--values`: CSS colours, fitted componentwise in the space CSS interpolates them in, or
  /// rows of numbers (one component per keyframe is a scalar, however it is written); the
  /// track as a whole is checked by SpringKit.
  private static func readValues(_ flags: inout FitKeyframeFields, _ text: String)
    throws(UsageError)
  {
    guard CSSColourList.looksLikeColours(text) else {
      flags.setValues(
        rows: try ScannedArguments.numberRows(in: text, option: valuesOption.name, label: "values"))
      return
    }
    try UsageError.fitting { () throws(FitInputError) in try flags.setColours(text) }
  }
}
