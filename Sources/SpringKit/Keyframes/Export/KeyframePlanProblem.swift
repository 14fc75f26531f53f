/// What a keyframe planner is asked: keyframes of a motion from its first to its last
/// keyframe that the consumer's interpolation keeps within a distance of the spring, and
/// no more of them than allowed.
///
/// Each interpolation has its planner, named after it: ``LinearKeyframePlan``,
/// ``CubicKeyframePlan`` (Kochanek–Bartels with tension, continuity and bias),
/// ``CatmullRomKeyframePlan`` and ``BezierKeyframePlan`` (per-segment cubic Bézier timing). ``plannedKnots()`` picks it; ``KeyframeVerification`` then
/// checks what it planned.
struct KeyframePlanProblem: Sendable {
  /// The motion.
  var motion: PlanarMotion
  /// The first keyframe (at time 0, `fromValue`).
  var first: PlanarKnot
  /// The last keyframe (at the end time).
  var last: PlanarKnot
  /// The distance the curve must stay within, in plane units.
  var limit: Double
  /// The most keyframes allowed.
  var maximumCount: Int
  /// How the consumer fills the time between keyframes.
  var interpolation: KeyframeInterpolation

  /// The keyframes the interpolation's planner chooses, not yet verified.
  ///
  /// - Throws: ``KeyframePlanFailure`` when the limit cannot be met with at most
  ///   ``maximumCount`` keyframes.
  func plannedKnots() throws(KeyframePlanFailure) -> [PlanarKnot] {
    if interpolation != .linear {
      // The linear planner's early refusal, with the cubic segments' own estimate: far too
      // many keyframes is said now rather than after placing `maximumCount` of them (an
      // undamped spring to 10⁵ s took 4–17 s to be refused).
      let estimate = estimatedCubicCount()
      guard estimate <= 4 * Double(maximumCount) else {
        throw .tooManyKeyframes(reachedTime: last.time * Double(maximumCount) / estimate)
      }
    }
    return switch interpolation {
    case .linear: try LinearKeyframePlan(problem: self).knots()
    case .cubic: try CubicKeyframePlan(problem: self).knots()
    case .catmullRom: try CatmullRomKeyframePlan.bestKnots(self)
    case .bezier, .bezierWithinUnitInterval: try BezierKeyframePlan(problem: self).knots()
    }
  }
}

extension KeyframePlanProblem {
  /// An estimate of the keyframes a cubic interpolation needs (cubic, Catmull-Rom, Bézier):
  /// a cubic segment through the spring's values and slopes at both ends strays at most
  /// |x⁗|·h⁴/384 over h seconds, so about ∫(|x⁗|/(384·limit))^¼ dt keyframes, with |x⁗|
  /// bounded by ``PlanarMotion/fourthDerivativeBound(_:)``.
  ///
  /// Like ``LinearKeyframePlan/estimatedCount()`` it is within a small factor of what the
  /// planners place (at most about twice too many for oscillations; a least-squares Bézier
  /// segment may reach up to about 1.7 times as far as the Hermite one), so more than four
  /// times ``maximumCount`` means the plan cannot succeed.
  ///
  /// - Complexity: O(1): 256 evaluations of the closed form.
  func estimatedCubicCount() -> Double {
    estimatedCount { state in
      (motion.fourthDerivativeBound(state) / (384 * limit)).squareRoot().squareRoot()
    }
  }

  /// ∫ density dt from the first keyframe to the last, by the trapezoid rule on 256 intervals:
  /// the keyframes needed when `density(state)` keyframes per second suffice near `state`.
  ///
  /// - Complexity: O(1): 257 evaluations of the closed form and of `density`.
  func estimatedCount(
    density: ((displacement: PlaneVector, velocity: PlaneVector)) -> Double
  ) -> Double {
    let intervals = 256
    var total = 0.0
    for (index, time) in TimeGrid(from: first.time, to: last.time, intervals: intervals)
      .enumerated()
    {
      total += (index == 0 || index == intervals ? 0.5 : 1) * density(motion.knot(at: time).state)
    }
    return total * (last.time - first.time) / Double(intervals)
  }
}
