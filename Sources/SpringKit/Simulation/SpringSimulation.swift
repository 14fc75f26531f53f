/// A spring driven frame by frame: the value an animation shows at each display refresh.
///
/// Call ``advance(by:)`` once per frame with the frame's real duration. The displayed state
/// is the exact motion at the accumulated time, whatever the frame rate — 60 Hz, 120 Hz,
/// dropped frames — so the same spring looks the same on every display and the same inputs
/// give bit-identical outputs.
///
/// ```swift
/// var simulation = try SpringSimulation(spring: .bouncy, value: 0.0, target: 100)
/// while !simulation.isAtRest {
///   let events = try simulation.advance(by: 1 / 120)
///   draw(simulation.value)
///   if events.contains(.reachedRest) { print("done at", simulation.time) }
/// }
/// ```
///
/// With the ``Integrator/exact`` integrator (the default) the simulation evaluates the closed
/// form from the last *anchor* (the start, a retarget or an injected velocity), so there is
/// nothing to integrate and no error to accumulate; frames of one repeated duration are
/// stepped with that frame's exact transition, with the closed form every 1,024 frames. It
/// comes to rest on the first frame whose time reaches the exact rest instant,
/// ``settlingTime``, so rest comes at the same moment, within a frame, at every frame rate. With a numerical integrator — required
/// for an extra force, allowed without one for comparison — the physics advances in fixed
/// steps of `step` with an accumulator, kept one step ahead of the display; the display
/// interpolates between the two physics states that bracket the frame time and never writes
/// that back into the physics, so no time is lost (Rebound and POP lose about 4 % of their clock at 60 Hz
/// that way).
public struct SpringSimulation<Value: SpringVector>: Sendable {
  /// An extra force on the mass, from the current value and velocity, in mass × value units
  /// per second squared (for example a rubber-band boundary or air drag).
  public typealias Force = @Sendable (_ value: Value, _ velocity: Value) -> Value

  /// The most numerical steps one ``advance(by:)`` takes; a longer frame drops the rest.
  public static var maximumStepsPerFrame: Int { 10_000 }

  /// How many frames of one repeated duration are stepped with that frame's transition
  /// before the closed form is evaluated afresh; each step adds about an ulp of rounding.
  @inlinable static var framesBetweenEvaluations: Int32 { 1024 }

  // What a frame of a repeated duration reads and writes comes first, 68 bytes for Double
  // values, and the whole value is 80: arrays of thousands of simulations are advanced one
  // by one, so every byte here is read and written at every frame. The state and the two
  // pairs of the transition sit at 16-byte offsets, one aligned load each. Settings live in
  // `storage`.
  /// The displayed displacement from the target.
  @usableFromInline var displacement: Value
  @usableFromInline var displayedVelocity: Value
  /// The transition over `repeatedFrame` seconds, once a frame duration repeats.
  @usableFromInline var frameTransition = FrameTransition()
  @usableFromInline var currentTarget: Value
  /// The duration `frameTransition` spans; a stepped frame compares its bits (one integer
  /// comparison), and the frames whose duration is equal but not identical (0 and −0) are
  /// stepped out of line.
  @usableFromInline var repeatedFrame = -1.0
  /// How many more frames of `repeatedFrame` may be stepped before the closed form is due.
  ///
  /// 0 when stepping is off. A countdown, so that a stepped frame reads one counter; the
  /// frames already stepped are `stepsPlanned` (in `storage`) minus this.
  @usableFromInline var stepsLeft: Int32 = 0
  /// Events waiting for the next frame (retargeting happens between frames).
  @usableFromInline var pending: SpringEvents = []
  @usableFromInline var resting = false
  @usableFromInline var hasStarted = false
  /// Whether `frameTransition` is the transition over `repeatedFrame` (computed once that
  /// duration has come twice in a row).
  @usableFromInline var frameTransitionIsReady = false
  /// Everything else: settings, the anchor, the clocks and the numerical state.
  @usableFromInline var storage: Storage

