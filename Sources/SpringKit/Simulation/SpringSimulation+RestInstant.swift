// The exact rest instant, solved when first needed, and the bounds that decide the frames
// before it.

extension SpringSimulation {
  /// A lower bound on the rest instant, in seconds after an anchor, from two energy facts and
  /// no transcendental function: the motion's energy ω₀²|u|² + |v|² never grows, so the speed
  /// stays below ω₀|u₀| + |v₀| and the acceleration below (ω₀ + 2λ)·(ω₀|u₀| + |v₀|); the
  /// distance and the speed cannot fall inside their thresholds sooner than that allows.
  ///
  /// A bound on the true instant, shrunk by 2⁻¹⁶ so that it stays below the solved one
  /// whatever the rounding of either.
  ///
  /// - Parameters:
  ///   - frequency: ω₀, `frequencySquared.squareRoot()` of the spring's dynamics.
  ///   - stoppingRate: ω₀ + 2λ, computed as `frequency + 2 * decayRate`.
  ///   - displacement: The anchor's displacement from the target.
  ///   - velocity: The anchor's velocity.
  ///   - threshold: The rest threshold.
  /// - Returns: Seconds after the anchor; 0 when the facts say nothing.
  @inlinable
  static func quickRestBound(
    frequency: Double, stoppingRate: Double, displacement: Value, velocity: Value,
    threshold: RestThreshold
  ) -> Double {
    // Shrunk by 2⁻¹⁶ for the rounding of a Float vector's length.
    let distance = Double(displacement.magnitude) * (1 - 0x1p-16)
    let speed = Double(velocity.magnitude) * (1 - 0x1p-16)
    let fastest = frequency * distance + speed
    let position = (distance - threshold.distance) / fastest
    let stopping = (speed - threshold.speed) / (stoppingRate * fastest)
    let bound = max(position, stopping) * (1 - 0x1p-16)
    // NaN (0/0, ∞/∞) and negative bounds say nothing.
    return bound > 0 && bound.isFinite ? bound : 0
  }

  /// Whether the quick bound of an anchor lies after `elapsed` seconds, decided without
  /// dividing: the same sums as ``quickRestBound(frequency:stoppingRate:displacement:velocity:threshold:)``,
  /// compared with `elapsed` enlarged by 2⁻¹⁴, far more than the rounding of either side, so
  /// that `true` implies `quickRestBound(…) > elapsed` (`false` says nothing).
  @inlinable
  static func quickRestBoundExceeds(
    _ elapsed: Double, frequency: Double, stoppingRate: Double, displacement: Value,
    velocity: Value, threshold: RestThreshold
  ) -> Bool {
    let distance = length(displacement) * (1 - 0x1p-16)
    let speed = length(velocity) * (1 - 0x1p-16)
    let fastest = frequency * distance + speed
    // Between these the quick bound's quotients are finite (each at most about 1/ω₀ < 2⁵⁰⁰)
    // and their divisors normal numbers, so it is not one that says nothing.
    guard frequency >= 0x1p-500, fastest >= 0x1p-500, fastest < .infinity else { return false }
    let reach = elapsed * (1 + 0x1p-14)
    return distance - threshold.distance > reach * fastest
      || speed - threshold.speed > reach * (stoppingRate * fastest)
  }

  /// `Double(value.magnitude)`, bit for bit, without its square root for a Double whose
  /// square is a normal number: √(x·x) rounds back to |x| exactly there.
  @inlinable @inline(__always)
  static func length(_ value: Value) -> Double {
    if let scalar = value as? Double {
      let length = abs(scalar)
      if length >= 0x1p-500, length <= 0x1p500 { return length }
    }
    return Double(value.magnitude)
  }

  /// The rest instant in seconds after the anchor, solved exactly as the eager simulation
  /// did: the last exit from the rest threshold, or the first crossing of the target when
  /// clamping overshoot, if sooner.
  ///
  /// - Complexity: One exact solve: 5–20 µs for ζ < 1/√2, 60–250 µs above (a scan of the sign
  ///   of U·V on 512 or more grid points and a bisection for each extremum), more for tiny
  ///   thresholds.
  @inlinable
  func solvedRestAfterAnchor() -> Double {
    solvedRest(displacement: anchorDisplacement, velocity: anchorVelocity)
  }

