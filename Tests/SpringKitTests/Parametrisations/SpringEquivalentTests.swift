import SpringKit
import Testing
import _SpringTestSupport

/// `Spring.equivalents`: every ecosystem once, in print order, faithful where the dialect can
/// be.
@Suite("Spring.equivalents")
struct SpringEquivalentTests {
  @Test("Every ecosystem, in order, each with its dialect name, parameters and code")
  func everyEcosystem() {
    let equivalents = Spring.smooth.equivalents()
    #expect(
      equivalents.map(\.key) == [
        "swiftui", "coreAnimation", "uikit", "android", "rebound", "pop", "framerMotion",
        "reactSpring", "flutter", "reactNative", "compose",
        // dialects-a
        "reanimated", "animeJS", "figma",
        "svelte", "gsap", "afterEffects",
      ])
    #expect(
      equivalents.map(\.dialect) == [
        SwiftUIParameters.dialectName, CoreAnimationParameters.dialectName,
        UIKitParameters.dialectName, AndroidParameters.dialectName,
        ReboundParameters.dialectName, POPParameters.dialectName,
        FramerMotionParameters.dialectName, ReactSpringParameters.dialectName,
        FlutterParameters.dialectName, ReactNativeParameters.dialectName,
        ComposeParameters.dialectName,
        // dialects-a
        ReanimatedParameters.dialectName, AnimeJSParameters.dialectName,
        FigmaParameters.dialectName,
        SvelteParameters.dialectName, GSAPElasticParameters.dialectName,
        AfterEffectsParameters.dialectName,
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

  @Test("uiKitVelocity is the motion from 0 to 1: UIKit's code is unchanged")
  func uiKitVelocity() {
    let atRest = Spring.bouncy.equivalents()
    let moving = Spring.bouncy.equivalents(uiKitVelocity: 2)
    #expect(moving[2].parameters.last == SpringParameter("velocity", 2))
    #expect(moving[2].code == Spring.bouncy.uiKit.code(initialVelocity: 2))
    #expect(atRest[2].code == Spring.bouncy.uiKit.code)
    #expect(moving == Spring.bouncy.equivalents(from: 0, to: 1, initialVelocity: 2))
    for equivalent in atRest { #expect(!equivalent.carriesVelocity, "\(equivalent.key)") }
  }

  /// The velocity as pasted: the number after the API's velocity label in the code.
  static func pastedVelocity(_ code: String) -> Double? {
    let labels = [
      "initialVelocity: ", "initialSpringVelocity: ", "initialVelocity = ",
      ".setStartVelocity(", ".setVelocity(", "velocity = ", "velocity: ", ", 0, 1, ",
    ]
    for label in labels {
      guard let range = code.ranges(of: label).last else { continue }
      let number = code[range.upperBound...].prefix { "-+.0123456789e".contains($0) }
      return Double(number)
    }
    return nil
  }

  @Test(
    "Pasted code keeps the velocity: its parameters and velocity replay the motion",
    arguments: [(0.5, 0.7, 0.0, 200.0, 150.0), (0.5, 1, 10, -30, 400), (0.4, 0.3, 1, 2, -3)])
  func pastedCodeKeepsTheVelocity(
    response: Double, dampingRatio: Double, from: Double, to: Double, velocity: Double
  )
    throws
  {
    let spring = try Spring(response: response, dampingRatio: dampingRatio)
    let equivalents = spring.equivalents(from: from, to: to, initialVelocity: velocity)
    // Each ecosystem's own view, from the table that describes the dialects once.
    let views = Dictionary(
      uniqueKeysWithValues: SpringEcosystem.all.map { ($0.key, $0.dialect(of: spring)) })
    let times = (0...200).map { Double($0) * spring.settlingDuration / 100 }
    for equivalent in equivalents {
      // Svelte, GSAP and After Effects take no velocity: it is part of their curve
      // (CurveDialectTests replays it).
      guard !["svelte", "gsap", "afterEffects"].contains(equivalent.key) else {
        #expect(equivalent.velocityUnit == nil && !equivalent.carriesVelocity)
        continue
      }
      let unit = try #require(equivalent.velocityUnit, "\(equivalent.key) takes a velocity")
      #expect(equivalent.carriesVelocity, "\(equivalent.key)")
      let pasted = try #require(Self.pastedVelocity(equivalent.code), "\(equivalent.code)")
      #expect(equivalent.parameters.last?.value == unit.value(velocity, distance: to - from))
      let absolute = unit.absolute(pasted, distance: to - from)
      #expect(isClose(absolute, velocity, absolute: 1e-5 * abs(velocity)), "\(equivalent.code)")
      // Replay: the dialect's own spring, started as the code starts it.
      guard equivalent.isExact else { continue }
      let replayed = try #require(views[equivalent.key]).spring()
      for time in times {
        let expected = spring.value(
          fromValue: from, toValue: to, initialVelocity: velocity, time: time)
        let actual = replayed.value(
          fromValue: from, toValue: to, initialVelocity: absolute, time: time)
        #expect(
          isClose(actual, expected, absolute: 1e-5 * abs(to - from)), "\(equivalent.key) at \(time)"
        )
      }
    }
  }

  @Test("A distance-relative velocity cannot be carried when from equals to")
  func zeroDistance() {
    let equivalents = Spring.bouncy.equivalents(from: 5, to: 5, initialVelocity: 10)
    for equivalent in equivalents {
      #expect(
        equivalent.carriesVelocity
          == (equivalent.velocityUnit.map { $0 != .distancesPerSecond } ?? false),
        "\(equivalent.key)")
    }
    #expect(equivalents[3].code.hasSuffix(".setStartVelocity(10f)"))
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
