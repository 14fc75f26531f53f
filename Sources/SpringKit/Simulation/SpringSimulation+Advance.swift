// Advancing a simulation by one frame.

extension SpringSimulation {
  /// Advances the simulation by one frame and reports what happened.
  ///
  /// - Parameter frameDuration: The frame's real duration in seconds; finite and at least 0
  ///   (zero-length frames are fine).
  /// - Returns: The events of this frame; see ``SpringEvents`` for their order.
  /// - Throws: ``SpringError`` when `frameDuration` is negative or not finite, or the
  ///   long-frame policy's maximum is not positive; the simulation is then unchanged.
  /// - Complexity: O(1) with the exact integrator; at most ``maximumStepsPerFrame`` steps
  ///   with a numerical one.
  @inlinable @discardableResult
  public mutating func advance(by frameDuration: Double) throws(SpringError) -> SpringEvents {
    try SpringError.requireNonNegative(frameDuration, "frameDuration")
    var duration = frameDuration
    if case .clamp(let maximum) = longFramePolicy {
      guard maximum.isFinite, maximum > 0 else {
        throw SpringError(
          parameter: "longFramePolicy",
          value: .associated(case: "clamp", label: "maximum", .number(maximum)), rule: .positive)
      }
      duration = min(duration, maximum)
    }
    var events = pending
    pending = []
    guard !resting else { return events }
    if !hasStarted {
      hasStarted = true
      events.insert(.started)
    }
    let before = (value: displayedValue, velocity: displayedVelocity)
    let displayed: (displacement: Value, velocity: Value)
    if isNumerical {
      let simulated: Double
      (displayed, simulated) = advancePhysics(by: duration)
      clock = clock + DoubleDouble(simulated)
    } else {
      clock = clock + DoubleDouble(duration)
      sinceAnchor = sinceAnchor + DoubleDouble(duration)
      displayed = spring.dynamics.transition(over: sinceAnchor).apply(
        displacement: anchorDisplacement, velocity: anchorVelocity)
    }
    displayedValue = currentTarget + displayed.displacement
    displayedVelocity = displayed.velocity
    if isSettled(displacement: displayed.displacement, velocity: displayed.velocity)
      || (clampsOvershoot && hasCrossedTarget(displaced: displayed.displacement))
    {
      comeToRest()
      events.insert(.reachedRest)
    }
    if displayedValue != before.value || displayedVelocity != before.velocity {
      events.insert(.updated)
    }
    return events
  }

  /// Snaps to the target with zero velocity and clears the physics.
  @inlinable
  mutating func comeToRest() {
    displayedValue = currentTarget
    displayedVelocity = .zero
    physics = (.zero, .zero)
    previousPhysics = physics
    accumulator = 0
    anchor(displacement: .zero, velocity: .zero)
    resting = true
    hasStarted = false
  }

  /// Runs the fixed physics steps the accumulated time allows and returns the display state,
  /// interpolated between the two physics states around the frame time (never written back),
  /// and the time actually simulated (less than `duration` when the step cap drops the rest
  /// of a frame).
  @inlinable
  mutating func advancePhysics(by duration: Double) -> (
    state: (displacement: Value, velocity: Value), simulated: Double
  ) {
    accumulator += duration
    var steps = 0
    while accumulator >= step, steps < Self.maximumStepsPerFrame {
      previousPhysics = physics
      integrate(&physics.displacement, &physics.velocity)
      accumulator -= step
      steps += 1
    }
    var simulated = duration
    if accumulator >= step {
      // The cap dropped the rest of this frame: it is not simulated, and not counted.
      simulated -= accumulator - accumulator.truncatingRemainder(dividingBy: step)
      accumulator = accumulator.truncatingRemainder(dividingBy: step)
    }
    let blend = Value.Scalar(accumulator / step)
    let state = (
      previousPhysics.displacement + blend * (physics.displacement - previousPhysics.displacement),
      previousPhysics.velocity + blend * (physics.velocity - previousPhysics.velocity)
    )
    return (state, simulated)
  }

  /// One numerical step of the spring plus the extra force.
  @inlinable
  func integrate(_ u: inout Value, _ v: inout Value) {
    let mass = Value.Scalar(spring.mass)
    let stiffness = Value.Scalar(-spring.stiffness / spring.mass)
    let damping = Value.Scalar(spring.damping / spring.mass)
    let target = currentTarget
    let force = self.force
    let extra = { (u: Value, v: Value) -> Value in
      guard let force else { return .zero }
      return (1 / mass) * force(target + u, v)
    }
    switch integrator {
    case .exact, .rungeKutta4:
      Integrator.rungeKutta4(displacement: &u, velocity: &v, step: step) { u, v in
        stiffness * u - damping * v + extra(u, v)
      }
    case .velocityVerlet:
      Integrator.velocityVerlet(
        displacement: &u, velocity: &v, step: step, dampingPerMass: spring.damping / spring.mass
      ) { u, v in stiffness * u + extra(u, v) }
    case .semiImplicitEuler:
      Integrator.semiImplicitEuler(displacement: &u, velocity: &v, step: step) { u, v in
        stiffness * u - damping * v + extra(u, v)
      }
    }
  }

  /// Whether a state is within the rest threshold.
  @inlinable
  func isSettled(displacement: Value, velocity: Value) -> Bool {
    Double(displacement.magnitude) <= restThreshold.distance
      && Double(velocity.magnitude) <= restThreshold.speed
  }

  /// Whether the motion has reached or passed the target since the last anchor: the
  /// displacement no longer points the way it did (along the starting displacement, or the
  /// starting velocity when it started on the target).
  @inlinable
  func hasCrossedTarget(displaced displacement: Value) -> Bool {
    overshootDirection != .zero && displacement.dot(overshootDirection) <= 0
  }
}
