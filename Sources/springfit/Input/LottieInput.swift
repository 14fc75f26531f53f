import ArgumentParsing
import SpringFitting
import SpringFormats

/// `--layer`, `--property` and `--motion`: which motions of a Lottie file `fit`, `plot fit`
/// and `preview` take.
struct LottieSelection: Sendable, Equatable {
  /// `--layer NAME`.
  var layer: String?
  /// `--property NAME`.
  var property: String?
  /// `--motion N`, from 1.
  var motion: Int?

  /// The options given with their values, for messages: `--layer 'Pop', --motion 2`.
  var givenDescription: String {
    [
      layer.map { "--layer '\($0)'" }, property.map { "--property '\($0)'" },
      motion.map { "--motion \($0)" },
    ].compactMap { $0 }.joined(separator: ", ")
  }

  /// The options given, by name, for "does not apply" messages.
  var givenOptions: [String] {
    [("--layer", layer != nil), ("--property", property != nil), ("--motion", motion != nil)]
      .filter(\.1).map(\.0)
  }
}

/// Reads a Lottie input for the fit commands: detection, selection and errors.
///
/// Motions, fits and reports live in SpringFormats (``LottieDocument``,
/// ``LottieFitReport``).
enum LottieInput {
  /// The document when the bytes are a Lottie file (``LottieDocument/isLottie(_:)``: a JSON
  /// object with `layers`), `nil` for any other input.
  ///
  /// - Throws: ``CommandFailure/badData(_:)`` naming the JSON path at fault.
  static func document(_ bytes: [UInt8], name: String) throws(CommandFailure) -> LottieDocument? {
    guard KeyframeInput.isJSON(bytes), let node = try? JSONReader.parse(bytes),
      LottieDocument.isLottie(node)
    else { return nil }
    do {
      return try LottieDocument(node: node)
    } catch {
      let place = error.line.map { ":\($0)" } ?? ""
      throw .badData("\(name)\(place): \(error.description)")
    }
  }

  /// Refuses the Lottie options for an input that is not Lottie.
  static func checkNotGiven(_ selection: LottieSelection, name: String) throws(CommandFailure) {
    if let option = selection.givenOptions.first {
      throw .usage(
        .optionDoesNotApply(
          option: option, reason: "\(name) is not a Lottie file (a JSON object with 'layers')"))
    }
  }

  /// Refuses the options that shape keyframe tracks (`--duration`, `--mode`,
  /// `--timing-functions`, `--column`): a Lottie file has its own times and easing.
  static func checkTrackOptions(_ options: FitCommandOptions, name: String)
    throws(CommandFailure)
  {
    let flags = options.keyframes
    if let option = flags.givenTrackOptions.first ?? (flags.columns == nil ? nil : "--column") {
      throw .usage(
        .optionDoesNotApply(
          option: option,
          reason: "\(name) is a Lottie file, whose keyframes carry their own frames and easing"))
    }
  }

  /// The motions the selection keeps; `comparesHeldEnd` is false with `--keyframes-only`.
  static func motions(
    _ document: LottieDocument, _ selection: LottieSelection, comparesHeldEnd: Bool = true
  ) -> [LottieMotion] {
    document.motions(
      layer: selection.layer, property: selection.property, comparesHeldEnd: comparesHeldEnd
    ).filter {
      selection.motion == nil || $0.number == selection.motion
    }
  }

  /// The report of every selected motion.
  static func report(
    _ document: LottieDocument, _ selection: LottieSelection, options: FitCommandOptions,
    name: String
  ) throws(CommandFailure) -> LottieFitReport {
    try checkTrackOptions(options, name: name)
    let motions = self.motions(
      document, selection, comparesHeldEnd: options.fitting.window == .keyframesThenHeld)
    if motions.isEmpty, !selection.givenOptions.isEmpty {
      throw noMotion(document, selection, name: name)
    }
    return LottieFitReport(
      frameRate: document.frameRate, fits: LottieMotionFit.fits(motions, options: options.fitting))
  }

  /// The one selected motion as samples to fit, for `plot fit`, `preview` and `fit --plot`.
  ///
  /// - Throws: A usage failure listing the motions when none or several match.
  static func subject(
    _ document: LottieDocument, _ selection: LottieSelection, options: FitCommandOptions,
    name: String
  ) throws(CommandFailure) -> (subject: FitSubject, motion: LottieMotion) {
    try checkTrackOptions(options, name: name)
    let motions = self.motions(
      document, selection, comparesHeldEnd: options.fitting.window == .keyframesThenHeld)
    guard motions.count == 1, let motion = motions.first else {
      if motions.isEmpty { throw noMotion(document, selection, name: name) }
      let listed = motions.prefix(6).map(describe).joined(separator: "; ")
      throw .usage(
        .missingArgument(
          what: "a single motion",
          reason: "\(motions.count) motions of \(name) match (\(listed)"
            + (motions.count > 6 ? "; …" : "")
            + "); choose one with --layer NAME, --property NAME and --motion N"))
    }
    if motion.components.count == 1 {
      return (.samples(times: motion.times, values: motion.components[0], lines: []), motion)
    }
    return (
      .vectorSamples(
        times: motion.times, components: motion.components, names: motion.componentNames,
        lines: []),
      motion
    )
  }

  /// "layer 'Pop' scale motion 1".
  static func describe(_ motion: LottieMotion) -> String {
    "layer '\(motion.layerName)' \(motion.propertyName) motion \(motion.number)"
  }

  /// No motion matches: name what there is.
  private static func noMotion(
    _ document: LottieDocument, _ selection: LottieSelection, name: String
  ) -> CommandFailure {
    let all = document.motions()
    let layers = Array(Set(all.map(\.layerName))).sorted()
    let properties = Array(Set(all.map(\.propertyName))).sorted()
    let what =
      all.isEmpty
      ? "\(name) has no animated property that moves"
      : "no motion of \(name) matches \(selection.givenDescription); its "
        + "layers with motions: \(layers.joined(separator: ", ")); properties: "
        + properties.joined(separator: ", ")
    return .usage(.missingArgument(what: "a motion", reason: what))
  }
}
