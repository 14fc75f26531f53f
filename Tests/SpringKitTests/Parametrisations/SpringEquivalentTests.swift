import SpringKit
import Testing

/// `Spring.equivalents`: every ecosystem once, in print order, faithful where the dialect can
/// be.
@Suite("Spring.equivalents")
struct SpringEquivalentTests {
  @Test("The nine ecosystems, in order, each with its dialect name, parameters and code")
  func nineEcosystems() {
    let equivalents = Spring.smooth.equivalents()
    #expect(
      equivalents.map(\.key) == [
        "swiftui", "coreAnimation", "uikit", "android", "rebound", "pop", "framerMotion",
        "reactSpring", "flutter",
      ])
    #expect(
      equivalents.map(\.dialect) == [
        SwiftUIParameters.dialectName, CoreAnimationParameters.dialectName,
        UIKitParameters.dialectName, AndroidParameters.dialectName,
        ReboundParameters.dialectName, POPParameters.dialectName,
        FramerMotionParameters.dialectName, ReactSpringParameters.dialectName,
        FlutterParameters.dialectName,
      ])
    for equivalent in equivalents {
      #expect(!equivalent.parameters.isEmpty, "\(equivalent.key)")
      #expect(!equivalent.code.isEmpty, "\(equivalent.key)")
      #expect(!equivalent.title.isEmpty, "\(equivalent.key)")
    }
  }

  @Test("Dialects that express a critically damped spring exactly have zero deviation")
  func exactWhereExpressible() throws {
    let equivalents = Spring.smooth.equivalents()
    for key in ["swiftui", "coreAnimation", "android", "framerMotion", "reactSpring", "flutter"] {
      let equivalent = try #require(equivalents.first { $0.key == key })
      #expect(equivalent.isExact, "\(key): \(equivalent.deviation)")
      #expect(equivalent.deviation <= SpringEquivalent.negligibleDeviation, "\(key)")
    }
    // Each equivalent is the dialect's own view, so its deviation is the view's.
    #expect(equivalents[3].deviation == Spring.smooth.android.deviation)
    #expect(equivalents[5].deviation == Spring.smooth.pop.deviation)
  }

  @Test("UIKit's velocity is added to its parameters and code only")
  func uiKitVelocity() {
    let atRest = Spring.bouncy.equivalents()
    let moving = Spring.bouncy.equivalents(uiKitVelocity: 2)
    #expect(moving[2].parameters.last == SpringParameter("velocity", 2))
    #expect(moving[2].code == Spring.bouncy.uiKit.code(initialVelocity: 2))
    #expect(atRest[2].code == Spring.bouncy.uiKit.code)
    for index in atRest.indices where index != 2 {
      #expect(moving[index] == atRest[index])
    }
  }

  @Test("A NaN deviation is not exact, so it is shown")
  func nanIsNotExact() {
    let equivalent = SpringEquivalent(
      key: "k", title: "K", dialect: "k", parameters: [], code: "", deviation: .nan)
    #expect(!equivalent.isExact)
  }

  @Test("quantities lists the physical parameters, then the derived ones")
  func quantities() {
    let spring = Spring.bouncy
    #expect(
      spring.quantities.map(\.name) == [
        "mass", "stiffness", "damping", "dampingRatio", "naturalFrequency", "response",
        "duration", "bounce", "settlingDuration",
      ])
    #expect(spring.quantities[1].value == spring.stiffness)
    #expect(spring.quantities[4].unit == "rad/s")
  }
}
