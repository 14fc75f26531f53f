/// A ``MomentumMotion`` driven frame by frame, as ``SpringSimulation`` drives a spring.
///
/// Call ``advance(by:)`` once per frame with the frame's real duration. The displayed state
/// is the exact motion at the accumulated time (a compensated sum of the frames), whatever
/// the frame rate and however the frames jitter: a phase change inside a frame is taken at
/// its exact instant and the frame shows the next phase's closed form at the frame's time.
/// Frames of one repeated duration are stepped with the phase's exact transition over that
/// duration (the decay's two factors, or the spring's four coefficients), with the closed form
/// evaluated afresh every 1,024 frames, at each phase change and when the duration changes, as
/// ``SpringSimulation`` does; the phase changes and the rest instant are decided on the exact
/// clock, so stepping never crosses one.
///
/// ```swift
/// let motion = try MomentumMotion(
///   from: 900, velocity: 3_000, decay: try Decay(decayRate: 2),
///   bounds: try MotionBounds(lower: 0, upper: 1_200))
/// var simulation = MomentumSimulation(motion)
/// while !simulation.isAtRest {
///   let events = try simulation.advance(by: 1 / 120)
///   if events.contains(.handedOff) { print("reached the edge") }
/// }
/// ```
public struct MomentumSimulation: Sendable {
  /// The motion being played.
  public let motion: MomentumMotion
  /// The displayed value.
  @inlinable public var value: Double { shownValue }
  /// The displayed velocity, in value units per second.
  @inlinable public var velocity: Double { shownVelocity }
  /// The index in ``MomentumMotion/phases`` of the phase shown.
  @inlinable public var phaseIndex: Int { index }
  /// Whether the motion has come to rest.
  @inlinable public var isAtRest: Bool { resting }
  /// The displayed value (``value``).
  @usableFromInline var shownValue: Double
  /// The displayed velocity (``velocity``).
  @usableFromInline var shownVelocity: Double
  /// The phase shown (``phaseIndex``).
  @usableFromInline var index = 0
  /// Whether the motion has come to rest (``isAtRest``).
  @usableFromInline var resting = false
  /// Seconds since the release, as a compensated sum of the frames.
  @usableFromInline var clock = DoubleDouble(0)
  /// The transition of the current phase over `repeatedFrame` seconds, applied to the
  /// displacement from the phase's anchor (its target, or 0 for a decay) and the velocity.
  @usableFromInline var frameTransition = SpringTransition.identity
  /// The duration of the last frame; a frame of the same bits may be stepped.
  @usableFromInline var repeatedFrame = -1.0
  /// How many more frames may be stepped before the closed form is due.
  @usableFromInline var stepsLeft = 0
  @usableFromInline var hasStarted = false
  // What a frame reads, copied out of `motion` so that a frame touches no array (reading
  // through the phases' array costs reference counting on every access).
  /// The phase shown.
  @usableFromInline var current: MomentumPhase
  /// When the next phase starts; infinity during the last one.
  @usableFromInline var nextStart: Double
  /// ``MomentumMotion/restTime``.
  @usableFromInline let restInstant: Double

  /// Creates a simulation at the release.
  ///
  /// - Parameter motion: The motion to play.
  public init(_ motion: MomentumMotion) {
    self.motion = motion
    current = motion.phases[0]
    nextStart = motion.phases.count > 1 ? motion.phases[1].start.time : .infinity
    restInstant = motion.restTime
    let start = motion.phases[0].start
    shownValue = start.position
    shownVelocity = start.velocity
    resting = motion.restTime <= 0
    if isAtRest { (shownValue, shownVelocity) = (motion.target, 0) }
  }

  /// Seconds since the release.
  public var time: Double { clock.high + clock.low }

  /// The exact instant the motion comes to rest, ``MomentumMotion/restTime``.
  public var settlingTime: Double { motion.restTime }

  /// Advances by one frame and reports what happened.
  ///
  /// - Parameter frameDuration: The frame's duration in seconds; finite and at least 0.
  /// - Returns: The events of this frame.
  /// - Throws: ``SpringError`` naming `frameDuration` when it is negative or not finite; the
  ///   simulation is then unchanged.
  /// - Complexity: O(1) per frame, plus O(k) for k phase changes inside it.
  @inlinable @discardableResult
  public mutating func advance(by frameDuration: Double) throws(SpringError) -> MomentumEvents {
    // Checked inline: the throwing helper is only called for a bad duration.
    guard frameDuration.isFinite, frameDuration >= 0 else {
      try SpringError.requireNonNegative(frameDuration, "frameDuration")
      return []
    }
    guard !resting else { return [] }
    var events: MomentumEvents = []
    if !hasStarted {
      hasStarted = true
      events.insert(.started)
    }
    clock = clock + DoubleDouble(frameDuration)
    let before = (shownValue, shownVelocity)
    if (clock.high - restInstant) + clock.low >= 0 {
      for phase in motion.phases[index...] { events.formUnion(Self.events(ending: phase)) }
      index = motion.phases.count - 1
      current = motion.phases[index]
      (shownValue, shownVelocity) = (motion.target, 0)
      resting = true
      stepsLeft = 0
      events.insert(.reachedRest)
    } else {
      while (clock.high - nextStart) + clock.low >= 0 {
        events.formUnion(Self.events(ending: current))
        index += 1
        current = motion.phases[index]
        nextStart =
          index + 1 < motion.phases.count
          ? motion.phases[index + 1].start.time : .infinity
        stepsLeft = 0
        repeatedFrame = -1
      }
      show(frameDuration: frameDuration)
    }
    if shownValue != before.0 || shownVelocity != before.1 { events.insert(.updated) }
    return events
  }

  /// Shows the phase's state at the clock's time: one step of the repeated frame's exact
  /// transition, or the closed form.
  @inlinable
  mutating func show(frameDuration: Double) {
    if frameDuration.bitPattern == repeatedFrame.bitPattern, stepsLeft > 0 {
      let anchor = current.anchor
      stepsLeft -= 1
      let (u, v) = frameTransition.apply(displacement: shownValue - anchor, velocity: shownVelocity)
      (shownValue, shownVelocity) = (anchor + u, v)
      return
    }
    let elapsed = (clock.high - current.start.time) + clock.low
    (shownValue, shownVelocity) = current.evaluate(after: elapsed)
    if frameDuration.bitPattern == repeatedFrame.bitPattern {
      frameTransition = current.transition(over: frameDuration)
      stepsLeft = Self.framesBetweenEvaluations
    } else {
      repeatedFrame = frameDuration
    }
  }

  /// How many frames of one repeated duration are stepped before the closed form is evaluated
  /// afresh; each step adds about an ulp of rounding.
  @inlinable static var framesBetweenEvaluations: Int { 1024 }

  /// The event a phase's end reports.
  @inlinable
  static func events(ending phase: MomentumPhase) -> MomentumEvents {
    switch phase.ending {
    case .rest: []
    case .handOff: .handedOff
    case .bounce: .bounced
    }
  }
}
