import Foundation
import SpringFitting
import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

/// The shine button: its icon pop beside a spring, and the whole tap sequence.
@Suite struct ShineScenarioTests {
  /// The fitted pop is SpringFitter's fit of the keyframes, and that fit is scipy's optimum.
  @Test func fittedPopIsTheFittersAnswer() throws {
    let fit = try SpringFitter().fit(ScalePop.keyframes())
    #expect(ScalePop.fitted.spring == fit.spring)
    #expect(ScalePop.fitted.initialVelocity == fit.initialVelocity)
    // scipy's optimum over the keyframes alone (fit-reference.csv); the fit also covers the
    // held tail, which moves it in the fifth digit at most.
    let table = try ReferenceTable(named: "fit-reference.csv")
    let row = try #require(table.rows.first { $0.text("label") == "scale-pop" })
    let spring = ScalePop.fitted.spring
    #expect(isClose(spring.naturalFrequency, row.number("naturalFrequency"), relative: 1e-4))
    #expect(isClose(spring.dampingRatio, row.number("dampingRatio"), relative: 1e-4))
    #expect(isClose(ScalePop.fitted.initialVelocity, row.number("initialVelocity"), relative: 1e-4))
  }

  /// Keyframe columns are the track, spring columns the closed form from 0.4 to 1; both end
  /// on exactly 1, and the frames stop once the keyframes have ended and the spring rests.
  @Test func scalePopFrames() throws {
    let pop = ScalePop.fitted
    let frames = try pop.frames(fps: 60)
    let track = ScalePop.keyframes()
    #expect(track.values == [0.4, 1, 0.9, 1])
    #expect(track.calculationMode == .cubic)
    #expect(track.duration == 1.0 / 3)
    #expect(frames.first?.keyframeScale == 0.4)
    #expect(frames.first?.springScale == 0.4)
    for (index, frame) in frames.enumerated() {
      #expect(frame.time == Double(index) / 60)
      #expect(frame.keyframeScale == track.value(at: frame.time))
      if frame.springScale != 1 {
        let exact = pop.spring.value(
          fromValue: 0.4, toValue: 1, initialVelocity: pop.initialVelocity, time: frame.time)
        #expect(isClose(frame.springScale, exact, absolute: 1e-12), "frame \(index)")
      }
    }
    let last = try #require(frames.last)
    #expect(last.keyframeScale == 1 && last.springScale == 1)
    #expect(last.time >= 1.0 / 3 - 1e-12)
    // At 60 fps the keyframes end at frame 20; the spring (settling ≈ 0.2 s) rests earlier.
    #expect(frames.count == 21)
  }

  /// A slow spring keeps the frames going past the keyframes until it rests; an undamped
  /// one stops at the limit.
  @Test func scalePopRunsUntilRestOrLimit() throws {
    let slow = try ScalePop(spring: Spring(duration: 1, bounce: 0))
    let frames = try slow.frames(fps: 30)
    #expect(frames.count > 11)
    #expect(frames.last?.springScale == 1)
    let undamped = try ScalePop(spring: Spring(mass: 1, stiffness: 100, damping: 0))
    let limited = try undamped.frames(fps: 30, limit: 2)
    #expect(limited.count == 61)
    #expect(limited.last?.springScale != 1)
    #expect(throws: SpringError.self) { try ScalePop(spring: .smooth, initialVelocity: .nan) }
  }

  /// The tap sequence: circle 1 → 45 by 0.1 s, pop from 0.1 s for 1/3 s, particles from
  /// 45 to 63 points while shrinking to nothing and turning 20° by 0.97 s; 61 frames.
  @Test func shineButtonSequence() throws {
    let button = ShineButton()
    let frames = try button.frames(fps: 60)
    #expect(frames.count == 61)
    #expect(frames.last?.time == 1)
    let start = frames[0]
    #expect(start.circleRadius == 1)
    #expect(start.iconScale == 1)
    #expect(start.particleRadius == 0)
    #expect(start.rotation == 0)
    let grown = frames[6]  // 0.1 s
    #expect(grown.circleRadius == 45)
    #expect(grown.iconScale == 0.4)
    #expect(grown.particleDistance == 45)
    #expect(grown.particleRadius == 3.5)
    // The circle eases out: ahead of linear in between.
    for frame in frames[1..<6] {
      #expect(frame.circleRadius > 1 + 44 * frame.time / 0.1)
      #expect(frame.circleRadius == 1 + 44 * TimingFunction.easeOut.progress(at: frame.time / 0.1))
    }
    // The pop is the scale-pop keyframes shifted by 0.1 s.
    let track = ScalePop.keyframes()
    for frame in frames where frame.time >= 0.1 {
      #expect(frame.iconScale == track.value(at: frame.time - 0.1))
    }
    #expect(frames[27].iconScale == 1)
    // Particles: shrinking while moving outward, the layer turning linearly.
    for (previous, next) in zip(frames[6...], frames[7...]) {
      #expect(next.particleDistance >= previous.particleDistance)
      #expect(next.particleRadius <= previous.particleRadius)
    }
    let end = try #require(frames.last)
    #expect(isClose(end.particleDistance, 63, absolute: 1e-12))
    #expect(end.particleRadius == 0)
    #expect(end.rotation == 20 * Double.pi / 180)
    let middle = frames[30]  // 0.5 s: 0.4 s into the 0.87 s turn
    #expect(isClose(middle.rotation, 20 * Double.pi / 180 * 0.4 / 0.87, absolute: 1e-15))
    // Seven particles on the circle, the first straight up before the turn.
    #expect(middle.particlePositions.count == 7)
    for (index, point) in middle.particlePositions.enumerated() {
      #expect(isClose(point.magnitude, middle.particleDistance, absolute: 1e-12 * 63))
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / 7 + middle.rotation
      let expected = SIMD2(
        middle.particleDistance * cos(angle), middle.particleDistance * sin(angle))
      #expect((point - expected).magnitude <= 1e-12 * 63)
    }
    #expect(abs(frames[6].particlePositions[0].x) <= 1e-12 && frames[6].particlePositions[0].y < 0)
  }

  /// Bad parameters throw.
  @Test func shineButtonValidation() {
    var button = ShineButton()
    button.totalDuration = 0
    #expect(throws: SpringError.self) { try button.frames() }
    button = ShineButton(size: -1)
    #expect(throws: SpringError.self) { try button.frames() }
    button = ShineButton()
    button.shineCount = -1
    #expect(throws: SpringError.self) { try button.frames() }
  }
}
