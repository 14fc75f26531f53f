import SpringKit
import Testing
import _SpringTestSupport

@Suite struct IntegratedMotionTests {
  /// m 2, k 300, c 9: underdamped, ζ ≈ 0.18.
  static func spring() throws -> Spring { try Spring(mass: 2, stiffness: 300, damping: 9) }

  /// The exact integrator gives the closed form at every grid time, however long the run.
  @Test func exactStatesAreTheClosedFormAtEachTime() throws {
    let motion = try IntegratedMotion(
      spring: try Self.spring(), fromValue: 3.0, toValue: -1, initialVelocity: 5, step: 1 / 60,
      count: 601, integrator: .exact)
    var count = 0
    for (index, state) in motion.enumerated() {
      let time = Double(index) / 60
      #expect(state.time == motion.grid[index])
      #expect(isClose(state.time, time, absolute: 1e-15 * max(1, time)))
      let position = try Self.spring().value(
        fromValue: 3.0, toValue: -1, initialVelocity: 5, time: state.time)
      let velocity = try Self.spring().velocity(
        fromValue: 3.0, toValue: -1, initialVelocity: 5, time: state.time)
      #expect(isClose(state.position, position, absolute: 1e-13 * 4))
      #expect(isClose(state.velocity, velocity, absolute: 1e-12 * 100))
      count += 1
    }
    #expect(count == 601)
  }

  /// Semi-implicit Euler by hand: v ← v + h·(−(k/m)u − (c/m)v), then x ← x + h·v.
  @Test func eulerStatesFollowTheMethodFromTheStart() throws {
    let step = 0.01
    let motion = try IntegratedMotion(
      spring: try Self.spring(), fromValue: 3.0, toValue: -1, initialVelocity: 5, step: step,
      count: 200, integrator: .semiImplicitEuler)
    var (x, v) = (3.0, 5.0)
    for (index, state) in motion.enumerated() {
      if index > 0 {
        v += step * (-(300.0 / 2) * (x + 1) - (9.0 / 2) * v)
        x += step * v
      }
      #expect(isClose(state.position, x, absolute: 1e-12 * max(1, abs(x))))
      #expect(isClose(state.velocity, v, absolute: 1e-12 * max(1, abs(v))))
    }
  }

  /// Iterating twice gives the same states bit for bit (the CLI checks, then prints).
  @Test(arguments: Integrator.allCases)
  func iteratingTwiceAgrees(integrator: Integrator) throws {
    let motion = try IntegratedMotion(
      spring: .bouncy, fromValue: SIMD2(0.0, 4), toValue: SIMD2(1, -2), step: 1 / 120,
      count: 97, integrator: integrator)
    let first = motion.map { [$0.time, $0.position.x, $0.position.y, $0.velocity.y] }
    let second = motion.map { [$0.time, $0.position.x, $0.position.y, $0.velocity.y] }
    #expect(first == second)
    #expect(first.count == 97)
    #expect(first.first == [0, 0, 4, 0])
  }

  /// A step or count SpringKit refuses is an error naming it; an unstable method gives
  /// non-finite states, not a trap.
  @Test func badInputThrowsAndDivergenceStaysNonFinite() throws {
    #expect(throws: SpringError.self) {
      _ = try IntegratedMotion(
        spring: .bouncy, fromValue: 0.0, toValue: 1, step: 0, count: 3, integrator: .exact)
    }
    do {
      _ = try IntegratedMotion(
        spring: .bouncy, fromValue: 0.0, toValue: 1, step: 0.1, count: -1, integrator: .exact)
      Issue.record("a negative count was accepted")
    } catch {
      #expect(error.parameter == "count")
    }
    #expect(
      try IntegratedMotion(
        spring: .bouncy, fromValue: 0.0, toValue: 1, step: 0.1, count: 0, integrator: .exact
      ).map(\.time).isEmpty)
    let stiff = try Spring(stiffness: 1e6, damping: 0)
    let diverging = try IntegratedMotion(
      spring: stiff, fromValue: 0.0, toValue: 1, step: 1, count: 400,
      integrator: .semiImplicitEuler)
    #expect(diverging.contains { !$0.position.isFinite })
  }
}
