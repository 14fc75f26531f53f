public import SpringKit

// Carrying out an export: planning the keyframes and writing them in the format.

extension KeyframeExport {
  /// The whole file the export asks for, ending with a newline: one motion's keyframes,
  /// a retargeted motion's layers or baked track, or a colour motion.
  ///
  /// Everything is planned and written before the text is returned, so a failing export
  /// produces nothing. Call ``validate()`` first: this checks only what planning meets.
  ///
  /// - Returns: The text in ``format``.
  /// - Throws: ``KeyframeExportError`` when the motion has no end, the tolerance cannot be
  ///   kept, a frame rate needs more than ``maximumCount`` keyframes, or (a bug) a writer
  ///   refuses what validation let through.
  public func text() throws(KeyframeExportError) -> String {
    if let colours { return try colourText(colours) }
    if let retargets { return try layeredText(retargets) }
    return try text(of: try keyframes())
  }

  /// The keyframes of one motion: error-bounded or evenly spaced, as ``effectivePlacement``
  /// says.
  ///
  /// - Throws: ``KeyframeExportError`` when the motion has no end (an undamped spring without
  ///   ``end``, or nothing moves), the tolerance is not attainable, or a step asks for more
  ///   than ``maximumCount`` keyframes.
  public func keyframes() throws(KeyframeExportError) -> SpringKeyframes<Double> {
    let mode = effectiveInterpolation
    do {
      switch effectivePlacement {
      case .tolerance(let tolerance):
        // Planned with room for rounding, so that the printed file is within the tolerance.
        return try spring.printableKeyframes(
          fromValue: from, toValue: to, initialVelocity: initialVelocity, tolerance: tolerance,
          interpolation: mode, end: end)
      case .count(let count):
        return try Self.printable(
          spring.keyframes(
            fromValue: from, toValue: to, initialVelocity: initialVelocity, count: count,
            interpolation: mode, end: end, epsilon: relativeEpsilon))
      case .step(let step):
        try checkFrameCount(step: step)
        return try Self.printable(
          spring.keyframes(
            fromValue: from, toValue: to, initialVelocity: initialVelocity, step: step,
            interpolation: mode, end: end, epsilon: relativeEpsilon))
      }
    } catch {
      throw KeyframeExportError(error, export: self)
    }
  }

  /// Evenly spaced keyframes, once a file can hold them (a duration that prints as more than
  /// 0 s); error-bounded ones are checked by `printableKeyframes`.
  private static func printable(_ keyframes: SpringKeyframes<Double>) throws(SpringError)
    -> SpringKeyframes<Double>
  {
    _ = try KeyframePrecision(printable: keyframes)
    return keyframes
  }

  /// Throws when one keyframe every `step` seconds up to the end makes more than
  /// ``maximumCount``.
  private func checkFrameCount(step: Double) throws(SpringError) {
    var end = self.end ?? 0
    if self.end == nil {
      end = try spring.settlingDuration(
        fromValue: from, toValue: to, initialVelocity: initialVelocity, epsilon: relativeEpsilon)
    }
    guard end.isFinite else { return }  // SpringKit reports the missing end.
    let count = TimeGrid.steps(reaching: end, step: step) + 1
    guard count <= Double(Self.maximumCount) else {
      throw SpringError(parameter: "fps", value: .number(1 / step), rule: .sampleBudget)
    }
  }

