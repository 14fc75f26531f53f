/// One additive layer of a ``RetargetedMotion``: an offset that starts at ``delay`` and
/// springs to 0.
///
/// The layer holds ``fromOffset`` until ``delay``, then moves as the spring does from
/// ``fromOffset`` toward 0 with ``initialVelocity``:
///
///     offset(t) = fromOffset                                   for t < delay
///     offset(t) = u(t − delay)  with u(0) = fromOffset, u′(0) = initialVelocity, u(∞) = 0
///
/// A retarget's layer is ΔT·(s(τ) − 1): from −ΔT at rest, s the unit step response.
///
/// ```swift
/// let motion = try RetargetedMotion(
///   spring: .bouncy, fromValue: 0, toValue: 100, retargets: [Retarget(time: 0.2, target: 40)])
/// motion.layers[1].fromOffset  // 60.0: −(40 − 100)
/// ```
public struct MotionLayer: Sendable, Hashable {
  /// The spring that moves the layer.
  public let spring: Spring
  /// When the layer starts to move, in seconds (0 for the first motion's layer).
  public let delay: Double
  /// The layer's offset until ``delay``, in value units.
  public let fromOffset: Double
  /// The layer's velocity at ``delay``, in value units per second (0 for a retarget's).
  public let initialVelocity: Double

  /// Creates a layer from validated parts.
  init(spring: Spring, delay: Double, fromOffset: Double, initialVelocity: Double) {
    self.spring = spring
    self.delay = delay
    self.fromOffset = fromOffset
    self.initialVelocity = initialVelocity
  }

  /// The layer's offset at `time` seconds since the motion started.
  ///
  /// - Parameter time: Seconds; before ``delay`` the offset is ``fromOffset``.
  /// - Returns: The offset in value units.
  public func offset(at time: Double) -> Double {
    guard time > delay else { return fromOffset }
    return spring.value(
      fromValue: fromOffset, toValue: 0.0, initialVelocity: initialVelocity, time: time - delay)
  }

  /// A scale of the layer's motion, in value units: |fromOffset| + |initialVelocity| / ω₀.
  ///
  /// It shares out a tolerance between layers (``RetargetedMotion/layeredKeyframes(tolerance:)``);
  /// 0 for a layer that never moves.
  public var extent: Double {
    abs(fromOffset) + abs(initialVelocity) / spring.naturalFrequency
  }
}
