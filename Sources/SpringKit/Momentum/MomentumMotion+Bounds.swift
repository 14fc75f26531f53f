// A fling that coasts to rest, or into a bound and onto it with a spring.

extension MomentumMotion {
  /// A free fling: the decay alone, coming to rest on its resting value.
  ///
  /// The decay rests at the first instant its speed is within `restThreshold.speed` and its
  /// remaining travel, |v|/λ, within `restThreshold.distance`; the value then snaps to the
  /// resting value x₀ + v₀/λ (at most the distance threshold away).
  ///
  /// - Parameters:
  ///   - position: The value at release.
  ///   - velocity: The release velocity, in value units per second.
  ///   - decay: How the fling slows down.
  ///   - restThreshold: When the motion counts as finished.
  /// - Throws: ``SpringError`` naming `position` or `velocity` when one is not finite.
  public init(
    from position: Double, velocity: Double, decay: Decay, restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    try Self.requireRelease(position: position, velocity: velocity)
    let start = MomentumState(time: 0, position: position, velocity: velocity)
    let phase = Self.decayRest(decay, from: start, threshold: restThreshold)
    self.init(phases: [phase], landing: phase.end.position, restThreshold: restThreshold)
  }

  /// A fling inside bounds: the decay, and if it would land past a bound, a hand-off at the
  /// exact instant it reaches that bound to a spring that settles on the bound.
  ///
  /// This is ScrollMechanics' `SimpleScrollView` composition, and motion's `inertia` with
  /// `min`/`max`, without their frame check: the instant comes in closed form,
  /// t* = −ln(1 − λd/v₀)/λ for the distance d to the bound, and the spring starts on the
  /// bound with the decay's velocity at t*, so it overshoots past the bound and comes back
  /// as a scroll view's edge does.
  ///
  /// ```swift
  /// let motion = try MomentumMotion(
  ///   from: 900, velocity: 3_000, decay: try Decay(decayRate: 2),
  ///   bounds: try MotionBounds(lower: 0, upper: 1_200), spring: .smooth)
  /// motion.target  // 1200
  /// ```
  ///
  /// - Parameters:
  ///   - position: The value at release; within `bounds`.
  ///   - velocity: The release velocity, in value units per second.
  ///   - decay: How the fling slows down.
  ///   - bounds: The range the value may rest in.
  ///   - spring: The spring that settles on a bound the decay reaches (SwiftUI's `.smooth`
  ///     by default).
  ///   - restThreshold: When the motion counts as finished.
  /// - Throws: ``SpringError`` naming `position` or `velocity` when one is not finite, and
  ///   `position` with ``SpringError/Rule/withinBounds`` for a release outside the bounds.
  public init(
    from position: Double, velocity: Double, decay: Decay, bounds: MotionBounds,
    spring: Spring = .smooth, restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    try Self.requireRelease(position: position, velocity: velocity)
    try bounds.requireContains(position, "position")
    let start = MomentumState(time: 0, position: position, velocity: velocity)
    let free = Self.decayRest(decay, from: start, threshold: restThreshold)
    let landing = free.end.position
    let wall = velocity > 0 ? bounds.upper : bounds.lower
    guard !bounds.contains(landing),
      let coast = Self.decay(decay, from: start, reaching: wall, ending: .handOff)
    else {
      self.init(phases: [free], landing: landing, restThreshold: restThreshold)
      return
    }
    let settle = Self.springRest(spring, target: wall, from: coast.end, threshold: restThreshold)
    self.init(phases: [coast, settle], landing: landing, restThreshold: restThreshold)
  }
}
