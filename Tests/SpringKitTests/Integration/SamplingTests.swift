import SpringKit
import Testing
import _SpringTestSupport

@Suite struct SamplingTests {
  /// Ten million steps against mpmath's exact n·h (`uniform-sampling.csv`): re-anchoring keeps
  /// the scaled error at rounding level however long the run.
  @Test func tenMillionStepsStayOnTheReference() throws {
    let table = try ReferenceTable(named: "uniform-sampling.csv")
    #expect(table.rows.count > 300)
    var samplesByCase: [String: [Double]] = [:]
    for row in table.rows {
      let spring = try row.spring()
      let from = row.number("from")
      let to = row.number("to")
      let v0 = row.number("initialVelocity")
      let step = row.number("step")
      let index = Int(row.number("index"))
      let key = row.description
      if samplesByCase[key] == nil {
        samplesByCase = [
          key: try spring.sample(
            fromValue: from, toValue: to, initialVelocity: v0, step: step, count: 10_000_000)
        ]
      }
      let samples = try #require(samplesByCase[key])
      let scale = MotionScale(spring: spring, from: from, to: to, initialVelocity: v0)
      let error = scale.positionError(samples[index], row.number("position"))
      #expect(error <= 1e-12, "\(row) n=\(index)")
    }
  }

  /// Every sample equals the closed form at i·h, for every block and re-anchoring boundary.
  @Test(arguments: [0.0, 0.2, 1, 3])
  func samplesMatchTheClosedForm(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.35, dampingRatio: dampingRatio)
    let step = 1.0 / 120
    let samples = try spring.sample(
      fromValue: -2.0, toValue: 5, initialVelocity: 30, step: step, count: 9000)
    let scale = MotionScale(spring: spring, from: -2, to: 5, initialVelocity: 30)
    for (index, sample) in samples.enumerated() {
      let exact = spring.value(
        fromValue: -2.0, toValue: 5, initialVelocity: 30, time: Double(index) * step)
      // i·h rounded to a double differs from the exact n·h by an ulp: 1e-16·ω₀·t ≤ 1e-12.
      #expect(scale.positionError(sample, exact) <= 1e-12, "i=\(index)")
    }
  }

  @Test func bufferVariantMatchesTheArrayVariant() throws {
    var buffer = [SIMD2<Double>](repeating: SIMD2(.nan, .nan), count: 1000)
    try Spring.bouncy.sample(
      fromValue: SIMD2(0, 10), toValue: SIMD2(100, -10), step: 1 / 60, into: &buffer)
    let array = try Spring.bouncy.sample(
      fromValue: SIMD2<Double>(0, 10), toValue: SIMD2(100, -10), step: 1 / 60, count: 1000)
    #expect(buffer == array)
  }

  @Test func edgeCounts() throws {
    #expect(try Spring.smooth.sample(fromValue: 0.0, toValue: 1, step: 0.1, count: 0).isEmpty)
    #expect(try Spring.smooth.sample(fromValue: 7.0, toValue: 1, step: 0.1, count: 1) == [7])
    var empty: [Double] = []
    try Spring.smooth.sample(fromValue: 0, toValue: 1, step: 0.1, into: &empty)
    #expect(empty.isEmpty)
  }

  /// No samples, asked for by many tasks at once.
  ///
  /// `Array(unsafeUninitializedCapacity: 0)` hands out the runtime's one shared empty buffer and stores the count into it, a write
  /// ThreadSanitizer reports as a race between any two threads (CI's TSan stage caught it);
  /// `sample` must not build an empty array that way. Only the TSan stage can see the race;
  /// it failed this test every time before the fix.
  @Test func noSamplesFromManyTasksAtOnce() async throws {
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var total = 0
          for _ in 0..<500 {
            total += try Spring.smooth.sample(fromValue: 0.0, toValue: 1, step: 0.1, count: 0)
              .count
            var none: [Double] = []
            try Spring.smooth.sample(fromValue: 0, toValue: 1, step: 0.1, into: &none)
            total += none.count
          }
          return total
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(counts == 0)
  }
}
