/// How a fit is written: `springfit fit --format`.
public enum FitReportFormat: String, Sendable, Hashable, CaseIterable {
  /// A short summary for people, with ready-to-paste code.
  case text
  /// One pretty-printed JSON object (`SpringFit.jsonDocument`, ``LottieFitReport``'s
  /// document).
  case json
  /// `time,keyframes,spring,error` at the compared times (for Lottie, a row per motion).
  case csv
}
