import SpringKit
import Testing
import _SpringTestSupport

@Suite struct OvershootCapTests {
  /// The greatest and least value over a dense grid: an independent check of `extremes`.
  static func sampledSwing(
    _ spring: Spring, from: Double, to: Double, velocity: Double, until end: Double
  ) -> (lowest: Double, highest: Double) {
    var swing = (lowest: min(from, to), highest: max(from, to))
    for i in 0...200_000 {
      let x = spring.value(
        fromValue: from, toValue: to, initialVelocity: velocity, time: end * Double(i) / 200_000)
      swing = (min(swing.lowest, x), max(swing.highest, x))
    }
    return swing
  }

  @Test(arguments: [
    (0.0, 100.0, 0.0), (20.0, 100.0, 2_000.0), (100.0, 0.0, -3_000.0), (50.0, 60.0, -800.0),
  ])
  func extremesMatchADenseScan(from: Double, to: Double, velocity: Double) throws {
    for spring in [Spring.bouncy, .snappy, .smooth, try Spring(response: 0.4, dampingRatio: 1.3)] {
      let exact = spring.extremes(fromValue: from, toValue: to, initialVelocity: velocity)
      let sampled = Self.sampledSwing(spring, from: from, to: to, velocity: velocity, until: 4)
      // The grid misses the true extremum by at most ½·|x''|·(Δt/2)² ≈ 1e-6 of the scale.
      let scale = abs(from - to) + abs(velocity) / spring.naturalFrequency
      #expect(exact.highest >= sampled.highest - 1e-12 * scale)
      #expect(exact.highest - sampled.highest <= 1e-6 * scale)
      #expect(exact.lowest <= sampled.lowest + 1e-12 * scale)
      #expect(sampled.lowest - exact.lowest <= 1e-6 * scale)
    }
  }

  @Test(arguments: [0.05, 0.2, 0.01])
  func fromRestTheCapIsTheExactFirstOvershoot(ratio: Double) throws {
    // From rest the first overshoot is e^(−ζπ/√(1−ζ²)) of the step, so the least ratio that
    // keeps it within r of the step is ζ = a/√(1 + a²) with a = ln(1/r)/π. Reanimated takes
    // ζ = a, which over-damps.
    let bounds = try MotionBounds(lower: 0, upper: 100 + 100 * ratio)
    let spring = try Spring(response: 0.5, dampingRatio: 0.2)
    let capped = try spring.cappingOvershoot(fromValue: 0, toValue: 100, within: bounds)
    let a = -Double.log(ratio) / Double.pi
    let expected = a / (1 + a * a).squareRoot()
    #expect(isClose(capped.dampingRatio, expected, absolute: 1e-12))
    #expect(capped.dampingRatio < a)
    #expect(capped.mass == spring.mass && capped.stiffness == spring.stiffness)
  }

  @Test func withVelocityTheCapIsJustEnough() throws {
    let bounds = try MotionBounds(lower: -10, upper: 130)
    let spring = Spring.bouncy
    let capped = try spring.cappingOvershoot(
      fromValue: 20, toValue: 100, initialVelocity: 2_000, within: bounds)
    let swing = capped.extremes(fromValue: 20, toValue: 100, initialVelocity: 2_000)
    #expect(swing.highest <= 130 && swing.highest >= 130 - 1e-9)
    #expect(swing.lowest >= -10)
    // A hair less damping leaves the range: the cap is the least that works.
    let weaker = try Spring(
      mass: capped.mass, stiffness: capped.stiffness, damping: capped.damping * (1 - 1e-9))
    #expect(weaker.extremes(fromValue: 20, toValue: 100, initialVelocity: 2_000).highest > 130)
    // A spring that already stays inside is returned unchanged.
    #expect(
      try Spring.smooth.cappingOvershoot(fromValue: 0, toValue: 100, within: bounds) == .smooth)
  }

  @Test func badInputNamesTheParameter() throws {
    let bounds = try MotionBounds(lower: 0, upper: 100)
    #expect(
      throws: SpringError(
        parameter: "fromValue", value: .number(120), rule: .withinBounds, limit: 100)
    ) { try Spring.bouncy.cappingOvershoot(fromValue: 120, toValue: 50, within: bounds) }
    #expect(
      throws: SpringError(parameter: "toValue", value: .number(-1), rule: .withinBounds, limit: 0)
    ) { try Spring.bouncy.cappingOvershoot(fromValue: 10, toValue: -1, within: bounds) }
    #expect(
      throws: SpringError(
        parameter: "initialVelocity", value: .number(5), rule: .notLeavingBounds)
    ) {
      try Spring.bouncy.cappingOvershoot(
        fromValue: 100, toValue: 50, initialVelocity: 5, within: bounds)
    }
    #expect(throws: SpringError(parameter: "initialVelocity", value: .number(.nan), rule: .finite))
    {
      try Spring.bouncy.cappingOvershoot(
        fromValue: 10, toValue: 50, initialVelocity: .nan, within: bounds)
    }
  }
}
