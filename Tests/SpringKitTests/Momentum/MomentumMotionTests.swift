import SpringKit
import Testing
import _SpringTestSupport

@Suite struct MomentumMotionTests {
  static let reference = Result { try ReferenceTable(named: "momentum-bounds.csv").rows }

  /// The hand-off is continuous: the phase before, evaluated by its own closed form at its
  /// end, against the state the next phase starts from; relative to the motion's scale.
  static func expectContinuous(_ motion: MomentumMotion, at index: Int) {
    let before = motion.phases[index]
    let after = motion.phases[index + 1]
    let end = before.state(after: before.end.time - before.start.time)
    let scale = abs(after.start.position) + abs(motion.phases[0].start.position)
    #expect(
      isClose(end.position, after.start.position, absolute: 1e-12 * scale), "position \(index)")
    #expect(
      isClose(end.velocity, after.start.velocity, relative: 1e-12),
      "velocity \(index)")
  }

  @Test func decayReachesABoundAtTheExactInstant() throws {
    let rows = try Self.reference.get().filter { $0.text("kind") == "wall" }
    #expect(rows.count == 8)
    for row in rows where row.text("label") != "snap-point" {
      let (x0, v0, wall) = (row.number("x0"), row.number("v0"), row.number("wall"))
      let decay = try Decay(decayRate: row.number("rate"))
      let bounds =
        try v0 > 0
        ? MotionBounds(lower: x0 - 1, upper: wall) : MotionBounds(lower: wall, upper: x0 + 1)
      let motion = try MomentumMotion(from: x0, velocity: v0, decay: decay, bounds: bounds)
      try #require(motion.phases.count == 2, "\(row)")
      let coast = motion.phases[0]
      #expect(coast.ending == .handOff && coast.end.position == wall)
      #expect(isClose(coast.end.time, row.number("time"), absolute: 1e-12), "\(row)")
      let speed = row.number("velocity")
      #expect(isClose(coast.end.velocity, speed, relative: 1e-12), "\(row)")
      Self.expectContinuous(motion, at: 0)
      // The spring settles on the bound, starting there with the decay's velocity.
      #expect(motion.target == wall && motion.phases[1].start.position == wall)
      #expect(
        motion.state(at: motion.restTime)
          == MomentumState(
            time: motion.restTime, position: wall, velocity: 0))
    }
  }

  @Test func aFlingThatLandsInsideOnlyDecays() throws {
    let decay = try Decay(decayRate: 2)
    let motion = try MomentumMotion(
      from: 100, velocity: 500, decay: decay, bounds: MotionBounds(lower: 0, upper: 1_000))
    #expect(motion.phases.count == 1 && motion.target == 350 && motion.landing == 350)
    // It rests once both its speed (46.875) and its remaining travel |v|/λ (0.75) are small.
    let rest = motion.phases[0].state(after: motion.restTime)
    #expect(isClose(rest.velocity, 1.5, absolute: 1e-12 * 500))
  }

  @Test func snapHandsOffToASpringWithTheReleaseVelocity() throws {
    let detents = try SnapPoints([0, 300, 700])
    let decay = try Decay(decayRate: 2)
    let motion = try MomentumMotion(from: 320, velocity: 900, decay: decay, snapPoints: detents)
    #expect(motion.landing == 770 && motion.target == 700 && motion.phases.count == 1)
    #expect(motion.phases[0].start == MomentumState(time: 0, position: 320, velocity: 900))
    // The spring's velocity at 0 is the release velocity: continuous with the finger.
    let early = motion.state(at: 1e-9)
    #expect(isClose(early.position, 320 + 900e-9, absolute: 1e-9))
  }

  @Test func snapFlingDecaysWhileItCanReachThePoint() throws {
    let row = try #require(try Self.reference.get().first { $0.text("label") == "snap-point" })
    let detents = try SnapPoints([0, 300, 700])
    let decay = try Decay(decayRate: row.number("rate"))
    let motion = try MomentumMotion(
      from: row.number("x0"), velocity: row.number("v0"), decay: decay, snapPoints: detents,
      approach: .decayThenSpring)
    try #require(motion.phases.count == 2)
    #expect(isClose(motion.phases[0].end.time, row.number("time"), absolute: 1e-12))
    #expect(isClose(motion.phases[0].end.velocity, row.number("velocity"), absolute: 1e-12 * 140))
    Self.expectContinuous(motion, at: 0)
    // A fling that cannot reach its point springs from the release.
    // (Compose's rule: 220 past 300 is past half of 300…700, so 700; the decay lands at 570.)
    let short = try MomentumMotion(
      from: 520, velocity: 100, decay: decay, snapPoints: detents, rule: .compose,
      approach: .decayThenSpring)
    #expect(short.target == 700 && short.phases.count == 1)
  }

  @Test func aSpringBouncesOffItsWallAtExactInstants() throws {
    let rows = try Self.reference.get().filter { $0.text("kind") == "springwall" }
    #expect(rows.count == 10)
    for label in ["ball", "thrown", "soft"] {
      let bounces = rows.filter { $0.text("label") == label }
      let first = try #require(bounces.first)
      let spring = try Spring(
        mass: 1, stiffness: first.number("stiffness"), damping: first.number("damping"))
      let motion = try MomentumMotion(
        from: first.number("x0"), velocity: first.number("v0"), spring: spring, wall: 0,
        restitution: first.number("restitution"))
      for row in bounces {
        let index = Int(row.number("index"))
        try #require(motion.phases.count > index + 1, "\(row)")
        let phase = motion.phases[index]
        #expect(phase.ending == .bounce && phase.end.position == 0)
        #expect(isClose(phase.end.time, row.number("time"), absolute: 1e-12), "\(row)")
        let speed = row.number("velocity")
        #expect(isClose(phase.end.velocity, speed, relative: 1e-12), "\(row)")
        // The next phase leaves the wall with the velocity reversed and scaled.
        let next = motion.phases[index + 1]
        #expect(next.start.velocity == -first.number("restitution") * phase.end.velocity)
      }
    }
  }

  @Test func aSpringBouncesBetweenWallsThatAreNotItsTarget() throws {
    let rows = try Self.reference.get().filter { $0.text("kind") == "springbounds" }
    #expect(rows.count == 4)
    for label in ["card", "tray"] {
      let bounces = rows.filter { $0.text("label") == label }
      let first = try #require(bounces.first)
      let walls = first.text("rate").split(separator: " ").compactMap { Double(String($0)) }
      try #require(walls.count == 2)
      let spring = try Spring(
        mass: 1, stiffness: first.number("stiffness"), damping: first.number("damping"))
      let motion = try MomentumMotion(
        from: first.number("x0"), velocity: first.number("v0"), spring: spring,
        target: first.number("wall"),
        bouncingWithin: MotionBounds(lower: walls[0], upper: walls[1]),
        restitution: first.number("restitution"))
      // The reference finds no further bounce within 20 periods: the motion then rests.
      #expect(motion.phases.count == bounces.count + 1, "\(label)")
      for row in bounces {
        let index = Int(row.number("index"))
        try #require(motion.phases.count > index + 1, "\(row)")
        let phase = motion.phases[index]
        #expect(phase.ending == .bounce && walls.contains(phase.end.position))
        #expect(isClose(phase.end.time, row.number("time"), absolute: 1e-12), "\(row)")
        let speed = row.number("velocity")
        #expect(isClose(phase.end.velocity, speed, relative: 1e-12), "\(row)")
        Self.expectContinuousWithinPhase(phase)
      }
    }
  }

  /// A bounce phase's own closed form at its end is on the wall with the recorded velocity.
  static func expectContinuousWithinPhase(_ phase: MomentumPhase) {
    let end = phase.state(after: phase.end.time - phase.start.time)
    let scale = abs(phase.end.position) + abs(phase.start.position) + 1
    #expect(isClose(end.position, phase.end.position, absolute: 1e-12 * scale))
    #expect(isClose(end.velocity, phase.end.velocity, relative: 1e-12))
  }

  @Test func aDecayBouncesBetweenWalls() throws {
    let decay = try Decay(decayRate: 1)
    let bounds = try MotionBounds(lower: 0, upper: 100)
    let motion = try MomentumMotion(
      from: 50, velocity: 400, decay: decay, bouncingWithin: bounds, restitution: 0.5)
    // Each crossing of the whole range loses λ·100 of speed: 400 → 350 at the wall, 175 back,
    // 75 at the other wall, 37.5 away: it rests inside.
    #expect(motion.phases.map(\.ending) == [.bounce, .bounce, .rest])
    #expect(isClose(motion.phases[0].end.velocity, 350, absolute: 1e-12 * 400))
    #expect(isClose(motion.phases[1].end.velocity, -75, absolute: 1e-12 * 400))
    #expect(motion.phases[1].end.position == 0 && bounds.contains(motion.target))
  }

  @Test func badInputNamesTheParameter() throws {
    let decay = try Decay(decayRate: 2)
    let bounds = try MotionBounds(lower: 0, upper: 100)
    #expect(throws: SpringError(parameter: "position", value: .number(.nan), rule: .finite)) {
      try MomentumMotion(from: .nan, velocity: 1, decay: decay)
    }
    #expect(
      throws: SpringError(
        parameter: "position", value: .number(150), rule: .withinBounds, limit: 100)
    ) { try MomentumMotion(from: 150, velocity: 1, decay: decay, bounds: bounds) }
    #expect(throws: SpringError(parameter: "decayRate", value: .number(-2), rule: .positive)) {
      try Decay(decayRate: -2)
    }
    #expect(
      throws: SpringError(parameter: "restitution", value: .number(1.5), rule: .unitInterval)
    ) {
      try MomentumMotion(
        from: 50, velocity: 1, decay: decay, bouncingWithin: bounds, restitution: 1.5)
    }
    #expect(throws: SpringError(parameter: "velocity", value: .number(1), rule: .fewBounces)) {
      try MomentumMotion(
        from: 0, velocity: 1, spring: Spring(mass: 1, stiffness: 100, damping: 0), wall: 1,
        restitution: 1)
    }
  }
}
