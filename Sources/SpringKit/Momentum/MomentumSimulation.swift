/// A ``MomentumMotion`` driven frame by frame, as ``SpringSimulation`` drives a spring.
///
/// Call ``advance(by:)`` once per frame with the frame's real duration. The displayed state
/// is the exact motion at the accumulated time (a compensated sum of the frames), whatever
/// the frame rate and however the frames jitter: a phase change inside a frame is taken at
/// its exact instant and the frame shows the next phase's closed form at the frame's time.
/// Spring phases run on a ``SpringSimulation`` started at the phase's exact start, so
/// repeated frames are stepped with the spring's exact transition.
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
  public private(set) var value: Double
  /// The displayed velocity, in value units per second.
  public private(set) var velocity: Double
  /// The index in ``MomentumMotion/phases`` of the phase shown.
  public private(set) var phaseIndex = 0
  /// Whether the motion has come to rest.
  public private(set) var isAtRest = false
  /// Seconds since the release, as a compensated sum of the frames.
  var clock = DoubleDouble(0)
  /// The spring of the current phase, when it is a spring, started at the phase's start.
  var spring: SpringSimulation<Double>?
  var hasStarted = false

  /// Creates a simulation at the release.
  ///
  /// - Parameter motion: The motion to play.
  public init(_ motion: MomentumMotion) {
    self.motion = motion
    let start = motion.phases[0].start
    value = start.position
    velocity = start.velocity
    isAtRest = motion.restTime <= 0
    if isAtRest { (value, velocity) = (motion.target, 0) }
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
  @discardableResult
  public mutating func advance(by frameDuration: Double) throws(SpringError) -> MomentumEvents {
    try SpringError.requireNonNegative(frameDuration, "frameDuration")
    guard !isAtRest else { return [] }
    var events: MomentumEvents = []
    if !hasStarted {
      hasStarted = true
      events.insert(.started)
    }
    clock = clock + DoubleDouble(frameDuration)
    let before = (value, velocity)
    if (clock.high - motion.restTime) + clock.low >= 0 {
      for phase in motion.phases[phaseIndex...] { events.formUnion(Self.events(ending: phase)) }
      phaseIndex = motion.phases.count - 1
      (value, velocity) = (motion.target, 0)
      isAtRest = true
      spring = nil
      events.insert(.reachedRest)
    } else {
      while phaseIndex + 1 < motion.phases.count,
        (clock.high - motion.phases[phaseIndex + 1].start.time) + clock.low >= 0
      {
        events.formUnion(Self.events(ending: motion.phases[phaseIndex]))
        phaseIndex += 1
        spring = nil
      }
      try show(motion.phases[phaseIndex], frameDuration: frameDuration)
    }
    if value != before.0 || velocity != before.1 { events.insert(.updated) }
    return events
  }

  /// Shows the phase's state at the clock's time.
  mutating func show(_ phase: MomentumPhase, frameDuration: Double) throws(SpringError) {
    let elapsed = (clock.high - phase.start.time) + clock.low
    switch phase.kind {
    case .decay:
      (value, velocity) = phase.evaluate(after: elapsed)
    case .spring(let law, let target):
      if var running = spring {
        // Whole frames, so that a repeated duration is stepped with its exact transition.
        try running.advance(by: frameDuration)
        spring = running
      } else {
        var running = try SpringSimulation(
          spring: law, value: phase.start.position, target: target,
          velocity: phase.start.velocity, restThreshold: motion.restThreshold)
        try running.advance(by: elapsed)
        spring = running
      }
      if let running = spring, !running.isAtRest {
        (value, velocity) = (running.value, running.velocity)
      } else {
        (value, velocity) = phase.evaluate(after: elapsed)
      }
    }
  }

  /// The event a phase's end reports.
  static func events(ending phase: MomentumPhase) -> MomentumEvents {
    switch phase.ending {
    case .rest: []
    case .handOff: .handedOff
    case .bounce: .bounced
    }
  }
}
