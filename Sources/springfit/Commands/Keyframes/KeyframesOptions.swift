import ArgumentParsing
import SpringFormats
import SpringKit

/// Everything `springfit keyframes` needs, validated: a spring, a motion, how to place the
/// keyframes, the interpolation and a format.
///
/// `KeyframesOptions()` holds the defaults, which equal `springfit keyframes` with no
/// options.
struct KeyframesOptions: ParsableCommandOptions, Sendable, Equatable {
  /// How the keyframes are placed.
  enum Placement: Sendable, Equatable {
    /// As few as keep the curve within this many value units of the spring (`--tolerance`,
    /// or the default 0.001·|to − from|).
    case tolerance(Double)
    /// This many, evenly spaced (`--count`).
    case count(Int)
    /// One every 1/N seconds (`--fps`); the value is the step in seconds.
    case step(Double)
  }

  /// The most keyframes `--count` and `--fps` may ask for, as for error-bounded export.
  static let maximumCount = Spring.maximumKeyframeCount

  /// The spring; SwiftUI's default `Spring.smooth` unless spring options are given.
  var spring: Spring = .smooth
  /// The value at time 0 (`--from`).
  var from = 0.0
  /// The target the spring pulls toward (`--to`).
  var to = 1.0
  /// The velocity at time 0 in units per second (`--velocity`, or a uikit `--spring`'s
  /// `velocity=` times `to − from`).
  var initialVelocity = 0.0
  /// How the keyframes are placed; `nil` for the default tolerance.
  var placement: Placement?
  /// The interpolation the keyframes are made for (`--interpolation`, alias `--mode`).
  var mode = KeyframeInterpolation.linear
  /// The duration in seconds (`--end`), or `nil` for the settling duration.
  var end: Double?
  /// The output format (`--format`): SpringFormats' registry, which this command lists.
  var format = KeyframeFormat.json
  /// The CSS declaration of one keyframe (`--property`).
  var property = "transform: scale({value})"
  /// The Core Animation key path of the Swift snippet (`--key-path`).
  var keyPath = "transform.scale"
  /// Lottie's frames per second (`--fps` with `--format lottie`).
  var frameRate = 60.0
  /// The layer property a Lottie export animates (`--property` with `--format lottie`).
  var lottieProperty = LottieExportProperty.scale
  /// Whether a Lottie export is a whole playable file rather than one property
  /// (`--document`).
  var lottieDocument = false
  /// What CSS and Web Animations play with `prefers-reduced-motion: reduce`
  /// (`--reduced-motion`), or `nil` for no variant.
  var reducedMotion: ReducedMotion?
  /// The changes of target (`--retarget`), or `nil` for one motion: with them the export is
  /// additive layers (CSS, JSON) or one baked track (CSV, Lottie).
  var retargets: [Retarget]?
  /// The colours of `--from` and `--to` and the space they spring in, or `nil` for numbers.
  var colours: Colours?

  // The options as given, which `validate()` resolves into the fields above.
  /// `--spring` as typed.
  var springText: String?
  /// `--from` and `--to` as given: a number or a colour each.
  var fromEnd: End?, toEnd: End?
  /// `--velocity`.
  var givenVelocity: Double?
  /// `--space`.
  var space: ColourSpace?
  /// `--tolerance`, `--count` and `--fps`.
  var tolerance: Double?, count: Int?, fps: Double?
  /// `--interpolation`.
  var interpolation: KeyframeInterpolation?
  /// `--unit-y`.
  var unitY = false
  /// `--property` and `--key-path`.
  var givenProperty: String?, givenKeyPath: String?
  /// `--retarget`, as typed.
  var retargetText: String?
  /// `--reduced-motion`.
  var reducedMotionName: ReducedMotionName?

  /// 0.001·|to − from|, or 0.001 when `to == from`: the default tolerance, and the settling
  /// ε of evenly spaced keyframes (0.1 % of the travel, whatever its units).
  var relativeEpsilon: Double { Spring.travelEpsilon(fromValue: from, toValue: to) }

  /// What the chosen format's writer takes besides the keyframes.
  var formatSettings: KeyframeFormat.Settings {
    KeyframeFormat.Settings(
      from: from, to: to, template: property, keyPath: keyPath, frameRate: frameRate,
      lottieProperty: lottieProperty, lottieDocument: lottieDocument,
      reducedMotion: reducedMotion)
  }

