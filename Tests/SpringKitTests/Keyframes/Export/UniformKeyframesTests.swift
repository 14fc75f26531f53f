import SpringKit
import Testing
import _SpringTestSupport

/// Uniform sampling into keyframes, by count and by step.
@Suite("Springs sampled into evenly spaced keyframes")
struct UniformKeyframesTests {
  /// `count` keyframes at evenly spaced keyTimes over the settling duration, the spring's
  /// values at those times, from `fromValue` to `toValue` exactly.
  @Test("By count")
  func byCount() throws {
    let spring = Spring.bouncy
    let keyframes = try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: 11)
    let settling = try spring.settlingDuration(fromValue: 0.0, toValue: 1.0, epsilon: 0.001)
    #expect(keyframes.duration == settling)
    #expect(keyframes.keyTimes.count == 11 && keyframes.values.count == 11)
    #expect(keyframes.tolerance == nil)
    for (index, keyTime) in keyframes.keyTimes.enumerated() {
      #expect(isClose(keyTime, Double(index) / 10, absolute: 1e-15))
    }
    for index in 1..<10 {
      let expected = spring.value(
        fromValue: 0.0, toValue: 1.0, time: keyframes.times[index])
      #expect(isClose(keyframes.values[index], expected, absolute: 1e-15))
    }
    #expect(keyframes.values.first == 0 && keyframes.values.last == 1)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0)
    let distance = try check.maximumDistance(keyframes)
    // The library's maximum comes from a grid at least as dense (20,000 times).
    #expect(isClose(distance, keyframes.maximumError, absolute: 0.01 * keyframes.maximumError))
  }

  /// One keyframe per frame at 60 fps: times n/60 up to the first frame at or after the
  /// settling duration, which is the duration.
  @Test("By step")
  func byStep() throws {
    let spring = Spring.snappy
    let keyframes = try spring.keyframes(
      fromValue: SIMD2<Double>(0, 0), toValue: SIMD2(100, 50), step: 1.0 / 60,
      interpolation: .cubic)
    let settling = try spring.settlingDuration(
      fromValue: SIMD2<Double>(0, 0), toValue: SIMD2(100, 50), epsilon: 0.001)
    let frames = (settling * 60 - 1e-9).rounded(.up)
    #expect(keyframes.values.count == Int(frames) + 1)
    #expect(keyframes.duration == frames / 60)
    #expect(keyframes.calculationMode == .cubic)
    #expect(keyframes.values.last == SIMD2(100, 50))
    let times = keyframes.times
    for (index, time) in times.enumerated() {
      #expect(isClose(time, Double(index) / 60, absolute: 1e-12))
    }
  }

  /// Coarse cubic keyframes of a bouncy spring, whose chords span peaks (the spring's
  /// velocity there points against the chord), still get tension, continuity and bias in
  /// [−1, 1]: the velocities are projected on the scales that range reaches.
  @Test("Cubic parameters stay in [−1, 1]", arguments: [3, 5, 8, 13, 40])
  func conventionalRange(count: Int) throws {
    let keyframes = try Spring.bouncy.keyframes(
      fromValue: 0.0, toValue: 1.0, initialVelocity: -4, count: count, interpolation: .cubic)
    #expect(keyframes.tensions.count == count)
    KeyframeCountGridTests.expectConventionalRange(keyframes, label: "\(count) keyframes")
  }

  /// With an end before the motion settles, the last value is the spring's own; with an
  /// end after it, the target.
  @Test("An end before or after settling")
  func end() throws {
    let spring = Spring.bouncy
    let early = try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: 5, end: 0.2)
    #expect(early.duration == 0.2)
    #expect(early.values.last == (spring.value(fromValue: 0.0, toValue: 1.0, time: 0.2)))
    let late = try spring.keyframes(fromValue: 0.0, toValue: 1.0, step: 0.1, end: 2)
    #expect(late.values.count == 21 && late.values.last == 1)
  }
}
