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
/// Without an extra force the simulation evaluates the closed form from the last *anchor*
/// (the start, a retarget or an injected velocity), so there is nothing to integrate and no
/// error to accumulate. With an extra force (``init(spring:value:target:velocity:restThreshold:integrator:step:force:)``)
/// the physics advances in fixed steps of `step` with an accumulator; the display
/// interpolates between the last two physics states and never writes that back into the
/// physics, so no time is lost (Rebound and POP lose about 4 % of their clock at 60 Hz
/// that way).
public struct SpringSimulation<Value: SpringVector>: Sendable {
  /// An extra force on the mass, from the current value and velocity, in mass × value units
  /// per second squared (for example a rubber-band boundary or air drag).
  public typealias Force = @Sendable (_ value: Value, _ velocity: Value) -> Value

  /// The most numerical steps one ``advance(by:)`` takes; a longer frame drops the rest.
  public static var maximumStepsPerFrame: Int { 10_000 }

  /// The spring.
  public let spring: Spring
  /// How the physics advances: ``Integrator/exact`` without an extra force, a numerical
  /// method with one.
  public let integrator: Integrator
  /// The fixed physics step of numerical integration, in seconds.
  public let step: Double
  /// The extra force, if any.
  public let force: Force?
  /// When the motion counts as finished.
  public var restThreshold: RestThreshold
  /// What a very long frame does.
  public var longFramePolicy: LongFramePolicy = .catchUp
  /// Whether the motion ends at its first crossing of the target (no overshoot).
  public var clampsOvershoot = false

  /// The displayed value.
  @inlinable public var value: Value { displayedValue }
  /// The displayed velocity, in value units per second.
  @inlinable public var velocity: Value { displayedVelocity }
  /// Seconds simulated so far.
  ///
  /// The sum of the frame durations (after the long-frame policy); the clock stops while
  /// the simulation is at rest.
  @inlinable public var time: Double { elapsed }
  /// Whether the value has settled on the target (and the velocity is zero).
  @inlinable public var isAtRest: Bool { resting }

  // Stored behind the read-only properties so that inlinable code can update them.
  @usableFromInline var displayedValue: Value
  @usableFromInline var displayedVelocity: Value
  @usableFromInline var elapsed = 0.0
  @usableFromInline var resting = false

  /// Where the spring pulls the value.
  ///
  /// Setting it mid-flight retargets: position and velocity stay continuous and the next
  /// frame reports ``SpringEvents/retargeted``.
  public var target: Value {
    didSet {
      guard target != oldValue else { return }
      anchor(displacement: value - target, velocity: velocity)
      pending.insert(.retargeted)
    }
  }

  // Exact mode: the state at the anchor, relative to the target.
  @usableFromInline
  var anchorDisplacement: Value
  @usableFromInline
  var anchorVelocity: Value
  @usableFromInline
  var anchorTime = 0.0
  // Numerical mode: the last two physics states (relative to the target) and the time not
  // yet simulated.
  @usableFromInline
  var physics: (displacement: Value, velocity: Value)
  @usableFromInline
  var previousPhysics: (displacement: Value, velocity: Value)
  @usableFromInline
  var accumulator = 0.0
  /// Events waiting for the next frame (retargeting happens between frames).
  @usableFromInline
  var pending: SpringEvents = []
  @usableFromInline
  var hasStarted = false

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
  ///   - force: The extra force, or `nil` for the exact spring alone.
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
      throw SpringError(parameter: "integrator", value: "exact", rule: .numericalIntegrator)
    }
    self.spring = spring
    self.integrator = integrator
    self.step = step
    self.force = force
    self.restThreshold = restThreshold
    displayedValue = value
    self.target = target
    displayedVelocity = velocity
    anchorDisplacement = value - target
    anchorVelocity = velocity
    physics = (value - target, velocity)
    previousPhysics = physics
  }

  /// Whether the physics runs a numerical integrator (an extra force is present).
  @inlinable var isNumerical: Bool { integrator != .exact }

  /// Restarts the motion from a displayed state, relative to the target.
  @inlinable mutating func anchor(displacement: Value, velocity: Value) {
    anchorDisplacement = displacement
    anchorVelocity = velocity
    anchorTime = elapsed
    physics = (displacement, velocity)
    previousPhysics = physics
    accumulator = 0
    resting = false
  }

  /// Gives the value a new velocity now (a gesture's release), keeping its position.
  ///
  /// - Parameter newVelocity: Value units per second.
  /// - Throws: ``SpringError`` when it is not finite; the simulation is then unchanged.
  @inlinable
  public mutating func setVelocity(_ newVelocity: Value) throws(SpringError) {
    try SpringError.requireFinite(newVelocity, "velocity")
    displayedVelocity = newVelocity
    anchor(displacement: value - target, velocity: newVelocity)
  }
}
