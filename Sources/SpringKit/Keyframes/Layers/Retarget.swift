/// A change of target at an instant: from `time` on, the spring pulls toward `target`.
///
/// Position and velocity stay continuous, as ``SpringSimulation/setTarget(_:)`` keeps them.
///
/// ```swift
/// let retarget = Retarget(time: 0.25, target: 40)
/// ```
public struct Retarget: Sendable, Hashable {
  /// When the target changes, in seconds since the motion started.
  public var time: Double
  /// The new target, in value units.
  public var target: Double

  /// Creates a retarget at `time` seconds toward `target`; ``RetargetedMotion`` validates it.
  public init(time: Double, target: Double) {
    self.time = time
    self.target = target
  }
}
