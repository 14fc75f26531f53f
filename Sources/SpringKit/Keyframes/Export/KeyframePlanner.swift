/// A planner of keyframes for one interpolation: it holds its ``KeyframePlanProblem`` and
/// reads the problem's parts through this protocol, so that no planner restates them.
protocol KeyframePlanner: Sendable {
  /// What to plan: the motion, its end keyframes, the limit and the most keyframes.
  var problem: KeyframePlanProblem { get }
}

extension KeyframePlanner {
  /// The motion.
  var motion: PlanarMotion { problem.motion }
  /// The first keyframe (at time 0, `fromValue`).
  var first: PlanarKnot { problem.first }
  /// The last keyframe (at the end time).
  var last: PlanarKnot { problem.last }
  /// The distance the curve must stay within, in plane units.
  var limit: Double { problem.limit }
  /// The most keyframes allowed.
  var maximumCount: Int { problem.maximumCount }
}
