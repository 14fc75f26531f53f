import SpringKit
import Testing
import _SpringTestSupport

/// What the tracker does with few samples, equal times, refused samples and long drags.
@Suite struct VelocityTrackerTests {
  static func tracker(_ samples: [(Double, Double)]) throws -> VelocityTracker<Double> {
    try VelocityTracker(samples.map { PointerSample(time: $0.0, position: $0.1) })
  }

  @Test(arguments: VelocityStrategy.allCases)
  func noSampleAndOneSampleGiveZero(strategy: VelocityStrategy) throws {
    #expect(VelocityTracker<Double>().velocity(strategy: strategy) == 0)
    let one = try Self.tracker([(3, 120)])
    #expect(one.velocity(strategy: strategy) == 0)
    #expect(one.estimate(strategy: strategy).sampleCount == 1)
  }

  @Test func twoSamples() throws {
    // 4 points in 8 ms: 500 points per second.
    let two = try Self.tracker([(0, 5), (0.008, 9)])
    #expect(two.velocity(strategy: .lsq2) == 0)  // Compose's Lsq2 needs 3 samples
    #expect(isClose(two.velocity(strategy: .impulse), 500, relative: 1e-15))
    #expect(isClose(two.velocity, 500, relative: 1e-15))
    // Equal times: no velocity rather than a division by zero.
    let same = try Self.tracker([(0, 5), (0, 9)])
    for strategy in VelocityStrategy.allCases {
      #expect(same.velocity(strategy: strategy) == 0)
    }
    #expect(same.estimate(strategy: .robust).sampleCount == 1)
  }

  @Test func threeSamplesGiveTheParabolasSlope() throws {
    // x = 5 + 500 t + 25 000 t² at t = 0, 8, 20 ms: slope 500 + 50 000·0.02 = 1500 at the end.
    let times = [0, 0.008, 0.02]
    let tracker = try Self.tracker(times.map { ($0, 5 + 500 * $0 + 25_000 * $0 * $0) })
    #expect(isClose(tracker.velocity(strategy: .lsq2), 1_500, relative: 1e-12))
    #expect(isClose(tracker.velocity, 1_500, relative: 1e-12))
  }

  @Test func samplesAtEqualTimesMergeForTheRobustDefault() throws {
    // Two samples at 8 ms (9 and 11) count as one at 10: the difference quotient is 625.
    let tracker = try Self.tracker([(0, 5), (0.008, 9), (0.008, 11)])
    #expect(tracker.velocity(strategy: .lsq2) == 0)  // two distinct times: no parabola
    #expect(isClose(tracker.velocity(strategy: .impulse), 500, relative: 1e-15))
    #expect(isClose(tracker.velocity, 625, relative: 1e-15))
    #expect(tracker.estimate(strategy: .robust).sampleCount == 2)
  }

