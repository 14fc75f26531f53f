import SpringKit
import Testing

/// Every entry point that takes outside input throws a `SpringError` naming the parameter, the
/// value and the rule, instead of trapping or returning NaN.
@Suite struct ValidationTests {
  static let badPositive: [Double] = [0, -1, .nan, .infinity, -.infinity]

  @Test(arguments: badPositive)
  func massAndStiffnessMustBePositiveAndFinite(value: Double) {
    #expect(throws: SpringError(parameter: "mass", value: .number(value), rule: .positive)) {
      try Spring(mass: value, stiffness: 1, damping: 1)
    }
    #expect(throws: SpringError(parameter: "stiffness", value: .number(value), rule: .positive)) {
      try Spring(mass: 1, stiffness: value, damping: 1)
    }
  }

  @Test(arguments: [-1e-300, -1, .nan, .infinity])
  func dampingMustBeNonNegativeAndFinite(value: Double) {
    #expect(throws: SpringError(parameter: "damping", value: .number(value), rule: .nonNegative)) {
      try Spring(mass: 1, stiffness: 1, damping: value)
    }
  }

  /// Valid-looking inputs whose derived k/m or c/m would overflow or underflow.
  @Test func derivedValuesMustBeRepresentable() {
    #expect(
      throws: SpringError(parameter: "duration", value: .number(1e-160), rule: .representable)
    ) {
      try Spring(duration: 1e-160, bounce: 0)
    }
    #expect(throws: SpringError(parameter: "response", value: .number(1e300), rule: .representable))
    {
      try Spring(response: 1e300, dampingRatio: 0.5)
    }
    #expect(
      throws: SpringError(
        parameter: "stiffness/mass", value: .number(.infinity), rule: .representable)
    ) {
      try Spring(mass: .leastNonzeroMagnitude, stiffness: 1, damping: 0)
    }
    #expect(
      throws: SpringError(parameter: "stiffness/mass", value: .number(0), rule: .representable)
    ) {
      try Spring(mass: 1e300, stiffness: 1e-300, damping: 1)
    }
  }

  /// Products like k·m may overflow; the derived values must not.
  @Test func hugeButRepresentableSpringsAreLabelledCorrectly() throws {
    let spring = try Spring(mass: 1e200, stiffness: 1e200, damping: 2e200)
    #expect(spring.dampingRatio == 1)
    #expect(spring.regime == .criticallyDamped)
    let clamped = try Spring(mass: 1e200, stiffness: 1e200, damping: 4e200, allowOverDamping: false)
    #expect(clamped.damping == 2e200)
  }

  @Test func messagesNameParameterRuleAndValue() {
    let error = SpringError(parameter: "mass", value: .number(-1), rule: .positive)
    #expect(error.description == "mass must be finite and greater than 0, got -1.0")
  }

  @Test func swiftUIParametrisationsAreValidated() {
    #expect(throws: SpringError(parameter: "duration", value: .number(0), rule: .positive)) {
      try Spring(duration: 0, bounce: 0)
    }
    for bounce in [-1, -2, 1.5, .nan] {
      #expect(throws: SpringError(parameter: "bounce", value: .number(bounce), rule: .bounce)) {
        try Spring(duration: 1, bounce: bounce)
      }
    }
    #expect(throws: SpringError(parameter: "response", value: .number(-1), rule: .positive)) {
      try Spring(response: -1, dampingRatio: 0.5)
    }
    #expect(
      throws: SpringError(parameter: "dampingRatio", value: .number(.nan), rule: .nonNegative)
    ) {
      try Spring(response: 1, dampingRatio: .nan)
    }
  }

  /// The queries do not throw (SwiftUI's do not): a NaN or non-finite argument gives a result
  /// that is not finite, never a trap, and a time before the start is the start.
  @Test func queriesAnswerWithoutThrowing() {
    let spring = Spring.bouncy
    #expect(spring.value(fromValue: 0.0, toValue: 1, time: .nan).isNaN)
    #expect(spring.velocity(target: 1.0, time: .nan).isNaN)
    #expect(spring.value(fromValue: 0.25, toValue: 1, initialVelocity: 3, time: -1) == 0.25)
    #expect(spring.velocity(target: 1.0, initialVelocity: 3, time: -1) == 3)
    #expect(!spring.value(fromValue: Double.infinity, toValue: 1, time: 0).isFinite)
    let vector = spring.value(fromValue: SIMD2<Float>.zero, toValue: SIMD2(1, .nan), time: 0.1)
    #expect(vector.x.isFinite && vector.y.isNaN)
    #expect(spring.force(target: 1.0, position: .nan, velocity: 0).isNaN)
    // Where input enters, validation still throws.
    #expect(throws: SpringError(parameter: "initialVelocity", value: .number(.nan), rule: .finite))
    {
      try spring.settlingDuration(target: 1.0, initialVelocity: .nan)
    }
    #expect(throws: SpringError(parameter: "epsilon", value: .number(0), rule: .positive)) {
      try spring.settlingDuration(target: 1.0, epsilon: 0)
    }
    #expect(throws: SpringError(parameter: "duration", value: .number(-1), rule: .nonNegative)) {
      try spring.transition(over: -1)
    }
  }

  @Test func updateByANegativeStepLeavesTheStateAlone() {
    var x = 0.5
    var v = 2.0
    Spring.smooth.update(value: &x, velocity: &v, target: 1, deltaTime: -0.1)
    #expect(x == 0.5 && v == 2)
  }

  @Test func samplingRejectsCountsBeyondItsMemoryBudget() {
    let tooMany = Spring.maximumSampleBytes / MemoryLayout<SIMD4<Double>>.stride + 1
    #expect(throws: SpringError(parameter: "count", value: .count(tooMany), rule: .sampleBudget)) {
      try Spring.smooth.sample(
        fromValue: SIMD4<Double>.zero, toValue: .one, step: 0.1, count: tooMany)
    }
    #expect(throws: SpringError(parameter: "count", value: .count(.max), rule: .sampleBudget)) {
      try Spring.smooth.sample(fromValue: 0.0, toValue: 1, step: 0.1, count: .max)
    }
  }

  @Test func samplingRejectsBadStepsAndCounts() {
    #expect(throws: SpringError(parameter: "count", value: .count(-1), rule: .nonNegativeCount)) {
      try Spring.smooth.sample(fromValue: 0.0, toValue: 1, step: 0.1, count: -1)
    }
    #expect(throws: SpringError(parameter: "step", value: .number(0), rule: .positive)) {
      try Spring.smooth.sample(fromValue: 0.0, toValue: 1, step: 0, count: 3)
    }
    var buffer = [1.0, 2.0]
    #expect(throws: SpringError(parameter: "fromValue", value: .number(.nan), rule: .finite)) {
      try Spring.smooth.sample(fromValue: .nan, toValue: 1, step: 0.1, into: &buffer)
    }
    #expect(buffer == [1, 2])
  }

  /// Extreme but valid parameters give finite results (no overflow to inf or NaN).
  @Test(arguments: [1e-6, 1e6], [1e-4, 1e8])
  func extremeParametersStayFinite(dampingRatio: Double, naturalFrequency: Double) throws {
    let spring = try Spring(
      mass: 1, stiffness: naturalFrequency * naturalFrequency,
      damping: 2 * dampingRatio * naturalFrequency)
    for time in [0, 1e-9, 1, 1e3, 1e6, 1e12] {
      let x = spring.value(fromValue: 5.0, toValue: -5, initialVelocity: 1e3, time: time)
      let v = spring.velocity(fromValue: 5.0, toValue: -5, initialVelocity: 1e3, time: time)
      #expect(x.isFinite && v.isFinite, "t=\(time)")
    }
    #expect(!spring.settlingDuration.isNaN)
  }
}
