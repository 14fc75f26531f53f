// A release onto snap points: choose the point, then hand off to a spring.

extension MomentumMotion {
  /// A fling released onto snap points: the point chosen by `rule` from where the free decay
  /// would land, reached as `approach` says.
  ///
  /// With ``SnapApproach/spring`` (the default) a spring starts at the release with the
  /// release velocity, so the hand-off is continuous in position and velocity. With
  /// ``SnapApproach/decayThenSpring`` the decay runs until the exact instant it reaches the
  /// point, t* = −ln(1 − λd/v₀)/λ, and the spring starts on the point with the decay's
  /// velocity there.
  ///
  /// ```swift
  /// let detents = try SnapPoints([0, 300, 700])
  /// let motion = try MomentumMotion(
  ///   from: 320, velocity: 900, decay: try Decay(decayRate: 2), snapPoints: detents)
  /// motion.target  // 700: the decay would land at 770
  /// ```
  ///
  /// - Parameters:
  ///   - position: The value at release.
  ///   - velocity: The release velocity, in value units per second.
  ///   - decay: How the free fling would slow down; it decides the landing the rule reads, and
  ///     drives the approach with ``SnapApproach/decayThenSpring``.
  ///   - snapPoints: The points the motion may end on.
  ///   - rule: How to choose the point; Apple's ``SnapRule/nearest`` by default.
  ///   - approach: How to reach it.
  ///   - spring: The spring that settles on the point (SwiftUI's `.smooth` by default).
  ///   - restThreshold: When the motion counts as finished.
  /// - Throws: ``SpringError`` naming `position` or `velocity` when one is not finite, or the
  ///   rule's parameter when it breaks its rule.
  public init(
    from position: Double, velocity: Double, decay: Decay, snapPoints: SnapPoints,
    rule: SnapRule = .nearest, approach: SnapApproach = .spring, spring: Spring = .smooth,
    restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    try Self.requireRelease(position: position, velocity: velocity)
    let landing = decay.restingValue(fromValue: position, initialVelocity: velocity)
    let target = try snapPoints.target(
      position: position, velocity: velocity, landing: landing, rule: rule)
    let start = MomentumState(time: 0, position: position, velocity: velocity)
    if approach == .decayThenSpring, target != position,
      let coast = Self.decay(decay, from: start, reaching: target, ending: .handOff)
    {
      let settle = Self.springRest(
        spring, target: target, from: coast.end, threshold: restThreshold)
      self.init(phases: [coast, settle], landing: landing, restThreshold: restThreshold)
      return
    }
    let settle = Self.springRest(spring, target: target, from: start, threshold: restThreshold)
    self.init(phases: [settle], landing: landing, restThreshold: restThreshold)
  }
}
