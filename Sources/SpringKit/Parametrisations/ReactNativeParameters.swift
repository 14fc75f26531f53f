/// A spring in React Native's terms: `Animated.spring`'s `stiffness`, `damping` and `mass`
/// (defaults 100, 10, 1), with its Origami forms as factories.
///
/// `Animated.spring` takes exactly one of three groups: `stiffness`/`damping`/`mass`,
/// `bounciness`/`speed` (8, 12) or `tension`/`friction` (40, 7, the default when nothing is
/// given); the last two are Rebound's Origami conversions with mass 1
/// (`Libraries/Animated/SpringConfig.js`). All three must give k, c, m > 0.
///
/// **Exactness**: exact for 0 < ζ ≤ 1. React Native's JS driver (and its Android driver)
/// evaluates the critically damped formula for every ζ ≥ 1, so an over-damped spring plays
/// like ζ = 1 at the same ω₀: ``spring()`` returns that motion, and the view of an
/// over-damped spring is the nearest critically damped one, with its ``deviation``. It
/// cannot express an undamped spring (damping must be greater than 0).
public struct ReactNativeParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"react-native"`.
  public static let dialectName = "react-native"
  /// `stiffness`.
  public var stiffness: Double
  /// `damping`, the coefficient c.
  public var damping: Double
  /// `mass`.
  public var mass: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates `Animated.spring`'s physical parameters; the defaults are React Native's.
  public init(stiffness: Double = 100, damping: Double = 10, mass: Double = 1) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    deviation = 0
  }

  /// The parameters whose played motion is nearest the spring's.
  public init(_ spring: Spring) {
    let nearest = CriticallyDampedBranch.nearest(to: spring)
    (stiffness, damping, mass) = (nearest.stiffness, nearest.damping, nearest.mass)
    // Animated.spring refuses damping 0: an undamped spring has no expression.
    deviation = nearest.damping > 0 ? nearest.deviation : .infinity
  }

  /// The motion React Native plays: the spring for ζ < 1, the critically damped spring with
  /// the same mass and stiffness for ζ ≥ 1.
  ///
  /// - Throws: ``SpringError`` unless stiffness, damping and mass are greater than 0.
  public func spring() throws(SpringError) -> Spring {
    try SpringError.requirePositive(damping, "damping")
    return try CriticallyDampedBranch.played(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// `stiffness`, `damping`, `mass`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("stiffness", stiffness), SpringParameter("damping", damping),
      SpringParameter("mass", mass),
    ]
  }

  /// `Animated.spring`'s config.
  public var code: String {
    "{ stiffness: \(SpringCodeNumber.text(stiffness)), "
      + "damping: \(SpringCodeNumber.text(damping)), mass: \(SpringCodeNumber.text(mass)) }"
  }

  /// `velocity`, a config key.
  public static let velocityName = "velocity"
  /// Value units per second: `SpringAnimation.js` advances its clock in seconds
  /// (`deltaTime / 1000`) and starts at `velocity`.
  public static let velocityUnit = SpringVelocityUnit.unitsPerSecond

  /// The config with `velocity`.
  ///
  /// - Parameter initialVelocity: Units per second.
  /// - Returns: The config object, on one line.
  public func code(initialVelocity: Double) -> String {
    String(code.dropLast(2)) + ", velocity: \(SpringCodeNumber.text(initialVelocity)) }"
  }
}

extension Spring {
  /// This spring in React Native's terms (nearest when over-damped).
  public var reactNative: ReactNativeParameters { ReactNativeParameters(self) }

  /// `Animated.spring({ tension, friction })`: Origami values, mass 1
  /// (`SpringConfig.fromOrigamiTensionAndFriction`), played as React Native plays it.
  ///
  /// - Parameters:
  ///   - tension: Origami tension; React Native's default is 40.
  ///   - friction: Origami friction; React Native's default is 7.
  /// - Returns: The motion React Native plays.
  /// - Throws: ``SpringError`` when the stiffness or damping is not greater than 0.
  public static func reactNative(tension: Double, friction: Double) throws(SpringError)
    -> Spring
  {
    try requireFiniteOrigami(tension, "tension")
    try requireFiniteOrigami(friction, "friction")
    return try ReactNativeParameters(
      stiffness: (tension - 30) * 3.62 + 194, damping: (friction - 8) * 3 + 25, mass: 1
    ).spring()
  }

  /// `Animated.spring({ bounciness, speed })`: Rebound's `fromBouncinessAndSpeed`, then
  /// Origami, mass 1, played as React Native plays it.
  ///
  /// - Parameters:
  ///   - bounciness: React Native's default is 8.
  ///   - speed: React Native's default is 12.
  /// - Returns: The motion React Native plays.
  /// - Throws: ``SpringError`` when the stiffness or damping is not greater than 0.
  public static func reactNative(bounciness: Double, speed: Double) throws(SpringError)
    -> Spring
  {
    try requireFiniteOrigami(bounciness, "bounciness")
    try requireFiniteOrigami(speed, "speed")
    let origami = OrigamiConversion.origami(bounciness: bounciness, speed: speed)
    return try ReactNativeParameters(
      stiffness: (origami.tension - 30) * 3.62 + 194, damping: (origami.friction - 8) * 3 + 25,
      mass: 1
    ).spring()
  }

  private static func requireFiniteOrigami(_ value: Double, _ name: String) throws(SpringError) {
    guard value.isFinite else {
      throw SpringError(parameter: name, value: .number(value), rule: .finite)
    }
  }
}
