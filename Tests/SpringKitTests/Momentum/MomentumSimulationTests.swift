import SpringKit
import Testing
import _SpringTestSupport

@Suite struct MomentumSimulationTests {
  static func motion() throws -> MomentumMotion {
    try MomentumMotion(
      from: 900, velocity: 3_000, decay: Decay(decayRate: 2),
      bounds: MotionBounds(lower: 0, upper: 1_200), spring: .bouncy)
  }

  /// Plays `motion` with frames from `frames` and checks every frame against the closed form
  /// at the simulation's clock, and each event against the exact instants.
  static func play(
    _ motion: MomentumMotion, frames: (Int) -> Double
  ) throws -> (handOffs: Int, rests: Int) {
    var simulation = MomentumSimulation(motion)
    var counts = (handOffs: 0, rests: 0)
    let handOff = motion.phases[0].end.time
    var frame = 0
    while !simulation.isAtRest {
      let before = simulation.time
      let events = try simulation.advance(by: frames(frame))
      frame += 1
      try #require(frame < 100_000)
      if frame == 1 { #expect(events.contains(.started)) }
      if events.contains(.handedOff) {
        counts.handOffs += 1
        #expect(before < handOff && simulation.time >= handOff)
      }
      if events.contains(.reachedRest) {
        counts.rests += 1
        #expect(before < motion.restTime && simulation.time >= motion.restTime)
        #expect(simulation.value == motion.target && simulation.velocity == 0)
        continue
      }
      let exact = motion.state(at: simulation.time)
      // Stepped spring frames add about an ulp of the motion's scale (1,200) per frame.
      #expect(isClose(simulation.value, exact.position, absolute: 1e-10 * 1_200), "frame \(frame)")
      #expect(
        isClose(simulation.velocity, exact.velocity, absolute: 1e-10 * 3_000), "frame \(frame)")
    }
    #expect(try simulation.advance(by: 1 / 60) == [])
    return counts
  }

  @Test(arguments: [30.0, 60, 120, 144, 240])
  func everyFrameRateShowsTheExactMotion(rate: Double) throws {
    let counts = try Self.play(Self.motion()) { _ in 1 / rate }
    #expect(counts.handOffs == 1 && counts.rests == 1)
  }

  @Test func jitteredFramesShowTheExactMotion() throws {
    var generator = SeededGenerator(seed: 0x70C4)
    let durations = (0..<20_000).map { _ in Double.random(in: 0...0.05, using: &generator) }
    let counts = try Self.play(Self.motion()) { durations[$0] }
    #expect(counts.handOffs == 1 && counts.rests == 1, "seed \(generator.seed)")
  }

  @Test func aLongFrameCrossesEveryPhaseAtOnce() throws {
    let motion = try Self.motion()
    var simulation = MomentumSimulation(motion)
    let events = try simulation.advance(by: 60)
    #expect(events == [.started, .handedOff, .updated, .reachedRest])
    #expect(simulation.value == 1_200 && simulation.phaseIndex == 1)
  }

  @Test func badFrameDurationLeavesTheSimulationUnchanged() throws {
    var simulation = MomentumSimulation(try Self.motion())
    #expect(
      throws: SpringError(parameter: "frameDuration", value: .number(-1), rule: .nonNegative)
    ) { try simulation.advance(by: -1) }
    #expect(simulation.time == 0 && simulation.value == 900)
  }
}
