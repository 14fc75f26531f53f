// SwiftUI-compatible queries: where a spring is, how fast it moves and what force it exerts.

extension Spring {
  /// The value after `time` seconds of a motion that starts at zero and moves toward `target`.
  ///
  /// This is SwiftUI's form: the amount the value has moved toward `target`, starting at rest
  /// at zero unless `initialVelocity` says otherwise.
  ///
  /// ```swift
  /// let x = try Spring.bouncy.value(target: 1.0, time: 0.2)  // 0.8737…
  /// ```
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; finite and at least 0.
  /// - Returns: The value at `time`.
  /// - Throws: ``SpringError`` when an input is not finite or `time` is negative.
  @inlinable
  public func value<V: SpringVector>(
    target: V, initialVelocity: V = .zero, time: Double
  ) throws(SpringError) -> V {
    try value(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The value after `time` seconds of a motion from `fromValue` toward `toValue`.
  ///
  /// ```swift
  /// let x = try Spring.bouncy.value(fromValue: 10.0, toValue: 20.0, time: 0.2)
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; finite and at least 0.
  /// - Returns: The value at `time`.
  /// - Throws: ``SpringError`` when an input is not finite or `time` is negative.
  @inlinable
  public func value<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double
  ) throws(SpringError) -> V {
    let state = try self.state(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, time: time)
    return toValue + state.displacement
  }

  /// The velocity after `time` seconds of a motion that starts at zero and moves toward
  /// `target`, in units per second.
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; finite and at least 0.
  /// - Returns: The velocity at `time`, in units per second.
  /// - Throws: ``SpringError`` when an input is not finite or `time` is negative.
  @inlinable
  public func velocity<V: SpringVector>(
    target: V, initialVelocity: V = .zero, time: Double
  ) throws(SpringError) -> V {
    try velocity(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity after `time` seconds of a motion from `fromValue` toward `toValue`, in
  /// units per second.
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - time: Seconds since the start; finite and at least 0.
  /// - Returns: The velocity at `time`, in units per second.
  /// - Throws: ``SpringError`` when an input is not finite or `time` is negative.
  @inlinable
  public func velocity<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double
  ) throws(SpringError) -> V {
    try state(fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, time: time)
      .velocity
  }

  /// The displacement from `toValue` and the velocity after `time` seconds.
  @inlinable
  func state<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) throws(SpringError) -> (displacement: V, velocity: V) {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    try SpringError.requireNonNegative(time, "time")
    let displacement = fromValue - toValue
    // Finite ends can still be too far apart: -1e308 to 1e308.
    try SpringError.requireFinite(displacement, "fromValue - toValue")
    return dynamics.transition(over: DoubleDouble(time)).apply(
      displacement: displacement, velocity: initialVelocity)
  }

  /// The force the spring and its damper exert on the mass, `k·(target − position) − c·velocity`.
  ///
  /// Divide by ``mass`` for the acceleration.
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls the value.
  ///   - position: The current value.
  ///   - velocity: The current velocity, in units per second.
  /// - Returns: The force, in mass units × value units per second squared.
  /// - Throws: ``SpringError`` when an input is not finite.
  @inlinable
  public func force<V: SpringVector>(
    target: V, position: V, velocity: V
  ) throws(SpringError) -> V {
    try SpringError.requireFinite(target, "target")
    try SpringError.requireFinite(position, "position")
    try SpringError.requireFinite(velocity, "velocity")
    return V.Scalar(stiffness) * (target - position) - V.Scalar(damping) * velocity
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
  /// - Throws: ``SpringError`` when an input is not finite.
  @inlinable
  public func force<V: SpringVector>(
    fromValue: V, toValue: V, position: V, velocity: V
  ) throws(SpringError) -> V {
    try SpringError.requireFinite(fromValue, "fromValue")
    return try force(target: toValue, position: position, velocity: velocity)
  }

  /// Advances a value and its velocity by `deltaTime` seconds, exactly.
  ///
  /// Unlike a numerical integrator, the result does not depend on how the time is split:
  /// two updates of 8 ms equal one of 16 ms up to rounding.
  ///
  /// ```swift
  /// var x = 0.0, v = 0.0
  /// try Spring.snappy.update(value: &x, velocity: &v, target: 1, deltaTime: 1 / 60)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The current value, replaced by the value `deltaTime` later.
  ///   - velocity: The current velocity, replaced by the velocity `deltaTime` later.
  ///   - target: Where the spring pulls the value.
  ///   - deltaTime: Seconds to advance; finite and at least 0.
  /// - Throws: ``SpringError`` when an input is not finite or `deltaTime` is negative;
  ///   `value` and `velocity` are then left unchanged.
  @inlinable
  public func update<V: SpringVector>(
    value: inout V, velocity: inout V, target: V, deltaTime: Double
  ) throws(SpringError) {
    try SpringError.requireNonNegative(deltaTime, "deltaTime")
    let state = try self.state(
      fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
    value = target + state.displacement
    velocity = state.velocity
  }
}
