import Testing

@testable import SpringKit

/// Numbers a caller may pass at the edges of `Double` (issue 31): each gives a typed error or
/// a result, never a trap converting to `Int`.
@Suite("Input limits: typed errors instead of traps")
struct InputLimitTests {
  @Test("An easing longer than 1,000,000 s is refused as a duration")
  func longEasing() throws {
    #expect(throws: SpringError(parameter: "duration", value: .number(1e16), rule: .easingDuration))
    {
      try Spring.smooth.nearestCubicBezier(duration: 1e16)
    }
    let longest = try Spring.smooth.nearestCubicBezier(duration: CubicBezierEasing.maximumDuration)
    #expect(longest.duration == 1_000_000)
  }

  @Test(
    "A spring that settles after 1,000,000 s is refused as a settling duration",
    arguments: [(1e-100, 2e-50), (100, 1e154)])
  func slowSpring(stiffness: Double, damping: Double) throws {
    let spring = try Spring(mass: 1, stiffness: stiffness, damping: damping)
    do {
      _ = try spring.nearestCubicBezier()
      Issue.record("no error")
    } catch {
      #expect(error.parameter == "settlingDuration" && error.rule == .easingDuration)
      if case .number(let settling) = error.value { #expect(settling > 1e6) }
    }
  }

  @Test("A positive end takes at least one step, so the last time is at or after it")
  func stepsReaching() {
    #expect(TimeGrid.steps(reaching: 1e-12, step: 1.0 / 60) == 1)
    #expect(TimeGrid.steps(reaching: .leastNonzeroMagnitude, step: 1) == 1)
    #expect(TimeGrid.steps(reaching: 0, step: 1.0 / 60) == 0)
    #expect(TimeGrid.steps(reaching: 0.14, step: 1.0 / 50) == 7)
    #expect(TimeGrid(step: 1.0 / 60, reaching: 1e-12).count == 2)
  }

  @Test("A travel whose thousandth underflows still has a positive epsilon")
  func subnormalTravel() {
    let tiny = Double.leastNonzeroMagnitude
    #expect(Spring.travelEpsilon(fromValue: 0, toValue: tiny) == tiny)
    #expect(Spring.travelEpsilon(fromValue: 0, toValue: 1) == 0.001)
  }
}
