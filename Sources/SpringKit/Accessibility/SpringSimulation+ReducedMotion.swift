extension SpringSimulation {
  /// Creates a simulation that honours a reduced-motion policy: the full motion when
  /// `reducedMotion` is `nil`, otherwise what the policy makes of it.
  ///
  /// With ``ReducedMotion/jump`` and ``ReducedMotion/crossFade(duration:)`` the simulation
  /// starts on `target`, at rest (play ``ReducedMotion/fadeDuration`` as an opacity yourself);
  /// with ``ReducedMotion/criticallyDamped(responseScale:)`` it runs the stand-in spring from
  /// `value` with `velocity`. Later retargets keep the policy's spring.
  ///
  /// ```swift
  /// let reduce = true  // UIAccessibility.isReduceMotionEnabled, or the CSS media query
  /// let simulation = try SpringSimulation(
  ///   spring: .bouncy, value: 0.0, target: 300,
  ///   reducedMotion: reduce ? .criticallyDamped(responseScale: 0.5) : nil)
  /// simulation.spring.dampingRatio  // 1
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring of the full motion.
  ///   - value: The value at time 0.
  ///   - target: Where the spring pulls the value.
  ///   - velocity: The velocity at time 0, in value units per second.
  ///   - restThreshold: When the motion counts as finished.
  ///   - reducedMotion: The policy, or `nil` for the full motion.
  /// - Throws: ``SpringError`` when a value is not finite or the policy's parameter is
  ///   invalid (``ReducedMotion/validate()``).
  public init(
    spring: Spring, value: Value, target: Value, velocity: Value = .zero,
    restThreshold: RestThreshold = .points, reducedMotion: ReducedMotion?
  ) throws(SpringError) {
    guard let reducedMotion else {
      try self.init(
        spring: spring, value: value, target: target, velocity: velocity,
        restThreshold: restThreshold)
      return
    }
    try SpringError.requireFinite(value, "value")
    try SpringError.requireFinite(velocity, "velocity")
    if let standIn = try reducedMotion.spring(replacing: spring) {
      try self.init(
        spring: standIn, value: value, target: target, velocity: velocity,
        restThreshold: restThreshold)
    } else {
      try self.init(spring: spring, value: target, target: target, restThreshold: restThreshold)
    }
  }
}
