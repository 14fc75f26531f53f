// Advancing a simulation by one frame.

extension SpringSimulation {
  /// Advances the simulation by one frame and reports what happened.
  ///
  /// - Parameter frameDuration: The frame's real duration in seconds; finite and at least 0
  ///   (zero-length frames are fine).
  /// - Returns: The events of this frame; see ``SpringEvents`` for their order.
  /// - Throws: ``SpringError`` when `frameDuration` is negative or not finite; the
  ///   simulation is then unchanged.
  /// - Complexity: O(1) without an extra force; at most ``maximumStepsPerFrame`` steps with
  ///   one.
  @inlinable @discardableResult
  public mutating func advance(by frameDuration: Double) throws(SpringError) -> SpringEvents {
    try SpringError.requireNonNegative(frameDuration, "frameDuration")
    var events = pending
    pending = []
    guard !isAtRest else { return events }
    if !hasStarted {
      hasStarted = true
      events.insert(.started)
    }
    var duration = frameDuration
    if case .clamp(let maximum) = longFramePolicy { duration = min(duration, max(maximum, 0)) }
    elapsed += duration
    let previousDisplacement = value - target
    let displayed = isNumerical ? advancePhysics(by: duration) : exactState()
    displayedValue = target + displayed.displacement
    displayedVelocity = displayed.velocity
    if duration > 0 { events.insert(.updated) }
    if isSettled(displacement: displayed.displacement, velocity: displayed.velocity)
      || (clampsOvershoot && crossedTarget(from: previousDisplacement, to: displayed.displacement))
    {
      displayedValue = target
      displayedVelocity = .zero
      resting = true
      hasStarted = false
      events.insert(.reachedRest)
    }
    return events
  }

  /// The closed form from the anchor at the current time.
  @inlinable
  func exactState() -> (displacement: Value, velocity: Value) {
    spring.dynamics.transition(over: DoubleDouble(time - anchorTime)).apply(
      displacement: anchorDisplacement, velocity: anchorVelocity)
  }

  /// Runs the fixed physics steps the accumulated time allows and returns the display state,
  /// interpolated between the last two physics states (never written back).
  @inlinable
  mutating func advancePhysics(by duration: Double) -> (displacement: Value, velocity: Value) {
    accumulator += duration
    var steps = 0
    while accumulator >= step, steps < Self.maximumStepsPerFrame {
      previousPhysics = physics
      integrate(&physics.displacement, &physics.velocity)
      accumulator -= step
      steps += 1
    }
    if accumulator >= step { accumulator = 0 }  // a capped long frame drops the rest
    let blend = Value.Scalar(accumulator / step)
    return (
      previousPhysics.displacement + blend * (physics.displacement - previousPhysics.displacement),
      previousPhysics.velocity + blend * (physics.velocity - previousPhysics.velocity)
    )
  }

  /// One numerical step of the spring plus the extra force.
  @inlinable
  func integrate(_ u: inout Value, _ v: inout Value) {
    let mass = Value.Scalar(spring.mass)
    let stiffness = Value.Scalar(-spring.stiffness / spring.mass)
    let damping = Value.Scalar(spring.damping / spring.mass)
    let target = self.target
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

  /// Whether the displacement reached or crossed zero this frame (for overshoot clamping).
  @inlinable
  func crossedTarget(from previous: Value, to current: Value) -> Bool {
    current == .zero || (previous.dot(current) <= 0 && previous != .zero)
  }
}
