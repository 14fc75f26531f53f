/// One keyframe of an export in plane coordinates (see ``PlanarMotion``): its time, the
/// spring's state then, and the value the keyframe holds.
struct PlanarKnot: Sendable {
  /// What a keyframe's value is.
  enum Kind: Sendable {
    /// `fromValue` exactly (the first keyframe).
    case start
    /// The spring's value at the keyframe's time.
    case spring
    /// `toValue` exactly (the last keyframe of a motion that has settled).
    case target
  }

  /// Seconds since the motion began.
  var time: Double
  /// The transition coefficients from time 0 to ``time``, which map the value back to any
  /// ``SpringVector``.
  var transition: SpringTransition
  /// The spring's displacement from the target at ``time``.
  var displacement: PlaneVector
  /// The spring's velocity at ``time``.
  var velocity: PlaneVector
  /// What the keyframe's value is.
  var kind: Kind
  /// The velocity the curve should arrive with (the end tangent of the segment before, per
  /// second), in plane units; the spring's velocity unless a planner chose another.
  var incoming: PlaneVector
  /// The velocity the curve should leave with (the start tangent of the segment after, per
  /// second), in plane units; the spring's velocity unless a planner chose another.
  var outgoing: PlaneVector
  /// Whether ``outgoing`` follows the chord before the keyframe rather than the chord after
  /// it (a cubic segment that starts against its own chord, over a peak: bias 1, see
  /// ``ChordTangents``).
  var leavesAlongPreviousChord = false

  /// The spring's own state at `time`, from its transition coefficients.
  init(time: Double, transition: SpringTransition, motion: PlanarMotion, kind: Kind = .spring) {
    self.time = time
    self.transition = transition
    (displacement, velocity) = transition.apply(
      displacement: motion.displacement, velocity: motion.velocity)
    self.kind = kind
    incoming = velocity
    outgoing = velocity
  }

  /// The keyframe's value as a displacement from the target: the spring's displacement, or
  /// exactly 0 for the target.
  var value: PlaneVector { kind == .target ? .zero : displacement }

  /// The spring's state at the keyframe's time.
  var state: (displacement: PlaneVector, velocity: PlaneVector) { (displacement, velocity) }

  /// The keyframe's value as a `V`: `fromValue`, `toValue`, or the spring's value computed
  /// exactly as ``Spring/value(fromValue:toValue:initialVelocity:time:)`` computes it.
  func value<V: SpringVector>(fromValue: V, toValue: V, initialVelocity: V) -> V {
    switch kind {
    case .start: fromValue
    case .target: toValue
    case .spring:
      toValue
        + transition.apply(displacement: fromValue - toValue, velocity: initialVelocity)
        .displacement
    }
  }
}
