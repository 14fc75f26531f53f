import SpringKit
import Testing
import _SpringTestSupport

/// Springs exported as linear keyframes with a cubic Bézier timing function per segment:
/// within the tolerance on an independent dense check, exact at both ends, and never more
/// keyframes than the cubic (Kochanek–Bartels) mode at the same tolerance.
@Suite("Bézier-eased keyframes")
struct BezierKeyframeTests {
  /// A damping ratio, a tolerance and an initial velocity (travels per second).
  struct Case: Sendable, CustomTestStringConvertible {
    var dampingRatio: Double
    var tolerance: Double
    var velocity: Double

    var testDescription: String { "ζ \(dampingRatio), ε \(tolerance), v₀ \(velocity)" }
  }

  /// ζ from 0.05 to 3, ε from 1e-2 to 1e-5 (1e-5 at rest only, to keep the debug suite
  /// short), and three initial velocities.
  static let cases: [Case] = [0.05, 0.1, 0.3, 0.5, 0.7, 1, 1.5, 3].flatMap { dampingRatio in
    [1e-2, 1e-3, 1e-4, 1e-5].flatMap { tolerance in
      (tolerance < 1e-4 ? [0.0] : [0.0, 5, -8]).map {
        Case(dampingRatio: dampingRatio, tolerance: tolerance, velocity: $0)
      }
    }
  }

  @Test("Within the tolerance, exact at both ends, no more keyframes than cubic", arguments: cases)
  func grid(_ grid: Case) throws {
    let spring = try Spring(response: 1, dampingRatio: grid.dampingRatio)
    let bezier = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, initialVelocity: grid.velocity, tolerance: grid.tolerance,
      interpolation: .bezier)
    let cubic = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, initialVelocity: grid.velocity, tolerance: grid.tolerance,
      interpolation: .cubic)
    #expect(
      bezier.values.count <= cubic.values.count,
      "\(grid.testDescription): bezier \(bezier.values.count) > cubic \(cubic.values.count)")
    #expect(bezier.values.first == 0 && bezier.values.last == 1)
    #expect(bezier.calculationMode == .linear)
    #expect(bezier.tensions.isEmpty)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: 0.0, toValue: 1.0, initialVelocity: grid.velocity)
    let distance = try check.maximumDistance(bezier, count: 20_000)
    #expect(distance <= grid.tolerance, "\(grid.testDescription): \(distance)")
    #expect(bezier.maximumError <= grid.tolerance)
    Self.expectControlTimes(bezier)
  }

  /// Every timing function is `cubic-bezier(1/3, y₁, 2/3, y₂)` with finite y values.
  static func expectControlTimes<V: SpringVector>(_ keyframes: SpringKeyframes<V>) {
    #expect(keyframes.timingFunctions.count == keyframes.values.count - 1)
    for function in keyframes.timingFunctions {
      guard case .cubicBezier(let curve) = function.kind else {
        Issue.record("\(function) is not a cubic Bézier")
        continue
      }
      #expect(curve.x1 == 1.0 / 3 && curve.x2 == 2.0 / 3)
      #expect(curve.y1.isFinite && curve.y2.isFinite)
    }
  }

  /// The track plays a Bézier segment as the Hermite cubic with tangents 3·y₁·Δ and
  /// 3·(1 − y₂)·Δ, evaluated here from the polynomial directly.
  @Test("A Bézier segment is the Hermite cubic of its control values")
  func hermiteIdentity() throws {
    let (y1, y2) = (1.7, -0.4)
    let track = try KeyframeTrack(
      values: [2.0, 5, 4], keyTimes: [0, 0.25, 1], duration: 2,
      timingFunctions: [
        try TimingFunction(controlPoints: 1.0 / 3, y1, 2.0 / 3, y2), .linear,
      ])
    for index in 0...40 {
      let s = Double(index) / 40
      let hermite =
        (2 * s * s * s - 3 * s * s + 1) * 2 + (s * s * s - 2 * s * s + s) * 3 * y1 * 3
        + (-2 * s * s * s + 3 * s * s) * 5 + (s * s * s - s * s) * 3 * (1 - y2) * 3
      #expect(isClose(track.value(at: 0.5 * s), hermite, absolute: 1e-12), "s \(s)")
    }
    #expect(track.value(at: 1.25) == 4.5)
  }

  /// Three lanes whose velocity is off the travel: the path curves, each segment stays on
  /// its chord, and the export still meets the tolerance with no more keyframes than linear.
  @Test("SIMD3 motions that curve stay within the tolerance", arguments: [0.1, 0.5, 1.5])
  func vectors(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.5, dampingRatio: dampingRatio)
    let from = SIMD3<Double>(0, 10, -5)
    let to = SIMD3<Double>(100, -50, 20)
    let velocity = SIMD3<Double>(40, 300, -90)
    let tolerance = 1e-3 * (to - from).magnitude
    let bezier = try spring.keyframes(
      fromValue: from, toValue: to, initialVelocity: velocity, tolerance: tolerance,
      interpolation: .bezier)
    let linear = try spring.keyframes(
      fromValue: from, toValue: to, initialVelocity: velocity, tolerance: tolerance)
    #expect(bezier.values.count <= linear.values.count)
    #expect(bezier.values.first == from && bezier.values.last == to)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: from, toValue: to, initialVelocity: velocity)
    #expect(try check.maximumDistance(bezier, count: 20_000) <= tolerance)
    Self.expectControlTimes(bezier)
  }

  /// Uniform exports get the spring's velocities along each chord, and state the error the
  /// independent check finds.
  @Test("Uniform Bézier keyframes state their error")
  func uniform() throws {
    let spring = Spring.bouncy
    let keyframes = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, count: 12, interpolation: .bezier)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0)
    let distance = try check.maximumDistance(keyframes, count: 20_000)
    #expect(isClose(distance, keyframes.maximumError, absolute: 0.02 * keyframes.maximumError))
    let linear = try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: 12)
    #expect(keyframes.maximumError < linear.maximumError / 4)
    Self.expectControlTimes(keyframes)
  }

  /// With y kept in [0, 1], every control value is in it, the export still meets the
  /// tolerance and needs no more keyframes than linear.
  @Test(
    "y within [0, 1]: bounded control values, within the tolerance, no more than linear",
    arguments: cases.filter { $0.tolerance >= 1e-4 && $0.velocity != 5 })
  func unitInterval(_ grid: Case) throws {
    let spring = try Spring(response: 1, dampingRatio: grid.dampingRatio)
    let bounded = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, initialVelocity: grid.velocity, tolerance: grid.tolerance,
      interpolation: .bezierWithinUnitInterval)
    let linear = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, initialVelocity: grid.velocity, tolerance: grid.tolerance)
    #expect(bounded.values.count <= linear.values.count, "\(grid.testDescription)")
    #expect(bounded.values.first == 0 && bounded.values.last == 1)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: 0.0, toValue: 1.0, initialVelocity: grid.velocity)
    #expect(try check.maximumDistance(bounded, count: 20_000) <= grid.tolerance)
    Self.expectControlTimes(bounded)
    for function in bounded.timingFunctions {
      guard case .cubicBezier(let curve) = function.kind else { continue }
      #expect((0...1).contains(curve.y1) && (0...1).contains(curve.y2), "\(function)")
    }
  }
}
