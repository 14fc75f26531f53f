import ArgumentParsing
import SpringFormats
import SpringKit

/// Carries out `springfit keyframes`: exports a spring's motion as keyframes and prints them.
///
/// The keyframes are computed and formatted in full before anything is written, so a
/// failing command leaves standard output empty.
enum KeyframesCommand: CommandWork {
  /// The keyframes the options ask for.
  ///
  /// - Parameter options: Validated options.
  /// - Returns: The keyframes, error-bounded or evenly spaced.
  /// - Throws: ``UsageError`` when the motion has no end (an undamped spring without
  ///   `--end`, or nothing moves), the tolerance is not attainable, or `--fps` asks for more
  ///   than ``KeyframesOptions/maximumCount`` keyframes.
  static func keyframes(_ options: KeyframesOptions) throws(UsageError)
    -> SpringKeyframes<Double>
  {
    let spring = options.spring
    do {
      switch options.effectivePlacement {
      case .tolerance(let tolerance):
        // Planned with room for rounding, so that the printed file is within the tolerance.
        return try spring.printableKeyframes(
          fromValue: options.from, toValue: options.to,
          initialVelocity: options.initialVelocity, tolerance: tolerance,
          interpolation: options.mode, end: options.end)
      case .count(let count):
        return try printable(
          spring.keyframes(
            fromValue: options.from, toValue: options.to,
            initialVelocity: options.initialVelocity, count: count,
            interpolation: options.mode, end: options.end, epsilon: options.relativeEpsilon))
      case .step(let step):
        try checkFrameCount(options, step: step)
        return try printable(
          spring.keyframes(
            fromValue: options.from, toValue: options.to,
            initialVelocity: options.initialVelocity, step: step, interpolation: options.mode,
            end: options.end, epsilon: options.relativeEpsilon))
      }
    } catch {
      throw usageError(for: error, options: options)
    }
  }

  /// Evenly spaced keyframes, once SpringFormats has checked that a file can hold them (a
  /// duration that prints as more than 0 s); error-bounded ones are checked by
  /// `printableKeyframes`.
  private static func printable(_ keyframes: SpringKeyframes<Double>) throws(SpringError)
    -> SpringKeyframes<Double>
  {
    _ = try KeyframePrecision(printable: keyframes)
    return keyframes
  }

  /// Throws when one keyframe every `step` seconds up to the end makes more than
  /// ``KeyframesOptions/maximumCount``.
  private static func checkFrameCount(_ options: KeyframesOptions, step: Double)
    throws(SpringError)
  {
    var end = options.end ?? 0
    if options.end == nil {
      end = try options.spring.settlingDuration(
        fromValue: options.from, toValue: options.to,
        initialVelocity: options.initialVelocity, epsilon: options.relativeEpsilon)
    }
    guard end.isFinite else { return }  // SpringKit reports the missing end.
    let count = TimeGrid.steps(reaching: end, step: step) + 1
    guard count <= Double(KeyframesOptions.maximumCount) else {
      throw SpringError(parameter: "fps", value: .number(1 / step), rule: .sampleBudget)
    }
  }

  /// The output text for keyframes in the chosen format, ending with a newline.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes.
  ///   - options: Validated options.
  /// - Returns: JSON, CSV, CSS or Swift text.
  /// - Throws: ``CommandFailure/failure(_:)`` if a writer refuses what the parser accepted,
  ///   which would be a bug.
  static func text(_ keyframes: SpringKeyframes<Double>, options: KeyframesOptions)
    throws(CommandFailure) -> String
  {
    let output: KeyframeFormat.Output
    let standIn = try options.reducedMotion.flatMap { (policy) throws(CommandFailure) in
      try standInKeyframes(policy, options: options)
    }
    do {
      output = try options.format.write(
        keyframes, settings: options.formatSettings, standIn: standIn)
    } catch {
      switch error {
      case .json(let error): throw .failure("internal error while writing JSON: \(error)")
      case .keyframes(let error):
        let what = options.format == .css ? "CSS" : "Web Animations JSON"
        throw .failure("internal error while writing \(what): \(error)")
      case .lottie(let error):
        if case .handleOutOfRange = error {
          throw .usage(
            .invalidValue(
              option: KeyframesOptions.formatOption.name, value: "lottie",
              rule: "easing handles every player keeps (\(error)); use --interpolation linear or "
                + "a smaller --tolerance"))
        }
        throw .failure("internal error while writing Lottie: \(error)")
      }
    }
    guard output.cssOmission == .noTravel else { return output.text }
    return "/* linear() gives progress from --from to --to, which are equal here. */\n\n"
      + output.text
  }

