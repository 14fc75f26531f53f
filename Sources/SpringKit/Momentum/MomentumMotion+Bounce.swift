// Bounces off walls with a restitution coefficient.

extension MomentumMotion {
  /// The most bounces one motion may make; a motion that would make more throws.
  public static var maximumBounces: Int { 10_000 }

  /// A fling between two walls: the decay, reversed at each wall it reaches with its speed
  /// scaled by `restitution`, until it comes to rest between them (a puck on a table).
  ///
  /// Each wall instant is exact (t* = −ln(1 − λd/v)/λ from the phase's start), and the phase
  /// after a bounce starts on the wall with the velocity −e·v(t*).
  ///
  /// - Parameters:
  ///   - position: The value at release; within `bounds`.
  ///   - velocity: The release velocity, in value units per second.
  ///   - decay: How the fling slows down.
  ///   - bounds: The walls; `lower` must be below `upper` unless the velocity is zero.
  ///   - restitution: The fraction of the speed a bounce keeps, from 0 (the value stops on the
  ///     wall) through 1 (a perfectly elastic wall).
  ///   - restThreshold: When the motion counts as finished.
  /// - Throws: ``SpringError`` naming `position`, `velocity` or `restitution` when one breaks
  ///   its rule, `position` outside the bounds, and `velocity` with
  ///   ``SpringError/Rule/fewBounces`` when the fling would bounce more than
  ///   ``maximumBounces`` times.
  public init(
    from position: Double, velocity: Double, decay: Decay, bouncingWithin bounds: MotionBounds,
    restitution: Double, restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    try Self.requireRelease(position: position, velocity: velocity)
    try bounds.requireContains(position, "position")
    try SpringError.requireRestitution(restitution)
    var phases: [MomentumPhase] = []
    var start = MomentumState(time: 0, position: position, velocity: velocity)
    let landing = decay.restingValue(fromValue: position, initialVelocity: velocity)
    while true {
      let free = Self.decayRest(decay, from: start, threshold: restThreshold)
      let wall = start.velocity > 0 ? bounds.upper : bounds.lower
      guard start.velocity != 0, !bounds.contains(free.end.position),
        let coast = Self.decay(decay, from: start, reaching: wall, ending: .bounce)
      else {
        phases.append(free)
        break
      }
      guard phases.count < Self.maximumBounces else {
        throw SpringError(parameter: "velocity", value: .number(velocity), rule: .fewBounces)
      }
      phases.append(coast)
      start = MomentumState(
        time: coast.end.time, position: wall, velocity: -restitution * coast.end.velocity)
    }
    self.init(phases: phases, landing: landing, restThreshold: restThreshold)
  }

  /// A spring settling on a wall it bounces off: the value springs toward the wall, and each
  /// time it reaches it the velocity reverses with its speed scaled by `restitution` (a ball
  /// dropped onto the floor, a card thrown against the edge of a tray).
  ///
  /// The target is the wall, so each wall instant is the spring's first crossing of its
  /// target, in closed form (the first comes from the release, every later one half a damped
  /// period after the bounce before it). The motion ends at the spring's exact rest instant;
  /// a critically damped or overdamped spring never comes back to the wall after a bounce.
  ///
  /// ```swift
  /// let drop = try MomentumMotion(
  ///   from: -300, velocity: 0, spring: try Spring(response: 0.6, dampingRatio: 0.2),
  ///   wall: 0, restitution: 0.6)
  /// drop.phases.count  // a few bounces, each ending on the wall
  /// ```
  ///
  /// - Parameters:
  ///   - position: The value at release; on the side of the wall the motion stays on.
  ///   - velocity: The release velocity, in value units per second.
  ///   - spring: The spring pulling the value onto the wall.
  ///   - wall: The wall, which is also the spring's target.
  ///   - restitution: The fraction of the speed a bounce keeps, 0 through 1.
  ///   - restThreshold: When the motion counts as finished.
  /// - Throws: ``SpringError`` naming `position`, `velocity`, `wall` or `restitution` when one
  ///   breaks its rule, and `velocity` with ``SpringError/Rule/fewBounces`` when the motion
  ///   would bounce more than ``maximumBounces`` times (an undamped spring with restitution 1).
  public init(
    from position: Double, velocity: Double, spring: Spring, wall: Double, restitution: Double,
    restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    try Self.requireRelease(position: position, velocity: velocity)
    try SpringError.requireFinite(wall, "wall")
    try SpringError.requireRestitution(restitution)
    var phases: [MomentumPhase] = []
    var start = MomentumState(time: 0, position: position, velocity: velocity)
    // The side the value stays on: where it starts, or where it first heads from the wall.
    let side: Double = position != wall ? (position > wall ? 1 : -1) : (velocity >= 0 ? 1 : -1)
    while true {
      let rest = Self.springRest(spring, target: wall, from: start, threshold: restThreshold)
      // On the wall the projection is +0 (a −0 would turn atan2's π into −π).
      let projection = start.position == wall ? 0 : side * (start.position - wall)
      let crossing = spring.dynamics.firstCrossing(
        projection: projection, rate: side * start.velocity)
      guard crossing.isFinite, crossing < rest.end.time - start.time else {
        phases.append(rest)
        break
      }
      guard phases.count < Self.maximumBounces else {
        throw SpringError(parameter: "velocity", value: .number(velocity), rule: .fewBounces)
      }
      let arrival = rest.state(after: crossing)
      let hit = MomentumPhase(
        kind: rest.kind, start: start,
        end: MomentumState(time: arrival.time, position: wall, velocity: arrival.velocity),
        ending: .bounce)
      phases.append(hit)
      start = MomentumState(
        time: hit.end.time, position: wall, velocity: -restitution * arrival.velocity)
    }
    self.init(phases: phases, landing: wall, restThreshold: restThreshold)
  }
}

