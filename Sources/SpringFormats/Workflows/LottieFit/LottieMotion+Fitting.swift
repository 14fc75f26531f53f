public import SpringFitting

// A Lottie motion as something to fit, and how.

extension LottieMotion {
  /// The motion's samples as a spring fitter takes them: scalar samples for a
  /// one-dimensional property, vector samples (with the components' names) otherwise.
  ///
  /// ``LottieMotionFit`` fits every motion of a file; this is one motion for
  /// ``FitReport/init(fitting:options:)``, with the options of ``fittingOptions(from:)``.
  public var fitSubject: FitSubject {
    guard components.count == 1 else {
      return .vectorSamples(times: times, components: components, names: componentNames)
    }
    return .samples(times: times, values: components[0])
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
