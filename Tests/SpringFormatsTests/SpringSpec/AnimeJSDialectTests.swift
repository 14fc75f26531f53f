import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// anime.js: v4's `spring()` (physical and bounce/duration, clamped), v3's
/// `'spring(m, k, c, v)'` (clamped to [0.1, 100], critical branch above ζ = 1).
@Suite("anime.js dialect")
struct AnimeJSDialectTests {
  /// `src/easings/spring/index.js`: `spring()` is mass 1, stiffness 100, damping 10, and
  /// its bounce/duration defaults (0.5, 628 ms) give k 100.101, c 10.005 after rounding.
  @Test("v4's defaults and its bounce/duration rounding")
  func version4() throws {
    let physical = try SpringSpec.parse("animejs").spring
    #expect(physical.mass == 1 && physical.stiffness == 100 && physical.damping == 10)
    let perceived = try SpringSpec.parse("animejs:bounce=0.5").spring
    #expect(perceived.stiffness == 100.101 && perceived.damping == 10.005)
    #expect(try SpringSpec.parse("animejs:duration=628").spring == perceived)
    // bounce −1 divides by zero; anime.js caps the damping at 300.
    #expect(try Spring.animeJS(bounce: -1, duration: 500).damping == 300)
    // Clamps instead of errors: mass below 1, a duration below 10 ms.
    #expect(try SpringSpec.parse("animejs:mass=0.2").spring.mass == 1)
    #expect(
      try Spring.animeJS(bounce: 0, duration: 1) == (try Spring.animeJS(bounce: 0, duration: 10)))
    #expect(throws: SpringSpecError.self) { try SpringSpec.parse("animejs:stiffness=nan") }
  }

  @Test("v3 clamps every value to [0.1, 100], the velocity included")
  func version3() throws {
    let spec = try SpringSpec.parse("animejs3")
    #expect(spec.velocity?.value == 0.1)
    #expect(try SpringSpec.parse("animejs3:velocity=-4").velocity?.value == 0.1)
    #expect(try SpringSpec.parse("animejs3:velocity=400").velocity?.value == 100)
    #expect(try SpringSpec.parse("animejs3:stiffness=1000").spring.stiffness == 100)
    // ζ ≥ 1 plays as ζ = 1 at the same ω₀.
    let critical = try SpringSpec.parse("animejs3:stiffness=50,damping=40").spring
    #expect(isClose(critical.dampingRatio, 1, absolute: 1e-12) && critical.stiffness == 50)
  }

  @Test("The view: exact up to ω₀ = 100 rad/s with mass 1, nearest at the clamp above")
  func view() throws {
    for spring in [Spring.bouncy, .smooth, try Spring(duration: 0.4, bounce: -0.6)] {
      let view = spring.animeJS
      #expect(view.mass == 1)
      #expect(view.deviation <= SpringEquivalent.negligibleDeviation, "\(spring)")
    }
    let stiff = try Spring(response: 0.02, dampingRatio: 0.5)  // ω₀ ≈ 314 rad/s
    #expect(stiff.animeJS.stiffness == AnimeJSParameters.maximum)
    #expect(stiff.animeJS.deviation > 0.01)
    let undamped = try Spring(duration: 1, bounce: 1)
    #expect(undamped.animeJS.damping == AnimeJSParameters.minimum)
    #expect(undamped.animeJS.deviation <= 1e-6)
  }

  @Test("spring({ … })'s code, with and without the velocity")
  func code() {
    let view = AnimeJSParameters(stiffness: 200, damping: 15)
    #expect(view.code == "spring({ mass: 1, stiffness: 200, damping: 15 })")
    #expect(
      view.code(initialVelocity: 3)
        == "spring({ mass: 1, stiffness: 200, damping: 15, velocity: 3 })")
  }
}