extension SpringError {
  /// Throws ``SpringError/Rule/unitInterval`` naming `restitution` unless it is in [0, 1].
  static func requireRestitution(_ restitution: Double) throws(SpringError) {
    guard restitution.isFinite, restitution >= 0, restitution <= 1 else {
      throw SpringError(
        parameter: "restitution", value: .number(restitution), rule: .unitInterval)
    }
  }
}

extension MomentumMotion {
  /// A spring toward a target inside bounds, bouncing off either bound it reaches: the
  /// velocity reverses there with its speed scaled by `restitution` (a card thrown toward a
  /// slot near the edge of a tray).
  ///
  /// A wall that is not the target is reached when the spring's displacement first equals
  /// the wall's offset from the target; the instant is found on the monotone piece of the
  /// closed form between two extrema (which come in closed form) by bisection, to about an
  /// ulp. A wall at the target is the closed-form first crossing, as in
  /// ``init(from:velocity:spring:wall:restitution:restThreshold:)``.
  ///
  /// ```swift
  /// let card = try MomentumMotion(
  ///   from: 100, velocity: 2_500, spring: .bouncy, target: 380,
  ///   bouncingWithin: try MotionBounds(lower: 0, upper: 400), restitution: 0.5)
  /// card.phases.first?.ending  // .bounce: the overshoot reaches the upper wall
  /// ```
  ///
  /// - Parameters:
  ///   - position: The value at release; within `bounds`.
  ///   - velocity: The release velocity, in value units per second.
  ///   - spring: The spring pulling the value toward `target`.
  ///   - target: Where the spring pulls the value; within `bounds`.
  ///   - bounds: The walls.
  ///   - restitution: The fraction of the speed a bounce keeps, 0 through 1.
  ///   - restThreshold: When the motion counts as finished.
  /// - Throws: ``SpringError`` naming `position` or `target` outside the bounds, a non-finite
  ///   `velocity`, `restitution` outside 0 through 1, and `velocity` with
  ///   ``SpringError/Rule/fewBounces`` beyond ``maximumBounces`` bounces.
  public init(
    from position: Double, velocity: Double, spring: Spring, target: Double,
    bouncingWithin bounds: MotionBounds, restitution: Double,
    restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    try Self.requireRelease(position: position, velocity: velocity)
    try bounds.requireContains(position, "position")
    try bounds.requireContains(target, "target")
    try SpringError.requireRestitution(restitution)
    var phases: [MomentumPhase] = []
    var start = MomentumState(time: 0, position: position, velocity: velocity)
    while true {
      let rest = Self.springRest(spring, target: target, from: start, threshold: restThreshold)
      let (u0, v0) = (start.position - target, start.velocity)
      // A wall the value starts on and moves away from is not hit at 0.
      let hits = [bounds.lower, bounds.upper].map { wall in
        (wall, spring.dynamics.firstReach(level: wall - target, displacement: u0, velocity: v0))
      }
      guard let (wall, crossing) = hits.min(by: { $0.1 < $1.1 }), crossing.isFinite,
        crossing < rest.end.time - start.time
      else {
        phases.append(rest)
        break
      }
      guard phases.count < Self.maximumBounces else {
        throw SpringError(parameter: "velocity", value: .number(velocity), rule: .fewBounces)
      }
      let arrival = rest.state(after: crossing)
      phases.append(
        MomentumPhase(
          kind: rest.kind, start: start,
          end: MomentumState(time: arrival.time, position: wall, velocity: arrival.velocity),
          ending: .bounce))
      start = MomentumState(
        time: arrival.time, position: wall, velocity: -restitution * arrival.velocity)
    }
    self.init(phases: phases, landing: target, restThreshold: restThreshold)
  }
}
