import SpringKit
import Testing
import _SpringTestSupport

@Suite struct SpringTests {
  @Test func derivedValuesFollowFromThePhysicalParameters() throws {
    let spring = try Spring(mass: 4, stiffness: 100, damping: 8)
    #expect(spring.naturalFrequency == 5)
    #expect(spring.dampingRatio == 0.2)
    #expect(isClose(spring.response, 2 * Double.pi / 5, absolute: 1e-15))
    #expect(spring.decayRate == 1)
    #expect(spring.regime == .underdamped)
  }

  @Test func regimesAreLabelledFromTheDampingRatio() throws {
    #expect(try Spring(stiffness: 100, damping: 0).regime == .undamped)
    #expect(try Spring(stiffness: 100, damping: 10).regime == .underdamped)
    #expect(try Spring(stiffness: 100, damping: 20).regime == .criticallyDamped)
    #expect(try Spring(response: 0.3, dampingRatio: 1).regime == .criticallyDamped)
    #expect(Spring.smooth.regime == .criticallyDamped)
    #expect(try Spring(stiffness: 100, damping: 21).regime == .overdamped)
  }

  @Test func overdampingIsKeptUnlessSwiftUIBehaviourIsAskedFor() throws {
    let physical = try Spring(mass: 1, stiffness: 100, damping: 50)
    #expect(physical.damping == 50)
    let clamped = try Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: false)
    #expect(clamped.damping == 20)
    #expect(clamped.regime == .criticallyDamped)
  }

  /// Apple's documented examples for SwiftUI's `Spring`.
  @Test func swiftUIDocumentationExamples() throws {
    let bouncy = try Spring(duration: 0.5, bounce: 0.3)
    #expect(bouncy.mass == 1)
    #expect(isClose(bouncy.stiffness, 157.913_670_417_429_7, absolute: 1e-12))
    #expect(isClose(bouncy.damping, 17.592_918_860_102_84, absolute: 1e-12))
    let classic = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isClose(classic.duration, 0.628_318_530_717_958_6, absolute: 1e-15))
    #expect(isClose(classic.bounce, 0.5, absolute: 1e-15))
  }

  @Test(arguments: [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 1])
  func durationAndBounceRoundTrip(bounce: Double) throws {
    let spring = try Spring(duration: 0.8, bounce: bounce)
    #expect(isClose(spring.duration, 0.8, absolute: 1e-15))
    #expect(isClose(spring.bounce, bounce, absolute: 1e-14))
  }

  @Test func responseAndDampingRatioRoundTrip() throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.7, mass: 3)
    #expect(isClose(spring.response, 0.4, absolute: 1e-15))
    #expect(isClose(spring.dampingRatio, 0.7, absolute: 1e-15))
    #expect(spring.mass == 3)
  }

  @Test func presetsAreSwiftUIs() {
    #expect(abs(Spring.smooth.bounce) <= 1e-15)
    #expect(isClose(Spring.snappy.bounce, 0.15, absolute: 1e-15))
    #expect(isClose(Spring.bouncy.bounce, 0.3, absolute: 1e-15))
    for preset in [Spring.smooth, .snappy, .bouncy] {
      #expect(isClose(preset.duration, 0.5, absolute: 1e-15))
    }
  }

  @Test func swiftUIValueStartsAtZero() throws {
    let spring = Spring.bouncy
    let fromZero = spring.value(target: 3.0, initialVelocity: 1, time: 0.2)
    let explicit = spring.value(fromValue: 0.0, toValue: 3, initialVelocity: 1, time: 0.2)
    #expect(fromZero == explicit)
    #expect(spring.value(target: 3.0, time: 0) == 0)
    #expect(spring.velocity(target: 3.0, initialVelocity: 1, time: 0) == 1)
  }

  @Test func forceIsHookesLawPlusDamping() throws {
    let spring = try Spring(mass: 2, stiffness: 50, damping: 3)
    let force: Double = spring.force(target: 1.0, position: 3, velocity: -2)
    #expect(force == 50 * -2 - 3 * -2)
    let vector = spring.force(
      target: SIMD2<Double>(1, 0), position: SIMD2(0, 1), velocity: SIMD2(1, 1))
    #expect(vector == SIMD2(47, -53))
  }

  /// The acceleration the force implies is the second derivative of the closed form.
  @Test func forceMatchesTheClosedFormsAcceleration() throws {
    let spring = try Spring(mass: 1.5, stiffness: 80, damping: 4)
    let h = 1e-5
    for time in [0.1, 0.37, 1.2] {
      let x = spring.value(fromValue: 2.0, toValue: 0.5, initialVelocity: 3, time: time)
      let v = spring.velocity(fromValue: 2.0, toValue: 0.5, initialVelocity: 3, time: time)
      let later = spring.velocity(
        fromValue: 2.0, toValue: 0.5, initialVelocity: 3, time: time + h)
      let earlier = spring.velocity(
        fromValue: 2.0, toValue: 0.5, initialVelocity: 3, time: time - h)
      let acceleration = (later - earlier) / (2 * h)  // central difference, error ~h²·|x'''|
      let force = spring.force(target: 0.5, position: x, velocity: v)
      #expect(isClose(force / spring.mass, acceleration, absolute: 1e-5 * 80))
    }
  }

  /// Exact updates do not depend on how time is split.
  @Test func updateIsIndependentOfTheStepSize() throws {
    let spring = Spring.bouncy
    var x = 0.0
    var v = 0.0
    for _ in 0..<60 {
      spring.update(value: &x, velocity: &v, target: 1, deltaTime: 1 / 60)
    }
    let expected = spring.value(fromValue: 0.0, toValue: 1, time: 1)
    #expect(isClose(x, expected, absolute: 1e-14))
  }

  /// `print(spring)` shows the initialiser call, and that text recreates an equal spring.
  @Test(arguments: [Spring.smooth, .snappy, .bouncy])
  func descriptionIsTheInitialiserCall(spring: Spring) throws {
    let text = spring.description
    #expect(
      text
        == "Spring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping))"
    )
    let numbers = text.split(whereSeparator: { ":,()".contains($0) }).compactMap {
      Double($0.trimmingPrefix(" "))
    }
    try #require(numbers.count == 3)
    let copy = try Spring(mass: numbers[0], stiffness: numbers[1], damping: numbers[2])
    #expect(copy == spring)
    #expect(!text.contains("dynamics"))
  }
}
