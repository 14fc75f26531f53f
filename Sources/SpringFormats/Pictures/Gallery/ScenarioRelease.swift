/// How a dragged scenario (`menu-drag`) is released and settles, as
/// `springfit scenario menu-drag` reports it beside its frames.
public struct ScenarioRelease: Sendable, Hashable {
  /// Seconds from the first frame to the release.
  public let time: Double
  /// The displayed position at release, in points.
  public let position: Double
  /// The release velocity by `VelocityTracker`'s robust default, in points per second.
  public let velocity: Double
  /// The difference quotient of the last two samples, in points per second.
  public let twoSampleVelocity: Double
  /// The velocity the synthetic trace was generated with at its last real move, if known.
  public let trueVelocity: Double?
  /// Apple's projected landing from the release.
  public let landing: Double
  /// The detent chosen: its name (`open`, `half`, `closed`).
  public let detentName: String
  /// The detent chosen, in points.
  public let detent: Double
  /// The name of the detent a release at ``twoSampleVelocity`` would choose.
  public let twoSampleDetentName: String
  /// How far the motion goes past the detent, in points.
  public let overshoot: Double
  /// Seconds from the release until the spring rests.
  public let restTime: Double
}
