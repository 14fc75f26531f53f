/// A bend offset from two springs following the same target: a hidden, differently tuned
/// follower's value minus the drawn view's value, on both axes.
///
/// AHKBendableView starts a hidden dummy view on a second, softer UIKit spring (damping 0.7,
/// velocity 0.8 against, say, 0.9 and 0.9 for the view) with the same duration, and bends
/// every edge by `dummy − view` (see ``BendOffsets/translation(_:)``). Here both are
/// ``SpringSimulation``s advanced together; the motion ends when both are at rest, where
/// both values equal the target and the offset is exactly zero.
///
/// **Sign convention**: `secondary.value − primary.value`, per axis, y down. While the
/// follower is below the view (it lags behind a view moving up) the y offset is positive and
/// both horizontal edges bow downward; while it is to the right, the sides bow right.
///
/// ```swift
/// let view = try UIKitParameters(duration: 0.5, dampingRatio: 0.9).spring()
/// let dummy = try UIKitParameters(duration: 0.5, dampingRatio: 0.7).spring()
/// var bend = try TwoSpringBend(
///   primary: view, secondary: dummy, value: SIMD2(0, 400), target: SIMD2(0, 100))
/// while !bend.isAtRest {
///   try bend.advance(by: 1 / 60)
///   let offsets = BendOffsets.translation(bend.offset)
/// }
/// ```
public struct TwoSpringBend: Sendable {
  /// The drawn view's motion.
  public private(set) var primary: SpringSimulation<SIMD2<Double>>
  /// The hidden follower's motion.
  public private(set) var secondary: SpringSimulation<SIMD2<Double>>

  /// Creates the pair from one start and target.
  ///
  /// - Parameters:
  ///   - primary: The drawn view's spring.
  ///   - secondary: The follower's spring.
  ///   - value: Where both start.
  ///   - target: Where both go.
  ///   - primaryVelocity: The view's initial velocity, in points per second.
  ///   - secondaryVelocity: The follower's initial velocity, in points per second.
  ///   - restThreshold: When each counts as at rest; ``RestThreshold/points`` by default.
  /// - Throws: ``SpringError`` when a value is not finite.
  public init(
    primary: Spring, secondary: Spring, value: SIMD2<Double>, target: SIMD2<Double>,
    primaryVelocity: SIMD2<Double> = .zero, secondaryVelocity: SIMD2<Double> = .zero,
    restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    self.primary = try SpringSimulation(
      spring: primary, value: value, target: target, velocity: primaryVelocity,
      restThreshold: restThreshold)
    self.secondary = try SpringSimulation(
      spring: secondary, value: value, target: target, velocity: secondaryVelocity,
      restThreshold: restThreshold)
  }

  /// The offset: the follower's value minus the view's, in points.
  public var offset: SIMD2<Double> { secondary.value - primary.value }

  /// Whether both motions have come to rest.
  public var isAtRest: Bool { primary.isAtRest && secondary.isAtRest }

  /// Advances both motions by one frame.
  ///
  /// - Parameter frameDuration: Seconds; finite and at least 0.
  /// - Throws: ``SpringError`` for a bad frame duration; nothing changes then.
  public mutating func advance(by frameDuration: Double) throws(SpringError) {
    let nextPrimary = try primary.advanced(by: frameDuration)
    secondary = try secondary.advanced(by: frameDuration)
    primary = nextPrimary
  }

  /// Moves both targets; both values and velocities stay continuous.
  ///
  /// - Parameter target: The new target.
  /// - Throws: ``SpringError`` when it is not finite; nothing changes then.
  public mutating func setTarget(_ target: SIMD2<Double>) throws(SpringError) {
    var nextPrimary = primary
    try nextPrimary.setTarget(target)
    try secondary.setTarget(target)
    primary = nextPrimary
  }
}
