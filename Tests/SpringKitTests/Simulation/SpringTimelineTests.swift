import SpringKit
import Testing
import _SpringTestSupport

@Suite struct SpringTimelineTests {
  /// The shine button: the pop starts at the end of the frame in which the circle rests.
  @Test func aSimulationStartsWhenAnotherRests() throws {
    var timeline = SpringTimeline<Double>()
    let circle = try timeline.add(
      SpringSimulation(spring: .smooth, value: 1, target: 1.5, restThreshold: .scale),
      start: .immediately)
    let pop = try timeline.add(
      SpringSimulation(spring: .bouncy, value: 0.4, target: 1, restThreshold: .scale),
      start: .afterRest(of: circle))
    var circleRest: Int?
    var popStart: Int?
    for frame in 0..<600 {
      let events = try timeline.advance(by: 1 / 60)
      if events[circle].contains(.reachedRest) { circleRest = frame }
      if events[pop].contains(.started) { popStart = frame }
      if timeline.isFinished { break }
    }
    let rest = try #require(circleRest)
    #expect(popStart == rest)
    #expect(timeline.isFinished)
  }

  @Test func aTimedStartAdvancesByThePartOfTheFrameAfterIt() throws {
    var timeline = SpringTimeline<Double>()
    let late = try timeline.add(
      SpringSimulation(spring: .snappy, value: 0, target: 1), start: .at(0.25))
    for _ in 0..<15 { _ = try timeline.advance(by: 0.02) }  // to 0.30 s
    #expect(isClose(timeline.simulations[late].time, 0.05, absolute: 1e-12))
    #expect(throws: SpringError.self) {
      try timeline.add(
        SpringSimulation(spring: .snappy, value: 0, target: 1), start: .afterRest(of: 7))
    }
  }

  @Test func simulationsCanBeAddedLateAndModified() throws {
    var timeline = SpringTimeline<Double>()
    _ = try timeline.advance(by: 1)
    let late = try timeline.add(
      SpringSimulation(spring: .snappy, value: 0, target: 1), start: .at(0.5))
    _ = try timeline.advance(by: 0.1)
    // A past start: next frame.
    #expect(isClose(timeline.simulations[late].time, 0.1, absolute: 1e-15))
    try timeline.modify(late) { (simulation: inout SpringSimulation<Double>) throws(SpringError) in
      try simulation.setTarget(5)
    }
    #expect(timeline.simulations[late].target == 5)
    #expect(throws: SpringError.self) {
      try timeline.modify(9) { (_: inout SpringSimulation<Double>) throws(SpringError) in }
    }
  }
}
