import SpringKit
import Testing

/// Inputs keyframe export refuses, each with a typed error naming the parameter.
@Suite("Keyframe export validates its inputs")
struct KeyframeExportValidationTests {
  /// Parameters that break their rules.
  @Test(
    "Bad parameters are named",
    arguments: [
      (0.0, "tolerance"), (-1e-3, "tolerance"), (.nan, "tolerance"), (.infinity, "tolerance"),
    ])
  func badTolerance(tolerance: Double, parameter: String) {
    #expect(throws: SpringError(parameter: parameter, value: .number(tolerance), rule: .positive)) {
      try Spring.smooth.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: tolerance)
    }
  }

  @Test("Bad ends, steps, epsilons and values")
  func badInputs() {
    let spring = Spring.smooth
    #expect(throws: SpringError(parameter: "end", value: .number(0), rule: .positive)) {
      try spring.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, end: 0)
    }
    #expect(throws: SpringError(parameter: "end", value: .number(.infinity), rule: .positive)) {
      try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: 4, end: .infinity)
    }
    #expect(throws: SpringError(parameter: "step", value: .number(-0.1), rule: .positive)) {
      try spring.keyframes(fromValue: 0.0, toValue: 1.0, step: -0.1)
    }
    #expect(throws: SpringError(parameter: "epsilon", value: .number(0), rule: .positive)) {
      try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: 4, epsilon: 0)
    }
    #expect(throws: SpringError(parameter: "toValue", value: .number(.nan), rule: .finite)) {
      try spring.keyframes(fromValue: 0.0, toValue: .nan, tolerance: 1e-3)
    }
    #expect(throws: SpringError(parameter: "count", value: .count(1), rule: .atLeastTwo)) {
      try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: 1)
    }
    #expect(throws: SpringError.self) {
      try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: .max)
    }
    #expect(throws: SpringError.self) {
      try spring.keyframes(fromValue: 0.0, toValue: 1.0, step: 1e-12, end: 100)
    }
  }

  /// Without an end an undamped spring never settles, and a motion that never leaves the
  /// tolerance has nothing to animate: both ask for an end.
  @Test("No end to settle at")
  func noEnd() throws {
    let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(throws: SpringError(parameter: "end", value: .none, rule: .endForUndampedSpring)) {
      try undamped.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-3)
    }
    #expect(throws: SpringError(parameter: "end", value: .none, rule: .endForStillMotion)) {
      try Spring.smooth.keyframes(fromValue: 1.0, toValue: 1.0, tolerance: 1e-3)
    }
  }

  /// A tolerance below rounding, or one that needs too many keyframes, is refused.
  ///
  /// The error names the smallest that works: below rounding (5.7e-14 here), linear keyframes
  /// for that smallest one would be far more than `Spring.maximumKeyframeCount`, so the
  /// limit's tolerance is advised (issue 31: 5.7e-14 was then refused). Cubic keyframes are
  /// checked on the grid linear ones would need, so they are refused where that grid passes
  /// twice the keyframe limit (issue 31: 5.7e-14 would take minutes to plan).
  @Test("Unattainable tolerances")
  func unattainable() throws {
    #expect(
      throws: SpringError(
        parameter: "tolerance", value: .number(1e-15), rule: .attainableTolerance,
        limit: 5.2e-10)
    ) {
      try Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-15)
    }
    #expect(
      throws: SpringError(
        parameter: "tolerance", value: .number(1e-15), rule: .attainableTolerance,
        limit: 6.3e-11)
    ) {
      try Spring.bouncy.keyframes(
        fromValue: 0.0, toValue: 1.0, tolerance: 1e-15, interpolation: .cubic)
    }
    #expect(
      throws: SpringError(
        parameter: "tolerance", value: .number(1e-6), rule: .attainableTolerance,
        limit: 3.1e-5)
    ) {
      try Spring.bouncy.keyframes(fromValue: Float(0), toValue: 1, tolerance: 1e-6)
    }
    let light = try Spring(response: 0.5, dampingRatio: 0.01)
    #expect {
      try light.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-10)
    } throws: { error in
      (error as? SpringError)?.rule == .attainableTolerance
    }
  }
}
