/// GSAP's `back.out(overshoot)` over a tween's duration, and the spring nearest to it.
///
/// GSAP's ease (`src/gsap-core.js`, `_configBack`) is the cubic
/// f(p) = (p − 1)²·((s + 1)(p − 1) + s) + 1 with s = `overshoot` (default 1.70158): it
/// overshoots once and stops dead at p = 1, which no spring does. So it is not a dialect
/// that converts exactly: ``nearestSpring()`` is the spring, started at the curve's own
/// velocity (s + 3)/D distances per second, whose motion is nearest to the tween (then held
/// at the end) in the largest difference, with that difference.
public struct GSAPBackEase: Sendable, Hashable {
  /// `back.out`'s default overshoot, 1.70158.
  public static let defaultOvershoot = 1.70158

  /// `overshoot`, the argument of `back.out`.
  public var overshoot: Double
  /// The tween's `duration`, in seconds.
  public var duration: Double

  /// Creates `back.out(overshoot)` over `duration` seconds; the defaults are GSAP's.
  public init(overshoot: Double = 1.70158, duration: Double = 0.5) {
    self.overshoot = overshoot
    self.duration = duration
  }

  /// GSAP's `back.out` at progress `p` in [0, 1]; 1 after the end.
  public func ease(_ progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    let q = progress - 1
    return q * q * ((overshoot + 1) * q + overshoot) + 1
  }

  /// The curve's velocity at the start, in fractions of the distance per second:
  /// (s + 3)/D.
  public var startingVelocity: Double { (overshoot + 3) / duration }

  /// The spring nearest to the tween, started at ``startingVelocity``, and how far it is:
  /// the largest difference over two durations (the tween, then its end value held), as a
  /// fraction of the distance.
  ///
  /// A grid of damping ratios (0.05 to 1.5) and natural frequencies (1 to 60 per duration),
  /// then a pattern search from the best on a finer sampling.
  ///
  /// - Throws: ``SpringError`` unless the duration is greater than 0 and the overshoot
  ///   finite.
  /// - Complexity: 1200 candidate motions of 257 samples, up to 240 of 1025, one of 2049.
  public func nearestSpring() throws(SpringError) -> (spring: Spring, deviation: Double) {
    try SpringError.requirePositive(duration, "duration")
    guard overshoot.isFinite else {
      throw SpringError(parameter: "overshoot", value: .number(overshoot), rule: .finite)
    }
    let coarse = curve(count: 257)
    // The grid compares 257 samples, the refinement 1025: the maximum moves between
    // coarse samples.
    let medium = curve(count: 1025)
    let distanceOn = { (curve: (step: Double, values: [Double]), zeta: Double, logOmega: Double) in
      let omega = libmExp(logOmega) / duration
      let spring = Spring(
        uncheckedMass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
      return spring.deviation(
        startingVelocity: startingVelocity, step: curve.step, from: curve.values)
    }
    let distance = { (zeta: Double, logOmega: Double) in distanceOn(coarse, zeta, logOmega) }
    var best = (zeta: 0.5, logOmega: 0.0, distance: Double.infinity)
    for zetaIndex in 1...30 {
      for omegaIndex in 0..<40 {
        let zeta = Double(zetaIndex) * 0.05
        let logOmega = libmLog(60.0) * Double(omegaIndex) / 39
        let value = distance(zeta, logOmega)
        if value < best.distance { best = (zeta, logOmega, value) }
      }
    }
    best.distance = distanceOn(medium, best.zeta, best.logOmega)
    var steps = (zeta: 0.025, logOmega: libmLog(60.0) / 78)
    for _ in 0..<60 {
      var moved = false
      for (dz, dw) in [(1.0, 0.0), (-1, 0), (0, 1), (0, -1)] {
        let zeta = best.zeta + dz * steps.zeta
        let logOmega = best.logOmega + dw * steps.logOmega
        guard zeta > 0 else { continue }
        let value = distanceOn(medium, zeta, logOmega)
        if value < best.distance {
          best = (zeta, logOmega, value)
          moved = true
        }
      }
      if !moved { steps = (steps.zeta / 2, steps.logOmega / 2) }
    }
    let omega = libmExp(best.logOmega) / duration
    let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * best.zeta * omega)
    let fine = curve(count: 2049)
    return (
      spring,
      spring.deviation(startingVelocity: startingVelocity, step: fine.step, from: fine.values)
    )
  }

  /// The tween then its end value, over two durations.
  private func curve(count: Int) -> (step: Double, values: [Double]) {
    let step = 2 * duration / Double(count - 1)
    return (step, (0..<count).map { ease(Double($0) * step / duration) })
  }
}
