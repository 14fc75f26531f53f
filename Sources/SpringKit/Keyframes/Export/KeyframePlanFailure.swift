/// Why a keyframe planner found no keyframes; ``Spring`` turns it into a ``SpringError``
/// with an estimate of the smallest tolerance that would succeed.
enum KeyframePlanFailure: Error, Sendable {
  /// More than the allowed number of keyframes were needed; the keyframes so far reach
  /// `reachedTime` seconds.
  case tooManyKeyframes(reachedTime: Double)
  /// Even the shortest segment strays beyond the limit (rounding dominates the limit).
  case unattainable
}
