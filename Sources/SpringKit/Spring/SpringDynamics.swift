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
    let twiceMass = 2 * mass
    decayRate = damping / twiceMass
    frequencySquared = stiffness / mass
    let discriminant =
      DoubleDouble.quotient(stiffness, mass)
      - DoubleDouble.quotient(damping, twiceMass).squared
    if discriminant.high > 0 {
      motion = .oscillating(dampedFrequency: discriminant.squareRoot)
    } else if discriminant.high == 0 {
      motion = .critical
    } else {
      let spread = (-discriminant.high).squareRoot()
      motion = .overdamped(spread: spread, slowRate: frequencySquared / (decayRate + spread))
    }
  }

  /// The response after `time` seconds, with `time` given as a double-double so that sample
  /// times `n·h` are exact.
  ///
  /// Written as `C(t)` and `S(t)` — the solutions with (u, v) = (1, −λ) and (0, 1) scaled by
  /// the envelope — every regime uses the same combination
  /// `a = C + λS, b = S, c = −ω₀²S, d = C − λS`. Nothing overflows: the overdamped branch
  /// forms `e^{−λt}·cosh(st)` as `e^{−rt}·(1 + e^{−2st})/2` from the slow rate r.
  @usableFromInline
  func response(at time: DoubleDouble) -> SpringResponse {
    let t = time.high + time.low
    let cosine: Double
    let sine: Double  // S(t), in seconds
    switch motion {
    case .oscillating(let dampedFrequency):
      let envelope = libmExp(-decayRate * t)
      // sin and cos of the double-double phase θ = high + low, |low| ≤ ulp(high).
      let phase = dampedFrequency.multiplied(by: time)
      let sinHigh = libmSin(phase.high)
      let cosHigh = libmCos(phase.high)
      let correction = 1 - 0.5 * phase.low * phase.low
      let sinPhase = sinHigh * correction + cosHigh * phase.low
      let cosPhase = cosHigh * correction - sinHigh * phase.low
      cosine = envelope * cosPhase
      sine = envelope * (sinPhase / dampedFrequency.high)
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
    return SpringResponse(
      a: cosine + decayRate * sine, b: sine,
      c: -frequencySquared * sine, d: cosine - decayRate * sine)
  }
}

extension Spring {
  /// The response coefficients after `time` seconds.
  ///
  /// ```swift
  /// let r = try Spring.smooth.response(at: 0.25)
  /// // displacement after 0.25 s from u₀ = −1, v₀ = 0:
  /// let u = r.a * -1
  /// ```
  ///
  /// - Parameter time: Seconds since the state was known; finite and at least 0.
  /// - Returns: The four coefficients of ``SpringResponse``.
  /// - Throws: ``SpringError`` when `time` is negative or not finite.
  public func response(at time: Double) throws(SpringError) -> SpringResponse {
    try SpringError.requireNonNegative(time, "time")
    return dynamics.response(at: DoubleDouble(time))
  }
}
