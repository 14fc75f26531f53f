import Testing
import _SpringTestSupport

@testable import SpringKit

/// Followers retargeted at every frame near their rest threshold — the frames where no lower
/// bound on the rest instant decides, and rest is proved from the frame's state or the next
/// extremum instead of solved — show the same bits as a twin whose rest instant is solved
/// eagerly after every anchoring, as the code before lazy solving did.
@Suite struct LazyRestFollowerTests {
  /// A zig-zag target a few points per frame, turning every half second, as springbench's
  /// followers section drives it.
  static func target(_ index: Int, _ frame: Int) -> Double {
    let phase = (frame + 37 * index) % 120
    return Double(index % 50) * 20 + 4 * Double(phase < 60 ? phase : 120 - phase)
  }

  /// Runs one follower lazily and its eager twin side by side; returns the first difference
  /// and how many frames came to rest with the instant still unsolved.
  static func compare(
    spring: Spring, index: Int, frames: Int, duration: (Int) -> Double
  ) throws -> (difference: String?, provedRests: Int) {
    var lazy = try SpringSimulation(
      spring: spring, value: Double(index), target: target(index, 0))
    var eager = lazy
    eager.solveRestInstant()
    var proved = 0
    for frame in 0..<frames {
      try lazy.setTarget(target(index, frame))
      try eager.setTarget(target(index, frame))
      if eager.restAfterAnchor.isNaN { eager.solveRestInstant() }
      let frameDuration = duration(frame)
      let lazyEvents = try lazy.advance(by: frameDuration)
      let eagerEvents = try eager.advance(by: frameDuration)
      if lazyEvents.contains(.reachedRest), lazy.storage.restInstant.isNaN { proved += 1 }
      let same =
        lazyEvents == eagerEvents && lazy.value.bitPattern == eager.value.bitPattern
        && lazy.velocity.bitPattern == eager.velocity.bitPattern
        && lazy.time.bitPattern == eager.time.bitPattern
        && lazy.isAtRest == eager.isAtRest
        && (lazy.settlingTime ?? .nan).bitPattern == (eager.settlingTime ?? .nan).bitPattern
      if !same {
        return ("index \(index) frame \(frame): \(lazy.value) vs \(eager.value)", proved)
      }
    }
    return (nil, proved)
  }

  @Test(arguments: [0, 0.3, 0.7, 0.725, 0.85, 1, 1.01, 2, 10, 100])
  func followersMatchTheEagerSolve(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.41, dampingRatio: dampingRatio)
    var proved = 0
    for index in 0..<40 {
      for rate in [60.0, 120, 240] {
        let run = try Self.compare(spring: spring, index: index, frames: 150) { _ in 1 / rate }
        proved += run.provedRests
        if let difference = run.difference {
          Issue.record("ζ \(dampingRatio) \(rate) Hz: \(difference)")
        }
      }
      var generator = SeededGenerator(seed: UInt64(index))
      let jittered = try Self.compare(spring: spring, index: index, frames: 150) { _ in
        0.002 + 0.03 * Double(generator.next() >> 11) / Double(1 << 53)
      }
      proved += jittered.provedRests
      if let difference = jittered.difference {
        Issue.record("ζ \(dampingRatio) jittered: \(difference)")
      }
    }
    // The path under test runs: some frames came to rest without solving the instant.
    if dampingRatio >= 1 { #expect(proved > 0) }
  }