  /// The spring.
  @inlinable public var spring: Spring { storage.spring }
  /// The fixed physics step of numerical integration, in seconds.
  @inlinable public var step: Double { storage.step }
  /// The extra force, if any.
  @inlinable public var force: Force? { storage.force }
  /// How the physics advances: ``Integrator/exact`` without an extra force, a numerical
  /// method with one.
  @inlinable public var integrator: Integrator { storage.integrator }
  /// What a very long frame does.
  public var longFramePolicy: LongFramePolicy {
    get { storage.longFramePolicy }
    set {
      uniqueStorage().longFramePolicy = newValue
      stopStepping()  // a stepped frame assumes the policy it was planned under
    }
  }
  /// When the motion counts as finished.
  ///
  /// Changing it moves the exact path's rest instant (``settlingTime``); a simulation already
  /// at rest stays there.
  public var restThreshold: RestThreshold {
    get { storage.restThreshold }
    set {
      solvePendingRestInstant()  // with the setting it came to rest under
      uniqueStorage().restThreshold = newValue
      updateRestInstant()
    }
  }
  /// Whether the motion ends at its first crossing of the target (no overshoot).
  public var clampsOvershoot: Bool {
    get { storage.clampsOvershoot }
    set {
      solvePendingRestInstant()  // with the setting it came to rest under
      uniqueStorage().clampsOvershoot = newValue
      updateRestInstant()
    }
  }

  /// The displayed value.
  @inlinable public var value: Value { currentTarget + displacement }
  /// The displayed velocity, in value units per second.
  @inlinable public var velocity: Value { displayedVelocity }
  /// Where the spring pulls the value; change it with ``setTarget(_:)``.
  @inlinable public var target: Value { currentTarget }
  /// Seconds simulated so far.
  ///
  /// The sum of the frame durations after the long-frame policy (and, with an extra force,
  /// after the step cap), kept as a compensated sum so that hours of frames do not drift; the
  /// clock stops while the simulation is at rest.
  @inlinable public var time: Double {
    var sum = anchorClock + sinceAnchor
    let repeats = storage.stepsPlanned &- stepsLeft
    if repeats > 0 { sum = sum + DoubleDouble.product(Double(repeats), repeatedFrame) }
    return sum.high + sum.low
  }
  /// Whether the value has settled on the target (and the velocity is zero).
  @inlinable public var isAtRest: Bool { resting }

  /// The time, on the simulation's clock (``time``), at which the motion comes to rest.
  ///
  /// With the ``Integrator/exact`` integrator this is known as soon as the motion is anchored
  /// — at the start, a retarget, an injected velocity or a change of ``restThreshold`` — and
  /// computed exactly: the earliest instant after which the distance to the target and the
  /// speed both stay within the threshold for ever (or, with ``clampsOvershoot``, the first
  /// crossing of the target, if that comes sooner). The simulation comes to rest in the first
  /// frame whose time reaches it, whatever the frame rate, so timelines and observers can
  /// schedule what follows without stepping. SwiftUI calls the same idea, measured from the
  /// start of an animation, its settling duration.
  ///
  /// After rest it is the instant the motion came to rest, at most one frame before ``time``;
  /// when the frame that came to rest proved it without solving the instant (a spring with
  /// ζ ≥ 1/√2 already inside the threshold), the instant is solved here, at each call.
  /// `infinity` when an undamped spring never settles; `nil` while a numerical integrator is
  /// moving, whose rest is decided by checking the threshold at each frame.
  ///
  /// - Complexity: The instant is solved when first needed — by the first frame that could
  ///   reach it, by this property or by a timeline — and kept by the frame that solves it; asked
  ///   here before any frame has needed it, it is solved afresh at each call (5–250 µs).
  @inlinable public var settlingTime: Double? {
    if resting { return restInstant.isNaN ? solvedRestInstant() : restInstant }
    guard !isNumerical else { return nil }
    let instant = restAfterAnchor.isNaN ? solvedRestAfterAnchor() : restAfterAnchor
    return anchorClock.high + (anchorClock.low + instant)
  }

  /// Creates a simulation of a spring from a value toward a target.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - value: The value at time 0.
  ///   - target: Where the spring pulls the value.
  ///   - velocity: The velocity at time 0, in value units per second.
  ///   - restThreshold: When the motion counts as finished; ``RestThreshold/points`` by
  ///     default.
  /// - Throws: ``SpringError`` when a value is not finite.
  public init(
    spring: Spring, value: Value, target: Value, velocity: Value = .zero,
    restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    try self.init(
      spring: spring, value: value, target: target, velocity: velocity,
      restThreshold: restThreshold, integrator: .exact, step: 1.0 / 240, force: nil)
  }

