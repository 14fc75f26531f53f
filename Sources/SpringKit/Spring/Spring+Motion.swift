// SwiftUI-compatible queries: where a spring is, how fast it moves and what force it exerts.
//
// Like SwiftUI's, they do not throw: a valid `Spring` (its initialisers validate) evaluated at
// finite values and times always has an answer. Input from outside the program is validated
// where it enters (the initialisers, `transition(over:)`, the simulations and the CLI), not
// here; non-finite arguments give non-finite results, as arithmetic does, and never trap.

extension Spring {
  /// The value after `time` seconds of a motion that starts at zero and moves toward `target`.
  ///
  /// This is SwiftUI's form: the amount the value has moved toward `target`, starting at rest
  /// at zero unless `initialVelocity` says otherwise.
  ///
  /// ```swift
  /// let x = Spring.bouncy.value(target: 1.0, time: 0.2)  // 0.8737…
  /// ```
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; a time before 0 is taken as 0 (the motion has not
  ///     started).
  /// - Returns: The value at `time`.
  @inlinable
  public func value<V: SpringVector>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    value(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The value after `time` seconds of a motion from `fromValue` toward `toValue`.
  ///
  /// ```swift
  /// let x = Spring.bouncy.value(fromValue: 10.0, toValue: 20.0, time: 0.2)
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; a time before 0 is taken as 0 (the motion has not
  ///     started).
  /// - Returns: The value at `time`.
  @inlinable
  public func value<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    let state = self.state(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, time: time)
    return toValue + state.displacement
  }

  /// The velocity after `time` seconds of a motion that starts at zero and moves toward
  /// `target`, in units per second.
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; a time before 0 is taken as 0 (the motion has not
  ///     started).
  /// - Returns: The velocity at `time`, in units per second.
  @inlinable
  public func velocity<V: SpringVector>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    velocity(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity after `time` seconds of a motion from `fromValue` toward `toValue`, in
  /// units per second.
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; a time before 0 is taken as 0 (the motion has not
  ///     started).
  /// - Returns: The velocity at `time`, in units per second.
  @inlinable
  public func velocity<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    state(fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, time: time)
      .velocity
  }

  /// The displacement from `toValue` and the velocity after `time` seconds.
  @inlinable
  func state<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> (displacement: V, velocity: V) {
    // A NaN time gives NaN, as arithmetic would (the closed form alone would read it as "the
    // envelope has decayed" and answer the rest state); a negative time is the start.
    let transition =
      time.isNaN
      ? SpringTransition(a: .nan, b: .nan, c: .nan, d: .nan)
      : dynamics.transition(over: DoubleDouble(max(time, 0)))
    return transition.apply(displacement: fromValue - toValue, velocity: initialVelocity)
  }

  /// The force the spring and its damper exert on the mass, `k·(target − position) − c·velocity`.
  ///
  /// Divide by ``mass`` for the acceleration. Like SwiftUI's, it does not throw.
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls the value.
  ///   - position: The current value.
  ///   - velocity: The current velocity, in units per second.
  /// - Returns: The force, in mass units × value units per second squared.
  @inlinable
  public func force<V: SpringVector>(
    target: V, position: V, velocity: V
  ) -> V {
    V.Scalar(stiffness) * (target - position) - V.Scalar(damping) * velocity
  }

  /// The force on the mass during a motion from `fromValue` to `toValue`, at `position` and
  /// `velocity`; equal to `force(target: toValue, position:velocity:)`.
  ///
  /// - Parameters:
  ///   - fromValue: The value the motion started from (it does not change the force).
  ///   - toValue: Where the spring pulls the value.
  ///   - position: The current value.
  ///   - velocity: The current velocity, in units per second.
  /// - Returns: The force, in mass units × value units per second squared.
  @inlinable
  public func force<V: SpringVector>(
    fromValue: V, toValue: V, position: V, velocity: V
  ) -> V {
    force(target: toValue, position: position, velocity: velocity)
  }

  /// Advances a value and its velocity by `deltaTime` seconds, exactly.
  ///
  /// Unlike a numerical integrator, the result does not depend on how the time is split:
  /// two updates of 8 ms equal one of 16 ms up to rounding.
  ///
  /// ```swift
  /// var x = 0.0, v = 0.0
  /// Spring.snappy.update(value: &x, velocity: &v, target: 1, deltaTime: 1 / 60)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The current value, replaced by the value `deltaTime` later.
  ///   - velocity: The current velocity, replaced by the velocity `deltaTime` later.
  ///   - target: Where the spring pulls the value.
  ///   - deltaTime: Seconds to advance; a negative step is taken as 0.
  @inlinable
  public func update<V: SpringVector>(
    value: inout V, velocity: inout V, target: V, deltaTime: Double
  ) {
    let state = self.state(
      fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
    value = target + state.displacement
    velocity = state.velocity
  }
}