  /// The rest instant in seconds after an anchor at `displacement` and `velocity`, under the
  /// current threshold and clamping.
  @inlinable
  func solvedRest(displacement: Value, velocity: Value) -> Double {
    var instant = spring.restDuration(
      displacement: displacement, velocity: velocity,
      distance: restThreshold.distance, speed: restThreshold.speed)
    if let crossing = overshootCrossing(displacement: displacement, velocity: velocity) {
      instant = min(instant, crossing)
    }
    return instant
  }

  /// The instant the simulation came to rest, solved now: a frame that proved rest without
  /// solving it (see ``staysInsideThreshold(after:displacement:velocity:)``) left it unsolved.
  ///
  /// - Complexity: One exact solve, as ``solvedRestAfterAnchor()``.
  @inlinable
  func solvedRestInstant() -> Double {
    let clock = storage.restAnchorClock
    return clock.high
      + (clock.low
        + solvedRest(
          displacement: storage.restAnchorDisplacement, velocity: storage.restAnchorVelocity))
  }

  /// Solves the rest instant of a simulation at rest that left it unsolved, before a setting
  /// it depends on changes.
  @inlinable
  mutating func solvePendingRestInstant() {
    guard resting, restInstant.isNaN else { return }
    restInstant = solvedRestInstant()
  }

  /// With ``clampsOvershoot``, the first crossing of the target after the anchor along the
  /// side the motion started from; `nil` without clamping or without a side.
  @inlinable
  func overshootCrossing() -> Double? {
    overshootCrossing(displacement: anchorDisplacement, velocity: anchorVelocity)
  }

  /// With ``clampsOvershoot``, the first crossing of the target after an anchor at
  /// `displacement` and `velocity`; `nil` without clamping or without a side.
  @inlinable
  func overshootCrossing(displacement: Value, velocity: Value) -> Double? {
    let direction = displacement == .zero ? velocity : displacement
    guard clampsOvershoot, direction != .zero else { return nil }
    return spring.dynamics.firstCrossing(
      projection: Double(displacement.dot(direction)), rate: Double(velocity.dot(direction)))
  }

  /// Applies overshoot clamping to the lower bound: a crossing before it is the rest instant
  /// itself (the solved instant is the earlier of the two, and the threshold's exit is not
  /// earlier than the bound).
  @inlinable
  mutating func clampRestBound() {
    guard let crossing = overshootCrossing(), crossing <= restLowerBound else { return }
    uniqueStorage().restAfterAnchor = crossing
  }

  /// Solves the rest instant now and keeps it.
  @inlinable
  mutating func solveRestInstant() {
    restAfterAnchor = solvedRestAfterAnchor()
  }

