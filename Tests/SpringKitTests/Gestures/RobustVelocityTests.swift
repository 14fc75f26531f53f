import SpringKit
import Testing
import _SpringTestSupport

/// The robust default against the true velocity of synthetic flicks that end as Chrome on
/// Android ends them: a last move of 0.1–0.7 px, then (sometimes) `pointerup` at the same
/// position (mui/base-ui #5658).
@Suite struct RobustVelocityTests {
  @Test func theDocumentationExample() throws {
    var tracker = VelocityTracker<SIMD2<Double>>()
    try tracker.append(SIMD2(0, 600), at: 10.000)
    try tracker.append(SIMD2(0, 560), at: 10.008)
    try tracker.append(SIMD2(0, 500), at: 10.016)
    try tracker.append(SIMD2(0, 499.5), at: 10.024)
    // The parabola through the first three: slope (3·500 − 4·560 + 600)/0.016 = −8750.
    let estimate = tracker.estimate(strategy: .robust)
    #expect(estimate.ignoredTrailingSamples == 1)
    #expect(estimate.velocity.x == 0)
    #expect(isClose(estimate.velocity.y, -8_750, relative: 1e-12))
  }

  /// The reconstructed trace of the pull request (see `velocity_reference.py`): with and
  /// without the `pointerup` sample, the default keeps the flick's speed where the
  /// two-sample velocity mui used (denominator floored at 16 ms) is −43.75 px/s, below its
  /// 500 px/s threshold for moving to the next snap point.
  @Test func theMuiTraceKeepsItsSpeed() throws {
    let traces = try VelocityReferenceTests.traces()
    for label in ["mui 5658 moves", "mui 5658 with pointerup"] {
      let trace = try #require(traces[label])
      let tracker = try VelocityTracker(
        zip(trace.times, trace.xs).map { PointerSample(time: $0, position: $1) })
      let estimate = tracker.estimate(strategy: .robust)
      #expect(estimate.ignoredTrailingSamples == (label.hasSuffix("pointerup") ? 2 : 1))
      // Lsq2 on the moves before the tail, which the pull request says ran at 2–4 px/ms (its
      // last two segments at −4.3 and −8.1 px/ms): well past mui's 500 px/s threshold.
      let moving = try VelocityTracker(tracker.samples.dropLast(estimate.ignoredTrailingSamples))
      #expect(estimate.velocity == moving.velocity(strategy: .lsq2))
      #expect(estimate.velocity < -2_000, "\(label) \(estimate.velocity)")
      let count = trace.times.count
      let last = trace.xs[count - 1] - trace.xs[count - 2]
      let twoSample = last / max(trace.times[count - 1] - trace.times[count - 2], 0.016)
      #expect(abs(twoSample) < 500)
    }
  }

  /// A flick at constant acceleration (lsq2's model), 120 Hz with timing jitter (7.5–9.2 ms),
  /// positions quantised to device pixels at DPR 2.8125, then the trailing move.
  struct Flick {
    var samples: [PointerSample<SIMD2<Double>>] = []
    /// The velocity at the last sample that moved with the finger.
    var trueVelocity = SIMD2<Double>.zero
  }

