/// A fling's whole motion after the release: decays, springs and bounces joined at exact
/// instants.
///
/// A hand-driven value is released at a position with a velocity; what follows is a chain of
/// closed forms — a ``Decay`` that coasts, a ``Spring`` that settles on a snap point or a
/// bound, a bounce off a wall — each starting at the instant the previous one ends, found in
/// closed form rather than by checking frames. The motion is built once by one of its
/// initialisers and then evaluated at any time (``state(at:)``) or driven frame by frame
/// (``MomentumSimulation``).
///
/// ```swift
/// // A list flung past its end: UIKit's decay until the edge, then a spring back onto it.
/// let motion = try MomentumMotion(
///   from: 900, velocity: 3_000, decay: try Decay(decayRate: 2),
///   bounds: try MotionBounds(lower: 0, upper: 1_200), spring: .smooth)
/// motion.phases.map(\.name)  // ["decay", "spring"]
/// motion.phases[0].end.time  // the instant the list reaches 1,200
/// ```
///
/// Every phase starts from the state its predecessor ended in, so the motion is continuous
/// in position and velocity at each hand-off (a bounce reverses the velocity on purpose).
public struct MomentumMotion: Sendable, Hashable {
  /// The phases in time order; at least one, the last ending at rest.
  public let phases: [MomentumPhase]
  /// Where the free decay from the release would come to rest, with no bound, wall or snap
  /// point: x₀ + v₀/λ.
  public let landing: Double
  /// When the motion counts as finished; it decided the last phase's end.
  public let restThreshold: RestThreshold

  /// Creates a motion from its phases (validated by the initialisers that build them).
  init(phases: [MomentumPhase], landing: Double, restThreshold: RestThreshold) {
    self.phases = phases
    self.landing = landing
    self.restThreshold = restThreshold
  }

  /// The value the motion ends on: the snap point, the bound, or the decay's resting value.
  public var target: Double { phases[phases.count - 1].end.position }

  /// The exact instant the motion comes to rest, in seconds after the release.
  public var restTime: Double { phases[phases.count - 1].end.time }

  /// The index of the phase running at `time`: the last phase that has started by then.
  ///
  /// - Complexity: O(log n) for n phases.
  public func phaseIndex(at time: Double) -> Int {
    var low = 0
    var high = phases.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if phases[middle].start.time <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The position and velocity at `time` seconds after the release.
  ///
  /// Before 0 the release state; from ``restTime`` on the rest state (``target``, velocity 0).
  ///
  /// - Parameter time: Seconds after the release.
  /// - Returns: The state from the closed form of the phase running at `time`.
  /// - Complexity: O(log n) for n phases.
  public func state(at time: Double) -> MomentumState {
    guard time < restTime else {
      return MomentumState(time: time, position: target, velocity: 0)
    }
    let phase = phases[phaseIndex(at: time)]
    let (position, velocity) = phase.evaluate(after: time - phase.start.time)
    return MomentumState(time: time, position: position, velocity: velocity)
  }
}

// Building phases.
extension MomentumMotion {
  /// The rest instant of a decay: the first time its speed is within `threshold.speed` and its
  /// remaining travel |v|/λ within `threshold.distance`; it then snaps to its resting value.
  static func decayRest(
    _ decay: Decay, from start: MomentumState, threshold: RestThreshold
  ) -> MomentumPhase {
    let speed = min(threshold.speed, decay.decayRate * threshold.distance)
    let duration = decay.time(untilSpeed: speed, initialVelocity: start.velocity)
    let resting = decay.restingValue(fromValue: start.position, initialVelocity: start.velocity)
    return MomentumPhase(
      kind: .decay(decay), start: start,
      end: MomentumState(time: start.time + duration, position: resting, velocity: 0),
      ending: .rest)
  }

  /// A spring from `start` toward `target`, ending at its exact rest instant (the motion then
  /// snaps to the target).
  static func springRest(
    _ spring: Spring, target: Double, from start: MomentumState, threshold: RestThreshold
  ) -> MomentumPhase {
    let duration = spring.restDuration(
      displacement: start.position - target, velocity: start.velocity,
      distance: threshold.distance, speed: threshold.speed)
    return MomentumPhase(
      kind: .spring(spring, target: target), start: start,
      end: MomentumState(time: start.time + duration, position: target, velocity: 0),
      ending: .rest)
  }

  /// A decay from `start` until the exact instant it reaches `position`, ending there with
  /// the decay's velocity at that instant; `nil` when the decay never gets there (the position
  /// is behind, or at or beyond the resting value).
  ///
  /// With d = position − x₀ the instant is t* = −ln(1 − λd/v₀)/λ and the velocity there
  /// v* = v₀ − λd. v* is formed with one fused multiply-add; t* with `log1p` while λd/v₀ < ½
  /// and as −ln(v*/v₀)/λ beyond, where 1 − λd/v₀ would cancel (a fling that barely reaches
  /// the position), so both keep their digits near grazing.
  static func decay(
    _ decay: Decay, from start: MomentumState, reaching position: Double,
    ending: MomentumPhase.Ending
  ) -> MomentumPhase? {
    let distance = position - start.position
    let v0 = start.velocity
    let lambda = decay.decayRate
    let arrival: (duration: Double, velocity: Double)
    if distance == 0 {
      arrival = (0, v0)
    } else {
      guard v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
      let remaining = v0.addingProduct(-lambda, distance)  // v₀ − λd, rounded once
      guard remaining != 0, (remaining > 0) == (v0 > 0) else { return nil }
      let fraction = lambda * distance / v0
      let logarithm = fraction < 0.5 ? libmLog1p(-fraction) : libmLog(remaining / v0)
      arrival = (-logarithm / lambda, remaining)
    }
    return MomentumPhase(
      kind: .decay(decay), start: start,
      end: MomentumState(
        time: start.time + arrival.duration, position: position, velocity: arrival.velocity),
      ending: ending)
  }

  /// Validates a release.
  static func requireRelease(position: Double, velocity: Double) throws(SpringError) {
    try SpringError.requireFinite(position, "position")
    try SpringError.requireFinite(velocity, "velocity")
  }
}
