public import SpringKit

/// Where one library, with its default parameters, lands a fling: one row of the table
/// `springfit fling` prints.
public struct FlingEcosystem: Sendable, Hashable {
  /// The library and its parameters, as the table names them, such as
  /// `UIKit .normal (rate 0.998)`.
  public var name: String
  /// The key JSON gives the row, such as `uikit` or `reanimated-120`.
  public var key: String
  /// The asymptote of the library's law and, if it has a stop rule, where it stops.
  public var landing: DecayLanding
  /// What sets the row apart, if anything (a scaled starting velocity, a frame rate), or
  /// `nil`.
  public var note: String?

  /// Creates a row.
  public init(name: String, key: String, landing: DecayLanding, note: String? = nil) {
    self.name = name
    self.key = key
    self.landing = landing
    self.note = note
  }

  /// The rows for a fling released at `position` with `velocity` units per second, each
  /// library with its defaults, computed from its own formula: UIKit `.normal` and `.fast`,
  /// Apple's `project()`, React Native `Animated.decay`, Compose `exponentialDecay`, motion
  /// `inertia`, and Reanimated `withDecay` at 60 and 120 frames per second.
  ///
  /// - Throws: `SpringError` naming `fromValue` or `initialVelocity` when one is not finite.
  public static func defaults(position: Double, velocity: Double) throws(SpringError)
    -> [FlingEcosystem]
  {
    let projection = try DecayProjection()
    let projected = projection.projectedValue(fromValue: position, initialVelocity: velocity)
    let motion = MotionInertia()
    let scale = NumberText.rounded(motion.velocityScale, significantDigits: 3)
    return [
      FlingEcosystem(
        name: "UIKit .normal (rate 0.998)", key: "uikit",
        landing: try UIKitDecay.normal.landing(fromValue: position, initialVelocity: velocity)),
      FlingEcosystem(
        name: "UIKit .fast (rate 0.99)", key: "uikit-fast",
        landing: try UIKitDecay.fast.landing(fromValue: position, initialVelocity: velocity)),
      FlingEcosystem(
        name: "Apple project() (rate 0.998)", key: "project",
        landing: DecayLanding(asymptote: projected, startingVelocity: velocity),
        note: "a projection to pick a target, not a motion"),
      FlingEcosystem(
        name: "React Native decay (0.998)", key: "react-native",
        landing: try ReactNativeDecay().landing(fromValue: position, initialVelocity: velocity),
        note: "stops at the first 60 Hz frame that moves less than 0.1"),
      FlingEcosystem(
        name: "Compose exponentialDecay (friction 1)", key: "compose",
        landing: try ComposeDecay().landing(fromValue: position, initialVelocity: velocity),
        note: "getTargetValue stops at speed 0.1; Android FlingAnimation: same law"),
      FlingEcosystem(
        name: "motion inertia (power 0.8, 325 ms)", key: "motion",
        landing: try motion.landing(fromValue: position, initialVelocity: velocity),
        note: "its curve starts at \(scale) x the release velocity"),
      FlingEcosystem(
        name: "Reanimated withDecay (0.998) at 60 Hz", key: "reanimated-60",
        landing: try ReanimatedDecay().landing(fromValue: position, initialVelocity: velocity),
        note: "a frame loop whose velocity compounds"),
      FlingEcosystem(
        name: "Reanimated withDecay (0.998) at 120 Hz", key: "reanimated-120",
        landing: try ReanimatedDecay(frameRate: 120).landing(
          fromValue: position, initialVelocity: velocity),
        note: "the same fling travels less on a 120 Hz display"),
    ]
  }
}
