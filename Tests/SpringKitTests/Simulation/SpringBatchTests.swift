import SpringKit
import Testing
import _SpringTestSupport

@Suite struct SpringBatchTests {
  @Test func everyElementFollowsTheClosedForm() throws {
    var generator = SeededGenerator(seed: 0xBA7C)
    let starts = (0..<64).map { _ in Double.random(in: -500...500, using: &generator) }
    let targets = (0..<64).map { _ in Double.random(in: -500...500, using: &generator) }
    let spring = Spring.bouncy
    var batch = try SpringBatch(
      spring: spring, values: starts, targets: targets,
      restThreshold: RestThreshold(distance: 1e-12, speed: 1e-12))
    for _ in 0..<90 { try batch.advance(by: 1 / 90) }
    for i in 0..<64 {
      let exact = spring.value(fromValue: starts[i], toValue: targets[i], time: batch.time)
      // 90 composed transitions: ~90 roundings on a motion of scale ≤ 1000.
      #expect(
        isClose(batch.values[i], exact, absolute: 1e-11 * 1000), "seed \(generator.seed) i=\(i)")
    }
  }

  @Test func elementsSnapToRestAndStop() throws {
    var batch = try SpringBatch(spring: .snappy, values: [0, 10, 20], targets: [5, 10, 0])
    #expect(batch.movingCount == 3)
    try batch.advance(by: 1 / 60)
    #expect(batch.movingCount == 2)  // the element already at its target rests at once
    for _ in 0..<300 { try batch.advance(by: 1 / 60) }
    #expect(batch.movingCount == 0 && batch.values == [5, 10, 0] && batch.velocities == [0, 0, 0])
    try batch.setTarget(50, at: 1)
    #expect(batch.movingCount == 1)  // counted as moving at once, before the next frame
    try batch.advance(by: 1 / 60)
    #expect(batch.movingCount == 1 && batch.values[1] > 10)
  }

  @Test func badInputIsRejected() throws {
    #expect(throws: SpringError.self) {
      try SpringBatch(spring: .smooth, values: [0, 1], targets: [1])
    }
    #expect(throws: SpringError.self) {
      try SpringBatch(spring: .smooth, values: [0, .nan], targets: [1, 1])
    }
    var batch = try SpringBatch(spring: .smooth, values: [0], targets: [1])
    #expect(throws: SpringError.self) { try batch.setTarget(1, at: 3) }
    #expect(throws: SpringError.self) { try batch.advance(by: -1) }
  }
}
