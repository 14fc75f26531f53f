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

  /// Creates a report from its parts.
  public init(frameRate: Double, fits: [LottieMotionFit]) {
    self.frameRate = frameRate
    self.fits = fits
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
        options: options))
  }
}
