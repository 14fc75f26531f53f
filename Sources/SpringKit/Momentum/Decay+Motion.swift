// Where a decay is, how fast it moves and where it comes to rest: the closed form.
//
// Like `Spring`'s, these queries do not throw: a valid `Decay` evaluated at finite values and
// times always has an answer; non-finite arguments give non-finite results and never trap.

extension Decay {
  /// The fraction of the release velocity left after `time` seconds, e^(−λt).
  ///
  /// - Parameter time: Seconds since the release; a time before 0 is taken as 0, NaN gives
  ///   NaN.
  /// - Returns: e^(−λt), in [0, 1].
  @inlinable
  public func velocityFactor(time: Double) -> Double {
    guard !time.isNaN else { return .nan }
    return libmExp(-decayRate * max(time, 0))
  }

  /// The distance travelled per unit of release velocity after `time` seconds,
  /// (1 − e^(−λt))/λ, in seconds.
  ///
  /// Computed as −expm1(−λt)/λ, so that it keeps full precision for tiny λt (where it is
  /// t) and tends to 1/λ without cancellation.
  ///
  /// - Parameter time: Seconds since the release; a time before 0 is taken as 0, NaN gives
  ///   NaN, +∞ gives 1/λ.
  /// - Returns: The factor, in [0, 1/λ).
  @inlinable
  public func displacementFactor(time: Double) -> Double {
    guard !time.isNaN else { return .nan }
    return -libmExpm1(-decayRate * max(time, 0)) / decayRate
  }

  /// The value after `time` seconds of a fling released at `fromValue` with
  /// `initialVelocity`.
  ///
  /// ```
  /// x(t) = x₀ + v₀·(1 − e^(−λt))/λ
  /// ```
  ///
  /// The factor (1 − e^(−λt))/λ is formed first (``displacementFactor(time:)``), so a huge
  /// velocity overflows only when the position itself does.
  ///
  /// ```swift
  /// let x = try Decay(decayRate: 2).value(fromValue: 0.0, initialVelocity: 1000, time: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at the release, time 0.
  ///   - initialVelocity: The release velocity, in units per second.
  ///   - time: Seconds since the release; a time before 0 is taken as 0.
  /// - Returns: The value at `time`.
  @inlinable
  public func value<V: SpringVector>(fromValue: V, initialVelocity: V, time: Double) -> V {
    fromValue + V.Scalar(displacementFactor(time: time)) * initialVelocity
  }

  /// The velocity after `time` seconds of a fling released with `initialVelocity`,
  /// v₀·e^(−λt), in units per second.
  ///
  /// - Parameters:
  ///   - initialVelocity: The release velocity, in units per second.
  ///   - time: Seconds since the release; a time before 0 is taken as 0.
  /// - Returns: The velocity at `time`, in units per second.
  @inlinable
  public func velocity<V: SpringVector>(initialVelocity: V, time: Double) -> V {
    V.Scalar(velocityFactor(time: time)) * initialVelocity
  }

  /// Where a fling released at `fromValue` with `initialVelocity` comes to rest, x₀ + v₀/λ:
  /// its landing, the value the motion approaches and never reaches.
  ///
  /// ```swift
  /// try Decay(decayRate: 2).restingValue(fromValue: 0.0, initialVelocity: 1000)  // 500
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at the release.
  ///   - initialVelocity: The release velocity, in units per second.
  /// - Returns: The resting value.
  @inlinable
  public func restingValue<V: SpringVector>(fromValue: V, initialVelocity: V) -> V {
    fromValue + V.Scalar(1 / decayRate) * initialVelocity
  }

  /// The distance a fling released with `initialVelocity` travels before it rests, v₀/λ
  /// (a vector along the velocity for a vector value).
  ///
  /// - Parameter initialVelocity: The release velocity, in units per second.
  /// - Returns: The displacement from the release to the resting value.
  @inlinable
  public func restingDisplacement<V: SpringVector>(initialVelocity: V) -> V {
    V.Scalar(1 / decayRate) * initialVelocity
  }

  /// Advances a value and its velocity by `deltaTime` seconds, exactly.
  ///
  /// The result does not depend on how the time is split, up to rounding.
  ///
  /// - Parameters:
  ///   - value: The current value, replaced by the value `deltaTime` later.
  ///   - velocity: The current velocity, replaced by the velocity `deltaTime` later.
  ///   - deltaTime: Seconds to advance; a negative step is taken as 0.
  @inlinable
  public func update<V: SpringVector>(value: inout V, velocity: inout V, deltaTime: Double) {
    value = self.value(fromValue: value, initialVelocity: velocity, time: deltaTime)
    velocity = self.velocity(initialVelocity: velocity, time: deltaTime)
  }
}
