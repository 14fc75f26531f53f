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
  @inlinable
  static func quickRestBound(
    spring: Spring, displacement: Value, velocity: Value, threshold: RestThreshold
  ) -> Double {
    let dynamics = spring.dynamics
    let frequency = dynamics.frequencySquared.squareRoot()
    // Shrunk by 2⁻¹⁶ for the rounding of a Float vector's length.
    let distance = Double(displacement.magnitude) * (1 - 0x1p-16)
    let speed = Double(velocity.magnitude) * (1 - 0x1p-16)
    let fastest = frequency * distance + speed
    let position = (distance - threshold.distance) / fastest
    let stopping =
      (speed - threshold.speed) / ((frequency + 2 * dynamics.decayRate) * fastest)
    let bound = max(position, stopping) * (1 - 0x1p-16)
    // NaN (0/0, ∞/∞) and negative bounds say nothing.
    return bound > 0 && bound.isFinite ? bound : 0
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
    var instant = spring.restDuration(
      displacement: anchorDisplacement, velocity: anchorVelocity,
      distance: restThreshold.distance, speed: restThreshold.speed)
    if let crossing = overshootCrossing() { instant = min(instant, crossing) }
    return instant
  }

  /// With ``clampsOvershoot``, the first crossing of the target after the anchor along the
  /// side the motion started from; `nil` without clamping or without a side.
  @inlinable
  func overshootCrossing() -> Double? {
    let direction = anchorDisplacement == .zero ? anchorVelocity : anchorDisplacement
    guard clampsOvershoot, direction != .zero else { return nil }
    return spring.dynamics.firstCrossing(
      projection: Double(anchorDisplacement.dot(direction)),
      rate: Double(anchorVelocity.dot(direction)))
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
  ///   - isEnough: Whether a bound decides the caller's question.
  /// - Returns: Seconds after the anchor: the solved instant, or a lower bound that satisfies
  ///   `isEnough`.
  @inlinable
  mutating func restBound(
    hopeful: Double, modest: Double, _ isEnough: (Double) -> Bool
  ) -> Double {
    if !restAfterAnchor.isNaN { return restAfterAnchor }
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
