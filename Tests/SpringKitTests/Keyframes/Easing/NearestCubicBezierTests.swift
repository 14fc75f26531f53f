import SpringKit
import Testing
import _SpringTestSupport

/// The cubic Bézier nearest a spring: its stated error agrees with an independent
/// evaluation (bisection on the Bézier, the closed form of the spring, a finer grid), and it
/// is no worse than the least-squares curve with x₁ = 1/3 and x₂ = 2/3.
@Suite("The cubic-bezier nearest a spring")
struct NearestCubicBezierTests {
  /// SwiftUI's presets and an overdamped spring.
  static let springs: [(String, Spring?)] = [
    ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ("overdamped ζ 1.5", try? Spring(response: 0.4, dampingRatio: 1.5)),
  ]

  /// y(t) where x(t) = s, by bisection on the Bernstein form (x is increasing).
  static func progress(_ c: [Double], at s: Double) -> Double {
    let bernstein = { (t: Double, a: Double, b: Double) in
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if bernstein(middle, c[0], c[2]) < s { low = middle } else { high = middle }
    }
    return bernstein((low + high) / 2, c[1], c[3])
  }

  /// The largest |Bézier − spring| at 50,001 times.
  static func worst(_ controls: [Double], spring: Spring, duration: Double) throws -> Double {
    var worst = 0.0
    for index in 0...50_000 {
      let s = Double(index) / 50_000
      let value = spring.value(fromValue: 0.0, toValue: 1.0, time: s * duration)
      worst = max(worst, abs(progress(controls, at: s) - value))
    }
    return worst
  }

  @Test("The stated error is the measured one", arguments: springs)
  func statedError(name: String, spring: Spring?) throws {
    let spring = try #require(spring)
    let easing = try spring.nearestCubicBezier()
    let curve = easing.curve
    let controls = [curve.x1, curve.y1, curve.x2, curve.y2]
    #expect((0...1).contains(curve.x1) && (0...1).contains(curve.x2))
    let measured = try Self.worst(controls, spring: spring, duration: easing.duration)
    #expect(
      isClose(easing.maximumError, measured, absolute: 1e-9, relative: 1e-3),
      "\(name): stated \(easing.maximumError), measured \(measured)")
    // The settling duration rounded up to whole milliseconds.
    let settling = try spring.settlingDuration(fromValue: 0.0, toValue: 1.0, epsilon: 0.001)
    #expect(easing.duration == (settling * 1000).rounded(.up) / 1000)
    #expect(easing.duration >= settling && easing.duration < settling + 0.001)
    // The least-squares cubic (x₁ = 1/3, x₂ = 2/3) at 2,001 times, solved here.
    var (a11, a12, a22, r1, r2) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for index in 0...2_000 {
      let s = Double(index) / 2_000
      let (b1, b2) = (3 * (1 - s) * (1 - s) * s, 3 * (1 - s) * s * s)
      let residual =
        spring.value(fromValue: 0.0, toValue: 1.0, time: s * easing.duration) - s * s * s
      (a11, a12, a22) = (a11 + b1 * b1, a12 + b1 * b2, a22 + b2 * b2)
      (r1, r2) = (r1 + b1 * residual, r2 + b2 * residual)
    }
    let determinant = a11 * a22 - a12 * a12
    let leastSquares = [
      1.0 / 3, (a22 * r1 - a12 * r2) / determinant, 2.0 / 3, (a11 * r2 - a12 * r1) / determinant,
    ]
    let baseline = try Self.worst(leastSquares, spring: spring, duration: easing.duration)
    #expect(measured <= baseline, "\(name): \(measured) > least squares \(baseline)")
  }

  @Test("A given duration is kept to the millisecond; bad ones are errors")
  func duration() throws {
    let easing = try Spring.bouncy.nearestCubicBezier(duration: 0.5)
    #expect(easing.duration == 0.5)
    #expect(try Spring.bouncy.nearestCubicBezier(duration: 0.81874).duration == 0.819)
    #expect(try Spring.bouncy.nearestCubicBezier(duration: 1e-5).duration == 0.001)
    #expect(throws: SpringError.self) { try Spring.bouncy.nearestCubicBezier(duration: -1) }
    let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(throws: SpringError.self) { try undamped.nearestCubicBezier() }
  }
}
