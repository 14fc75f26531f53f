public import SpringKit

/// The snap rules `springfit fling --snap-rule` names: Apple's nearest point to the landing,
/// or Compose `AnchoredDraggable`'s thresholds.
public enum FlingSnapRule: String, Sendable, Hashable, CaseIterable {
  /// `SnapRule.nearest`: the point nearest where the free fling would land.
  case nearest
  /// `SnapRule.compose`: Compose `AnchoredDraggable`'s defaults (125 units/s, half the
  /// distance between the points).
  case compose

  /// The rule SpringKit applies.
  public var rule: SnapRule {
    switch self {
    case .nearest: .nearest
    case .compose: .compose
    }
  }
}
