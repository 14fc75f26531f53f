/// How faithfully an ecosystem's decay plays a ``Decay``: exactly, exactly but from a scaled
/// release velocity, or only at one frame rate.
///
/// Stop rules are apart from this: most libraries end a decay at some speed or step before
/// its resting value; ``DecayLanding/stop`` says where.
public enum DecayExactness: Sendable, Hashable {
  /// The library plays the decay's law, up to its own rounding (Compose computes in `Float`),
  /// at any frame rate.
  case exact
  /// The library plays the decay's law, but not from the release velocity: its curve starts
  /// at this multiple of it (motion's `inertia`, whose curve starts at power/timeConstant ×
  /// the velocity: 2.46 with its defaults). It lands where the ``Decay`` lands from the
  /// scaled velocity.
  case scaledVelocity(Double)
  /// The library's motion is a frame loop whose result depends on the frame rate
  /// (Reanimated's `withDecay`, whose velocity compounds). SpringKit replays the loop at this
  /// rate; the ``Decay`` view lands where the loop lands at this rate, along a different
  /// curve.
  case exactAtFrameRate(Double)

  /// The level's key in JSON: `exact`, `scaledVelocity` or `exactAtFrameRate`.
  public var key: String {
    switch self {
    case .exact: "exact"
    case .scaledVelocity: "scaledVelocity"
    case .exactAtFrameRate: "exactAtFrameRate"
    }
  }
}
