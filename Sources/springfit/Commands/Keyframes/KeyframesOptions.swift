import ArgumentParsing
import SpringFormats
import SpringKit

/// Everything `springfit keyframes` needs, validated: SpringFormats' ``KeyframeExport`` (whose
/// settings read as this value's own, `options.spring`) and the options that set it.
///
/// `KeyframesOptions()` holds the defaults, which equal `springfit keyframes` with no
/// options.
struct KeyframesOptions: ParsableCommandOptions, RequestOptions, Sendable, Equatable {
  /// The most keyframes `--count` and `--fps` may ask for, as for error-bounded export.
  static let maximumCount = KeyframeExport.maximumCount

  /// The export the options ask for.
  var export = KeyframeExport()

  // The options as given, which `validate()` resolves into `export`.
  /// `--spring` as typed.
  var springText: String?
  /// `--spring` parsed, for its `velocity=`.
  var springSpec: SpringSpec?
  /// `--from` and `--to` as given: a number or a colour each.
  var fromEnd: KeyframeEnd?, toEnd: KeyframeEnd?
  /// `--velocity`.
  var givenVelocity: Double?
  /// `--space`.
  var space: ColourSpace?
  /// `--fps`: the step of evenly spaced keyframes, or Lottie's frame rate.
  var fps: Double?
  /// `--retarget`, as typed.
  var retargetText: String?

  /// `--from`, `--to` and `--velocity` as the MOTION group binds them.
  var motion: MotionOptions {
    get { MotionOptions(from: export.from, to: export.to, initialVelocity: export.initialVelocity) }
    set {
      (export.from, export.to, export.initialVelocity) = (
        newValue.from, newValue.to, newValue.initialVelocity
      )
    }
  }

  /// The request the settings belong to.
  static var requestPath: WritableKeyPath<Self, KeyframeExport> { \.export }
}

// The command line of `springfit keyframes`.
extension KeyframesOptions {
  static let toleranceOption = OptionSpec(
    "--tolerance", value: "E",
    help: "Keep the keyframe curve within E value units of the spring at every time, with as "
      + "few keyframes as that takes; positive.", rule: .positive,
    default: "0.001*|to - from|, or 0.001 when to = from", feeds: ["tolerance"])
  static let countOption = OptionSpec(
    "--count", value: "N",
    help: "N evenly spaced keyframes instead; a whole number from 2 to \(maximumCount).",
    rule: .wholeNumber(2...maximumCount), feeds: ["count"])
  static let fpsOption = OptionSpec(
    "--fps", value: "N",
    help: "Evenly spaced keyframes instead, N per second (one every 1/N seconds), up to the "
      + "first at or after the end; positive. With --format lottie: the file's frame rate "
      + "instead, in frames per second (keyframe times are in frames), which combines with "
      + "--tolerance and --count.", rule: .positiveRate,
    default: "with --format lottie, 60", feeds: ["fps"])
  static let interpolationOption = OptionSpec(
    "--interpolation",
    .choice(
      KeyframeInterpolation.allCases.filter { $0 != .bezierWithinUnitInterval }.map(\.rawValue)),
    value: "NAME",
    help: "The interpolation the keyframes are for, as Core Animation's calculationMode: "
      + "linear (straight lines), cubic (Hermite curves whose tensionValues, "
      + "continuityValues and biasValues follow the spring; never more keyframes than "
      + "linear), catmull-rom (plain cubic, no tension/continuity/bias; may need more "
      + "keyframes) or bezier (straight lines each eased by its own cubic-bezier timing "
      + "function; never more keyframes than cubic). CSS and web-animations take linear "
      + "and bezier.", default: Self().effectiveInterpolation.rawValue,
    aliases: ["--mode"])
  static let unitYOption = OptionSpec(
    "--unit-y", .flag,
    help: "With --interpolation bezier: keep every timing function's y1 and y2 in [0, 1]; "
      + "bouncy springs then need more keyframes.")
  static let endOption = OptionSpec(
    "--end", value: "T", help: "The duration in seconds; positive.", rule: .positive,
    default: "the settling duration (for --tolerance E, for 0.891*E; otherwise for "
      + "0.001*|to - from|)", remark: "Required for an undamped spring.", feeds: ["end"])
  static let formatOption = OptionSpec(
    "--format", .choice(KeyframeFormat.allCases.map(\.rawValue)), value: "NAME",
    help: "json, csv, css, swift, web-animations or lottie (see OUTPUT FORMATS).",
    default: Self().format.rawValue)
  static let propertyOption = OptionSpec(
    "--property", .text, value: "TEMPLATE",
    help: "CSS and web-animations: the declaration of one keyframe, with {value} where "
      + "the value goes. Lottie: the layer property the value animates, scale (a factor, "
      + "written in percent; the default), position (the x of a split position, in pixels) "
      + "or rotation (degrees).",
    default: "'\(Self().template)'")
  static let documentOption = OptionSpec(
    "--document", .flag,
    help: "Lottie only: write a whole playable file, a white square on a 512 x 512 canvas "
      + "whose --property moves by the spring, instead of the animated property alone.")
  static let keyPathOption = OptionSpec(
    "--key-path", .text, value: "PATH",
    help: "Swift only: the CAKeyframeAnimation's key path.", default: KeyframeExport.defaultKeyPath)