  static func flick(_ random: inout SeededGenerator) -> Flick {
    // 2–5 px/ms at the end (the pull request's flicks ran at 2–4), along a random direction.
    let finalSpeed = Double.random(in: 2_000...5_000, using: &random)  // px/s
    let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
    let direction = SIMD2(Double.cos(angle), Double.sin(angle))
    let moving = Int.random(in: 6...16, using: &random)
    var times = [Double.random(in: 0...1_000, using: &random)]
    for _ in 1..<moving {
      times.append(times[times.count - 1] + Double.random(in: 0.0075...0.0092, using: &random))
    }
    let duration = times[moving - 1] - times[0]
    // Speeding up or slowing down, never from a standstill backwards (px/s²).
    let acceleration = Double.random(
      in: -10_000...min(30_000, finalSpeed / duration), using: &random)
    let speed = finalSpeed - acceleration * duration
    let pixel = 1 / 2.8125
    let start = SIMD2(Double.random(in: 0...1_500, using: &random), 800)
    var flick = Flick()
    for time in times {
      let t = time - times[0]
      let exact = start + (speed * t + acceleration * t * t / 2) * direction
      let position = (exact / pixel).rounded(.toNearestOrEven) * pixel
      flick.samples.append(PointerSample(time: time, position: position))
    }
    flick.trueVelocity = finalSpeed * direction
    var time = times[moving - 1]
    // The trailing move: 0.1–0.7 px further along, 6–10 ms later.
    time += Double.random(in: 0.006...0.010, using: &random)
    let trailing =
      flick.samples[moving - 1].position
      + Double.random(in: 0.1...0.7, using: &random) * direction
    flick.samples.append(PointerSample(time: time, position: trailing))
    if Bool.random(using: &random) {
      flick.samples.append(PointerSample(time: time + 0.0082, position: trailing))
    }
    return flick
  }

  @Test func recoversTheTrueVelocityWithin2PercentWhereTwoSamplesFail() throws {
    let seed: UInt64 = 0x35_0001
    var random = SeededGenerator(seed: seed)
    for trial in 0..<500 {
      let flick = Self.flick(&random)
      let tracker = try VelocityTracker(flick.samples)
      let velocity = tracker.velocity
      let error = (velocity - flick.trueVelocity).magnitude / flick.trueVelocity.magnitude
      #expect(error <= 0.02, "seed \(seed) trial \(trial): \(velocity) vs \(flick.trueVelocity)")
      let samples = flick.samples
      let count = samples.count
      let twoSample =
        (samples[count - 1].position - samples[count - 2].position)
        / (samples[count - 1].time - samples[count - 2].time)
      #expect(
        twoSample.magnitude < 0.1 * flick.trueVelocity.magnitude,
        "seed \(seed) trial \(trial): two-sample \(twoSample)")
    }
  }

  /// Without a trailing move nothing is ignored: a flick that ends moving keeps its estimate.
  ///
  /// A finger that stops and stays still for more than 40 ms (stationary samples) comes out
  /// at rest, where Lsq2's parabola through the stroke and the stop does not.
  @Test func aRealStopIsNotIgnored() throws {
    var tracker = VelocityTracker<Double>()
    for index in 0..<8 { try tracker.append(Double(index) * 20, at: Double(index) * 0.008) }
    #expect(tracker.estimate(strategy: .robust).ignoredTrailingSamples == 0)
    #expect(isClose(tracker.velocity, 2_500, relative: 1e-12))
    for index in 8..<16 { try tracker.append(140, at: Double(index) * 0.008) }
    let estimate = tracker.estimate(strategy: .robust)
    #expect(estimate.ignoredTrailingSamples == 0)
    #expect(estimate.sampleCount == 9)  // the last moving sample and the 8 still ones
    #expect(tracker.velocity == 0)
    #expect(abs(tracker.velocity(strategy: .lsq2)) > 1_000)  // its parabola ends moving back
    // Still for 40 ms only (5 samples): a lift-off artefact, ignored.
    tracker.removeAll()
    for index in 0..<8 { try tracker.append(Double(index) * 20, at: Double(index) * 0.008) }
    for index in 8..<13 { try tracker.append(140, at: Double(index) * 0.008) }
    #expect(tracker.estimate(strategy: .robust).ignoredTrailingSamples == 5)
    #expect(isClose(tracker.velocity, 2_500, relative: 1e-12))
  }

  /// A pointer that starts moving at the end is not a stationary tail.
  @Test func aLateStartIsKept() throws {
    let tracker = try VelocityTracker(
      [(0.0, 0.0), (0.008, 0), (0.016, 0), (0.024, 0), (0.032, 12)].map {
        PointerSample(time: $0.0, position: $0.1)
      })
    #expect(tracker.estimate(strategy: .robust).ignoredTrailingSamples == 0)
    #expect(tracker.velocity > 1_000)
  }
}
