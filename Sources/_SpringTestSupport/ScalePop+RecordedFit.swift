public import SpringKit

// SpringFitter's fit of `ScalePop.keyframes()`, written down for tests that cannot import
// SpringFitting: `SpringFitter().fit(ScalePop.keyframes())` gives ω₀ 33.862 rad/s,
// ζ 0.85554, v₀ −3.4559 per second, RMS error 0.051; SpringFittingTests'
// `recordedFitIsTheFittersAnswer` checks that the fitter still finds them. SpringKit itself
// records no fitted result.
extension ScalePop {
  /// The recorded fit's spring: stiffness ω₀² and damping 2ζω₀ at mass 1.
  public static var recordedFitSpring: Spring {
    guard
      let spring = try? Spring(
        mass: 1, stiffness: 33.862 * 33.862, damping: 2 * 0.855_54 * 33.862)
    else { preconditionFailure("the recorded scale-pop spring is valid") }
    return spring
  }

  /// The recorded fit's initial velocity: −3.4559 scale units per second.
  public static let recordedFitVelocity = -3.4559

  /// The comparison with ``recordedFitSpring`` and ``recordedFitVelocity``.
  public static var recordedFit: ScalePop {
    guard let pop = try? ScalePop(spring: recordedFitSpring, initialVelocity: recordedFitVelocity)
    else { preconditionFailure("the recorded scale-pop velocity is finite") }
    return pop
  }
}
