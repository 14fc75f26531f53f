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

  @Test(arguments: [0.725, 0.85, 1, 1.01, 2, 10])
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
