public import SpringFitting
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

extension FitSubject {
  /// Whether the subject is samples still moving at the last one: in some component the
  /// last two values differ, so the last sample is not where the motion rests.
  ///
  /// A motion sampled until it settles (`springfit sample` stops at the settling duration,
  /// 0.001 of the travel from the target) ends a little short of its target; samples that
  /// end at rest repeat their last value.
  public var endsMoving: Bool {
    let moving = { (values: [Double]) in
      values.count >= 2 && values[values.count - 1] != values[values.count - 2]
    }
    switch self {
    case .samples(_, let values, _): return moving(values)
    case .vectorSamples(_, let components, _, _): return components.contains(where: moving)
    case .track, .tracks: return false
    }
  }

  /// The fitter's options for this subject: `options`, with `from` and `to` fitted too
  /// (`FitOptions.fitsEndpoints`) when the subject is samples still moving at the last one
  /// (``endsMoving``), whose last value is not the target.
  ///
  /// Dense samples of a spring then give it back to rounding (10⁻⁹), where taking the last
  /// sample as the target would be off by about the settling band (10⁻³). Keyframes, and
  /// samples that end at rest, keep their first and last values as `from` and `to`.
  ///
  /// - Parameter options: What the caller lets the fitter change and keep.
  /// - Returns: The options to fit this subject with.
  public func fittingOptions(from options: FitOptions) -> FitOptions {
    var options = options
    if endsMoving { options.fitsEndpoints = true }
    return options
  }
}
