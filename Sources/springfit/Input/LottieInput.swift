import ArgumentParsing
import SpringFitting
import SpringFormats

/// `--layer`, `--property` and `--motion`: which motions of a Lottie file `fit`, `plot fit`
/// and `preview` take (SpringFormats' ``LottieMotionSelection``).
typealias LottieSelection = LottieMotionSelection

extension LottieMotionSelection {
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

/// A Lottie input for the fit commands: SpringFormats detects, selects and fits
/// (``LottieDocument/detecting(_:)``, ``LottieMotionSelection``, ``LottieFitReport``); this
/// adapter refuses the options that do not apply and words the errors with option names.
enum LottieInput {
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
    if let option = flags.givenTrackOptions.first
      ?? (flags.columns == nil ? nil : FitCommandOptions.columnOption.name)
    {
      throw .usage(
        .optionDoesNotApply(
          option: option,
          reason: "\(name) is a Lottie file, whose keyframes carry their own frames and easing"))
    }
  }

  /// The reader's warnings about a document (``LottieDocument/warnings``), each as
  /// `NAME:LINE: PATH: what was read`, for standard error.
  static func warnings(_ document: LottieDocument, name: String) -> [String] {
    document.warnings.map { warning in
      "\(name)\(warning.line.map { ":\($0)" } ?? ""): \(warning)"
    }
  }

  /// The report of every selected motion.
  static func report(
    _ document: LottieDocument, _ selection: LottieSelection, options: FitCommandOptions,
    name: String
  ) throws(CommandFailure) -> LottieFitReport {
    try checkTrackOptions(options, name: name)
    do {
      let motions = try selection.motions(
        in: document, comparesHeldEnd: options.fitting.window == .keyframesThenHeld)
      var report = LottieFitReport(
        frameRate: document.frameRate,
        fits: LottieMotionFit.fits(
          motions, options: options.fitting,
          progress: FitProgress.standardError.callback(motions: motions.count)),
        skippedProperties: document.skippedProperties)
      report.expressions = document.expressionSprings(
        layer: selection.layer, property: selection.property)
      return report
    } catch {
      throw failure(error, selection, name: name, skipped: document.skippedProperties)
    }
  }

  /// The one selected motion as samples to fit, for `plot fit`, `preview` and `fit --plot`.
  ///
  /// - Throws: A usage failure listing the motions when none or several match; bad data
  ///   (65) when the motion is time-remapped and not fitted (`LottieMotion.timeRemapNote`).
  static func subject(
    _ document: LottieDocument, _ selection: LottieSelection, options: FitCommandOptions,
    name: String
  ) throws(CommandFailure) -> (subject: FitSubject, motion: LottieMotion) {
    try checkTrackOptions(options, name: name)
    let motion: LottieMotion
    do {
      motion = try selection.motion(
        in: document, comparesHeldEnd: options.fitting.window == .keyframesThenHeld)
    } catch {
      throw failure(error, selection, name: name, skipped: document.skippedProperties)
    }
    if let note = motion.timeRemapNote {
      // Its samples are not what plays: there is nothing to draw or fit.
      throw .badData("\(name): \(describe(motion)) is not fitted: \(note)")
    }
    return (motion.fitSubject, motion)
  }

  /// "layer 'Pop' [1] scale motion 1": the name, the index path `--layer` also takes, the
  /// property and the number.
  static func describe(_ motion: LottieMotion) -> String {
    "layer '\(motion.layerName)' [\(motion.layerIndexPath)] \(motion.propertyName) motion "
      + "\(motion.number)"
  }

  /// A selection that finds no motion, or several, as the usage failure naming the options.
  private static func failure(
    _ error: LottieSelectionError, _ selection: LottieSelection, name: String,
    skipped: LottieSkippedProperties
  ) -> CommandFailure {
    switch error {
    case .nothingMoves:
      let reason =
        skipped.isEmpty
        ? "\(name) has no animated property that moves"
        : "\(name) has no animated property springfit fits that moves; it animates only "
          + "what springfit does not read (\(skipped.summary))"
      return .usage(.missingArgument(what: "a motion", reason: reason))
    case .noMatch(let layers, let properties):
      return .usage(
        .missingArgument(
          what: "a motion",
          reason: "no motion of \(name) matches \(selection.givenDescription); its "
            + "layers with motions: \(layers.joined(separator: ", ")); properties: "
            + properties.joined(separator: ", ")))
    case .ambiguous(let motions):
      let listed = motions.prefix(6).map(describe).joined(separator: "; ")
      return .usage(
        .missingArgument(
          what: "a single motion",
          reason: "\(motions.count) motions of \(name) match (\(listed)"
            + (motions.count > 6 ? "; …" : "")
            + "); choose one with --layer and the index path in brackets (such as "
            + "--layer 3/1), --property NAME and --motion N"))
    }
  }
}
