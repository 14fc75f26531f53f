import NameSuggestions
public import SpringFitting

/// What `springfit fit` reports for a Lottie file: a spring per motion of every animated
/// property, per layer, in text, JSON or CSV.
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// let report = LottieFitReport(document: document, layer: "Pop")
/// print(report.text)
/// ```
public struct LottieFitReport: Sendable {
  /// The document's frame rate, frames per second.
  public var frameRate: Double
  /// One fit per motion, in document order.
  public var fits: [LottieMotionFit]
  /// The document's keyframed properties that are not read, so not fitted
  /// (``LottieDocument/skippedProperties``).
  public var skippedProperties = LottieSkippedProperties()
  /// The expressions on the selected properties, read for the springs they describe
  /// (``LottieDocument/expressionSprings(layer:property:)``).
  public var expressions: [LottieExpressionSpring] = []

  /// When the report has motions and the fitter refused every one: a sentence that says so,
  /// with the first motion's reason (control characters from the file escaped, long text
  /// elided); `nil` when at least one motion was fitted or there is none.
  ///
  /// `springfit fit` prints it as an error (exit 65) instead of a report without a spring.
  public var noneFittedSummary: String? {
    let reasons = fits.compactMap { fit -> String? in
      guard case .failed(let message) = fit.outcome else { return nil }
      return "layer '\(fit.motion.layerName)' \(fit.motion.propertyName) motion "
        + "\(fit.motion.number): \(message)"
    }
    guard !fits.isEmpty, reasons.count == fits.count, let first = reasons.first else {
      return nil
    }
    let more = reasons.count > 1 ? " (and \(reasons.count - 1) more)" : ""
    return "no motion could be fitted (\(reasons.count) not fitted); "
      + EchoedText.safe(first, limit: 200) + more
  }

  /// Creates a report from its parts.
  public init(
    frameRate: Double, fits: [LottieMotionFit],
    skippedProperties: LottieSkippedProperties = LottieSkippedProperties()
  ) {
    self.frameRate = frameRate
    self.fits = fits
    self.skippedProperties = skippedProperties
  }

  /// Finds and fits the motions of a document
  /// (``LottieDocument/motions(layer:property:comparesHeldEnd:)``).
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - layer: Keep only this layer; `nil` keeps all.
  ///   - property: Keep only this property; `nil` keeps all.
  ///   - options: What may change and what must be kept in each fit.
  public init(
    document: LottieDocument, layer: String? = nil, property: String? = nil,
    options: FitOptions = FitOptions()
  ) {
    self.init(
      frameRate: document.frameRate,
      fits: LottieMotionFit.fits(
        document.motions(
          layer: layer, property: property,
          comparesHeldEnd: options.window == .keyframesThenHeld),
        options: options),
      skippedProperties: document.skippedProperties)
    expressions = document.expressionSprings(layer: layer, property: property)
  }
}