  /// Creates a simulation with an extra force, integrated numerically at a fixed step.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - value: The value at time 0.
  ///   - target: Where the spring pulls the value.
  ///   - velocity: The velocity at time 0, in value units per second.
  ///   - restThreshold: When the motion counts as finished.
  ///   - integrator: The method; must be numerical when `force` is given.
  ///   - step: The fixed physics step in seconds; finite and greater than 0. 1/240 s by
  ///     default.
  ///   - force: The extra force, or `nil` for the spring alone (still integrated with
  ///     `integrator`).
  /// - Throws: ``SpringError`` when a value is not finite, the step is not positive, or an
  ///   extra force is combined with ``Integrator/exact``.
  public init(
    spring: Spring, value: Value, target: Value, velocity: Value = .zero,
    restThreshold: RestThreshold = .points, integrator: Integrator, step: Double = 1.0 / 240,
    force: Force?
  ) throws(SpringError) {
    try SpringError.requireFinite(value, "value")
    try SpringError.requireFinite(target, "target")
    try SpringError.requireFinite(velocity, "velocity")
    try SpringError.requirePositive(step, "step")
    if force != nil, integrator == .exact {
      throw SpringError(parameter: "integrator", value: .name("exact"), rule: .numericalIntegrator)
    }
    let displacement = value - target
    try SpringError.requireFinite(displacement, "value - target")
    self.displacement = displacement
    currentTarget = target
    displayedVelocity = velocity
    storage = Storage(
      spring: spring, integrator: integrator, step: step, force: force,
      restThreshold: restThreshold, state: (displacement, velocity))
    if isNumerical { seedPhysics(displacement: displacement, velocity: velocity) }
    updateRestInstant()
  }

  /// Whether the physics runs a numerical integrator.
  @inlinable var isNumerical: Bool { integrator != .exact }

  /// Moves the target; position and velocity stay continuous.
  ///
  /// The next frame reports ``SpringEvents/retargeted`` (and ``SpringEvents/started`` if the
  /// simulation was at rest). Setting the same target again does nothing.
  ///
  /// - Parameter newTarget: Where the spring now pulls the value.
  /// - Throws: ``SpringError`` when it is not finite or too far from the value for their
  ///   difference to be finite; the simulation is then unchanged.
  @inlinable
  public mutating func setTarget(_ newTarget: Value) throws(SpringError) {
    // Checked inline: the throwing helper is only called for a bad value.
    guard newTarget.isFinite else { return try SpringError.requireFinite(newTarget, "target") }
    let displacement = value - newTarget
    guard displacement.isFinite else {
      return try SpringError.requireFinite(displacement, "value - target")
    }
    guard newTarget != currentTarget else { return }
    guard !isNumerical else { return retargetNumerically(newTarget, displacement: displacement) }
    currentTarget = newTarget
    self.displacement = displacement
    pending.insert(.retargeted)
    resting = false
    anchor(displacement: displacement, velocity: displayedVelocity)
  }

  /// ``setTarget(_:)`` for a numerical integrator, out of line so that the exact path, which
  /// a follower takes at every frame, inlines small.
  @inlinable @inline(never)
  mutating func retargetNumerically(_ newTarget: Value, displacement: Value) {
    let shift = currentTarget - newTarget
    let wasResting = resting
    currentTarget = newTarget
    self.displacement = displacement
    pending.insert(.retargeted)
    resting = false
    if !wasResting {
      // Shift both physics states; the accumulator keeps its time, so none is lost.
      physics.displacement = physics.displacement + shift
      previousPhysics.displacement = previousPhysics.displacement + shift
      overshootDirection = displacement == .zero ? displayedVelocity : displacement
    } else {
      seedPhysics(displacement: displacement, velocity: displayedVelocity)
    }
  }

