import SpringFitting

// How a fit request takes a Lottie file: every selected motion for the report, or the one
// selected motion for a chart or a page, with the settings that do not apply refused.

extension FitRequest {
  /// The report of every motion of a Lottie document the request selects.
  ///
  /// - Parameters:
  ///   - document: The Lottie document.
  ///   - name: Its name for messages.
  ///   - progress: The progress callback for fitting `motions` motions, or `nil` for none: it
  ///     is called as distinct fits finish (`LottieMotionFit.fits(_:options:progress:)`).
  /// - Returns: The report, with the expression springs of the selected layers.
  /// - Throws: ``FitInputError``: a keyframe field that does not apply, or a selection that
  ///   matches no motion.
  /// - Complexity: One fit per distinct motion, spread over the cores.
  public func lottieReport(
    _ document: LottieDocument, name: String,
    progress: (_ motions: Int) -> ((_ done: Int, _ total: Int) -> Void)? = { _ in nil }
  ) throws(FitInputError) -> LottieFitReport {
    try checkTrackFields(name: name)
    do {
      let motions = try lottie.motions(
        in: document, comparesHeldEnd: fitting.window == .keyframesThenHeld)
      var report = LottieFitReport(
        frameRate: document.frameRate,
        fits: LottieMotionFit.fits(
          motions, options: fitting, progress: progress(motions.count)),
        skippedProperties: document.skippedProperties)
      report.expressions = document.expressionSprings(
        layer: lottie.layer, property: lottie.property)
      return report
    } catch {
      throw selectionError(error, name: name, skipped: document.skippedProperties)
    }
  }

  /// The one motion of a Lottie document the request selects, as the input to fit: its
  /// samples, the fitter's options for it (``LottieMotion/fittingOptions(from:)``) and its
  /// property as the key path.
  ///
  /// - Parameters:
  ///   - document: The Lottie document.
  ///   - name: Its name for messages.
  /// - Returns: The input.
  /// - Throws: ``FitInputError``: a missing argument listing the motions when none or
  ///   several match; bad data when the motion is time-remapped and not fitted
  ///   (``LottieMotion/timeRemapNote``).
  /// - Complexity: O(n) in the document's keyframes.
  public func lottieInput(_ document: LottieDocument, name: String) throws(FitInputError)
    -> FitInput
  {
    try checkTrackFields(name: name)
    let motion: LottieMotion
    do {
      motion = try lottie.motion(
        in: document, comparesHeldEnd: fitting.window == .keyframesThenHeld)
    } catch {
      throw selectionError(error, name: name, skipped: document.skippedProperties)
    }
    if let note = motion.timeRemapNote {
      // Its samples are not what plays: there is nothing to draw or fit.
      throw .data(name, "\(motion.selectionDescription) is not fitted: \(note)")
    }
    return FitInput(
      subject: motion.fitSubject, fitting: motion.fittingOptions(from: fitting), name: name,
      namedKeyPath: motion.propertyName, timeLabel: motion.timeLabel)
  }

  /// Refuses the keyframe fields that shape tracks (a duration, a calculation mode, timing
  /// functions, CSV columns): a Lottie file has its own times and easing.
  private func checkTrackFields(name: String) throws(FitInputError) {
    if let option = keyframes.givenTrackOptions.first
      ?? (keyframes.columns == nil ? nil : "--column")
    {
      throw .optionDoesNotApply(
        option: option,
        reason: "\(name) is a Lottie file, whose keyframes carry their own frames and easing")
    }
  }

  /// A selection that finds no motion, or several, as a missing argument naming the
  /// selection's options.
  private func selectionError(
    _ error: LottieSelectionError, name: String, skipped: LottieSkippedProperties
  ) -> FitInputError {
    switch error {
    case .nothingMoves:
      let reason =
        skipped.isEmpty
        ? "\(name) has no animated property that moves"
        : "\(name) has no animated property springfit fits that moves; it animates only "
          + "what springfit does not read (\(skipped.summary))"
      return .missingArgument(what: "a motion", reason: reason)
    case .noMatch(let layers, let properties):
      return .missingArgument(
        what: "a motion",
        reason: "no motion of \(name) matches \(lottie.givenDescription); its "
          + "layers with motions: \(layers.joined(separator: ", ")); properties: "
          + properties.joined(separator: ", "))
    case .ambiguous(let motions):
      let listed = motions.prefix(6).map(\.selectionDescription).joined(separator: "; ")
      return .missingArgument(
        what: "a single motion",
        reason: "\(motions.count) motions of \(name) match (\(listed)"
          + (motions.count > 6 ? "; …" : "")
          + "); choose one with --layer and the index path in brackets (such as "
          + "--layer 3/1), --property NAME and --motion N")
    }
  }
}
