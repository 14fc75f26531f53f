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
    switch interpolation {
    case .linear: try LinearKeyframePlan(problem: self).knots()
    case .cubic: try CubicKeyframePlan(problem: self).knots()
    case .catmullRom: try CatmullRomKeyframePlan.bestKnots(self)
    case .bezier, .bezierWithinUnitInterval: try BezierKeyframePlan(problem: self).knots()
    }
  }
}
