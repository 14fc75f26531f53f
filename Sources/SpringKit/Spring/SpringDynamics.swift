/// The derived constants the closed form needs, computed once per spring.
///
/// The regime is decided by the sign of ω_d² = ω₀² − λ² = k/m − (c/2m)², evaluated in
/// double-double so that springs a hair either side of critical damping are told apart
/// correctly; the formulas on both sides meet continuously at ζ = 1 anyway.
@usableFromInline
struct SpringDynamics: Sendable {
  @usableFromInline
  enum Motion: Sendable {
    /// ζ < 1: the damped angular frequency ω_d, to about 106 bits.
    case oscillating(dampedFrequency: DoubleDouble)
    /// ζ = 1.
    case critical
    /// ζ > 1: s = √(λ² − ω₀²) and the slow rate r = λ − s > 0, written as ω₀²/(λ + s) so that
    /// it keeps full precision when ζ is large.
    case overdamped(spread: Double, slowRate: Double)
  }

  /// λ = c / (2m), per second.
  @usableFromInline let decayRate: Double
  /// ω₀² = k / m, per second squared.
  @usableFromInline let frequencySquared: Double
  @usableFromInline let motion: Motion

  @usableFromInline
  init(mass: Double, stiffness: Double, damping: Double) {
    // c/m is finite (Spring validates it) but 2m may not be (m near the largest double), so
    // halve the quotient rather than double the mass; halving is exact.
    decayRate = damping / mass / 2
    frequencySquared = stiffness / mass
    let discriminant =
      DoubleDouble.quotient(stiffness, mass)
      - DoubleDouble.quotient(damping, mass).multiplied(by: 0.5).squared
    if discriminant.high > 0 {
      motion = .oscillating(dampedFrequency: discriminant.squareRoot)
    } else if discriminant.high == 0 {
      motion = .critical
    } else {
      let spread = (-discriminant.high).squareRoot()
      motion = .overdamped(spread: spread, slowRate: frequencySquared / (decayRate + spread))
    }
  }

  /// The transition over `duration` seconds, given as a double-double so that sample times
  /// `n·h` are exact.
  ///
  /// Written as `C(t)` and `S(t)` — the solutions with (u, v) = (1, −λ) and (0, 1) scaled by
  /// the envelope — every regime uses the same combination
  /// `a = C + λS, b = S, c = −ω₀²S, d = C − λS`. Nothing overflows: the overdamped branch
  /// forms `e^{−λt}·cosh(st)` as `e^{−rt}·(1 + e^{−2st})/2` from the slow rate r.
  @usableFromInline
  func transition(over duration: DoubleDouble) -> SpringTransition {
    let t = duration.high + duration.low
    let cosine: Double
    let sine: Double  // S(t), in seconds
    switch motion {
    case .oscillating(let dampedFrequency):
      let envelope = libmExp(-decayRate * t)
      // Once the envelope has underflowed the phase no longer matters (and may overflow).
      guard envelope > 0 else { return SpringTransition(a: 0, b: 0, c: 0, d: 0) }
      let phase = dampedFrequency.multiplied(by: duration)
      if phase.high < 1e-4 {
        // Near-critical springs (Spring.smooth is one, by rounding) stay at tiny phases for
        // their whole motion: the Taylor series, exact to x⁶/720 < 2e-27, skips sin and cos.
        let x2 = phase.high * phase.high
        cosine = envelope * (1 - x2 / 2 * (1 - x2 / 12))
        sine = envelope * t * (1 - x2 / 6 * (1 - x2 / 20))
      } else {
        let (sinPhase, cosPhase) = Self.sineAndCosine(of: phase)
        cosine = envelope * cosPhase
        sine = envelope * (sinPhase / dampedFrequency.high)
      }
    case .critical:
      let envelope = libmExp(-decayRate * t)
      cosine = envelope
      sine = envelope * t
    case .overdamped(let spread, let slowRate):
      let envelope = libmExp(-slowRate * t)
      let q = -libmExpm1(-2 * spread * t)  // 1 − e^{−2st}, exact near 0
      cosine = envelope * (1 - 0.5 * q)
      sine = envelope * (q / (2 * spread))
    }
    return SpringTransition(
      a: cosine + decayRate * sine, b: sine,
      c: -frequencySquared * sine, d: cosine - decayRate * sine)
  }

  /// sin θ and cos θ of a double-double phase θ = high + low, |low| ≤ ulp(high)/2.
  ///
  /// For phases below about 10¹¹ rad, |low| < 10⁻⁵ and a second-order correction of sin(high)
  /// and cos(high) is exact to rounding; beyond, the angle-sum identity is used in full. A
  /// phase beyond Double's range (ω_d·t > 1.8e308, possible only for undamped springs at
  /// absurd times) is indeterminate at double precision, since ulp(t) then spans many
  /// periods; it is taken as 0 rather than producing NaN.
  static func sineAndCosine(of phase: DoubleDouble) -> (sine: Double, cosine: Double) {
    guard phase.high.isFinite else { return (0, 1) }
    let sinHigh = libmSin(phase.high)
    let cosHigh = libmCos(phase.high)
    let (sinLow, cosLow) =
      abs(phase.low) < 1e-5
      ? (phase.low, 1 - 0.5 * phase.low * phase.low)
      : (libmSin(phase.low), libmCos(phase.low))
    return (sinHigh * cosLow + cosHigh * sinLow, cosHigh * cosLow - sinHigh * sinLow)
  }
}

extension Spring {
  /// The four transition coefficients over `duration` seconds.
  ///
  /// ```swift
  /// let transition = try Spring.smooth.transition(over: 0.25)
  /// // displacement 0.25 s after starting at u₀ = −1 at rest:
  /// let u = transition.a * -1
  /// ```
  ///
  /// - Parameter duration: Seconds since the state was known; finite and at least 0.
  /// - Returns: The coefficients `a, b, c, d` of ``SpringTransition``.
  /// - Throws: ``SpringError`` when `duration` is negative or not finite.
  public func transition(over duration: Double) throws(SpringError) -> SpringTransition {
    try SpringError.requireNonNegative(duration, "duration")
    return dynamics.transition(over: DoubleDouble(duration))
  }
}
