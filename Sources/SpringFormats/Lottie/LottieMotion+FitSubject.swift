// A Lottie motion as something to fit.

extension LottieMotion {
  /// The motion's samples as a spring fitter takes them: scalar samples for a
  /// one-dimensional property, vector samples (with the components' names) otherwise.
  ///
  /// ``LottieMotionFit`` fits every motion of a file; this is one motion for
  /// ``FitReport/init(fitting:options:)``, which keeps the fitter's options as given
  /// (a baked motion is not switched to fitting its endpoints).
  public var fitSubject: FitSubject {
    guard components.count == 1 else {
      return .vectorSamples(times: times, components: components, names: componentNames)
    }
    return .samples(times: times, values: components[0])
  }
}