  static let reducedMotionOption = OptionSpec(
    "--reduced-motion", .choice(ReducedMotion.standardPolicies.map(\.name)), value: "NAME",
    help: "CSS and web-animations: what plays instead with prefers-reduced-motion: reduce: "
      + "jump (the end value at once), fade (the end value, fading in over 200 ms) or "
      + "critical (the spring critically damped, half its response).",
    default: "none")

  static let retargetOption = OptionSpec(
    "--retarget", .text, value: "PAIRS",
    help: "T:VALUE[,T:VALUE...]: at T seconds (0 to 3600, increasing; at most 63) the spring "
      + "pulls toward VALUE, keeping position and velocity. Written as additive layers whose "
      + "sum stays within --tolerance: css and web-animations, one animation per layer "
      + "(delay, composition add) on a registered <number>, '--value: {value}' by default "
      + "(add concatenates transforms: use transform: scale(var(--value))); json, Core "
      + "Animation animations with additive true; csv and lottie, one baked track. Linear "
      + "interpolation and --tolerance only.", takesAnyNextToken: true)

  /// The help's option groups, in order.
  static let sections = [
    SpringOptions.group, motionGroup,
    OptionSection(
      title: "KEYFRAMES (at most one of --tolerance, --count and --fps, but --fps is Lottie's "
        + "frame rate with --format lottie)",
      options: [
        toleranceOption, countOption, fpsOption, interpolationOption, unitYOption, endOption,
        retargetOption,
      ]),
    OptionSection(
      title: "OUTPUT",
      options: [
        formatOption, propertyOption, keyPathOption, documentOption, reducedMotionOption,
      ]),
  ]

  /// The options that exclude each other.
  ///
  /// `--fps` joins them unless the format is Lottie, where it is the frame rate (see
  /// ``placements``).
  static let exclusions = [[toleranceOption, countOption]]

  /// The placements, of which at most one may be given (`--fps` is one but for Lottie).
  static let placements = OptionRelation.atMostOne([toleranceOption, countOption, fpsOption])

  /// Each option bound to its field, in the order the values are read; ``validate()`` then
  /// applies the rules between them.
  static var bindings: [OptionBinding<Self>] {
    [
      SpringOptions.binding(\.export.spring, spec: \.springSpec),
      .text(SpringOptions.spec, \.springText),
      .text(fromOption, \.fromEnd) { text throws(UsageError) in try end(text, .from) },
      .text(toOption, \.toEnd) { text throws(UsageError) in try end(text, .to) },
      .number(MotionOptions.velocityOption, \.givenVelocity), .choice(spaceOption, \.space),
      .choice(formatOption, \.export.format), .checking(placements) { $0.format != .lottie },
      .number(toleranceOption, \.export.placement) { .tolerance($0) },
      .number(countOption, \.export.placement) { .count(Int($0)) },
      .number(fpsOption, \.fps), .choice(interpolationOption, \.export.interpolation),
      .flag(unitYOption, \.export.withinUnitInterval), .number(endOption, \.export.end),
      .flag(documentOption, \.export.lottieDocument), .text(propertyOption, \.export.property),
      .text(keyPathOption, \.export.keyPath), .text(retargetOption, \.retargetText),
      .choice(reducedMotionOption, \.export.reducedMotion) { ReducedMotion(standardNamed: $0) },
    ]
  }

  /// Resolves the motion and `--fps`, then applies the export's rules (SpringFormats'
  /// ``KeyframeExport/validate()``), in the order the help reads.
  ///
  /// - Throws: ``UsageError`` for the first broken rule, naming the option.
  mutating func validate() throws(UsageError) {
    try validateMotion()
    if let fps {
      if export.format == .lottie {
        export.frameRate = fps
      } else {
        export.placement = .step(1 / fps)
      }
    }
    do {
      export.retargets = try retargetText.map(Retarget.list(parsing:))
      try export.validate()
    } catch {
      throw Self.usageError(error, retargets: retargetText)
    }
  }

  /// The option that sets each of the export's settings.
  static let settingOptions: [KeyframeExportError.Setting: OptionSpec] = [
    .spring: SpringOptions.spec, .from: fromOption, .to: toOption,
    .initialVelocity: MotionOptions.velocityOption, .space: spaceOption,
    .tolerance: toleranceOption, .count: countOption, .step: fpsOption,
    .interpolation: interpolationOption, .withinUnitInterval: unitYOption, .end: endOption,
    .format: formatOption, .property: propertyOption, .keyPath: keyPathOption,
    .lottieDocument: documentOption, .retargets: retargetOption,
    .reducedMotion: reducedMotionOption,
  ]

  /// The export's error as the command line's, naming the option that set the setting (the
  /// retargets as typed).
  static func usageError(_ error: KeyframeExportError, retargets: String? = nil) -> UsageError {
    let name = error.setting.flatMap { settingOptions[$0] }?.name ?? ""
    switch error.problem {
    case .invalid(let value, let rule):
      let typed = error.setting == .retargets ? retargets ?? value : value
      return .invalidValue(option: name, value: typed, rule: rule)
    case .doesNotApply(let value, let reason):
      return .optionDoesNotApply(
        option: ([name] + [value].compactMap { $0 }).joined(separator: " "), reason: reason)
    case .missing(let what, let reason): return .missingArgument(what: what, reason: reason)
    case .spring(let springError): return UsageError(springError, options: options)
    case .sentence, .writer: return .problem(.init(error))
    }
  }
}

// The export's own sentences print as they are.
extension KeyframeExportError: UsageProblem {
  /// The sentence printed after `Error: `.
  var message: String { description }
}
