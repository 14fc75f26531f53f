public import SpringFitting
import SpringKit

extension ScalePop {
  /// `SpringFitter`'s fit of ``keyframes()``, with its errors.
  ///
  /// ω₀ ≈ 33.86 rad/s, ζ ≈ 0.856, initial velocity ≈ −3.456 per second, RMS error ≈ 0.051;
  /// fitted once, on first use.
  public static let fit: SpringFit = {
    // The four built-in keyframes always fit: the fitter refuses only tracks without motion.
    guard let fit = try? SpringFitter().fit(keyframes()) else {
      preconditionFailure("the built-in scale-pop keyframes fit a spring")
    }
    return fit
  }()

  /// The comparison the shine button's pop is about: the keyframes beside the spring fitted
  /// to them (``fit``).
  public static let fitted: ScalePop = {
    // The fitter returns a finite velocity, the only rule ScalePop checks.
    guard let pop = try? ScalePop(spring: fit.spring, initialVelocity: fit.initialVelocity)
    else { preconditionFailure("the fitted scale-pop velocity is finite") }
    return pop
  }()
}
