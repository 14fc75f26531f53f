// The first time a spring motion reaches a given level: where it hits a wall that is not its
// target.

extension SpringDynamics {
  /// The displacement and velocity at `time` seconds of the motion from (u₀, v₀).
  func state(displacement u0: Double, velocity v0: Double, time: Double) -> (Double, Double) {
    transition(over: DoubleDouble(time)).apply(displacement: u0, velocity: v0)
  }

  /// The first time t > 0 at which the displacement u(t) equals `level`, for the motion that
  /// starts at (u₀, v₀); `infinity` when it never does.
  ///
  /// u is monotone between consecutive zeros of the velocity, which is itself a spring motion,
  /// so the extrema come in closed form (the first from ``firstCrossing(projection:rate:)``
  /// on the velocity, the next ones half a damped period apart). The level is reached on the
  /// first monotone piece whose ends lie on either side of it, where bisection on the closed
  /// form pins the instant down to an ulp. Extrema shrink by e^(−πλ/ω_d) per half period, so
  /// once one on the level's side falls short no later one reaches it. Level 0 (the target)
  /// is the closed-form ``firstCrossing(projection:rate:)`` itself.
  func firstReach(level: Double, displacement u0: Double, velocity v0: Double) -> Double {
    guard level != 0 else {
      let side: Double = u0 != 0 ? (u0 > 0 ? 1 : -1) : (v0 >= 0 ? 1 : -1)
      return firstCrossing(projection: u0 == 0 ? 0 : side * u0, rate: side * v0)
    }
    let acceleration = -frequencySquared * u0 - 2 * decayRate * v0
    // The side of the level the motion is on just after 0.
    let offset = u0 - level
    var side: Double
    if offset != 0 {
      side = offset > 0 ? 1 : -1
    } else if v0 != 0 {
      side = v0 > 0 ? 1 : -1
    } else if acceleration != 0 {
      side = acceleration > 0 ? 1 : -1
    } else {
      return .infinity
    }
    // The first extremum: the velocity's first zero.
    let first: Double
    if v0 != 0 {
      let sign: Double = v0 > 0 ? 1 : -1
      first = firstCrossing(projection: sign * v0, rate: sign * acceleration)
    } else {
      first = firstCrossing(projection: 0, rate: abs(acceleration))
    }
    var start = 0.0
    var end = first
    let halfPeriod: Double? =
      if case .oscillating(let dampedFrequency) = motion {
        Double.pi / dampedFrequency.high
      } else {
        nil
      }
    for _ in 0..<100_000 {
      guard end.isFinite else {
        // The last piece runs to the target, u → 0: the level is reached only if 0 lies
        // beyond it.
        guard side * (0 - level) < 0 else { return .infinity }
        var step = 1 / frequencySquared.squareRoot()
        var far = start + step
        while side * (state(displacement: u0, velocity: v0, time: far).0 - level) > 0 {
          step *= 2
          far = start + step
          guard far.isFinite else { return .infinity }
        }
        return bisect(level: level, u0: u0, v0: v0, from: start, to: far, side: side)
      }
      let reached = state(displacement: u0, velocity: v0, time: end).0 - level
      if side * reached <= 0 {
        return bisect(level: level, u0: u0, v0: v0, from: start, to: end, side: side)
      }
      // Still on the same side at this extremum: if the extremum lies on the level's side of
      // the target and falls short, later ones (smaller) do too.
      guard let halfPeriod else {
        start = end
        end = .infinity
        continue
      }
      let extremum = reached + level
      if (extremum > 0) == (level > 0), abs(extremum) < abs(level), decayRate > 0 {
        return .infinity
      }
      if decayRate == 0, start > 0, abs(extremum) < abs(level) { return .infinity }
      (start, end) = (end, end + halfPeriod)
    }
    return .infinity
  }

  /// Bisection for u(t) = level on [low, high], where u − level has the sign `side` after
  /// `low` and not at `high`.
  func bisect(
    level: Double, u0: Double, v0: Double, from low: Double, to high: Double, side: Double
  ) -> Double {
    var (low, high) = (low, high)
    while true {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { return high }
      let value = state(displacement: u0, velocity: v0, time: middle).0 - level
      if side * value > 0 { low = middle } else { high = middle }
    }
  }
}