  /// Gives the value a new velocity now (a gesture's release), keeping its position.
  ///
  /// Giving a resting simulation a zero velocity does nothing.
  ///
  /// - Parameter newVelocity: Value units per second.
  /// - Throws: ``SpringError`` when it is not finite; the simulation is then unchanged.
  @inlinable
  public mutating func setVelocity(_ newVelocity: Value) throws(SpringError) {
    try SpringError.requireFinite(newVelocity, "velocity")
    guard !(resting && newVelocity == .zero) else { return }
    displayedVelocity = newVelocity
    resting = false
    if isNumerical {
      seedPhysics(displacement: displacement, velocity: newVelocity)
    } else {
      anchor(displacement: displacement, velocity: newVelocity)
    }
  }

  /// Restarts the numerical physics from a displayed state: the previous physics state is the
  /// display, the current one a step ahead, so the display always interpolates between the
  /// two physics states that bracket the frame time.
  @inlinable
  mutating func seedPhysics(displacement: Value, velocity: Value) {
    previousPhysics = (displacement, velocity)
    var next = (displacement: displacement, velocity: velocity)
    integrate(&next.displacement, &next.velocity)
    physics = next
    accumulator = 0
    overshootDirection = displacement == .zero ? velocity : displacement
  }

  /// Restarts the exact motion from a state relative to the target.
  ///
  /// One pass over the storage (a follower does this at every frame): the stepped frames are
  /// added to the clock, the clock moves to the anchor, and the rest instant is forgotten as
  /// in ``updateRestInstant()``.
  @inlinable
  mutating func anchor(displacement: Value, velocity: Value) {
    makeStorageUnique()
    storage.anchorDisplacement = displacement
    storage.anchorVelocity = velocity
    var since = storage.sinceAnchor
    let repeats = storage.stepsPlanned &- stepsLeft
    if repeats > 0 { since = since + DoubleDouble.product(Double(repeats), repeatedFrame) }
    storage.stepsPlanned = stepsLeft
    storage.anchorClock = storage.anchorClock + since
    storage.sinceAnchor = DoubleDouble(0)
    forgetRestInstant()
  }

  /// Adds the stepped frames to `sinceAnchor`: n·h is exact as a double-double.
  @inlinable
  mutating func catchUpRepeats() {
    let repeats = storage.stepsPlanned &- stepsLeft
    guard repeats > 0 else { return }
    let unique = uniqueStorage()
    unique.sinceAnchor = unique.sinceAnchor + DoubleDouble.product(Double(repeats), repeatedFrame)
    unique.stepsPlanned = stepsLeft
  }

  /// Ends the stepping the last plan allowed; the frames already stepped still count.
  @inlinable
  mutating func stopStepping() {
    if storage.planIsOpen { uniqueStorage().planIsOpen = false }
    guard stepsLeft > 0 else { return }
    uniqueStorage().stepsPlanned &-= stepsLeft
    stepsLeft = 0
  }

  /// Forgets the exact path's rest instant after a change of anchor, threshold or clamping:
  /// it is solved when first needed (see ``SpringSimulation+RestInstant.swift``), and until
  /// then a cheap lower bound decides the frames that cannot reach it.
  @inlinable
  mutating func updateRestInstant() {
    makeStorageUnique()
    forgetRestInstant()
  }

  /// ``updateRestInstant()`` on a storage already made unique: ends the stepping (the frames
  /// already stepped stay counted) and marks the rest instant unsolved, its quick lower bound
  /// not computed until it is read (``restLowerBound``).
  @inlinable @inline(__always)
  mutating func forgetRestInstant() {
    // As `stopStepping()`: the next frame evaluates the closed form and plans again.
    storage.planIsOpen = false
    storage.stepsPlanned &-= stepsLeft
    stepsLeft = 0
    guard storage.integrator == .exact else {
      storage.restAfterAnchor = .infinity
      return
    }
    storage.restAfterAnchor = .nan
    storage.restBoundIsRefined = false
    storage.restLowerBound = .nan
    if storage.clampsOvershoot { clampRestBound() }
  }

  /// The simulation one frame later, leaving this one unchanged.
  ///
  /// - Parameter frameDuration: The frame's duration in seconds; finite and at least 0.
  /// - Returns: The advanced simulation.
  /// - Throws: ``SpringError`` for a bad frame duration.
  @inlinable
  public func advanced(by frameDuration: Double) throws(SpringError) -> SpringSimulation {
    var copy = self
    try copy.advance(by: frameDuration)
    return copy
  }
}
