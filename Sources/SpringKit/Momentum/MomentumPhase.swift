/// One piece of a ``MomentumMotion``: a decay or a spring, from one exact instant to the next.
///
/// Each phase starts from the exact state its predecessor ended in (the same numbers, so the
/// hand-off is continuous in position and velocity by construction), except after a bounce
/// off a wall, where the velocity reverses and is scaled by the restitution.
public struct MomentumPhase: Sendable, Hashable {
  /// What moves the value during a phase.
  public enum Kind: Sendable, Hashable {
    /// A fling slowing down with exponentially decaying velocity.
    case decay(Decay)
    /// A spring pulling the value toward a target.
    case spring(Spring, target: Double)
  }

  /// Why a phase ends.
  public enum Ending: String, Sendable, Hashable {
    /// The motion came to rest (the last phase).
    case rest
    /// A decay reached a snap point or a bound and hands off to a spring with the velocity it
    /// has there.
    case handOff
    /// The value hit a wall and bounced: the next phase starts with the velocity reversed and
    /// scaled by the restitution.
    case bounce
  }

  /// The law of the phase.
  public let kind: Kind
  /// The state at the start of the phase, on the motion's clock.
  public let start: MomentumState
  /// The state at the end of the phase (before a bounce reverses it).
  public let end: MomentumState
  /// Why the phase ends.
  public let ending: Ending

  /// The phase's name as JSON and CSV write it: `decay` or `spring`.
  public var name: String {
    switch kind {
    case .decay: "decay"
    case .spring: "spring"
    }
  }

  /// The position and velocity `time` seconds after the start of the phase, from its closed
  /// form.
  ///
  /// - Parameter elapsed: Seconds since ``start``; taken as 0 when negative.
  /// - Returns: The state, with ``MomentumState/time`` on the motion's clock.
  @inlinable
  public func state(after elapsed: Double) -> MomentumState {
    let (position, velocity) = evaluate(after: elapsed)
    return MomentumState(time: start.time + elapsed, position: position, velocity: velocity)
  }

  /// The value the phase's motion is measured from: the spring's target, or 0 for a decay.
  @inlinable
  var anchor: Double {
    switch kind {
    case .decay: 0
    case .spring(_, let target): target
    }
  }

  /// The exact transition of (position − ``anchor``, velocity) over `duration` seconds.
  @inlinable
  func transition(over duration: Double) -> SpringTransition {
    switch kind {
    case .decay(let decay):
      SpringTransition(
        a: 1, b: decay.displacementFactor(time: duration), c: 0,
        d: decay.velocityFactor(time: duration))
    case .spring(let spring, _):
      spring.dynamics.transition(over: DoubleDouble(duration))
    }
  }

  /// The position and velocity `elapsed` seconds into the phase.
  @inlinable
  func evaluate(after elapsed: Double) -> (position: Double, velocity: Double) {
    switch kind {
    case .decay(let decay):
      return (
        decay.value(fromValue: start.position, initialVelocity: start.velocity, time: elapsed),
        decay.velocity(initialVelocity: start.velocity, time: elapsed)
      )
    case .spring(let spring, let target):
      let transition =
        elapsed.isNaN
        ? SpringTransition(a: .nan, b: .nan, c: .nan, d: .nan)
        : spring.dynamics.transition(over: DoubleDouble(max(elapsed, 0)))
      let (u, v) = transition.apply(
        displacement: start.position - target, velocity: start.velocity)
      return (target + u, v)
    }
  }
}

/// A value's position and velocity at an instant of a ``MomentumMotion``.
public struct MomentumState: Sendable, Hashable {
  /// Seconds on the motion's clock (0 at the release).
  public var time: Double
  /// The value.
  public var position: Double
  /// The velocity, in value units per second.
  public var velocity: Double

  /// Creates a state.
  public init(time: Double, position: Double, velocity: Double) {
    self.time = time
    self.position = position
    self.velocity = velocity
  }
}