  /// The first frame after a retarget, of the repeated duration, takes the short path
  /// (`advanceFromFreshAnchor`) at every damping ratio: it leaves the plan open with nothing
  /// planned, which only that path does; the comparisons above prove it shows the same bits.
  @Test(arguments: [0, 0.05, 0.3, 0.7, 0.725, 0.99, 1, 1.01, 3, 100])
  func retargetedFramesTakeTheShortPath(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.41, dampingRatio: dampingRatio)
    var shortFrames = 0
    for index in 0..<20 {
      var simulation = try SpringSimulation(
        spring: spring, value: Double(index), target: Self.target(index, 0))
      for frame in 0..<120 {
        try simulation.setTarget(Self.target(index, frame))
        try simulation.advance(by: 1.0 / 120)
        if simulation.storage.planIsOpen, simulation.storage.stepsPlanned == 0,
          simulation.stepsLeft == 0, simulation.storage.restLowerBound.isNaN
        {
          shortFrames += 1
        }
      }
    }
    // Two frames per follower set the frame transition up; nearly all the rest are short.
    #expect(shortFrames > 20 * 100)
  }

  /// Overdamped and critically damped states inside the band whose certified envelope peaks
  /// outside it, but which have no next extremum (|u| and |v| only shrink): the frame rests
  /// without solving, exactly when the solver puts rest before it, and `nextExtrema` says
  /// "none" (infinity) only where sampling the closed form finds |u| or |v| never growing.
  @Test(arguments: [1, 1.01, 2, 10, 100])
  func statesWithoutANextExtremumRestAsTheSolverSays(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.41, dampingRatio: dampingRatio)
    let frame = 1.0 / 120
    var provedWithoutExtremum = 0
    for u in stride(from: -1.5, through: 1.5, by: 0.125) {
      for v in stride(from: -80.0, through: 80, by: 5) {
        var lazy = try SpringSimulation(spring: spring, value: u, target: 0, velocity: v)
        var eager = lazy
        eager.solveRestInstant()
        let lazyEvents = try lazy.advance(by: frame)
        let eagerEvents = try eager.advance(by: frame)
        #expect(lazyEvents == eagerEvents, "u \(u) v \(v)")
        #expect(lazy.value.bitPattern == eager.value.bitPattern, "u \(u) v \(v)")
        #expect(
          (lazy.settlingTime ?? .nan).bitPattern == (eager.settlingTime ?? .nan).bitPattern,
          "u \(u) v \(v)")
        // The state after the frame, from the closed form at the frame's end.
        let state = (
          displacement: spring.value(fromValue: u, toValue: 0, initialVelocity: v, time: frame),
          velocity: spring.velocity(fromValue: u, toValue: 0, initialVelocity: v, time: frame)
        )
        let extrema = lazy.nextExtrema(displacement: state.displacement, velocity: state.velocity)
        for (delay, isDistance) in [(extrema.distance, true), (extrema.speed, false)]
        where delay == .infinity {
          // Sampled: the size never grows beyond its value now (by more than rounding).
          let start = isDistance ? abs(state.displacement) : abs(state.velocity)
          for step in 1...400 {
            let time = frame + Double(step) * Double(step) * 1e-4
            let later =
              isDistance
              ? spring.value(fromValue: u, toValue: 0, initialVelocity: v, time: time)
              : spring.velocity(fromValue: u, toValue: 0, initialVelocity: v, time: time)
            #expect(abs(later) <= start * (1 + 1e-9) + 1e-12, "u \(u) v \(v) t \(time)")
          }
        }
        if lazyEvents.contains(.reachedRest), lazy.storage.restInstant.isNaN,
          extrema.distance == .infinity || extrema.speed == .infinity
        {
          provedWithoutExtremum += 1
        }
      }
    }
    #expect(provedWithoutExtremum > 0)
  }

  @Test func aProvedRestKeepsItsInstantAcrossAThresholdChange() throws {
    let spring = try Spring(response: 0.41, dampingRatio: 2)
    // Started inside the threshold: the first frame proves rest without solving.
    var simulation = try SpringSimulation(spring: spring, value: 0.25, target: 0, velocity: 10)
    let instant = simulation.solvedRestAfterAnchor()
    let events = try simulation.advance(by: 1.0 / 60)
    #expect(events.contains(.reachedRest))
    #expect(simulation.storage.restInstant.isNaN)
    #expect(simulation.settlingTime == instant)
    simulation.restThreshold = try RestThreshold(distance: 1e-9, speed: 1e-9)
    #expect(simulation.settlingTime == instant)
  }
}
