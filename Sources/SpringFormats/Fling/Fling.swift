public import SpringKit

/// A fling as `springfit fling` reports it: a release, its decay in one ecosystem's terms,
/// what it may end on (bounds, snap points), the composed `MomentumMotion` and where the
/// same fling lands in every ecosystem.
///
/// ```swift
/// let fling = try Fling(
///   from: 0, velocity: 1_000, decay: try DecaySpec.parse("uikit"),
///   snapPoints: try SnapPoints([0, 300, 600]))
/// fling.motion.landing  // 499.4998: UIKit's asymptote
/// fling.motion.target   // 600, the point nearest the landing
/// ```
///
/// Without bounds or snap points the decay coasts to rest; with bounds only it hands off at
/// the exact instant it reaches a bound to `spring`, which settles on it; with snap points
/// `snapRule` chooses the point and `spring` carries the release velocity there (snap points
/// and bounds together: the points must lie within the bounds).
public struct Fling: Sendable {
  /// The value at release.
  public let position: Double
  /// The release velocity, in value units per second.
  public let velocity: Double
  /// The decay, as its spec gave it.
  public let decay: DecaySpec
  /// The range the value rests in, if any.
  public let bounds: MotionBounds?
  /// The points the value may rest on, if any.
  public let snapPoints: SnapPoints?
  /// How a point is chosen among ``snapPoints``.
  public let snapRule: FlingSnapRule
  /// The spring that settles on a bound or a snap point.
  public let spring: Spring
  /// The whole motion after the release.
  public let motion: MomentumMotion
  /// Where the decay's own library lands and stops.
  public let libraryLanding: DecayLanding
  /// Where the same fling lands in each library with its defaults.
  public let ecosystems: [FlingEcosystem]

  /// Composes a fling.
  ///
  /// - Parameters:
  ///   - position: The value at release; finite, and within `bounds` when given.
  ///   - velocity: The release velocity in value units per second; finite.
  ///   - decay: How the fling slows down.
  ///   - bounds: The range the value may rest in.
  ///   - snapPoints: The points the value may rest on; within `bounds` when both are given.
  ///   - snapRule: How to choose among `snapPoints`.
  ///   - spring: The spring that settles on the bound or point (SwiftUI's `.smooth`).
  ///   - restThreshold: When the motion counts as finished; for keyframes within a
  ///     tolerance E, one whose distance is at most E/4, such as
  ///     `RestThreshold(minimumVisibleChange: E / 3)`.
  /// - Throws: `SpringError` naming `position` or `velocity` when one is not finite,
  ///   `position` outside the bounds, or `points[i]` for a snap point outside them.
  public init(
    from position: Double, velocity: Double, decay: DecaySpec, bounds: MotionBounds? = nil,
    snapPoints: SnapPoints? = nil, snapRule: FlingSnapRule = .nearest, spring: Spring = .smooth,
    restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    if let bounds, let snapPoints {
      for (index, point) in snapPoints.points.enumerated() where !bounds.contains(point) {
        throw SpringError(
          parameter: "points[\(index)]", value: .number(point), rule: .withinBounds,
          limit: bounds.nearest(to: point))
      }
      if !bounds.contains(position) {
        throw SpringError(
          parameter: "position", value: .number(position), rule: .withinBounds,
          limit: bounds.nearest(to: position))
      }
    }
    self.position = position
    self.velocity = velocity
    self.decay = decay
    self.bounds = bounds
    self.snapPoints = snapPoints
    self.snapRule = snapRule
    self.spring = spring
    if let snapPoints {
      motion = try MomentumMotion(
        from: position, velocity: velocity, decay: decay.decay, snapPoints: snapPoints,
        rule: snapRule.rule, spring: spring, restThreshold: restThreshold)
    } else if let bounds {
      motion = try MomentumMotion(
        from: position, velocity: velocity, decay: decay.decay, bounds: bounds, spring: spring,
        restThreshold: restThreshold)
    } else {
      motion = try MomentumMotion(
        from: position, velocity: velocity, decay: decay.decay, restThreshold: restThreshold)
    }
    libraryLanding = try decay.parameters.dialect.landing(
      fromValue: position, initialVelocity: velocity)
    ecosystems = try FlingEcosystem.defaults(position: position, velocity: velocity)
  }

  /// What the motion ends on, in words: `the snap point …`, `the bound …` or `the decay's
  /// resting value`.
  public var targetKind: String {
    if snapPoints != nil { return "snapPoint" }
    if motion.phases.count > 1 { return "bound" }
    return "rest"
  }

  /// The decay written in each ecosystem that has one, ready to paste: (platform, code).
  public var code: [(platform: String, code: String)] {
    let law = decay.decay
    return [
      ("UIKit (UIScrollView)", UIKitDecay(law).code),
      ("SpringKit", ExponentialDecay(law).code),
      ("React Native (Animated.decay)", ReactNativeDecay(law).code(initialVelocity: velocity)),
      ("Jetpack Compose", ComposeDecay(law).code),
      ("motion (inertia)", MotionInertia(law).code),
      ("Reanimated (60 Hz)", ReanimatedDecay(law).code),
    ]
  }
}