  @Test func refusedSamplesNameTheirIndexAndLeaveTheTrackerAlone() throws {
    var tracker = try Self.tracker([(0, 0), (0.008, 8)])
    let before = tracker.samples
    #expect(throws: SpringError(parameter: "samples[2].time", value: .number(.nan), rule: .finite))
    {
      try tracker.append(16, at: .nan)
    }
    #expect(
      throws: SpringError(
        parameter: "samples[2].position", value: .number(.infinity), rule: .finite)
    ) { try tracker.append(.infinity, at: 0.016) }
    let error = SpringError(
      parameter: "samples[2].time", value: .number(0.004), rule: .chronological, limit: 0.008)
    #expect(throws: error) { try tracker.append(16, at: 0.004) }
    #expect(
      error.description
        == "samples[2].time must be at or after the previous sample's time, got 0.004; "
        + "the previous sample is at 0.008")
    #expect(tracker.samples == before)
    #expect(tracker.appendedCount == 2)
    try tracker.append(16, at: 0.016)
    #expect(isClose(tracker.velocity, 1_000, relative: 1e-12))
  }

  @Test func aSequenceNamesTheSampleOutOfOrder() {
    let samples = [(0.0, 0.0), (0.01, 1), (0.02, 2), (0.015, 3)].map {
      PointerSample(time: $0.0, position: SIMD2<Double>($0.1, 0))
    }
    #expect(
      throws: SpringError(
        parameter: "samples[3].time", value: .number(0.015), rule: .chronological, limit: 0.02)
    ) { try VelocityTracker(samples) }
    let infinite = [PointerSample(time: 0, position: SIMD2<Double>(0, .nan))]
    #expect(
      throws: SpringError(
        parameter: "samples[0].position", value: Value(SIMD2<Double>(0, .nan)), rule: .finite)
    ) { try VelocityTracker(infinite) }
  }

  typealias Value = SpringError.Value

  @Test func hugePositionsAndSpeedsStayFinite() throws {
    // Near the largest Double and still: 0, where a sum of the two samples at 16 ms overflows.
    let far = try Self.tracker([(0, 1.5e308), (0.008, 1.5e308), (0.016, 1.5e308), (0.016, 1.5e308)])
    for strategy in VelocityStrategy.allCases {
      #expect(far.velocity(strategy: strategy) == 0)
    }
    // A jump of more than 1e150, or faster than 1e150 units/s, is refused.
    var tracker = try Self.tracker([(0, 0)])
    #expect(
      throws: SpringError(
        parameter: "samples[1].position", value: .number(1e151), rule: .trackableSpeed)
    ) { try tracker.append(1e151, at: 1e160) }
    #expect(
      throws: SpringError(
        parameter: "samples[1].position", value: .number(1e-5), rule: .trackableSpeed)
    ) { try tracker.append(1e-5, at: 1e-160) }
    // Near the limit every strategy is finite: 5e149 units/s over 1 ms steps.
    try tracker.append(5e146, at: 0.001)
    try tracker.append(1e147, at: 0.002)
    try tracker.append(1e147, at: 0.002)
    for strategy in VelocityStrategy.allCases {
      #expect(tracker.velocity(strategy: strategy).isFinite, "\(strategy)")
    }
    #expect(isClose(tracker.velocity(strategy: .impulse), 5e149, relative: 1e-12))
  }

  /// Impulse on a value type SpringKit cannot split into axes runs along the line of motion;
  /// for motion along one axis that is the axis's own impulse.
  @Test func impulseOfAnOpaqueVectorRunsAlongTheLineOfMotion() throws {
    let times = [0, 0.008, 0.017, 0.025, 0.031]
    let xs = [0.0, 9, 25, 33, 50]
    let opaque = try VelocityTracker(
      zip(times, xs).map { PointerSample(time: $0, position: OpaquePoint(x: 7 - $1, y: 3)) })
    let axis = try Self.tracker(zip(times, xs).map { ($0, -$1) })
    let velocity = opaque.velocity(strategy: .impulse)
    #expect(isClose(velocity.x, axis.velocity(strategy: .impulse), relative: 1e-12))
    #expect(velocity.y == 0)
  }
}

/// A point SpringKit knows only as a ``SpringVector``.
private struct OpaquePoint: SpringVector {
  var x: Double
  var y: Double
  static var zero: Self { Self(x: 0, y: 0) }
  static func + (lhs: Self, rhs: Self) -> Self { Self(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static func - (lhs: Self, rhs: Self) -> Self { Self(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  static func * (lhs: Double, rhs: Self) -> Self { Self(x: lhs * rhs.x, y: lhs * rhs.y) }
  func dot(_ other: Self) -> Double { x * other.x + y * other.y }
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension VelocityTrackerTests {

  @Test func historyIsCapped() throws {
    var tracker = VelocityTracker<Double>()
    for index in 0..<1_000 { try tracker.append(Double(index), at: Double(index) * 0.008) }
    #expect(tracker.samples.count == VelocityTracker<Double>.historyCapacity)
    #expect(tracker.samples.map(\.position) == (980..<1_000).map(Double.init))
    #expect(tracker.appendedCount == 1_000)
    #expect(isClose(tracker.velocity(strategy: .lsq2), 125, relative: 1e-9))
    tracker.removeAll()
    #expect(tracker.samples.isEmpty && tracker.appendedCount == 0)
    try tracker.append(0, at: 0)  // time may start over after removeAll()
  }

  @Test func aPauseLongerThan40MillisecondsEndsTheWindow() throws {
    // A drag that stopped 50 ms before the release: only the release sample is in the window.
    let tracker = try Self.tracker([(0, 0), (0.008, 20), (0.016, 40), (0.066, 40)])
    for strategy in VelocityStrategy.allCases {
      #expect(tracker.velocity(strategy: strategy) == 0)
    }
  }

  @Test func floatPointsTrackLikeDoublePoints() throws {
    let times = [0, 0.008, 0.017, 0.025, 0.033]
    let double = try VelocityTracker(
      times.map { PointerSample(time: $0, position: SIMD2<Double>(3000 * $0, -900 * $0)) })
    let float = try VelocityTracker(
      times.map {
        PointerSample(time: $0, position: SIMD2<Float>(Float(3000 * $0), Float(-900 * $0)))
      })
    for strategy in VelocityStrategy.allCases {
      let expected = double.velocity(strategy: strategy)
      let actual = float.velocity(strategy: strategy)
      // Float positions carry 6e-8 relative error; over 8 ms steps that is ~1e-4 of the speed.
      #expect(isClose(Double(actual.x), expected.x, relative: 1e-3), "\(strategy)")
      #expect(isClose(Double(actual.y), expected.y, relative: 1e-3), "\(strategy)")
    }
  }
}
