public import SpringFitting
public import SpringKit

/// A fit and what it was fitted to, as `springfit fit` reports it: in text for people, as
/// CSV, as JSON (`SpringFit.jsonDocument`) or as a chart.
///
/// ```swift
/// let track = try KeyframeDocument.decode(bytes).track()
/// let report = SpringFitReport(fit: try SpringFitter().fit(track), track: track)
/// print(report.text)
/// ```
public struct SpringFitReport: Sendable {
  /// The fitter's result; its `SpringFit.times` and `SpringFit.data` are the compared
  /// points.
  public var fit: SpringFit
  /// What was fitted, for the text: "4 keyframes (cubic) over 0.3333333 s".
  public var subject: String
  /// Where it was compared, for the text: "2001 evenly spaced times from 0 to 0.6666667 s:
  /// the keyframe curve, then its last value held".
  public var comparison: String
  /// The keyframes as (seconds, value) points, drawn on the chart; empty for samples.
  public var keyframes: [SIMD2<Double>]
  /// What the data is, for the chart's legend: "keyframe curve, cubic" or "samples".
  public var dataName: String
  /// The key path the motion animates (`transform.scale`, `position.y`), for the text's
  /// Android code (``AndroidViewProperty/properties(keyPath:components:)``), or `nil` when
  /// the input names none: the code then animates the `TRANSLATION_X` placeholder.
  public var keyPath: String?
  /// The chart's time axis: `time (s)`, or where the clock starts when the fitted times are
  /// measured from a motion's own start (a Lottie motion: ``LottieMotion/timeLabel``).
  public var timeLabel = "time (s)"

  /// Creates a report from its parts.
  public init(
    fit: SpringFit, subject: String, comparison: String, keyframes: [SIMD2<Double>] = [],
    dataName: String = "samples"
  ) {
    self.fit = fit
    self.subject = subject
    self.comparison = comparison
    self.keyframes = keyframes
    self.dataName = dataName
  }

  /// The report of a fit to a keyframe track (`SpringFitter.fit(_:)`).
  ///
  /// - Parameters:
  ///   - fit: The fit.
  ///   - track: The keyframes it was fitted to.
  public init(fit: SpringFit, track: KeyframeTrack<Double>) {
    let mode = track.calculationMode.rawValue
    let timing = track.timingFunctions.isEmpty ? "" : ", with timing functions"
    // Discrete mode has one more keyTime than values: each value starts at its keyTime.
    self.init(
      fit: fit,
      subject: "\(track.values.count) keyframes (\(mode)\(timing)) over "
        + "\(NumberText.rounded(track.duration)) s",
      comparison: "\(fit.times.count) evenly spaced times from 0 to "
        + "\(NumberText.rounded(fit.times.last ?? track.duration)) s"
        + (fit.holdStart == nil ? "" : ": the keyframe curve, then its last value held"),
      keyframes: zip(track.keyTimes, track.values).map { SIMD2($0 * track.duration, $1) },
      dataName: "keyframe curve, \(mode)")
  }

  /// The report of a fit to samples (`SpringFitter.fit(times:values:)`).
  ///
  /// - Parameters:
  ///   - fit: The fit.
  ///   - sampleTimes: The samples' times in seconds, in order.
  public init(fit: SpringFit, sampleTimes: [Double]) {
    let start = NumberText.rounded(sampleTimes.first ?? 0)
    let end = NumberText.rounded(sampleTimes.last ?? 0)
    self.init(
      fit: fit, subject: "\(sampleTimes.count) samples from \(start) to \(end) s",
      comparison: "the sample times")
  }

  /// The spread of the data, max − min (0 for constant data).
  public var range: Double { (fit.data.max() ?? 0) - (fit.data.min() ?? 0) }

  /// The fitted spring's value at each compared time (`SpringFit.value(at:)`; not finite
  /// where the ends are too far apart to evaluate).
  public var springValues: [Double] { fit.times.map(fit.value(at:)) }
}