  /// The rest instant after the anchor if it is solved, else a lower bound on it that
  /// satisfies `isEnough` — raised first by the energy bound, then by checking the motion at
  /// `hopeful` and at `modest` seconds after the anchor — or, when neither does, the instant
  /// solved now.
  ///
  /// A decision that is monotone in the instant (the rest test and the plan of stepped
  /// frames are: they subtract it and round down) and that the bound satisfies gives the
  /// same answer as the solved instant would.
  ///
  /// - Parameters:
  ///   - hopeful: A time worth proving rest is not before, to decide later frames too.
  ///   - modest: A smaller time, tried when `hopeful` fails.
  ///   - frame: The time since the anchor and the state of the frame asking whether it is at
  ///     rest, if one is; when no bound decides, the state may prove that the solved instant
  ///     is not after the frame.
  ///   - isEnough: Whether a bound decides the caller's question.
  /// - Returns: Seconds after the anchor: the solved instant, or a lower bound that satisfies
  ///   `isEnough`, or −∞ when `frame` proved rest by then without solving the instant.
  @inlinable
  mutating func restBound(
    hopeful: Double, modest: Double,
    frame: (since: DoubleDouble, displacement: Value, velocity: Value)? = nil,
    _ isEnough: (Double) -> Bool
  ) -> Double {
    if !restAfterAnchor.isNaN { return restAfterAnchor }
    // The quick bound, computed once for the reads below.
    if storage.restLowerBound.isNaN { uniqueStorage().restLowerBound = restLowerBound }
    if isEnough(restLowerBound) { return restLowerBound }
    let storage = uniqueStorage()
    if !storage.restBoundIsRefined {
      storage.restBoundIsRefined = true
      raiseRestBound(to: energyRestBound())
      if !restAfterAnchor.isNaN { return restAfterAnchor }
      if isEnough(restLowerBound) { return restLowerBound }
    }
    for time in [hopeful, modest] where time > restLowerBound && time.isFinite {
      guard isOutsideThreshold(at: time) else { continue }
      raiseRestBound(to: time * (1 - 0x1p-30))
      if !restAfterAnchor.isNaN { return restAfterAnchor }
      if isEnough(restLowerBound) { return restLowerBound }
    }
    if let frame {
      // The next extremum of the distance and of the speed are where rest is most likely
      // still to be proved later.
      let start = frame.since.high + frame.since.low
      let extrema = nextExtrema(displacement: frame.displacement, velocity: frame.velocity)
      // Just after the frame too: a motion clearly outside now is still outside then.
      for delay in [start * 0x1p-20, extrema.distance, extrema.speed]
      where delay > 0 && start + delay > restLowerBound {
        let time = start + delay
        guard time.isFinite, isOutsideThreshold(at: time) else { continue }
        raiseRestBound(to: time * (1 - 0x1p-30))
        if !restAfterAnchor.isNaN { return restAfterAnchor }
        if isEnough(restLowerBound) { return restLowerBound }
      }
    }
    if let frame,
      staysInsideThreshold(
        after: frame.since, displacement: frame.displacement, velocity: frame.velocity)
    {
      return -.infinity
    }
    solveRestInstant()
    return restAfterAnchor
  }

  /// Raises the lower bound, applying overshoot clamping.
  @inlinable
  mutating func raiseRestBound(to bound: Double) {
    guard bound > restLowerBound else { return }
    restLowerBound = bound
    clampRestBound()
  }

  /// The lower bound that follows from the energy's decay: in the coordinates (ω₀u, v) the
  /// motion's norm N shrinks no faster than e^{−2λt}, and at rest N ≤ ω₀·distance + speed.
  @inlinable
  func energyRestBound() -> Double {
    let dynamics = spring.dynamics
    let lambda = dynamics.decayRate
    guard lambda > 0 else { return 0 }
    let frequency = dynamics.frequencySquared.squareRoot()
    let norm =
      max(frequency * Double(anchorDisplacement.magnitude), Double(anchorVelocity.magnitude))
      * (1 - 0x1p-16)
    let band = frequency * restThreshold.distance + restThreshold.speed
    let bound = libmLog(norm / band) / (2 * lambda) * (1 - 0x1p-30)
    return bound > 0 && bound.isFinite ? bound : 0
  }

  /// Whether the exact motion at `time` seconds after the anchor is clearly outside the rest
  /// threshold (by more than the rounding of its evaluation), so that rest comes later.
  ///
  /// Evaluated in Double on the motion's plane, whatever the value type.
  @inlinable
  func isOutsideThreshold(at time: Double) -> Bool {
    let plane = Spring.planeCoordinates(
      displacement: anchorDisplacement, velocity: anchorVelocity)
    let t = spring.dynamics.transition(over: DoubleDouble(time))
    let (p, w) = (plane.displacement, plane.velocity)
    let u = t.a * p + t.b * w
    let v = t.c * p + t.d * w
    let (lengthP, lengthW) = (libmHypot(p.x, p.y), libmHypot(w.x, w.y))
    let sizeU = abs(t.a) * lengthP + abs(t.b) * lengthW
    let sizeV = abs(t.c) * lengthP + abs(t.d) * lengthW
    let distance = Spring.scaled(restThreshold.distance, exponent: plane.exponent)
    let speed = Spring.scaled(restThreshold.speed, exponent: plane.exponent)
    return libmHypot(u.x, u.y) - 0x1p-40 * sizeU > distance * (1 + 0x1p-16)
      || libmHypot(v.x, v.y) - 0x1p-40 * sizeV > speed * (1 + 0x1p-16)
  }
}