  /// The placement in effect: the given one or the default tolerance.
  var effectivePlacement: Placement { placement ?? .tolerance(relativeEpsilon) }

  /// `--from`, `--to` and `--velocity` as the MOTION group binds them.
  var motion: MotionOptions {
    get { MotionOptions(from: from, to: to, initialVelocity: initialVelocity) }
    set { (from, to, initialVelocity) = (newValue.from, newValue.to, newValue.initialVelocity) }
  }
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
      + "and bezier.", default: Self().mode.rawValue,
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
    default: "'\(Self().property)'")
  static let documentOption = OptionSpec(
    "--document", .flag,
    help: "Lottie only: write a whole playable file, a white square on a 512 x 512 canvas "
      + "whose --property moves by the spring, instead of the animated property alone.")
  static let keyPathOption = OptionSpec(
    "--key-path", .text, value: "PATH",
    help: "Swift only: the CAKeyframeAnimation's key path.", default: Self().keyPath)

  static let reducedMotionOption = OptionSpec(
    "--reduced-motion", .choice(ReducedMotionName.allCases.map(\.rawValue)), value: "NAME",
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
      SpringOptions.binding(\.spring), .text(SpringOptions.spec, \.springText),
      .text(fromOption, \.fromEnd) { text throws(UsageError) in try End(text, fromOption) },
      .text(toOption, \.toEnd) { text throws(UsageError) in try End(text, toOption) },
      .number(MotionOptions.velocityOption, \.givenVelocity), .choice(spaceOption, \.space),
      .choice(formatOption, \.format), .checking(placements) { $0.format != .lottie },
      .number(toleranceOption, \.tolerance), .number(countOption, \.count) { Int($0) },
      .number(fpsOption, \.fps), .choice(interpolationOption, \.interpolation),
      .flag(unitYOption, \.unitY), .number(endOption, \.end),
      .flag(documentOption, \.lottieDocument), .text(propertyOption, \.givenProperty),
      .text(keyPathOption, \.givenKeyPath), .text(retargetOption, \.retargetText),
      .choice(reducedMotionOption, \.reducedMotionName),
    ]
  }

  /// The rules between the options, in the order the help reads: the motion, the placement,
  /// the interpolation, the templates, the colours, `--retarget` and `--reduced-motion`.
  ///
  /// - Throws: ``UsageError`` for the first broken rule.
  mutating func validate() throws(UsageError) {
    try validateMotion()
    if let tolerance {
      placement = .tolerance(tolerance)
    } else if let count {
      placement = .count(count)
    }
    if let fps { if format == .lottie { frameRate = fps } else { placement = .step(1 / fps) } }
    // Lottie eases every segment with a cubic Bézier: that is its default interpolation.
    mode = interpolation ?? format.defaultInterpolation
    if unitY {
      guard mode == .bezier else {
        throw Self.notApplying(
          Self.unitYOption, "it bounds the timing functions of --interpolation bezier")
      }
      mode = .bezierWithinUnitInterval
    }
    // The registry says which interpolations a format's writer takes.
    guard format.accepts(mode) else {
      throw .optionDoesNotApply(
        option: "\(Self.interpolationOption.name) \(mode.rawValue)",
        reason: format == .lottie
          ? "Lottie eases straight segments in time; use --interpolation bezier (the default "
            + "with --format lottie) or linear with --format lottie"
          : "CSS interpolates keyframes linearly; use --interpolation linear or bezier with "
            + "--format \(format.rawValue)")
    }
    try validateTemplates()
    try validateColours()
    try validateRetargets()
    try validateReducedMotion()
  }

  /// The error for an option given with a format or option it does not go with.
  static func notApplying(_ option: OptionSpec, _ reason: String) -> UsageError {
    .optionDoesNotApply(option: option.name, reason: reason)
  }

  /// `--retarget`, checked after everything it depends on: the motion, the format, the
  /// placement, the interpolation and the template.
  private mutating func validateRetargets() throws(UsageError) {
    let name = Self.retargetOption.name
    guard let text = retargetText else { return }
    var parsed: [Retarget] = []
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let time = Double(String(parts[0])),
        let target = Double(String(parts[1]))
      else {
        throw .invalidValue(
          option: name, value: text,
          rule: "pairs T:VALUE separated by commas, T in seconds, such as 0.2:40,0.5:70")
      }
      parsed.append(Retarget(time: time, target: target))
    }
    do {
      _ = try RetargetedMotion(
        spring: spring, fromValue: from, toValue: to, initialVelocity: initialVelocity,
        retargets: parsed)
    } catch {
      throw .invalidValue(
        option: name, value: text,
        rule: "pairs with increasing times from 0 to \(Int(RetargetedMotion.latestRetargetTime)) "
          + "s and finite values, at most \(RetargetedMotion.maximumLayerCount - 1) (\(error))")
    }
    guard format != .swift else {
      throw Self.notApplying(
        Self.retargetOption,
        "it writes --format css, web-animations or json (additive layers), csv or lottie (one "
          + "track)")
    }
    if let placement, case .tolerance = placement {
    } else if placement != nil {
      throw Self.notApplying(
        Self.retargetOption, "its layers are planned for --tolerance, not evenly spaced")
    }
    if end != nil {
      throw Self.notApplying(
        Self.retargetOption, "each layer lasts until it settles, so --end does not apply")
    }
    if mode != .linear {
      // Lottie's default bezier gives way; an interpolation asked for does not.
      guard format == .lottie, interpolation == nil else {
        throw Self.notApplying(
          Self.retargetOption, "its layers sum as straight lines: use --interpolation linear")
      }
      mode = .linear
    }
    if format == .css || format == .webAnimations {
      if givenProperty == nil { property = "\(LayeredKeyframes.cssProperty): {value}" }
      let declared = property.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
      let trimmed = declared.filter { $0 != " " }
      guard trimmed != "transform", trimmed != "scale" else {
        throw .invalidValue(
          option: Self.propertyOption.name, value: property,
          rule: "a property that animation-composition: add sums (a number, a length or a "
            + "registered <number> such as '--value: {value}', used as transform: "
            + "scale(var(--value))) with --retarget; add concatenates transforms, so scales "
            + "would multiply")
      }
    }
    retargets = parsed
  }

  /// `--property`, `--key-path` and `--document`, each only with its format.
  private mutating func validateTemplates() throws(UsageError) {
    if lottieDocument, format != .lottie {
      throw Self.notApplying(Self.documentOption, "it writes a file of --format lottie")
    }
    if format == .lottie, let property = givenProperty {
      guard let chosen = LottieExportProperty(rawValue: property) else {
        throw .invalidValue(
          option: Self.propertyOption.name, value: property,
          rule: "one of "
            + LottieExportProperty.allCases.map(\.rawValue).joined(separator: ", ")
            + " with --format lottie")
      }
      lottieProperty = chosen
    } else if let property = givenProperty {
      guard format.takesTemplate else {
        throw Self.notApplying(
          Self.propertyOption, "it shapes --format css, web-animations and lottie only")
      }
      do {
        try format.validateTemplate(property)
      } catch {
        throw .invalidValue(
          option: Self.propertyOption.name, value: property,
          rule: "a declaration with {value} where the value goes, such as "
            + "'opacity: {value}', and no other braces")
      }
      self.property = property
    }
    if let keyPath = givenKeyPath {
      guard format == .swift else {
        throw Self.notApplying(Self.keyPathOption, "it names the key path of --format swift")
      }
      self.keyPath = keyPath
    }
  }

  /// The choices of `--reduced-motion`.
  enum ReducedMotionName: String, Sendable, Equatable, CaseIterable {
    /// The end value at once.
    case jump
    /// The end value, fading in.
    case fade
    /// The spring critically damped.
    case critical
  }

  /// `--reduced-motion`, with CSS and Web Animations only; a fade needs a template that does
  /// not animate opacity already.
  private mutating func validateReducedMotion() throws(UsageError) {
    guard let name = reducedMotionName else { return }
    guard format == .css || format == .webAnimations else {
      throw Self.notApplying(
        Self.reducedMotionOption, "it adds a variant to --format css and web-animations")
    }
    guard retargets == nil else {
      throw Self.notApplying(
        Self.reducedMotionOption, "it varies one motion, not the additive layers of --retarget")
    }
    switch name {
    case .jump: reducedMotion = .jump
    case .fade: reducedMotion = .crossFade(duration: ReducedMotion.standardFadeDuration)
    case .critical:
      reducedMotion = .criticallyDamped(responseScale: ReducedMotion.standardResponseScale)
    }
    if name == .fade, CSSKeyframesWriter(template: property).property == "opacity" {
      throw .invalidValue(
        option: Self.reducedMotionOption.name, value: name.rawValue,
        rule: "jump or critical: the fade animates opacity, which --property animates already")
    }
  }
}
