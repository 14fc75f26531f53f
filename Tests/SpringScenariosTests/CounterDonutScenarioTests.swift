import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

/// The number label and the donut chart: easing curves beside springs.
@Suite struct CounterDonutScenarioTests {
  /// Labels round half away from zero, and every frame shows its value rounded.
  @Test func counterRounding() throws {
    let frames = try CounterRoll().frames(fps: 60)
    for frame in frames {
      #expect(frame.easedShown == Int(frame.easedValue.rounded()))
      #expect(frame.springShown == Int(frame.springValue.rounded()))
      #expect(isClose(Double(frame.easedShown), frame.easedValue, absolute: 0.5))
    }
    let halves = try CounterRoll(from: 0, to: 5, retargetTime: nil).frames(fps: 60)
    #expect(halves.last?.easedShown == 5)
    #expect(1.5.rounded() == 2 && (-2.5).rounded() == -3)  // the rule the label uses
  }

  /// 0 → 100 with easeInQuart over 0.3 s; at 0.15 s (frame 9) 250 arrives and the curve
  /// restarts from the value shown then, 6 (100 · 0.5⁴ = 6.25), over another 0.3 s.
  @Test func counterEasingRetargets() throws {
    let counter = CounterRoll()
    let frames = try counter.frames(fps: 60)
    #expect(frames[0].easedValue == 0)
    for frame in frames where frame.time < 0.15 {
      let p = frame.time / 0.3
      #expect(isClose(frame.easedValue, 100 * p * p * p * p, absolute: 1e-12))
    }
    #expect(frames[9].time == 0.15)
    #expect(frames[9].easedValue == 6)
    #expect(frames[8].easedShown <= frames[9].easedShown)
    for frame in frames where frame.time >= 0.15 {
      let p = min((frame.time - 0.15) / 0.3, 1)
      #expect(isClose(frame.easedValue, (6 + 244 * p * p * p * p), absolute: 1e-12))
    }
    // The shown value never jumps back and ends on 250.
    for (previous, next) in zip(frames, frames.dropFirst()) {
      #expect(next.easedShown >= previous.easedShown)
    }
    #expect(frames[27].easedValue == 250)  // 0.45 s
    #expect(frames.last?.easedShown == 250)
    #expect(counter.finalValue == 250)
  }

  /// The spring keeps value and velocity continuous across the retarget: every frame is the
  /// closed form toward 100 before 0.15 s and, after, the closed form toward 250 from the
  /// state at 0.15 s.
  @Test func counterSpringRetargetsContinuously() throws {
    let counter = CounterRoll()
    let spring = counter.spring
    #expect(isClose(spring.dampingRatio, 1, absolute: 1e-12))
    #expect(isClose(spring.response, 0.3, absolute: 1e-12))
    let frames = try counter.frames(fps: 60)
    let x = spring.value(fromValue: 0.0, toValue: 100, time: 0.15)
    let v = spring.velocity(fromValue: 0.0, toValue: 100, time: 0.15)
    for frame in frames where frame.springValue != 250 {
      let exact =
        frame.time < 0.15
        ? spring.value(fromValue: 0.0, toValue: 100, time: frame.time)
        : spring.value(fromValue: x, toValue: 250, initialVelocity: v, time: frame.time - 0.15)
      // Closed form at the compensated time on a 250-unit motion: rounding only.
      #expect(isClose(frame.springValue, exact, absolute: 1e-10 * 250), "t=\(frame.time)")
    }
    #expect(frames.last?.springValue == 250)
    #expect(frames.last?.springShown == 250)
    // The frames end on the spring's rest (after the curve's 0.45 s).
    #expect(frames.count >= 28)
    let beforeLast = frames[frames.count - 2]
    #expect(beforeLast.springValue != 250)
  }

  /// A retarget between two frames happens at its own time, not at a frame.
  @Test func counterRetargetBetweenFrames() throws {
    let counter = CounterRoll(retargetTime: 0.155)
    let frames = try counter.frames(fps: 60)
    let spring = counter.spring
    let x = spring.value(fromValue: 0.0, toValue: 100, time: 0.155)
    let v = spring.velocity(fromValue: 0.0, toValue: 100, time: 0.155)
    let frame = frames[10]
    let exact = spring.value(
      fromValue: x, toValue: 250, initialVelocity: v, time: frame.time - 0.155)
    #expect(isClose(frame.springValue, exact, absolute: 1e-10 * 250))
  }

  /// Values 2, 1, 4 take 4π/7, 2π/7 and 8π/7; the last end angle is exactly 2π.
  @Test func donutAngles() throws {
    let donut = DonutSweep()
    let ends = try donut.fullEndAngles()
    #expect(ends.count == 3)
    #expect(isClose(ends[0], 4 * Double.pi / 7, absolute: 1e-15))
    #expect(isClose(ends[1], 6 * Double.pi / 7, absolute: 1e-15))
    #expect(ends[2] == 2 * Double.pi)
    #expect(throws: SpringError.self) { try DonutSweep(values: []).fullEndAngles() }
    #expect(throws: SpringError.self) { try DonutSweep(values: [1, -1]).fullEndAngles() }
    #expect(throws: SpringError.self) { try DonutSweep(values: [0, 0]).fullEndAngles() }
  }

  /// easeOutQuint over 1 s at 60 fps: frame k at k/60 s, progress c·((t − 1)⁵ + 1), the whole
  /// ring (2π) at frame 60; the spring settles in about 1 s and ends on exactly 2π too.
  @Test func donutFrames() throws {
    let frames = try DonutSweep().frames(fps: 60)
    #expect(frames.count >= 61 && frames.count <= 70)
    for (index, frame) in frames.enumerated() {
      #expect(frame.time == Double(index) / 60)
      let t = min(frame.time, 1) - 1
      #expect(isClose(frame.easedProgress, (t * t * t * t * t + 1), absolute: 1e-15))
      let sweeps = frame.easedSweeps
      #expect(isClose(sweeps[1] / sweeps[0], 0.5, absolute: 1e-12) || frame.easedProgress == 0)
    }
    let atOneSecond = frames[60]
    #expect(atOneSecond.easedEndAngles.last == 2 * Double.pi)
    // The sweeps telescope to 2π up to the rounding of two subtractions.
    #expect(
      isClose(atOneSecond.easedSweeps.reduce(0, +), 2 * Double.pi, absolute: 4 * Double.pi.ulp))
    let last = try #require(frames.last)
    #expect(last.springProgress == 1)
    #expect(last.springEndAngles.last == 2 * Double.pi)
    #expect(isClose(last.springSweeps.reduce(0, +), 2 * Double.pi, absolute: 4 * Double.pi.ulp))
    // The spring: SwiftUI's .smooth (ζ = 1) that settles in exactly 1 s.
    let spring = DonutSweep.defaultSpring
    #expect(isClose(spring.dampingRatio, 1, absolute: 1e-12))
    #expect(isClose(spring.settlingDuration, 1, absolute: 1e-9))
    #expect(isClose(spring.duration, 0.6805, absolute: 1e-4))
    for frame in frames where frame.springProgress != 1 {
      let exact = spring.value(fromValue: 0.0, toValue: 1, time: frame.time)
      #expect(isClose(frame.springProgress, exact, absolute: 1e-13))
    }
  }
}