  /// The keyframes of a critically damped policy's stand-in spring, placed as the full
  /// motion's (same tolerance, count or frame rate; its own settling duration); `nil` for a
  /// policy that does not move the value.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` when the stand-in cannot be exported as asked.
  static func standInKeyframes(_ policy: ReducedMotion, options: KeyframesOptions)
    throws(CommandFailure) -> SpringKeyframes<Double>?
  {
    let standIn: Spring?
    do {
      standIn = try policy.spring(replacing: options.spring)
    } catch {
      throw .usage(usageError(for: error, options: options))
    }
    guard let standIn else { return nil }
    var reduced = options
    reduced.spring = standIn
    // An end given for the full motion is the full motion's; the stand-in settles sooner.
    reduced.end = nil
    do {
      return try keyframes(reduced)
    } catch {
      throw .usage(error)
    }
  }

  /// Exports the keyframes and writes them in the chosen format.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` when the export is impossible (see
  ///   ``keyframes(_:)``).
  static func run(
    _ options: KeyframesOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    if let colours = options.colours {
      output.write(try colourText(options, colours: colours))
      return
    }
    if let retargets = options.retargets {
      output.write(try layeredText(options, retargets: retargets))
      return
    }
    let keyframes: SpringKeyframes<Double>
    do {
      keyframes = try self.keyframes(options)
    } catch {
      throw .usage(error)
    }
    output.write(try text(keyframes, options: options))
  }

  /// A retargeted motion's text: additive layers (CSS, Core Animation JSON) or one baked
  /// track (CSV, Lottie), ending with a newline.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` when a layer cannot be planned within its share
  ///   of the tolerance; ``CommandFailure/failure(_:)`` if a writer refuses what the parser
  ///   accepted.
  static func layeredText(_ options: KeyframesOptions, retargets: [Retarget])
    throws(CommandFailure) -> String
  {
    guard case .tolerance(let tolerance) = options.effectivePlacement else {
      throw .failure("internal error: --retarget without --tolerance")
    }
    let layered: LayeredKeyframes
    do {
      let motion = try RetargetedMotion(
        spring: options.spring, fromValue: options.from, toValue: options.to,
        initialVelocity: options.initialVelocity, retargets: retargets)
      layered = try motion.printableLayeredKeyframes(tolerance: tolerance)
    } catch {
      throw .usage(usageError(for: error, options: options))
    }
    let printing = { (error: SpringError) -> CommandFailure in
      .usage(
        .invalidValue(
          option: KeyframesOptions.toleranceOption.name, value: NumberText.roundTrip(tolerance),
          rule: "larger: keyframes printed with the most decimals (17) stray further"))
    }
    switch options.format {
    case .css:
      do {
        return try layered.css(template: options.property)
      } catch {
        throw .failure("internal error while writing CSS: \(error)")
      }
    case .json:
      return try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: layered.coreAnimationJSON) + "\n"
      }
    case .webAnimations:
      let document: JSONValue
      do {
        document = try layered.webAnimationsJSON(template: options.property)
      } catch {
        throw .failure("internal error while writing Web Animations JSON: \(error)")
      }
      return try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: document) + "\n"
      }
    case .lottie:
      let baked = layered.baked
      let value: JSONValue
      do {
        value =
          options.lottieDocument
          ? try baked.lottieDocument(frameRate: options.frameRate)
          : try baked.lottieProperty(
            frameRate: options.frameRate, factor: options.lottieProperty == .scale ? 100 : 1)
      } catch {
        throw printing(error)
      }
      return try CommandFailure.writing("Lottie") {
        try MomentumKeyframes.lottieText(value) + "\n"
      }
    default:
      return try CommandFailure.writing("CSV") {
        try CSVWriter(columns: ["keyTime", "time", "value"]).document(rows: layered.baked.csvRows)
      }
    }
  }
}
