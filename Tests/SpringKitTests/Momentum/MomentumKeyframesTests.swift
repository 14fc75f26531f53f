import SpringKit
import Testing

/// Linear keyframes of composed momentum motions: the proven bound holds against the closed
/// form on a dense grid, every phase start is a keyframe, and the bound is within the
/// tolerance.
@Suite("Momentum keyframes")
struct MomentumKeyframesTests {
  /// Motions of every composition: a free decay, decay → bound → spring, snap springs (a
  /// bouncy one), bounces off walls.
  static func motions(tolerance: Double) throws -> [(String, MomentumMotion)] {
    let threshold = try RestThreshold(minimumVisibleChange: tolerance / 3)
    let uiKit = try UIKitDecay.normal.decay()
    let bounds = try MotionBounds(lower: 0, upper: 1_200)
    let points = try SnapPoints([0, 300, 700])
    return [
      (
        "free decay",
        try MomentumMotion(from: 0, velocity: 1_000, decay: uiKit, restThreshold: threshold)
      ),
      (
        "decay, bound, spring",
        try MomentumMotion(
          from: 900, velocity: 3_000, decay: uiKit, bounds: bounds, restThreshold: threshold)
      ),
      (
        "bouncy snap",
        try MomentumMotion(
          from: 320, velocity: -900, decay: uiKit, snapPoints: points, spring: .bouncy,
          restThreshold: threshold)
      ),
      (
        "decay then spring onto a point",
        try MomentumMotion(
          from: 320, velocity: 900, decay: uiKit, snapPoints: points,
          approach: .decayThenSpring, restThreshold: threshold)
      ),
      (
        "bounces",
        try MomentumMotion(
          from: 600, velocity: 4_000, decay: uiKit, bouncingWithin: bounds, restitution: 0.6,
          restThreshold: threshold)
      ),
    ]
  }

  @Test("The lines stay within the proven bound of the motion", arguments: [1.0, 0.1, 0.001])
  func bound(tolerance: Double) throws {
    for (name, motion) in try Self.motions(tolerance: tolerance) {
      let keyframes = try motion.linearKeyframes(tolerance: tolerance)
      #expect(keyframes.errorBound <= tolerance, "\(name)")
      #expect(keyframes.times.first == 0 && keyframes.duration == motion.restTime, "\(name)")
      #expect(keyframes.values.last == motion.target, "\(name)")
      // Every phase start (hand-off, bounce) is a keyframe, with the phase's start value.
      for phase in motion.phases {
        let index = try #require(keyframes.times.firstIndex(of: phase.start.time), "\(name)")
        #expect(keyframes.values[index] == phase.start.position, "\(name)")
      }
      #expect(zip(keyframes.times, keyframes.times.dropFirst()).allSatisfy { $0 < $1 })
      // Dense reads: 64 per segment and a uniform grid.
      var worst = 0.0
      var times: [Double] = []
      for (a, b) in zip(keyframes.times, keyframes.times.dropFirst()) {
        times += (0..<64).map { a + (b - a) * Double($0) / 64 }
      }
      times += (0...20_000).map { keyframes.duration * Double($0) / 20_000 }
      for time in times {
        let error = abs(keyframes.value(at: time) - motion.state(at: time).position)
        worst = max(worst, error)
      }
      #expect(worst <= keyframes.errorBound, "\(name): \(worst) > \(keyframes.errorBound)")
      // The bound is not wildly loose: the lines come within a tenth of it somewhere.
      #expect(worst >= keyframes.errorBound / 10, "\(name): \(worst) vs \(keyframes.errorBound)")
    }
  }

  @Test("Bad tolerances are named")
  func badTolerance() throws {
    let motion = try MomentumMotion(from: 0, velocity: 1_000, decay: try Decay(decayRate: 2))
    for tolerance in [0.0, -1, .nan, .infinity] {
      #expect(throws: SpringError.self) { try motion.linearKeyframes(tolerance: tolerance) }
    }
    // The default threshold's jump at rest (up to 0.75) is more than a tolerance of 0.01.
    let error = #expect(throws: SpringError.self) { try motion.linearKeyframes(tolerance: 0.01) }
    #expect(error?.parameter == "tolerance" && error?.rule == .attainableTolerance)
  }
}
