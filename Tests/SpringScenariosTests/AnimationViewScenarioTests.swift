import Foundation
import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

/// ``AnimationView``: the seed's chained basic animations, their handlers' order, and the
/// spring driver stopping at each step's rest instant.
@Suite struct AnimationViewScenarioTests {
  /// The basic driver is linear: at the middle of each 0.4 s step, halfway between its ends.
  @Test func basicStepsAreLinearAndChained() throws {
    let view = AnimationView()
    let frames = try view.frames(driver: .basic, fps: 60)
    // 0.2 s: scale halfway from 1 to 1.5; 0.6 s: opacity halfway from 1 to 0.4;
    // 1.0 s: x halfway to 80; 1.4 s: y halfway to 40; 1.8 s: halfway back to (0, 0).
    let expected: [(Int, Double, Double, Double, Double)] = [
      (12, 1.25, 1, 0, 0), (36, 1.5, 0.7, 0, 0), (60, 1.5, 0.4, 40, 0), (84, 1.5, 0.4, 80, 20),
      (108, 1.5, 0.4, 40, 20),
    ]
    for (index, scale, opacity, x, y) in expected {
      let frame = frames[index]
      // Linear interpolation in doubles: a few ulps of the values (at most 80).
      let tolerance = 1e-12
      #expect(isClose(frame.scale, scale, absolute: tolerance), "frame \(index)")
      #expect(isClose(frame.opacity, opacity, absolute: tolerance), "frame \(index)")
      #expect(isClose(frame.position.x, x, absolute: tolerance * 100), "frame \(index)")
      #expect(isClose(frame.position.y, y, absolute: tolerance * 100), "frame \(index)")
    }
    let last = try #require(frames.last)
    #expect(last.scale == 1.5 && last.opacity == 0.4 && last.position == .zero)
    #expect(isClose(try view.totalDuration(driver: .basic), 2, absolute: 1e-12))
  }

  /// Each step calls the start handlers in order, then at its stop the stop handlers; the next
  /// step starts when the previous one stops.
  @Test(arguments: AnimationView.Driver.allCases)
  func handlersInOrder(driver: AnimationView.Driver) throws {
    let view = AnimationView()
    let events = try view.events(driver: driver)
    #expect(events.count == 5 * 4)
    #expect(
      events.map(\.handler)
        == Array(repeating: ["log", "counter", "log", "chain"], count: 5).flatMap { $0 })
    #expect(
      events.map(\.isStart)
        == Array(repeating: [true, true, false, false], count: 5).flatMap { $0 })
    #expect(events.map(\.step) == (0..<5).flatMap { Array(repeating: $0, count: 4) })
    for step in 1..<5 {
      #expect(events[4 * step].time == events[4 * step - 1].time, "step \(step) starts at the stop")
    }
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
  }

  /// A spring step stops at its simulation's rest instant, and the view holds the target then.
  @Test func springStepsStopAtRest() throws {
    let view = AnimationView()
    let events = try view.events(driver: .spring)
    var scale = try SpringSimulation(
      spring: view.spring, value: 1.0, target: 1.5, restThreshold: .scale)
    let rest = try #require(scale.settlingTime)
    #expect(events[2].time == rest)
    // The first step is the closed form of a critically damped spring: 1.5 − 0.5(1 + ω₀t)e^(−ω₀t).
    let omega = 2 * Double.pi / 0.4
    let frames = try view.frames(driver: .spring, fps: 60)
    for frame in frames where frame.time < rest {
      let t = frame.time
      let expected = 1.5 - 0.5 * (1 + omega * t) * exp(-omega * t)
      #expect(isClose(frame.scale, expected, absolute: 1e-12), "t = \(t)")
    }
    try scale.advance(by: rest)
    #expect(scale.isAtRest && scale.value == 1.5)
    #expect(frames.last?.scale == 1.5 && frames.last?.position == .zero)
  }

  /// A spring that never settles cannot chain the next step.
  @Test func undampedSpringThrows() throws {
    var view = AnimationView()
    view.spring = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(throws: SpringError.self) { try view.events(driver: .spring) }
  }
}
