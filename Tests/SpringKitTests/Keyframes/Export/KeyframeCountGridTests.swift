import SpringKit
import Testing

/// Error-bounded exports against Ramer–Douglas–Peucker on a broad grid of springs, motions
/// and tolerances, scalar and vector: linear and cubic keyframes never outnumber what RDP
/// keeps of 10,000 uniform samples at the same tolerance, and stay within the tolerance;
/// every cubic keyframe's tension, continuity and bias is in [−1, 1].
@Suite("Keyframe counts against Ramer–Douglas–Peucker on a grid")
struct KeyframeCountGridTests {
  /// A spring (by response and damping ratio), a relative tolerance and an initial velocity
  /// in travels per second (the travel is from 0 to 1, or its vector analogue).
  struct Case: Sendable, CustomTestStringConvertible {
    var response: Double
    var dampingRatio: Double
    var relative: Double
    var velocity: Double

    var testDescription: String {
      "response \(response), ζ \(dampingRatio), ε \(relative), v₀ \(velocity)"
    }
  }

  /// Damping ratios from barely damped to strongly overdamped, three natural frequencies
  /// (ω₀ = 2π/response: about 31, 13 and 4 per second), three tolerances and three initial
  /// velocities (at rest, along the travel, and flicked against it).
  static let cases: [Case] = [0.2, 0.5, 1.5].flatMap { response in
    [0.05, 0.1, 0.3, 0.7, 1, 3].flatMap { dampingRatio in
      [1e-2, 1e-3, 1e-4].flatMap { relative in
        [0.0, 5, -8].map {
          Case(response: response, dampingRatio: dampingRatio, relative: relative, velocity: $0)
        }
      }
    }
  }

  /// Scalar motions from 0 to 1, at the fastest and slowest response.
  ///
  /// The middle response only rescales time between them; leaving it out keeps the
  /// debug-build suite under a minute of CPU.
  @Test("Scalars", arguments: cases.filter { $0.response != 0.5 })
  func scalars(_ grid: Case) throws {
    let spring = try Spring(response: grid.response, dampingRatio: grid.dampingRatio)
    try Self.compare(
      spring: spring, fromValue: 0.0, toValue: 1.0, initialVelocity: grid.velocity,
      tolerance: grid.relative, label: grid.testDescription)
  }

  /// Three-lane motions whose velocity is not along the travel, so that the path curves in
  /// its plane (a velocity along the travel would make them the scalar case again).
  ///
  /// One response is enough here: vector exports share the scalar planner's code paths, and the
  /// response only rescales time, which the scalar grid covers.
  @Test(
    "SIMD3 vectors", arguments: cases.filter { $0.relative >= 1e-3 && $0.response == 0.5 })
  func vectors(_ grid: Case) throws {
    let spring = try Spring(response: grid.response, dampingRatio: grid.dampingRatio)
    let from = SIMD3<Double>(0, 10, -5)
    let to = SIMD3<Double>(100, -50, 20)
    let travel = (to - from).magnitude
    let velocity = grid.velocity * SIMD3(0.3, 1, -0.6) * travel / 1.2
    try Self.compare(
      spring: spring, fromValue: from, toValue: to,
      initialVelocity: grid.velocity == 0 ? SIMD3(0, 0.5, 0) * travel : velocity,
      tolerance: grid.relative * travel, label: grid.testDescription)
  }

  /// Exports in both guaranteed modes and checks them against RDP and the tolerance.
  static func compare<V: SpringVector>(
    spring: Spring, fromValue: V, toValue: V, initialVelocity: V, tolerance: Double,
    label: String
  ) throws {
    var reference = 0
    for interpolation in [KeyframeInterpolation.linear, .cubic] {
      let keyframes = try spring.keyframes(
        fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
        tolerance: tolerance, interpolation: interpolation)
      if interpolation == .linear {
        reference = try RamerDouglasPeucker.keyframeCount(
          spring: spring, fromValue: fromValue, toValue: toValue,
          initialVelocity: initialVelocity, duration: keyframes.duration, tolerance: tolerance)
      }
      let check = KeyframeExportCheck(
        spring: spring, fromValue: fromValue, toValue: toValue,
        initialVelocity: initialVelocity)
      let distance = try check.maximumDistance(keyframes, count: 20_000)
      #expect(distance <= tolerance, "\(label) \(interpolation): \(distance) > \(tolerance)")
      #expect(keyframes.values.first == fromValue && keyframes.values.last == toValue)
      #expect(
        keyframes.values.count <= reference,
        "\(label) \(interpolation): \(keyframes.values.count) > RDP \(reference)")
      if interpolation == .cubic {
        #expect(keyframes.tensions.count == keyframes.values.count)
        Self.expectConventionalRange(keyframes, label: label)
      }
    }
  }

  /// Expects every tension, continuity and bias in [−1, 1].
  ///
  /// That is the conventional Kochanek–Bartels range (Core Animation documents none). The
  /// bounds are exact, without a tolerance: the export clamps the parameters it computes.
  static func expectConventionalRange<V: SpringVector>(
    _ keyframes: SpringKeyframes<V>, label: String
  ) {
    for (name, parameters) in [
      ("tension", keyframes.tensions), ("continuity", keyframes.continuities),
      ("bias", keyframes.biases),
    ] {
      let outside = parameters.filter { !(-1...1).contains($0) }
      #expect(outside.isEmpty, "\(label): \(name) outside [−1, 1]: \(outside)")
    }
  }
}
