public import SpringKit

/// What a spring is fitted to: a keyframe track, samples, or their vector forms.
///
/// A decoded keyframe file gives one (``KeyframeDocument/fitSubject()``), and so does a
/// Lottie motion (``LottieMotion/fitSubject``); ``FitReport/init(fitting:options:)`` fits it.
///
/// ```swift
/// let subject = try KeyframeDocument.decode(bytes).fitSubject()
/// print(try FitReport(fitting: subject).text)
/// ```
public enum FitSubject: Sendable {
  /// Keyframes, compared at `SpringFitter.comparisonCount` evenly spaced times.
  case track(KeyframeTrack<Double>)
  /// Samples (seconds, value), compared at their own times; `lines` are the input lines
  /// they came from (empty when they came from no file).
  case samples(times: [Double], values: [Double], lines: [Int] = [])
  /// Vector keyframes: one track per component, and the components' names.
  case tracks([KeyframeTrack<Double>], names: [String])
  /// Vector samples: one array of values per component, at the same times, and the input
  /// line of each sample.
  case vectorSamples(times: [Double], components: [[Double]], names: [String], lines: [Int] = [])

  /// The input line of the sample at `index`, when the samples came from lines of a file.
  ///
  /// A `FitError` names a sample by its index (`FitError.notFinite`,
  /// `FitError.timesNotIncreasing`); this is the line to report beside it.
  ///
  /// - Parameter index: The sample's index.
  /// - Returns: The 1-based line, or `nil` for keyframes, an index out of range or samples
  ///   from no file.
  public func line(ofSample index: Int) -> Int? {
    switch self {
    case .samples(_, _, let lines), .vectorSamples(_, _, _, let lines):
      lines.indices.contains(index) ? lines[index] : nil
    case .track, .tracks:
      nil
    }
  }
}
