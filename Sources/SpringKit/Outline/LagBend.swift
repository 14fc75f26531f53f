/// A bend offset from the lag of a spring behind its target: where a view is going (its model
/// position, the target) minus where it is drawn (its presentation position, the
/// simulation's value).
///
/// Hokusai reads this lag every display-link tick: `layer.frame.origin.y −
/// presentationLayer.frame.origin.y`. Here a ``SpringSimulation`` is the presentation layer,
/// so the lag is exact at any frame time and needs no UI framework.
///
/// **Sign convention** (y down, as on screen): the offset is `target − value`, per axis.
/// A menu sliding up toward its target (value below it, larger y) has a negative offset, so
/// the top edge's control point rises and the edge bulges up; once it overshoots above its
/// target (smaller y than the target) the offset is positive and the top edge dips in. The
/// motion ends when the simulation comes to rest (``SpringSimulation/isAtRest``), where the
/// value snaps to the target and the offset is exactly 0 — never by waiting for a float to
/// reach 0, which Hokusai's `verticalOffset == 0` may never see.
///
/// ```swift
/// let spring = try UIKitParameters(duration: 0.8, dampingRatio: 0.6).spring()
/// var bend = try LagBend(
///   simulation: SpringSimulation(spring: spring, value: SIMD2(0, 667), target: SIMD2(0, 443)),
///   positiveScale: LagBend.hokusaiPositiveScale)
/// while !bend.isAtRest {
///   try bend.advance(by: 1 / 60)
///   let outline = try BendableOutline(
///     width: 375, height: 224, offsets: .hokusai(vertical: bend.offset.y))
/// }
/// ```
public struct LagBend: Sendable {
  /// Hokusai's factor for positive offsets: 0.2 ("on dismissing, the offset should not be
  /// offended on the buttons").
  public static let hokusaiPositiveScale = 0.2

  /// The motion whose lag is read.
  public private(set) var simulation: SpringSimulation<SIMD2<Double>>
  /// The factor applied to each positive component of the lag; 1 keeps it unchanged.
  public let positiveScale: Double

  /// Creates a lag reader for a simulation.
  ///
  /// - Parameters:
  ///   - simulation: The motion, as it should be at its first frame.
  ///   - positiveScale: The factor for positive components, finite and at least 0; 1 (no
  ///     change) by default, ``hokusaiPositiveScale`` for Hokusai.
  /// - Throws: ``SpringError`` when `positiveScale` breaks its rule.
  public init(
    simulation: SpringSimulation<SIMD2<Double>>, positiveScale: Double = 1
  ) throws(SpringError) {
    try SpringError.requireNonNegative(positiveScale, "positiveScale")
    self.simulation = simulation
    self.positiveScale = positiveScale
  }

  /// The lag of a value behind its target, with positive components scaled.
  ///
  /// ```
  /// lag = target − value;   lagᵢ ← positiveScale · lagᵢ  where lagᵢ > 0
  /// ```
  ///
  /// - Parameters:
  ///   - target: The model position.
  ///   - value: The presentation position.
  ///   - positiveScale: The factor for positive components.
  /// - Returns: The offset, in points.
  public static func offset(
    target: SIMD2<Double>, value: SIMD2<Double>, positiveScale: Double
  ) -> SIMD2<Double> {
    let lag = target - value
    return SIMD2(
      lag.x > 0 ? positiveScale * lag.x : lag.x, lag.y > 0 ? positiveScale * lag.y : lag.y)
  }

  /// The current offset: the simulation's target minus its value, positive components
  /// scaled.
  public var offset: SIMD2<Double> {
    Self.offset(target: simulation.target, value: simulation.value, positiveScale: positiveScale)
  }

  /// Whether the motion has come to rest (the offset is then exactly zero).
  public var isAtRest: Bool { simulation.isAtRest }

  /// Advances the motion by one frame.
  ///
  /// - Parameter frameDuration: Seconds; finite and at least 0.
  /// - Returns: The simulation's events of this frame.
  /// - Throws: ``SpringError`` for a bad frame duration.
  @discardableResult
  public mutating func advance(by frameDuration: Double) throws(SpringError) -> SpringEvents {
    try simulation.advance(by: frameDuration)
  }

  /// Moves the model position; the drawn position follows continuously.
  ///
  /// - Parameter target: The new target.
  /// - Throws: ``SpringError`` when it is not finite.
  public mutating func setTarget(_ target: SIMD2<Double>) throws(SpringError) {
    try simulation.setTarget(target)
  }
}
