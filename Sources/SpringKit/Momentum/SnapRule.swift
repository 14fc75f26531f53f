/// How a release chooses among ``SnapPoints``.
///
/// - ``nearest`` (the default, as Apple teaches in "Designing Fluid Interfaces", WWDC 2018):
///   the point nearest where the free fling would land.
/// - ``compose`` and ``anchored(velocityThreshold:positionalThreshold:)``: Compose
///   `AnchoredDraggable`'s `computeTarget`. At zero velocity the nearest point (a tie goes to
///   the later point). At a speed of at least `velocityThreshold`, the nearest point at or
///   beyond the position in the direction of motion. Below it, with `behind` the nearest point
///   at or behind the position and `span` the distance between the points around it, the
///   point ahead once the motion has gone `positionalThreshold × span` past `behind`, else
///   `behind`. Past the last point in the direction of motion, the last point.
///
/// ```swift
/// let pages = try SnapPoints([0, 375, 750])
/// try pages.target(position: 200, velocity: 50, landing: 210, rule: .compose)  // 375
/// try pages.target(position: 100, velocity: 50, landing: 110, rule: .compose)  // 0
/// ```
public struct SnapRule: Sendable, Hashable {
  /// The rule's kind and parameters.
  enum Kind: Sendable, Hashable {
    case nearest
    case anchored(velocityThreshold: Double, positionalThreshold: Double)
  }

  let kind: Kind

  /// Apple's rule: the point nearest the projected landing.
  public static let nearest = SnapRule(kind: .nearest)

  /// Compose `AnchoredDraggable`'s defaults: 125 units per second (125 dp/s, in points on a
  /// 1× density) and half the distance between the points around the position.
  public static let compose = anchored(velocityThreshold: 125, positionalThreshold: 0.5)

  /// Compose `AnchoredDraggable`'s rule with explicit thresholds.
  ///
  /// The thresholds are checked when the rule is used, by
  /// ``SnapPoints/target(position:velocity:landing:rule:)``.
  ///
  /// - Parameters:
  ///   - velocityThreshold: The speed, in value units per second, from which a fling goes to
  ///     the next point in its direction; finite and at least 0.
  ///   - positionalThreshold: The fraction (0 through 1) of the distance between the points
  ///     around the position that a slow release must have travelled from the point behind it
  ///     to go on to the next one.
  /// - Returns: The rule.
  public static func anchored(velocityThreshold: Double, positionalThreshold: Double) -> SnapRule {
    SnapRule(
      kind: .anchored(
        velocityThreshold: velocityThreshold, positionalThreshold: positionalThreshold))
  }
}
