import SpringFormats
import SpringKit
import Testing

/// Figma's `CUSTOM_SPRING` easing and `{ bounce, duration }`: exact, with no invented
/// presets or defaults.
@Suite("Figma dialect")
struct FigmaDialectTests {
  @Test("The custom spring is the oscillator with Figma's m, k, c and initial velocity")
  func customSpring() throws {
    let spec = try SpringSpec.parse("figma:mass=1,stiffness=80,damping=30,initialVelocity=2")
    #expect(spec.spring == (try Spring(mass: 1, stiffness: 80, damping: 30)))
    #expect(spec.velocity?.value == 2)
    #expect(try SpringSpec.parse("figma:mass=1,stiffness=80,damping=30").velocity == nil)
  }

  @Test("No defaults and no presets: Figma publishes neither")
  func nothingInvented() {
    #expect(throws: SpringSpecError.self) { try SpringSpec.parse("figma") }
    #expect(throws: SpringSpecError.self) { try SpringSpec.parse("figma:stiffness=80") }
    #expect(throws: SpringSpecError.self) { try SpringSpec.parse("figma:gentle") }
    #expect(SpringSpec.dialectsWithoutDefaults.contains("figma"))
  }

  @Test("bounce/duration is SwiftUI's mapping, in seconds")
  func bounceDuration() throws {
    let spring = try SpringSpec.parse("figma:bounce=0.35,duration=0.4").spring
    #expect(spring == (try Spring(duration: 0.4, bounce: 0.35)))
  }

  @Test("Every spring is exact; the code is a Plugin API Easing")
  func view() {
    let view = Spring.bouncy.figma
    #expect(view.deviation == 0)
    #expect(view.code.hasPrefix("{ type: \"CUSTOM_SPRING\", easingFunctionSpring: { mass: 1, "))
    #expect(view.code.hasSuffix(", initialVelocity: 0 } }"))
    #expect(view.code(initialVelocity: -1.5).hasSuffix(", initialVelocity: -1.5 } }"))
  }
}
