import SpringKit
import Testing
import _SpringTestSupport

@Suite struct MomentumBatchTests {
  @Test func everyElementFollowsItsMotion() throws {
    var generator = SeededGenerator(seed: 0xF11C)
    let positions = (0..<64).map { _ in Double.random(in: 0...1_000, using: &generator) }
    let velocities = (0..<64).map { _ in Double.random(in: -5_000...5_000, using: &generator) }
    let decay = try Decay(decayRate: 2)
    let bounds = try MotionBounds(lower: 0, upper: 1_000)
    let threshold = try RestThreshold(distance: 1e-9, speed: 1e-9)
    var batch = try MomentumBatch(
      positions: positions, velocities: velocities, decay: decay, bounds: bounds,
      spring: .snappy, restThreshold: threshold)
    let motions = try positions.indices.map { i in
      try MomentumMotion(
        from: positions[i], velocity: velocities[i], decay: decay, bounds: bounds,
        spring: .snappy, restThreshold: threshold)
    }
    #expect(
      batch.handOffTimes == motions.map { $0.phases.count == 2 ? $0.phases[0].end.time : .infinity }
    )
    for _ in 0..<120 {
      try batch.advance(by: 1 / 60)
      for i in 0..<64 {
        let exact = motions[i].state(at: batch.time)
        // 120 composed frame transitions on a motion of scale ≤ 5,000/λ: ~1e-13 each.
        #expect(
          isClose(batch.positions[i], exact.position, absolute: 1e-10 * 2_500),
          "seed \(generator.seed) i=\(i)"
        )
        #expect(
          isClose(batch.velocities[i], exact.velocity, absolute: 1e-10 * 5_000),
          "seed \(generator.seed) i=\(i)")
      }
    }
  }

  @Test func elementsComeToRestOnTheirTargets() throws {
    var batch = try MomentumBatch(
      positions: [100, 500, 900], velocities: [-4_000, 100, 4_000], decay: Decay(decayRate: 2),
      bounds: MotionBounds(lower: 0, upper: 1_000))
    #expect(batch.targets == [0, 550, 1_000])
    for _ in 0..<600 { try batch.advance(by: 1 / 60) }
    #expect(batch.movingCount == 0 && batch.positions == [0, 550, 1_000])
  }

  @Test func badInputNamesTheElement() throws {
    let decay = try Decay(decayRate: 2)
    let bounds = try MotionBounds(lower: 0, upper: 100)
    #expect(
      throws: SpringError(parameter: "velocities", value: .elements(1), rule: .sameCount)
    ) { try MomentumBatch(positions: [1, 2], velocities: [1], decay: decay, bounds: bounds) }
    #expect(
      throws: SpringError(
        parameter: "positions[1]", value: .number(200), rule: .withinBounds, limit: 100)
    ) { try MomentumBatch(positions: [1, 200], velocities: [1, 1], decay: decay, bounds: bounds) }
    #expect(throws: SpringError(parameter: "velocities[0]", value: .number(.nan), rule: .finite)) {
      try MomentumBatch(positions: [1], velocities: [.nan], decay: decay, bounds: bounds)
    }
  }
}
