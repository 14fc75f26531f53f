import SpringKit
import Testing
import _SpringTestSupport

/// Error-bounded export: every result is within its tolerance everywhere, starts and ends
/// exactly, and needs far fewer keyframes than uniform sampling or RDP simplification.
@Suite("Springs exported as keyframes within a tolerance")
struct SpringKeyframesTests {
  /// A spring and the motion it is exported for.
  struct Motion: Sendable {
    var name: String
    var response: Double
    var dampingRatio: Double
    var from = 0.0
    var to = 1.0
    var velocity = 0.0

    /// `Spring(response:dampingRatio:)`.
    var spring: Spring {
      get throws { try Spring(response: response, dampingRatio: dampingRatio) }
    }
  }

  /// Springs of every regime (SwiftUI's presets have response 0.5 and damping ratios 1,
  /// 0.85 and 0.7), with the motions they are exported for.
  static let motions = [
    Motion(name: "smooth", response: 0.5, dampingRatio: 1),
    Motion(name: "snappy", response: 0.5, dampingRatio: 0.85),
    Motion(name: "bouncy", response: 0.5, dampingRatio: 0.7),
    Motion(name: "light ζ=0.1", response: 0.5, dampingRatio: 0.1),
    Motion(name: "overdamped ζ=3", response: 0.5, dampingRatio: 3),
    Motion(
      name: "critical, flicked back", response: 0.4, dampingRatio: 1, from: 10, to: 110,
      velocity: -400),
    Motion(
      name: "points, bouncy", response: 0.6, dampingRatio: 0.6, from: 320, to: 80,
      velocity: 900),
  ]

  static let cases: [(Int, Double, KeyframeInterpolation)] = motions.indices.flatMap { index in
    [1e-2, 1e-3, 1e-4].flatMap { relative in
      KeyframeInterpolation.allCases.map { (index, relative, $0) }
    }
  }

  /// The tolerance in value units: `relative` of the distance travelled.
  static func tolerance(_ index: Int, _ relative: Double) -> Double {
    relative * abs(motions[index].to - motions[index].from)
  }

