/// A spring in Reanimated's terms: `withSpring`'s `stiffness`, `damping` and `mass`
/// (Reanimated 4's defaults 900, 120, 4, its `GentleSpringConfig`), with the duration form
/// as a factory.
///
/// `withSpring(toValue, config)` takes either `stiffness`/`damping`/`mass` or
/// `duration`/`dampingRatio` (550 ms and 1 in Reanimated 4, used as soon as either is given);
/// `mass` and `velocity` go with both. Reanimated 3 has the same physics with other
/// defaults: stiffness 100, damping 10, mass 1 (`Reanimated3DefaultSpringConfig`).
///
/// **Exactness**: exact for 0 < ζ ≤ 1. `withSpring` steps the closed form of the
/// under-damped spring for ζ < 1 and the critically damped one for every ζ ≥ 1 (as React
/// Native does), so an over-damped spring plays like ζ = 1 at the same ω₀: ``spring()``
/// returns that motion, and the view of an over-damped spring is the nearest critically
/// damped one, with its ``deviation``. It cannot express an undamped spring (Reanimated
/// refuses damping 0).
public struct ReanimatedParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"reanimated"`.
  public static let dialectName = "reanimated"
  /// Reanimated 3's `withSpring` defaults: stiffness 100, damping 10, mass 1.
  public static let reanimated3Default = ReanimatedParameters(
    stiffness: 100, damping: 10, mass: 1)

  /// `stiffness`.
  public var stiffness: Double
  /// `damping`, the coefficient c.
  public var damping: Double
  /// `mass`.
  public var mass: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates `withSpring`'s physical parameters; the defaults are Reanimated 4's.
  public init(stiffness: Double = 900, damping: Double = 120, mass: Double = 4) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    deviation = 0
  }

  /// The parameters whose played motion is nearest the spring's.
  public init(_ spring: Spring) {
    let nearest = CriticallyDampedBranch.nearest(to: spring)
    (stiffness, damping, mass) = (nearest.stiffness, nearest.damping, nearest.mass)
    // `checkIfConfigIsValid` refuses damping 0: an undamped spring has no expression.
    deviation = nearest.damping > 0 ? nearest.deviation : .infinity
  }

  /// The motion Reanimated plays: the spring for ζ < 1, the critically damped spring with
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

  /// A `withSpring` call; `toValue` is a placeholder.
  public var code: String {
    "withSpring(toValue, { stiffness: \(SpringCodeNumber.text(stiffness)), "
      + "damping: \(SpringCodeNumber.text(damping)), mass: \(SpringCodeNumber.text(mass)) })"
  }

  /// `velocity`, a config key.
  public static let velocityName = "velocity"
  /// Value units per second: `withSpring` steps its closed form with `deltaTime / 1000`
  /// and starts at `velocity`.
  public static let velocityUnit = SpringVelocityUnit.unitsPerSecond

  /// The call with `velocity` in its config.
  ///
  /// - Parameter initialVelocity: Units per second.
  /// - Returns: The call, on one line.
  public func code(initialVelocity: Double) -> String {
    String(code.dropLast(3)) + ", velocity: \(SpringCodeNumber.text(initialVelocity)) })"
  }
}

extension Spring {
  /// This spring in Reanimated's terms (nearest when over-damped).
  public var reanimated: ReanimatedParameters { ReanimatedParameters(self) }

  /// `withSpring(toValue, { duration, dampingRatio })`, Reanimated 4's duration form, from
  /// rest: the stiffness Reanimated finds for it, played as Reanimated plays it.
  ///
  /// Reanimated bisects the stiffness k on [ε, 8000] (at most 100 steps, until the residual
  /// is within a thousandth of the threshold) so that the energy left at 1.5 × `duration`
  /// ("actual duration is 1.5 times the perceptual duration"), estimated with the
  /// critically damped envelope of decay ζ·√(k/m), is `energyThreshold` of the initial
  /// energy. This factory runs the same bisection. From rest the result does not depend on
  /// the distance, and the motion not on the mass (only the cap of 8000 on k does).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in milliseconds; Reanimated 4's default is 550.
  ///   - dampingRatio: ζ; Reanimated 4's default is 1.
  ///   - mass: Reanimated 4's default is 4.
  ///   - energyThreshold: The relative energy at which Reanimated stops; its default is
  ///     6·10⁻⁹.
  /// - Returns: The motion Reanimated plays.
  /// - Throws: ``SpringError`` unless every argument is finite and greater than 0.
  public static func reanimated(
    duration: Double, dampingRatio: Double, mass: Double = 4, energyThreshold: Double = 6e-9
  ) throws(SpringError) -> Spring {
    try SpringError.requirePositive(duration, "duration")
    try SpringError.requirePositive(dampingRatio, "dampingRatio")
    try SpringError.requirePositive(mass, "mass")
    try SpringError.requirePositive(energyThreshold, "energyThreshold")
    let stiffness = ReanimatedDuration.stiffness(
      duration: duration, dampingRatio: dampingRatio, mass: mass,
      energyThreshold: energyThreshold)
    // The duration form plays ζ itself (not c from k and m); ζ ≥ 1 is critical again.
    let zeta = min(dampingRatio, 1)
    return try Spring(
      mass: mass, stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot())
  }
}

/// Reanimated 4's `calculateNewStiffnessToMatchDuration`, from rest.
enum ReanimatedDuration {
  /// The stiffness Reanimated's bisection returns.
  static func stiffness(
    duration: Double, dampingRatio zeta: Double, mass: Double, energyThreshold: Double
  ) -> Double {
    let settling = duration * 1.5 / 1000
    // The energy fraction left at `settling` minus the threshold, for a unit displacement.
    let residual = { (stiffness: Double) -> Double in
      let decay = (stiffness / mass).squareRoot() * zeta
      let envelope = libmExp(-decay * settling)
      let position = (1 + decay * settling) * envelope
      let velocity = -decay * position + decay * envelope
      let energy = 0.5 * stiffness * position * position + 0.5 * mass * velocity * velocity
      return energy / (0.5 * stiffness) - energyThreshold
    }
    var low = Double.ulpOfOne
    var high = 8000.0
    let precision = energyThreshold * 1e-3
    let direction: Double = residual(high) >= residual(low) ? 1 : -1
    var current = (low + high) / 2
    var steps = 100
    while abs(residual(current)) > precision, steps > 0 {
      steps -= 1
      if residual(current) * direction < 0 { low = current } else { high = current }
      current = (low + high) / 2
    }
    return current
  }
}
