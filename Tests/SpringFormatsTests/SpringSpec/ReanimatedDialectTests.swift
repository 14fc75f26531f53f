import Foundation
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// Reanimated's `withSpring`: Reanimated 4's and 3's defaults, the duration form's
/// bisection, exact up to ζ = 1 and its critical branch above.
@Suite("Reanimated dialect")
struct ReanimatedDialectTests {
  /// `springConfigs.ts`: the presets' physical values and the damping ratios their
  /// duration twins name (Gentle 1, Wiggly 0.75, Snappy 0.92).
  @Test("Reanimated 4's presets and defaults, as springConfigs.ts gives them")
  func presets() throws {
    let gentle = try SpringSpec.parse("reanimated").spring
    #expect(gentle.mass == 4 && gentle.stiffness == 900 && gentle.damping == 120)
    #expect(isClose(gentle.dampingRatio, 1, absolute: 1e-15))
    #expect(isClose(gentle.naturalFrequency, 15, absolute: 1e-12))
    let wiggly = try SpringSpec.parse("reanimated:damping=90").spring
    #expect(isClose(wiggly.dampingRatio, 0.75, absolute: 1e-15))
    let snappy = try SpringSpec.parse("reanimated:damping=110").spring
    #expect(isClose(snappy.dampingRatio, 110.0 / 120, absolute: 1e-15))
    let version3 = try SpringSpec.parse("reanimated3").spring
    #expect(version3.mass == 1 && version3.stiffness == 100 && version3.damping == 10)
  }

  @Test("The duration form meets its energy threshold at 1.5 times the duration")
  func durationForm() throws {
    for (duration, zeta) in [(550.0, 1.0), (550, 0.75), (1333, 0.5), (400, 0.8), (2000, 0.9)] {
      let spring = try Spring.reanimated(duration: duration, dampingRatio: zeta)
      #expect(spring.mass == 4)
      #expect(isClose(spring.dampingRatio, min(zeta, 1), absolute: 1e-12), "\(duration), \(zeta)")
      // From rest the energy fraction of the critical envelope is e^(−2u)((1 + u)² + ζ²u²),
      // u = ζω₀T: Reanimated's bisection stops within a thousandth of the threshold.
      let u = zeta * spring.naturalFrequency * 1.5 * duration / 1000
      let fraction = exp(-2 * u) * ((1 + u) * (1 + u) + zeta * zeta * u * u)
      #expect(isClose(fraction, 6e-9, absolute: 6e-12), "\(duration), \(zeta): \(fraction)")
    }
    // Gentle's two halves describe one spring: 550 ms at ζ = 1 gives k ≈ 900 at mass 4.
    let gentle = try SpringSpec.parse("reanimated:duration=550").spring
    #expect(isClose(gentle.stiffness / 900, 1, absolute: 0.002), "\(gentle.stiffness)")
    #expect(try SpringSpec.parse("reanimated:dampingRatio=1").spring == gentle)
    // A mass does not change the motion, only the stiffness (to the bisection's precision).
    let heavy = try Spring.reanimated(duration: 550, dampingRatio: 0.5, mass: 6)
    let light = try Spring.reanimated(duration: 550, dampingRatio: 0.5)
    #expect(isClose(heavy.naturalFrequency / light.naturalFrequency, 1, absolute: 1e-4))
    // Reanimated's bracket ends at k = 8000: a short, bouncy spring stops there.
    #expect(try Spring.reanimated(duration: 200, dampingRatio: 0.3).stiffness == 8000)
  }

  @Test("Exact below ζ = 1, nearest (critically damped) above, none when undamped")
  func exactness() throws {
    let view = Spring.bouncy.reanimated
    #expect(view.deviation == 0)
    #expect(try view.spring() == Spring.bouncy)
    let overdamped = try Spring(duration: 0.5, bounce: -0.5)
    let nearest = overdamped.reanimated
    #expect(nearest.deviation > 0.01 && nearest.deviation < 0.2, "\(nearest.deviation)")
    #expect(isClose(try nearest.spring().dampingRatio, 1, absolute: 1e-12))
    #expect(nearest.deviation == overdamped.reactNative.deviation)
    #expect(try Spring(duration: 1, bounce: 1).reanimated.deviation == .infinity)
    // The parameters as typed play like ζ = 1 at the same ω₀.
    let typed = try ReanimatedParameters(stiffness: 100, damping: 30, mass: 1).spring()
    #expect(typed.stiffness == 100 && isClose(typed.damping, 20, absolute: 1e-12))
  }

  @Test("withSpring's code, with and without the velocity")
  func code() {
    let view = ReanimatedParameters()
    #expect(view.code == "withSpring(toValue, { stiffness: 900, damping: 120, mass: 4 })")
    #expect(
      view.code(initialVelocity: -250)
        == "withSpring(toValue, { stiffness: 900, damping: 120, mass: 4, velocity: -250 })")
  }

  @Test("Reanimated refuses what checkIfConfigIsValid refuses")
  func invariants() {
    #expect(throws: SpringError.self) { try ReanimatedParameters(damping: 0).spring() }
    #expect(throws: SpringError.self) { try ReanimatedParameters(mass: -1).spring() }
    #expect(throws: SpringError.self) { try Spring.reanimated(duration: 0, dampingRatio: 1) }
    #expect(throws: SpringError.self) { try Spring.reanimated(duration: 300, dampingRatio: 0) }
    #expect(throws: SpringSpecError.self) { try SpringSpec.parse("reanimated:duration=-5") }
    #expect(throws: SpringSpecError.self) {
      try SpringSpec.parse("reanimated:energyThreshold=0")
    }
  }
}
