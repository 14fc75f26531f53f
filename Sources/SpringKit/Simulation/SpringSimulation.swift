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
/// nothing to integrate and no error to accumulate. With a numerical integrator — required
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
  @inlinable static var framesBetweenEvaluations: Int32 { 256 }

  // What a frame of a repeated duration reads and writes comes first, in two cache lines
  // for Double values: arrays of thousands of simulations are advanced one by one.
  /// The displayed displacement from the target.
  @usableFromInline var displacement: Value
  @usableFromInline var displayedVelocity: Value
  @usableFromInline var currentTarget: Value
  /// The transition over `repeatedFrame` seconds, once a frame duration repeats.
  @usableFromInline var frameTransition = SpringTransition.identity
  @usableFromInline var repeatedFrame = -1.0
  /// What a very long frame does.
  public var longFramePolicy: LongFramePolicy = .catchUp
  /// Frames of `repeatedFrame` stepped since `sinceAnchor` was last brought up to date, and
  /// how many may be before the closed form is due (0 when stepping is off).
  @usableFromInline var repeats: Int32 = 0
  @usableFromInline var repeatLimit: Int32 = 0
  /// Events waiting for the next frame (retargeting happens between frames).
  @usableFromInline var pending: SpringEvents = []
  @usableFromInline var resting = false
  @usableFromInline var hasStarted = false
  /// How the physics advances: ``Integrator/exact`` without an extra force, a numerical
  /// method with one.
  public let integrator: Integrator

  // Exact mode: the state at the anchor, relative to the target, and the time since, both
  // exact sums so that the closed form is evaluated at the true elapsed time.
  @usableFromInline var anchorDisplacement: Value
  @usableFromInline var anchorVelocity: Value
  /// Seconds since the anchor, less the `repeats` frames not yet added.
  @usableFromInline var sinceAnchor = DoubleDouble(0)
  /// The exact path's rest instant, in seconds after the anchor; `infinity` for never (and
  /// for numerical paths, which check the threshold at each frame).
  @usableFromInline var restAfterAnchor = Double.infinity
  @usableFromInline var previousFrame = -1.0

  /// The spring.
  public let spring: Spring
  /// The fixed physics step of numerical integration, in seconds.
  public let step: Double
  /// The extra force, if any.
  public let force: Force?
  /// When the motion counts as finished.
  ///
  /// Changing it moves the exact path's rest instant (``settlingTime``); a simulation already
  /// at rest stays there.
  public var restThreshold: RestThreshold {
    didSet { updateRestInstant() }
  }
  /// Whether the motion ends at its first crossing of the target (no overshoot).
  public var clampsOvershoot = false {
    didSet { updateRestInstant() }
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
  /// After rest it is the instant the motion came to rest, at most one frame before ``time``.
  /// `infinity` when an undamped spring never settles; `nil` while a numerical integrator is
  /// moving, whose rest is decided by checking the threshold at each frame.
  @inlinable public var settlingTime: Double? {
    if resting { return restInstant }
    guard !isNumerical else { return nil }
    return anchorClock.high + (anchorClock.low + restAfterAnchor)
  }

  /// The clock at the anchor; ``time`` adds `sinceAnchor`.
  @usableFromInline var anchorClock = DoubleDouble(0)
  /// When the simulation last came to rest, on its clock.
  @usableFromInline var restInstant = 0.0
  /// The side the motion started from at the last anchor, for overshoot clamping.
  @usableFromInline var overshootDirection: Value
  // Numerical mode: the two physics states (relative to the target) that bracket the display
  // time, and the time between the earlier one and the display.
  @usableFromInline var physics: (displacement: Value, velocity: Value)
  @usableFromInline var previousPhysics: (displacement: Value, velocity: Value)
  @usableFromInline var accumulator = 0.0

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
    self.spring = spring
    self.integrator = integrator
    self.step = step
    self.force = force
    self.restThreshold = restThreshold
    let displacement = value - target
    try SpringError.requireFinite(displacement, "value - target")
    self.displacement = displacement
    currentTarget = target
    displayedVelocity = velocity
    anchorDisplacement = displacement
    anchorVelocity = velocity
    overshootDirection = displacement == .zero ? velocity : displacement
    physics = (displacement, velocity)
    previousPhysics = physics
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
    try SpringError.requireFinite(newTarget, "target")
    let displacement = value - newTarget
    try SpringError.requireFinite(displacement, "value - target")
    guard newTarget != currentTarget else { return }
    let shift = currentTarget - newTarget
    let wasResting = resting
    currentTarget = newTarget
    self.displacement = displacement
    pending.insert(.retargeted)
    resting = false
    if isNumerical, !wasResting {
      // Shift both physics states; the accumulator keeps its time, so none is lost.
      physics.displacement = physics.displacement + shift
      previousPhysics.displacement = previousPhysics.displacement + shift
      overshootDirection = displacement == .zero ? displayedVelocity : displacement
    } else if isNumerical {
      seedPhysics(displacement: displacement, velocity: displayedVelocity)
    } else {
      anchor(displacement: displacement, velocity: displayedVelocity)
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
    physics = previousPhysics
    integrate(&physics.displacement, &physics.velocity)
    accumulator = 0
    overshootDirection = displacement == .zero ? velocity : displacement
  }

  /// Restarts the exact motion from a state relative to the target.
  @inlinable
  mutating func anchor(displacement: Value, velocity: Value) {
    anchorDisplacement = displacement
    anchorVelocity = velocity
    catchUpRepeats()
    anchorClock = anchorClock + sinceAnchor
    sinceAnchor = DoubleDouble(0)
    overshootDirection = displacement == .zero ? velocity : displacement
    updateRestInstant()
  }

  /// Adds the stepped frames to `sinceAnchor`: n·h is exact as a double-double.
  @inlinable
  mutating func catchUpRepeats() {
    guard repeats > 0 else { return }
    sinceAnchor = sinceAnchor + DoubleDouble.product(Double(repeats), repeatedFrame)
    repeats = 0
  }

  /// Computes the exact path's rest instant for the current anchor: the last exit from the
  /// rest threshold, or the first crossing of the target when clamping overshoot, if sooner.
  @inlinable
  mutating func updateRestInstant() {
    guard !isNumerical else {
      restAfterAnchor = .infinity
      return
    }
    var instant = spring.restDuration(
      displacement: anchorDisplacement, velocity: anchorVelocity,
      distance: restThreshold.distance, speed: restThreshold.speed)
    if clampsOvershoot, overshootDirection != .zero {
      let crossing = spring.dynamics.firstCrossing(
        projection: Double(anchorDisplacement.dot(overshootDirection)),
        rate: Double(anchorVelocity.dot(overshootDirection)))
      instant = min(instant, crossing)
    }
    restAfterAnchor = instant
    repeatLimit = 0  // the next frame evaluates the closed form and plans the steps again
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
