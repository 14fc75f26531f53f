import SpringKit
import Testing
import _SpringTestSupport

/// The reduced-motion policies: the stand-in spring against its definition (ζ = 1, the
/// response scaled, the mass kept), the simulations they start, and their refusals.
@Suite("Reduced motion")
struct ReducedMotionTests {
  @Test(
    "The critically damped stand-in has ζ 1, the scaled response and the same mass",
    arguments: [(Spring.bouncy, 0.5), (Spring.snappy, 1.0), (Spring.smooth, 0.25)]
      as [(Spring, Double)])
  func standIn(spring: Spring, scale: Double) throws {
    let heavy = try Spring(mass: 2.5, stiffness: spring.stiffness, damping: spring.damping)
    for full in [spring, heavy] {
      let standIn = try #require(
        try ReducedMotion.criticallyDamped(responseScale: scale).spring(replacing: full))
      #expect(isClose(standIn.dampingRatio, 1, absolute: 1e-15))
      #expect(isClose(standIn.response, scale * full.response, absolute: 1e-15 * full.response))
      #expect(standIn.mass == full.mass)
      // ω₀' = ω₀ / scale, so k' = k / scale² and c' = 2·√(k'm).
      let stiffness = full.stiffness / (scale * scale)
      #expect(isClose(standIn.stiffness, stiffness, relative: 1e-13))
      #expect(
        isClose(
          standIn.damping, 2 * (stiffness * full.mass).squareRoot(),
          absolute: 1e-13 * standIn.damping))
    }
  }

  @Test("jump and cross-fade run no spring; the fade has its duration")
  func noMotion() throws {
    #expect(try ReducedMotion.jump.spring(replacing: .bouncy) == nil)
    #expect(try ReducedMotion.crossFade(duration: 0.2).spring(replacing: .bouncy) == nil)
    #expect(ReducedMotion.crossFade(duration: 0.2).fadeDuration == 0.2)
    #expect(ReducedMotion.jump.fadeDuration == nil)
    #expect(
      [ReducedMotion.jump, .crossFade(duration: 1), .criticallyDamped(responseScale: 1)]
        .map(\.name) == ["jump", "fade", "critical"])
  }

  @Test(
    "Bad parameters name themselves",
    arguments: [
      (ReducedMotion.crossFade(duration: 0), "duration") as (ReducedMotion, String),
      (.crossFade(duration: .nan), "duration"),
      (.criticallyDamped(responseScale: 0), "responseScale"),
      (.criticallyDamped(responseScale: 1.5), "responseScale"),
      (.criticallyDamped(responseScale: .infinity), "responseScale"),
    ])
  func refusals(policy: ReducedMotion, parameter: String) {
    #expect(throws: SpringError.self) { try policy.validate() }
    do {
      _ = try policy.spring(replacing: .bouncy)
      Issue.record("\(policy) was accepted")
    } catch {
      #expect(error.parameter == parameter)
    }
  }

  @Test("A simulation under jump or fade starts on its target at rest; critical runs the stand-in")
  func simulations() throws {
    for policy in [ReducedMotion.jump, .crossFade(duration: 0.2)] {
      var simulation = try SpringSimulation(
        spring: .bouncy, value: 0.0, target: 300, velocity: 50, reducedMotion: policy)
      #expect(simulation.value == 300)
      _ = try simulation.advance(by: 1.0 / 60)
      #expect(simulation.value == 300)
      #expect(simulation.isAtRest)
    }
    let policy = ReducedMotion.criticallyDamped(responseScale: 0.5)
    var reduced = try SpringSimulation(
      spring: .bouncy, value: 0.0, target: 300, velocity: 50, reducedMotion: policy)
    var twin = try SpringSimulation(
      spring: try #require(try policy.spring(replacing: .bouncy)), value: 0.0, target: 300,
      velocity: 50)
    for _ in 0..<120 {
      _ = try reduced.advance(by: 1.0 / 60)
      _ = try twin.advance(by: 1.0 / 60)
      #expect(reduced.value == twin.value)
      #expect(reduced.value <= 300)  // critically damped from rest side: no overshoot
    }
    let full = try SpringSimulation(
      spring: .bouncy, value: 0.0, target: 300, velocity: 50, reducedMotion: nil)
    #expect(full.spring == .bouncy)
    #expect(throws: SpringError.self) {
      try SpringSimulation(spring: .bouncy, value: Double.nan, target: 1, reducedMotion: .jump)
    }
  }
}
