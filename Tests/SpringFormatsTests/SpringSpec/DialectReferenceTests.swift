import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// The newer dialects against each tool's own conversion and motion, transliterated from its
/// source by `Scripts/reference/dialect_reference.py` (`Tests/ReferenceData/dialects.csv`).
@Suite("Dialect references")
struct DialectReferenceTests {
  static let rows = (try? ReferenceTable(named: "dialects.csv").rows) ?? []

  @Test("The reference table is there")
  func tableLoads() {
    #expect(Self.rows.count >= 6)
  }

  @Test("Each spec plays the tool's own motion", arguments: rows)
  func specPlaysTheToolsMotion(row: ReferenceTable.Row) throws {
    let spec = try SpringSpec.parse(row.text("spec").replacing(";", with: ","))
    let velocity = spec.velocity?.value ?? 0
    #expect(
      isClose(velocity, row.number("velocity"), absolute: 1e-9 * max(1, abs(velocity))), "\(row)")
    for index in 1...3 {
      let time = row.number("t\(index)")
      let expected = row.number("x\(index)")
      let actual = spec.spring.value(
        fromValue: 0.0, toValue: 1, initialVelocity: velocity, time: time)
      #expect(
        isClose(actual, expected, absolute: 1e-9), "\(row) at \(time): \(actual) vs \(expected)")
    }
    // Below ζ = 1 the tool's physical parameters are the spring's (up to the mass's scale).
    let mass = row.number("mass")
    let stiffness = row.number("stiffness")
    let damping = row.number("damping")
    if damping < 2 * (stiffness * mass).squareRoot() {
      let tool = try Spring(mass: mass, stiffness: stiffness, damping: damping)
      #expect(
        isClose(spec.spring.naturalFrequency / tool.naturalFrequency, 1, absolute: 1e-12), "\(row)")
      #expect(isClose(spec.spring.dampingRatio, tool.dampingRatio, absolute: 1e-12), "\(row)")
    }
  }
}

/// React Native's `Animated.spring`: exact up to ζ = 1, its critical branch above.
@Suite("React Native dialect")
struct ReactNativeDialectTests {
  @Test("Exact below ζ = 1: the view's parameters are the spring's")
  func exactWhenUnderdamped() throws {
    let view = Spring.bouncy.reactNative
    #expect(view.deviation == 0)
    #expect(view.stiffness == Spring.bouncy.stiffness && view.damping == Spring.bouncy.damping)
    #expect(try view.spring() == Spring.bouncy)
    #expect(Spring.smooth.reactNative.deviation <= SpringEquivalent.negligibleDeviation)
  }

  @Test("An over-damped spring is nearest: a critically damped one, and no better one nearby")
  func nearestWhenOverdamped() throws {
    let spring = try Spring(duration: 0.5, bounce: -0.5)  // ζ = 2
    let view = spring.reactNative
    let played = try view.spring()
    #expect(isClose(played.dampingRatio, 1, absolute: 1e-12))
    #expect(view.deviation > 0.01 && view.deviation < 0.2, "\(view.deviation)")
    #expect(isClose(played.deviation(from: spring), view.deviation, absolute: 1e-12))
    // Neither a slightly faster nor a slightly slower critical spring is nearer.
    for factor in [0.97, 1.03] {
      let other = try Spring(
        response: played.response * factor, dampingRatio: 1, mass: played.mass)
      #expect(other.deviation(from: spring) >= view.deviation, "\(factor)")
    }
    // The physical parameters as typed play like ζ = 1 at the same ω₀.
    let typed = try ReactNativeParameters(stiffness: 100, damping: 30, mass: 1).spring()
    #expect(typed.stiffness == 100 && isClose(typed.damping, 20, absolute: 1e-12))
  }

  @Test("React Native refuses what Animated.spring's invariants refuse")
  func invariants() throws {
    #expect(throws: SpringError.self) {
      try ReactNativeParameters(stiffness: 100, damping: 0).spring()
    }
    #expect(throws: SpringError.self) { try Spring.reactNative(tension: 40, friction: -1) }
    #expect(throws: SpringError.self) { try Spring.reactNative(tension: -30, friction: 7) }
    #expect(try Spring(duration: 1, bounce: 1).reactNative.deviation == .infinity)
  }

  @Test("The dialect alone is tension/friction; the other groups need a key")
  func forms() throws {
    let alone = try SpringSpec.parse("react-native")
    #expect(alone.form == "react-native:tension=T,friction=F")
    #expect(try SpringSpec.parse("react-native:damping=20").spring.stiffness == 100)
    #expect(
      try SpringSpec.parse("react-native:speed=12").spring
        == (try Spring.reactNative(bounciness: 8, speed: 12)))
  }
}

/// Jetpack Compose's `spring()`: mass 1, exact, with the `Spring` object's constants.
@Suite("Compose dialect")
struct ComposeDialectTests {
  /// androidx `compose/animation/animation-core` `Spring`: the constants' values.
  @Test("The Spring constants by name, as androidx defines them")
  func constants() throws {
    let expected: [String: Double] = [
      "StiffnessHigh": 10_000, "StiffnessMedium": 1500, "StiffnessMediumLow": 400,
      "StiffnessLow": 200, "StiffnessVeryLow": 50, "DampingRatioHighBouncy": 0.2,
      "DampingRatioMediumBouncy": 0.5, "DampingRatioLowBouncy": 0.75, "DampingRatioNoBouncy": 1,
    ]
    #expect(
      Dictionary(uniqueKeysWithValues: ComposeParameters.constants.map { ($0.name, $0.value) })
        == expected)
    for (name, value) in expected where name.hasPrefix("Stiffness") {
      let spec = try SpringSpec.parse("compose:stiffness=\(name)")
      #expect(spec.spring.stiffness == value && spec.spring.mass == 1, "\(name)")
      #expect(isClose(spec.spring.dampingRatio, 1, absolute: 1e-12), "\(name)")
    }
    for (name, value) in expected where name.hasPrefix("DampingRatio") {
      let spec = try SpringSpec.parse("compose:dampingRatio=\(name)")
      #expect(isClose(spec.spring.dampingRatio, value, absolute: 1e-12), "\(name)")
    }
    // A constant of the other key is not a value of this one.
    #expect(throws: SpringSpecError.self) {
      try SpringSpec.parse("compose:dampingRatio=StiffnessLow")
    }
  }

  @Test("Exact for every spring, with Compose's own defaults and code")
  func exact() throws {
    for spring in [Spring.bouncy, .smooth, try Spring(duration: 0.4, bounce: -0.6)] {
      let view = spring.compose
      #expect(view.deviation <= SpringEquivalent.negligibleDeviation)
      #expect(
        isClose(view.stiffness, spring.stiffness / spring.mass, absolute: 1e-9 * view.stiffness))
      #expect(view.dampingRatio == spring.dampingRatio)
    }
    #expect(ComposeParameters() == ComposeParameters(dampingRatio: 1, stiffness: 1500))
    #expect(
      ComposeParameters(dampingRatio: 0.5, stiffness: 200).code
        == "spring(dampingRatio = 0.5f, stiffness = 200f)")
    #expect(
      ComposeParameters(dampingRatio: 0.5, stiffness: 200).code(initialVelocity: -120)
        == "animatable.animateTo(target, spring(dampingRatio = 0.5f, stiffness = 200f), "
        + "initialVelocity = -120f)")
    #expect(throws: SpringError.self) { try ComposeParameters(stiffness: 0).spring() }
  }
}