extension SpringSimulation {
  /// Whether the exact solve is certain to return an instant before `since`, proved from the
  /// state at `since` without solving: the distance and the speed stay inside their thresholds
  /// from a little before `since` on, by more than the rounding of the solver's evaluations.
  ///
  /// Only for the solver's scanned regime (ζ ≥ 1/√2, where ω_d ≤ λ): its answer is the end of
  /// the last stretch where |U| ≥ ε, or 0 when no evaluation finds one, so when none of its
  /// evaluations from `since` on can find one, it returns an instant before `since`. (The
  /// closed-form regime below 1/√2 may return the time of a maximum inside the band, so no
  /// such proof holds there.) Double scalars only: the frame's state is then as exact as the
  /// solver's.
  ///
  /// The motion from a state P, V is U(τ) = C(τ)·P + S(τ)·Q with Q = V + λP,
  /// |C| ≤ e^{−rτ} and |S| ≤ e^{−rτ}·min(τ, L) (r the slowest decay rate, L = 1/ω_d or
  /// 1/2s), the solver's own bound; its largest value over τ ≥ 0 is at one τ in closed form.
  /// The velocity is the same motion from V and Q = −ω₀²P − λV.
  @inlinable
  func staysInsideThreshold(after since: DoubleDouble, displacement: Value, velocity: Value)
    -> Bool
  {
    guard Value.Scalar.self == Double.self else { return false }
    let dynamics = spring.dynamics
    let lambda = dynamics.decayRate
    let rate: Double
    let sineLimit: Double
    switch dynamics.motion {
    case .oscillating(let dampedFrequency):
      guard dampedFrequency.high <= lambda else { return false }
      (rate, sineLimit) = (lambda, 1 / dampedFrequency.high)
    case .critical:
      (rate, sineLimit) = (lambda, .infinity)
    case .overdamped(let spread, let slowRate):
      (rate, sineLimit) = (slowRate, 1 / (2 * spread))
    }
    let frequencySquared = dynamics.frequencySquared
    let frequency = frequencySquared.squareRoot()
    guard rate > 0, frequency > 0 else { return false }
    // The largest e^{−rτ}·(a + min(τ, L)·b) over τ ≥ 0, rounded up.
    func peak(_ a: Double, _ b: Double) -> Double {
      guard b > 0 else { return a }
      let tau = min(max(1 / rate - a / b, 0), sineLimit)
      return libmExp(-rate * tau) * (a + tau * b) * (1 + 0x1p-40)
    }
    let u = Double(displacement.magnitude)
    let v = Double(velocity.magnitude)
    let q = Double((velocity + Value.Scalar(lambda) * displacement).magnitude)
    let k = Double(
      (Value.Scalar(frequencySquared) * displacement + Value.Scalar(lambda) * velocity).magnitude)
    // Slack: the solver's rounding, about an ulp of its scale times (1 + ω₀/r), and the
    // motion's change over the 2⁻³⁰·since before `since` at the energy's top speed and
    // acceleration.
    let u0 = Double(anchorDisplacement.magnitude)
    let v0 = Double(anchorVelocity.magnitude)
    let fastest = frequency * u0 + v0
    let steepest = (frequency + 2 * lambda) * fastest
    let spread = (2 + frequency / rate) * (1 + lambda / frequency) * 0x1p-36
    let back = (since.high + since.low) * 0x1p-30
    let distanceSlack = spread * (u0 + fastest / frequency) + back * fastest
    let speedSlack = spread * (v0 + steepest / frequency) + back * steepest
    var (distancePeak, speedPeak) = (peak(u, q), peak(v, k))
    // A scalar's |u| and |v| peak at their next extremum, whose value is the sharper bound
    // (successive extrema shrink); far-off or ill-conditioned extrema are not used.
    // Without a next extremum (overdamped and critically damped motions have at most one),
    // |u| or |v| only shrinks from now on: its peak is its value now.
    let extrema = nextExtrema(displacement: displacement, velocity: velocity)
    if let u = displacement as? Double, let v = velocity as? Double {
      for (delay, isDistance) in [(extrema.distance, true), (extrema.speed, false)]
      where delay == .infinity || (delay.isFinite && delay > 0 && delay < 64 / rate) {
        var value = 0.0
        if delay.isFinite {
          let t = dynamics.transition(over: DoubleDouble(delay))
          value = isDistance ? abs(t.a * u + t.b * v) : abs(t.c * u + t.d * v)
        }
        let scale = isDistance ? fastest / frequency : steepest / frequency
        let bound = max(isDistance ? abs(u) : abs(v), value) + 0x1p-30 * scale
        if isDistance {
          distancePeak = min(distancePeak, bound)
        } else {
          speedPeak = min(speedPeak, bound)
        }
      }
    }
    let sum = distancePeak + distanceSlack
    let speedSum = speedPeak + speedSlack
    return sum.isFinite && speedSum.isFinite
      && sum < restThreshold.distance * (1 - 0x1p-20)
      && speedSum < restThreshold.speed * (1 - 0x1p-20)
  }
}

