// The least damping that keeps a spring's swing inside a range (Reanimated's `clamp`).

extension Spring {
  /// The lowest and the highest value a motion from `fromValue` toward `toValue` reaches, at
  /// any time from 0 on.
  ///
  /// The extrema of x(t) are where the velocity is zero, and the velocity is itself a spring
  /// motion (starting at v₀ with the acceleration a₀ = −ω₀²(x₀ − target) − 2λv₀), so the
  /// first two of them come in closed form; every later one is smaller, by e^(−πλ/ω_d) per
  /// half period. The answer is exact up to the rounding of evaluating the closed form there.
  ///
  /// ```swift
  /// let swing = Spring.bouncy.extremes(fromValue: 0, toValue: 100)
  /// swing.highest  // the first overshoot, about 104.6
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  /// - Returns: The least and the greatest value of x(t) over t ≥ 0 (the limit `toValue`
  ///   included).
  public func extremes(
    fromValue: Double, toValue: Double, initialVelocity: Double = 0
  ) -> (lowest: Double, highest: Double) {
    let u0 = fromValue - toValue
    let v0 = initialVelocity
    var lowest = min(u0, 0)
    var highest = max(u0, 0)
    for time in extremumTimes(displacement: u0, velocity: v0) {
      let u = dynamics.transition(over: DoubleDouble(time))
        .apply(displacement: u0, velocity: v0).displacement
      lowest = min(lowest, u)
      highest = max(highest, u)
    }
    return (toValue + lowest, toValue + highest)
  }

  /// The first two times after 0 at which the velocity is zero (finite ones only): the only
  /// extrema that can be the motion's greatest or least.
  func extremumTimes(displacement u0: Double, velocity v0: Double) -> [Double] {
    let acceleration = -dynamics.frequencySquared * u0 - 2 * dynamics.decayRate * v0
    let first: Double
    if v0 != 0 {
      let sign: Double = v0 > 0 ? 1 : -1
      first = dynamics.firstCrossing(projection: sign * v0, rate: sign * acceleration)
    } else {
      first = dynamics.firstCrossing(projection: 0, rate: abs(acceleration))
    }
    guard first.isFinite else { return [] }
    guard case .oscillating(let dampedFrequency) = dynamics.motion else { return [first] }
    return [first, first + Double.pi / dampedFrequency.high]
  }

  /// This spring with its damping raised just enough that a motion from `fromValue` toward
  /// `toValue` never leaves `bounds`; the spring itself when it already stays inside.
  ///
  /// Reanimated's `withSpring` `clamp: {min, max}` does this with approximate extrema
  /// (e^(−ζπ) and e^(−2ζπ) of the step, ignoring the initial velocity) and so over-damps;
  /// here the swing is computed exactly (``extremes(fromValue:toValue:initialVelocity:)``)
  /// and the damping ratio found by bisection to about 1e-15 relative. The natural frequency
  /// ω₀ (mass and stiffness) is kept.
  ///
  /// ```swift
  /// let bounds = try MotionBounds(lower: 0, upper: 102)
  /// // .bouncy overshoots to about 104.6; the capped spring to 102, within rounding.
  /// let capped = try Spring.bouncy.cappingOvershoot(
  ///   fromValue: 0, toValue: 100, within: bounds)
  /// capped.extremes(fromValue: 0, toValue: 100).highest  // 102.0
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0; within `bounds`.
  ///   - toValue: Where the spring pulls the value; within `bounds`.
  ///   - initialVelocity: The velocity at time 0, in units per second; finite. When
  ///     `fromValue` is on a bound it must not point out of the range.
  ///   - bounds: The range the motion must keep to.
  /// - Returns: A spring with this one's mass and stiffness and the least damping (at least
  ///   this one's) that keeps the motion inside.
  /// - Throws: ``SpringError`` naming `fromValue` or `toValue` outside the bounds
  ///   (``SpringError/Rule/withinBounds``), a non-finite `initialVelocity`, or an
  ///   `initialVelocity` pushing out of the range from a bound
  ///   (``SpringError/Rule/notLeavingBounds``), which no damping can keep inside.
  public func cappingOvershoot(
    fromValue: Double, toValue: Double, initialVelocity: Double = 0, within bounds: MotionBounds
  ) throws(SpringError) -> Spring {
    try bounds.requireContains(fromValue, "fromValue")
    try bounds.requireContains(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    if (fromValue == bounds.upper && initialVelocity > 0)
      || (fromValue == bounds.lower && initialVelocity < 0)
      || (fromValue == toValue && initialVelocity != 0 && bounds.lower == bounds.upper)
    {
      throw SpringError(
        parameter: "initialVelocity", value: .number(initialVelocity), rule: .notLeavingBounds)
    }
    func staysInside(_ spring: Spring) -> Bool {
      let swing = spring.extremes(
        fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity)
      return swing.lowest >= bounds.lower && swing.highest <= bounds.upper
    }
    guard !staysInside(self) else { return self }
    let omega = naturalFrequency
    func spring(dampingRatio: Double) -> Spring {
      Spring(uncheckedMass: mass, stiffness: stiffness, damping: 2 * dampingRatio * mass * omega)
    }
    // Grow the ratio until the swing fits, then bisect between the last two ratios.
    var low = dampingRatio
    var high = max(2 * low, 0.125)
    while !staysInside(spring(dampingRatio: high)) {
      low = high
      high *= 2
      // Past ζ = 1e12 the remaining swing, |v₀|/(2ζω₀), is below any rounding of a bound
      // that the value does not start on.
      guard high < 1e12 else { return spring(dampingRatio: high) }
    }
    while high - low > 1e-15 * high {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if staysInside(spring(dampingRatio: middle)) { high = middle } else { low = middle }
    }
    return spring(dampingRatio: high)
  }
}
