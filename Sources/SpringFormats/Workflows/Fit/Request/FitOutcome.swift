/// What a ``FitRequest`` run gives: the report as text in the request's format, the
/// warnings about a Lottie file read as players play it, and the chart when asked for.
public struct FitOutcome: Sendable {
  /// The report in the request's format, ending with a line break.
  public var output: String
  /// Warnings to show beside the report, one line each without a line break: what a Lottie
  /// file does that was read as players play it, and what a CSV report had no room for.
  public var warnings: [String]
  /// The chart as SVG, when the run was asked for one: the keyframes against the fitted
  /// spring, with the residual below.
  public var chartSVG: String?
}
