// The first time a motion reaches its target along a direction: where overshoot clamping ends.

extension SpringDynamics {
  /// The first time t > 0 at which the projection f(t) = u(t)·d of the displacement on a
  /// direction d reaches zero, given f(0) = `projection` ≥ 0 and f′(0) = `rate`.
  ///
  /// f solves the spring's equation itself, so the zero comes in closed form:
  /// e^{−λt}·(f₀·cos θ + q·sin θ) with q = (f′₀ + λf₀)/ω_d when the spring oscillates,
  /// f₀ + (f′₀ + λf₀)·t when critical, and tanh(st) = −s·f₀/(f′₀ + λf₀) when overdamped.
  ///
  /// - Returns: Seconds; `infinity` when the motion approaches the target without reaching it.
  @usableFromInline
  func firstCrossing(projection f0: Double, rate f1: Double) -> Double {
    guard f0 >= 0, f0 > 0 || f1 > 0, f0.isFinite, f1.isFinite else { return .infinity }
    let pull = f1 + decayRate * f0  // f′₀ + λf₀
    switch motion {
    case .oscillating(let dampedFrequency):
      // f₀·cos θ + q·sin θ = R·sin(θ + ψ) with ψ = atan2(f₀, q); the first zero is at
      // θ = π − ψ = atan2(f₀, −q), written that way so that a quick crossing keeps its digits.
      let omega = dampedFrequency.high
      return libmAtan2(f0 * omega, -pull) / omega
    case .critical:
      guard pull < 0, f0 > 0 else { return .infinity }
      return f0 / -pull
    case .overdamped(let spread, _):
      guard pull < 0, f0 > 0 else { return .infinity }
      let ratio = spread * f0 / -pull  // tanh(st)
      guard ratio < 1 else { return .infinity }
      return 0.5 * libmLog((1 + ratio) / (1 - ratio)) / spread
    }
  }
}