extension SpringSimulation {
  /// Seconds until the next extremum of the displacement and of the velocity of a scalar
  /// motion (a Double value) from `displacement` and `velocity`, in closed form; `infinity`
  /// when there is provably none (an overdamped or critically damped motion past its only
  /// one); NaN when unknown, and for other values.
  ///
  /// A motion from x₀ whose S-coefficient is k, x(τ) = C(τ)·x₀ + S(τ)·k, is zero where
  /// tan(ω_d·τ) = −ω_d·x₀/k (tanh(sτ) = −s·x₀/k overdamped, τ = −x₀/k critically damped);
  /// the velocity is such a motion from (v, −ω₀²u − λv), the acceleration from (a, −ω₀²v − λa).
  /// Overdamped, there is no zero after now when −s·x₀/k ≤ 0 or ≥ 1 (the range of tanh is
  /// (0, 1) for τ > 0); critically damped, when −x₀/k ≤ 0. Those are claimed only when the
  /// quotient clears the boundary by more than the rounding of k and x₀ (`spread`, from the
  /// sizes of the terms they were summed from) can move it.
  @inlinable
  func nextExtrema(displacement: Value, velocity: Value) -> (distance: Double, speed: Double) {
    guard let u = displacement as? Double, let v = velocity as? Double else { return (.nan, .nan) }
    let dynamics = spring.dynamics
    let lambda = dynamics.decayRate
    let frequencySquared = dynamics.frequencySquared
    // `spread`: the relative error that the rounding of x₀ and k can give their quotient.
    func firstZero(_ x: Double, _ k: Double, spread: Double) -> Double {
      switch dynamics.motion {
      case .critical:
        let tau = -x / k
        return tau <= 0 && spread < 0.5 ? .infinity : tau
      case .overdamped(let spreadRate, _):
        let y = -spreadRate * x / k
        if spread < 0.5, y <= 0 || (y > 1 && y - 1 > y * spread) { return .infinity }
        // Near 1 the zero is ill-conditioned (and far): none is claimed.
        guard y > 0, y < 1 - 0x1p-10 else { return .nan }
        return libmLog((1 + y) / (1 - y)) / (2 * spreadRate)
      case .oscillating(let dampedFrequency):
        let omega = dampedFrequency.high
        var theta = libmAtan2(-omega * x, k)
        if theta <= 0 { theta += Double.pi }
        if theta > Double.pi { theta -= Double.pi }
        return theta / omega
      }
    }
    let acceleration = -frequencySquared * u - 2 * lambda * v
    let k = -frequencySquared * u - lambda * v
    let kNext = -frequencySquared * v - lambda * acceleration
    // Each sum is within a few ulps of the sizes of its terms; the acceleration's error
    // carries into kNext and into the quotient with it.
    let accelerationError = 0x1p-50 * (frequencySquared * abs(u) + 2 * lambda * abs(v))
    let kSpread = 0x1p-48 * (frequencySquared * abs(u) + lambda * abs(v)) / abs(k)
    let accelerationSpread = accelerationError / abs(acceleration)
    let kNextSpread =
      (0x1p-48 * (frequencySquared * abs(v) + lambda * abs(acceleration))
        + lambda * accelerationError) / abs(kNext)
    return (
      firstZero(v, k, spread: kSpread + 0x1p-48),
      firstZero(acceleration, kNext, spread: accelerationSpread + kNextSpread + 0x1p-48)
    )
  }
}
