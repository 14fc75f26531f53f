/// How a fling released onto ``SnapPoints`` reaches the point it chose.
public enum SnapApproach: String, Sendable, Hashable, CaseIterable {
  /// A spring from the release, with the release velocity, straight toward the point: Apple's
  /// "Designing Fluid Interfaces" hand-off and Compose `AnchoredDraggable`'s.
  case spring
  /// Compose `SnapFlingBehavior`'s shape: the decay while the fling can reach the point,
  /// handing off at the exact instant it does to a spring that settles on the point with the
  /// decay's velocity there; a spring from the release when the decay cannot reach it (it
  /// lands short, or the point lies behind).
  case decayThenSpring
}