  /// Keyframes of one motion as text in ``format``, with the reduced-motion variant.
  private func text(of keyframes: SpringKeyframes<Double>) throws(KeyframeExportError)
    -> String
  {
    let output: KeyframeFormat.Output
    let standIn = try reducedMotion.flatMap { (policy) throws(KeyframeExportError) in
      try standInKeyframes(policy)
    }
    do {
      output = try format.write(keyframes, settings: formatSettings, standIn: standIn)
    } catch {
      switch error {
      case .json(let error): throw .writing("JSON", error)
      case .keyframes(let error):
        throw .writing(format == .css ? "CSS" : "Web Animations JSON", error)
      case .lottie(let error):
        if case .handleOutOfRange = error {
          throw .invalid(
            .format, "lottie",
            "easing handles every player keeps (\(error)); use --interpolation linear or a "
              + "smaller --tolerance")
        }
        throw .writing("Lottie", error)
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
  /// - Throws: ``KeyframeExportError`` when the stand-in cannot be exported as asked.
  public func standInKeyframes(_ policy: ReducedMotion) throws(KeyframeExportError)
    -> SpringKeyframes<Double>?
  {
    let standIn: Spring?
    do {
      standIn = try policy.spring(replacing: spring)
    } catch {
      throw KeyframeExportError(error, export: self)
    }
    guard let standIn else { return nil }
    var reduced = self
    reduced.spring = standIn
    // An end given for the full motion is the full motion's; the stand-in settles sooner.
    reduced.end = nil
    return try reduced.keyframes()
  }

  /// A retargeted motion's text: additive layers (CSS, Web Animations, Core Animation JSON)
  /// or one baked track (CSV, Lottie).
  private func layeredText(_ retargets: [Retarget]) throws(KeyframeExportError) -> String {
    guard case .tolerance(let tolerance) = effectivePlacement else {
      throw KeyframeExportError(nil, .writer("internal error: --retarget without --tolerance"))
    }
    let layered: LayeredKeyframes
    do {
      let motion = try RetargetedMotion(
        spring: spring, fromValue: from, toValue: to, initialVelocity: initialVelocity,
        retargets: retargets)
      layered = try motion.printableLayeredKeyframes(tolerance: tolerance)
    } catch {
      throw KeyframeExportError(error, export: self)
    }
    switch format {
    case .css:
      do {
        return try layered.css(template: template)
      } catch {
        throw .writing("CSS", error)
      }
    case .json:
      return try Self.json(layered.coreAnimationJSON)
    case .webAnimations:
      let document: JSONValue
      do {
        document = try layered.webAnimationsJSON(template: template)
      } catch {
        throw .writing("Web Animations JSON", error)
      }
      return try Self.json(document)
    case .lottie:
      let baked = layered.baked
      let value: JSONValue
      do {
        value =
          lottieDocument
          ? try baked.lottieDocument(frameRate: frameRate)
          : try baked.lottieProperty(
            frameRate: frameRate, factor: lottieProperty == .scale ? 100 : 1)
      } catch {
        throw .invalid(
          .tolerance, NumberText.roundTrip(tolerance),
          "larger: keyframes printed with the most decimals (17) stray further")
      }
      do {
        return try MomentumKeyframes.lottieText(value) + "\n"
      } catch {
        throw .writing("Lottie", error)
      }
    default:
      do {
        return try CSVWriter(columns: ["keyTime", "time", "value"])
          .document(rows: layered.baked.csvRows)
      } catch {
        throw .writing("CSV", error)
      }
    }
  }

  /// The colour keyframes, planned for the format's client: Core Animation for JSON, CSS
  /// (`oklab()` for an Oklab spring, `rgb()` otherwise) for the rest.
  ///
  /// - Throws: ``KeyframeExportError`` when the colours do not move, the spring never settles
  ///   or the tolerance needs too many keyframes.
  public func colourKeyframes(_ colours: Colours) throws(KeyframeExportError) -> ColourKeyframes {
    let playback: ColourPlayback = format == .json ? .coreAnimation : .css(for: colours.space)
    var tolerance = ColourKeyframes.defaultTolerance
    if case .tolerance(let given)? = placement { tolerance = given }
    do {
      return try ColourKeyframes(
        spring: spring, from: colours.from.colour, to: colours.to.colour, space: colours.space,
        playback: playback, tolerance: tolerance)
    } catch {
      switch error {
      case .tolerance, .tooManyKeyframes, .unmet:
        throw .invalid(
          .tolerance, NumberText.roundTrip(tolerance), "a ΔE_ok the keyframes can keep (\(error))")
      case .noTravel:
        throw .invalid(.to, colours.toText, "a colour other than --from (\(error))")
      case .neverSettles, .spring:
        throw .notApplying(.from, "COLOUR", "\(error)")
      }
    }
  }

  /// The colour keyframes as text in ``format``.
  private func colourText(_ colours: Colours) throws(KeyframeExportError) -> String {
    let keyframes = try colourKeyframes(colours)
    switch format {
    case .css:
      return keyframes.css(template: template)
    case .webAnimations:
      return try Self.json(keyframes.webAnimations(template: template))
    case .json:
      return try Self.json(keyframes.coreAnimationJSON)
    default:
      do {
        return try keyframes.csv()
      } catch {
        throw .writing("CSV", error)
      }
    }
  }

  /// A document as pretty-printed JSON, ending with a newline.
  private static func json(_ document: JSONValue) throws(KeyframeExportError) -> String {
    do {
      return try JSONWriter(style: .pretty).string(for: document) + "\n"
    } catch {
      throw .writing("JSON", error)
    }
  }
}
