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
    if frameDuration.bitPattern == repeatedFrame.bitPattern, stepsLeft > 0 {
      return stepRepeatedFrame()
    }
    return try advanceByEvaluating(frameDuration)
  }

  /// A repeated frame before rest is due: one step of that frame's exact transition.
  ///
  /// The duration was accepted before and the long-frame policy has not changed since
  /// (changing it, an anchor or rest stop the stepping), and no event is pending.
  @inlinable @inline(__always)
  mutating func stepRepeatedFrame() -> SpringEvents {
    stepsLeft &-= 1
    let before = (displacement: displacement, velocity: displayedVelocity)
    (displacement, displayedVelocity) = frameTransition.apply(
      displacement: before.displacement, velocity: before.velocity)
    // The velocity nearly always changes, so the value is compared only when it does not.
    let moved =
      displayedVelocity != before.velocity
      || currentTarget + displacement != currentTarget + before.displacement
    return moved ? .updated : []
  }

  /// A frame that evaluates the closed form, integrates, or comes to rest.
  ///
  /// Kept out of line so that the stepped frame above inlines into the caller's loop. The
  /// first frame after an anchor is tried first, in a function small enough that it costs
  /// little more than the call.
  @inlinable @inline(never)
  mutating func advanceByEvaluating(_ frameDuration: Double) throws(SpringError) -> SpringEvents {
    if let events = advanceFromFreshAnchor(frameDuration) { return events }
    return try advanceGenerally(frameDuration)
  }

  /// Every frame that is neither stepped nor the first after an anchor decided by its quick
  /// bound.
  @inlinable @inline(never)
  mutating func advanceGenerally(_ frameDuration: Double) throws(SpringError) -> SpringEvents {
    // A zero frame after zero frames of the other sign: equal, so stepped all the same.
    if frameDuration == repeatedFrame, stepsLeft > 0 { return stepRepeatedFrame() }
    // A plan cut short by the unsolved rest instant grows before the frame is evaluated.
    if frameDuration == repeatedFrame, storage.planIsOpen, growPlan() {
      return stepRepeatedFrame()
    }
    // Checked inline: the throwing helper is only called for a bad duration.
    guard frameDuration.isFinite, frameDuration >= 0 else {
      try SpringError.requireNonNegative(frameDuration, "frameDuration")
      return []
    }
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
    let before = (value: value, velocity: displayedVelocity)
    let settles: Bool
    if isNumerical {
      let simulated: Double
      let displayed: (displacement: Value, velocity: Value)
      (displayed, simulated) = advancePhysics(by: duration)
      sinceAnchor = sinceAnchor + DoubleDouble(simulated)
      (displacement, displayedVelocity) = displayed
      settles =
        isSettled(displacement: displayed.displacement, velocity: displayed.velocity)
        || (clampsOvershoot && hasCrossedTarget(displaced: displayed.displacement))
    } else {
      catchUpRepeats()
      let head = DoubleDouble.sum(sinceAnchor.high, duration)
      sinceAnchor = DoubleDouble.sum(head.high, head.low + sinceAnchor.low)
      // The first frame after an anchor, of the repeated duration, spans exactly the time
      // the frame transition does: the closed form over it is that transition, bit for bit
      // (a follower retargeted every frame evaluates nothing).
      let transition =
        sinceAnchor.low == 0 && sinceAnchor.high.bitPattern == repeatedFrame.bitPattern
          && frameTransitionIsReady
        ? SpringTransition(
          a: frameTransition.a, b: frameTransition.b, c: frameTransition.c, d: frameTransition.d)
        : spring.dynamics.transition(over: sinceAnchor)
      (displacement, displayedVelocity) = transition.apply(
        displacement: anchorDisplacement, velocity: anchorVelocity)
      // The rest instant is exact; no threshold is checked on the frame's state. While it is
      // unsolved, a lower bound that lies after this frame decides the same.
      let since = sinceAnchor
      let elapsed = since.high + since.low
      let rest = restBound(
        hopeful: 1.5 * elapsed + 2 * duration, modest: elapsed + 2 * duration,
        frame: (since, displacement, displayedVelocity)
      ) { (since.high - $0) + since.low < 0 }
      settles = (since.high - rest) + since.low >= 0
      if !settles { planRepeats(frame: duration, evaluated: transition) }
    }
    if settles {
      comeToRest()
      events.insert(.reachedRest)
    }
    if value != before.value || displayedVelocity != before.velocity {
      events.insert(.updated)
    }
    return events
  }

  /// The first frame after an anchor (a follower's retarget), of the repeated duration, when
  /// the anchor's quick bound on the rest instant lies after it: what
  /// ``advanceByEvaluating(_:)`` does on that frame, without its general checks.
  ///
  /// The closed form over one repeated frame is the frame transition, bit for bit; the rest
  /// test is ``quickRestBoundExceeds(_:frequency:stoppingRate:displacement:velocity:threshold:)``,
  /// which implies the comparison with the quick bound that decides the frame there; and the
  /// plan of stepped frames is left open with none planned, so the next frame of this duration
  /// grows it (``growPlan()``) from the same start and the same quick bound to the same plan.
  /// A follower retargeted at every frame never needs one.
  ///
  /// - Parameter frameDuration: The frame's duration.
  /// - Returns: The frame's events, or `nil` (nothing changed) when the frame is not one of
  ///   these: not the repeated duration, not just after an anchor, a pending plan or rest
  ///   instant, or no proof that rest is later.
  @inlinable @inline(__always)
  mutating func advanceFromFreshAnchor(_ frameDuration: Double) -> SpringEvents? {
    guard frameTransitionIsReady, frameDuration.bitPattern == repeatedFrame.bitPattern,
      frameDuration > 0, stepsLeft == 0, hasStarted, !resting
    else { return nil }
    makeStorageUnique()
    guard storage.sinceAnchor.high == 0, storage.sinceAnchor.low == 0,
      storage.stepsPlanned == 0, !storage.planIsOpen, storage.restAfterAnchor.isNaN,
      storage.integrator == .exact
    else { return nil }
    if case .clamp(let maximum) = storage.longFramePolicy,
      !(maximum.isFinite && maximum > 0 && frameDuration <= maximum)
    {
      return nil
    }
    let anchor = (displacement: storage.anchorDisplacement, velocity: storage.anchorVelocity)
    guard
      Self.quickRestBoundExceeds(
        frameDuration, frequency: storage.frequency, stoppingRate: storage.stoppingRate,
        displacement: anchor.displacement, velocity: anchor.velocity,
        threshold: storage.restThreshold)
    else { return nil }
    var events = pending
    pending = []
    let before = (value: value, velocity: displayedVelocity)
    // The sum `advanceGenerally` forms from a zero `sinceAnchor` and a positive finite
    // duration h: two-sum(0, h) and then two-sum(h, 0) are (h, +0) exactly.
    storage.sinceAnchor = DoubleDouble(frameDuration)
    let transition = SpringTransition(
      a: frameTransition.a, b: frameTransition.b, c: frameTransition.c, d: frameTransition.d)
    (displacement, displayedVelocity) = transition.apply(
      displacement: anchor.displacement, velocity: anchor.velocity)
    storage.planIsOpen = true
    if value != before.value || displayedVelocity != before.velocity {
      events.insert(.updated)
    }
    return events
  }

  /// Decides how many of the next frames, if they last as long as this one, may be stepped
  /// with the transition over one frame instead of evaluating the closed form.
  ///
  /// The motion over s + h is the motion over h after the motion over s, so the step is
  /// exact up to rounding, about an ulp of the motion's scale per frame; the closed form,
  /// evaluated every ``framesBetweenEvaluations`` frames at the exact elapsed time, bounds
  /// the drift. The frames that could reach the rest instant are never stepped, so rest is
  /// still decided on the exact sum of the frames. The transition over h is computed once a
  /// duration repeats, so frames of varying length cost one evaluation each; on the first
  /// frame after an anchor the closed form just evaluated is that transition, and is kept.
  /// Stepping is for Double scalars: a Float state would round at every step.
  ///
  /// - Parameters:
  ///   - frame: This frame's duration, after the long-frame policy.
  ///   - evaluated: The transition over `sinceAnchor` this frame was evaluated with.
  @inlinable
  mutating func planRepeats(frame: Double, evaluated: SpringTransition) {
    stopStepping()
    guard Value.Scalar.self == Double.self else { return }
    if frame != repeatedFrame {
      repeatedFrame = frame
      // The same computation as `transition(over: DoubleDouble(frame))`, bit for bit.
      frameTransitionIsReady = sinceAnchor.high == frame && sinceAnchor.low == 0
      if frameTransitionIsReady { frameTransition = FrameTransition(evaluated) }
      return
    }
    if !frameTransitionIsReady {
      frameTransition = FrameTransition(spring.dynamics.transition(over: DoubleDouble(frame)))
      frameTransitionIsReady = true
    }
    // `catchUpRepeats` ran before this frame's evaluation, so no stepped frame is pending.
    // An unsolved rest instant is not solved here: its lower bound plans what it can, and the
    // plan grows when the frames run out (a follower retargeted every frame never needs more).
    let rest = restAfterAnchor.isNaN ? restLowerBound : restAfterAnchor
    let steps = Self.plannedSteps(rest: rest, frame: frame, since: sinceAnchor)
    let storage = uniqueStorage()
    storage.planIsOpen = restAfterAnchor.isNaN && steps < Self.framesBetweenEvaluations
    storage.stepsPlanned = steps
    stepsLeft = steps
  }

  /// How many frames of `frame` seconds a plan that starts at `sinceAnchor` may step before
  /// the closed form is due, given the rest instant `rest` (or a lower bound on it, which
  /// gives at most as many): never the frames that could reach rest, two frames of margin
  /// for the rounding of the quotient.
  @inlinable
  static func plannedSteps(rest: Double, frame: Double, since: DoubleDouble) -> Int32 {
    let remaining = (rest - since.high) - since.low
    let frames = (remaining / frame).rounded(.down) - 2
    let most = Self.framesBetweenEvaluations
    return frames >= Double(most) ? most : frames >= 1 ? Int32(frames) : 0
  }

  /// Grows an open plan to what a higher bound on the rest instant, or the solved instant,
  /// allows from the plan's start, exactly the plan an eager solve would have made; called
  /// when its frames have run out and the frame repeats.
  ///
  /// - Returns: Whether more frames may be stepped.
  @inlinable
  mutating func growPlan() -> Bool {
    let frame = repeatedFrame
    let planned = storage.stepsPlanned
    let since = sinceAnchor
    let start = since.high + since.low
    let most = Double(Self.framesBetweenEvaluations)
    let rest = restBound(
      hopeful: start + (most + 4) * frame,
      modest: start + 2 * (restLowerBound - start) + 8 * frame
    ) { Self.plannedSteps(rest: $0, frame: frame, since: since) > planned }
    let steps = Self.plannedSteps(rest: rest, frame: frame, since: since)
    let storage = uniqueStorage()
    storage.planIsOpen = restAfterAnchor.isNaN && steps < Self.framesBetweenEvaluations
    guard steps > planned else { return false }
    storage.stepsPlanned = steps
    stepsLeft = steps &- planned
    return true
  }

  /// Snaps to the target with zero velocity and clears the physics.
  @inlinable
  mutating func comeToRest() {
    if isNumerical {
      restInstant = time
    } else if restAfterAnchor.isNaN {
      // Rest was proved without solving the instant: keep what solves it when asked.
      let storage = uniqueStorage()
      storage.restAnchorDisplacement = storage.anchorDisplacement
      storage.restAnchorVelocity = storage.anchorVelocity
      storage.restAnchorClock = storage.anchorClock
      storage.restInstant = .nan
    } else {
      restInstant = anchorClock.high + (anchorClock.low + restAfterAnchor)
    }
    displacement = .zero
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
    let storage = uniqueStorage()
    storage.accumulator += duration
    var steps = 0
    while storage.accumulator >= step, steps < Self.maximumStepsPerFrame {
      var next = storage.physics
      storage.previousPhysics = next
      integrate(&next.displacement, &next.velocity)
      storage.physics = next
      storage.accumulator -= step
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