  /// The curve stays within the tolerance at 50,000 times and next to every keyframe (an
  /// independent check of the public track against the public closed form), the reported
  /// maximum is the check's and within the tolerance, and the keyframes start at
  /// `fromValue` and end at `toValue` exactly, at keyTimes 0 and 1.
  @Test("Within the tolerance everywhere, exact at both ends", arguments: cases)
  func staysWithinTolerance(index: Int, relative: Double, interpolation: KeyframeInterpolation)
    throws
  {
    let motion = Self.motions[index]
    let spring = try motion.spring
    let tolerance = Self.tolerance(index, relative)
    let keyframes = try spring.keyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: tolerance, interpolation: interpolation)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: motion.from, toValue: motion.to,
      initialVelocity: motion.velocity)
    let distance = try check.maximumDistance(keyframes)
    #expect(distance <= tolerance, "\(motion.name): \(distance) > \(tolerance)")
    #expect(keyframes.maximumError <= tolerance)
    // The library's grid is at least as dense as this one where it matters; the two
    // maxima agree to within a few percent of the tolerance.
    #expect(distance <= keyframes.maximumError + 0.05 * tolerance)
    #expect(keyframes.values.first == motion.from && keyframes.values.last == motion.to)
    #expect(keyframes.keyTimes.first == 0 && keyframes.keyTimes.last == 1)
    #expect(zip(keyframes.keyTimes, keyframes.keyTimes.dropFirst()).allSatisfy { $0 < $1 })
    #expect(keyframes.values.count == keyframes.keyTimes.count)
    #expect(keyframes.calculationMode == interpolation.calculationMode)
    #expect(keyframes.tolerance == tolerance)
    // Without an end, the duration is the settling duration for 99 % of the tolerance
    // (less a rounding allowance of about 1e-14 of the motion's extent).
    let settling = try spring.settlingDuration(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      epsilon: 0.99 * tolerance)
    #expect(isClose(keyframes.duration, settling, absolute: 1e-9 * settling))
  }

  /// Linear and cubic keyframes never outnumber what Ramer–Douglas–Peucker keeps of 10,000
  /// uniform samples at the same tolerance.
  ///
  /// ``KeyframeCountGridTests`` checks a broader grid. Plain Catmull-Rom keyframes carry no such guarantee: on lightly damped springs
  /// at loose tolerances their fixed tangents force nearly even spacing, and they may need
  /// up to twice as many.
  @Test("No more keyframes than Ramer–Douglas–Peucker", arguments: cases)
  func beatsRamerDouglasPeucker(
    index: Int, relative: Double, interpolation: KeyframeInterpolation
  ) throws {
    let motion = Self.motions[index]
    let spring = try motion.spring
    let tolerance = Self.tolerance(index, relative)
    let keyframes = try spring.keyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: tolerance, interpolation: interpolation)
    let reference = try RamerDouglasPeucker.keyframeCount(
      spring: spring, fromValue: motion.from, toValue: motion.to,
      initialVelocity: motion.velocity, duration: keyframes.duration, tolerance: tolerance)
    let bound = interpolation == .catmullRom ? 2 * reference : reference
    #expect(
      keyframes.values.count <= bound,
      "\(motion.name) \(interpolation): \(keyframes.values.count) > \(bound) (RDP \(reference))")
  }

  /// At 0.1 % and 0.01 % of the travel, uniform sampling needs at least three times as many
  /// keyframes for the same maximum error — twice in cubic and Bézier modes, where evenly
  /// spaced keyframes get the spring's own velocities as tangents too (an error shrinking as h⁴,
  /// a strong baseline: the export's 5 to 7 keyframes at 0.1 % for SwiftUI's presets face 14
  /// to 17), and on the lightly damped spring with Catmull-Rom curves.
  @Test(
    "Far fewer keyframes than uniform sampling",
    arguments: cases.filter { $0.1 <= 1e-3 })
  func beatsUniformSampling(
    index: Int, relative: Double, interpolation: KeyframeInterpolation
  ) throws {
    let motion = Self.motions[index]
    let spring = try motion.spring
    let tolerance = Self.tolerance(index, relative)
    let keyframes = try spring.keyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: tolerance, interpolation: interpolation)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: motion.from, toValue: motion.to,
      initialVelocity: motion.velocity)
    let lightlyDampedCatmullRom = interpolation == .catmullRom && spring.dampingRatio < 0.2
    let velocities = [KeyframeInterpolation.cubic, .bezier, .bezierWithinUnitInterval]
    let factor =
      velocities.contains(interpolation) ? 2.0 : lightlyDampedCatmullRom ? 1.9 : 3.0
    // The most evenly spaced keyframes still short of `factor` times as many miss the
    // tolerance; fewer miss it too, as the error of even spacing falls with the count.
    let fewer = Int((factor * Double(keyframes.values.count)).rounded(.up)) - 1
    let error = try check.uniformError(
      count: fewer, matching: keyframes, interpolation: interpolation)
    #expect(
      error > tolerance,
      "\(motion.name) \(interpolation): \(fewer) even keyframes reach \(error) <= \(tolerance), against \(keyframes.values.count)"
    )
  }

  /// Vectors export together: the distance is Euclidean, every lane starts and ends
  /// exactly, and a velocity across the travel makes a curved path.
  @Test("SIMD values export together", arguments: KeyframeInterpolation.allCases)
  func vectors(interpolation: KeyframeInterpolation) throws {
    let spring = Spring.bouncy
    let from = SIMD3<Double>(0, 10, -5)
    let to = SIMD3<Double>(100, -50, 20)
    let velocity = SIMD3<Double>(0, 300, 40)
    let keyframes = try spring.keyframes(
      fromValue: from, toValue: to, initialVelocity: velocity, tolerance: 0.05,
      interpolation: interpolation)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: from, toValue: to, initialVelocity: velocity)
    #expect(try check.maximumDistance(keyframes) <= 0.05)
    #expect(keyframes.values.first == from && keyframes.values.last == to)
    // Each lane alone is within the tolerance too (it is at most the Euclidean distance),
    // and the lanes share keyTimes.
    let planar = try spring.keyframes(
      fromValue: SIMD2(from.x, from.y), toValue: SIMD2(to.x, to.y),
      initialVelocity: SIMD2(velocity.x, velocity.y), tolerance: 0.05,
      interpolation: interpolation)
    #expect(planar.values.count > 2)
  }

  /// `Float` values keep the bound despite their coarser rounding.
  @Test("Float values", arguments: KeyframeInterpolation.allCases)
  func float(interpolation: KeyframeInterpolation) throws {
    let keyframes = try Spring.snappy.keyframes(
      fromValue: Float(0), toValue: 1, tolerance: 1e-3, interpolation: interpolation)
    let check = KeyframeExportCheck(
      spring: Spring.snappy, fromValue: Float(0), toValue: 1, initialVelocity: 0)
    #expect(try check.maximumDistance(keyframes) <= 1e-3)
    #expect(keyframes.values.first == 0 && keyframes.values.last == 1)
  }

  /// With an end, an undamped spring exports: the keyframes cover 0…end and the last value
  /// is the spring's own (it is far from the target then).
  @Test("An end cuts the motion short", arguments: KeyframeInterpolation.allCases)
  func givenEnd(interpolation: KeyframeInterpolation) throws {
    let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
    let keyframes = try undamped.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, interpolation: interpolation, end: 1.5)
    #expect(keyframes.duration == 1.5)
    let atEnd = undamped.value(fromValue: 0.0, toValue: 1.0, time: 1.5)
    #expect(keyframes.values.last == atEnd)
    let check = KeyframeExportCheck(
      spring: undamped, fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0)
    #expect(try check.maximumDistance(keyframes) <= 1e-3)
    // An end after the motion settles still ends on the target.
    let late = try Spring.smooth.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, interpolation: interpolation, end: 3)
    #expect(late.duration == 3 && late.values.last == 1)
  }

  /// A heavily overdamped spring creeps for hours on its slow mode; its fast mode must not
  /// make the export think the creep is curved.
  @Test("Heavily overdamped springs need few keyframes", arguments: KeyframeInterpolation.allCases)
  func creep(interpolation: KeyframeInterpolation) throws {
    let spring = try Spring(response: 0.5, dampingRatio: 1e4)
    let keyframes = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, interpolation: interpolation)
    #expect(keyframes.duration > 10_000)
    #expect(keyframes.values.count <= 40)
    let check = KeyframeExportCheck(
      spring: spring, fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0)
    #expect(try check.maximumDistance(keyframes) <= 1e-3)
  }

  /// The same request gives the same keyframes.
  @Test("Deterministic")
  func deterministic() throws {
    let first = try Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-3)
    let second = try Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-3)
    #expect(first.values == second.values && first.keyTimes == second.keyTimes)
  }
}
