public import SpringFitting

// A Lottie motion as something to fit, and how.

extension LottieMotion {
  /// The motion's samples as a spring fitter takes them: scalar samples for a
  /// one-dimensional property, vector samples (with the components' names) otherwise.
  ///
  /// The times are ``ownTimes``, seconds since the motion's first keyframe, its own clock: a
  /// motion is fitted the same wherever it sits in the composition, before frame 0 included
  /// (``startTime`` places it; charts say so with ``timeLabel``).
  ///
  /// ``LottieMotionFit`` fits every motion of a file; this is one motion for
  /// ``FitReport/init(fitting:options:)``, with the options of ``fittingOptions(from:)``.
  public var fitSubject: FitSubject {
    guard components.count == 1 else {
      return .vectorSamples(times: ownTimes, components: components, names: componentNames)
    }
    return .samples(times: ownTimes, values: components[0])
  }

  /// The time axis of a chart of ``fitSubject``: `time (s)` for a motion that starts at
  /// frame 0, otherwise the frame and second it starts at, such as
  /// `time since frame 30 (1 s), at 30 fps (s)`.
  public var timeLabel: String {
    guard startFrame != 0 else { return "time (s)" }
    return "time since frame \(NumberText.rounded(startFrame)) "
      + "(\(NumberText.rounded(startTime, significantDigits: 4)) s), at \(NumberText.rounded(frameRate)) fps (s)"
  }

  /// The fitter's options for this motion: `options`, with `from` and `to` fitted too
  /// (`FitOptions.fitsEndpoints`) when the motion is baked, because a spring baked for a fixed
  /// time usually stops short of its target, so its last keyframe is not the target.
  ///
  /// - Parameter options: What the caller lets the fitter change and keep.
  /// - Returns: The options to fit this motion with.
  public func fittingOptions(from options: FitOptions) -> FitOptions {
    var options = options
    if isBaked { options.fitsEndpoints = true }
    return options
  }
}
