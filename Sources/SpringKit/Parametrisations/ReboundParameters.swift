/// A spring in Rebound's terms: Origami tension and friction (mass 1), as in
/// `SpringConfig.fromOrigamiTensionAndFriction`; Rebound's default is 40 / 7.
///
/// Every spring has an exact Origami expression (the map is linear). Rebound reads an Origami
/// value of exactly 0 as "none", so where the linear map lands on 0 for a nonzero physical
/// value (damping/mass = 1, stiffness/mass = 85.4) the view uses the smallest nonzero value
/// instead. Rebound's bounciness and speed go through ``POPParameters``' conversion, which
/// Rebound shares.
public struct ReboundParameters: SpringDialect, Hashable {
  /// The dialect's key: `"rebound"`.
  public static let dialectName = "rebound"
  /// Origami tension.
  public var tension: Double
  /// Origami friction.
  public var friction: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates Origami parameters; the defaults are Rebound's (40, 7).
  public init(tension: Double = 40, friction: Double = 7) {
    self.tension = tension
    self.friction = friction
    deviation = 0
  }

  /// The spring's motion with mass 1, in Origami units.
  public init(_ spring: Spring) {
    let stiffness = spring.stiffness / spring.mass
    let damping = spring.damping / spring.mass
    // An Origami 0 means "none"; a nonzero physical value must not land on it.
    let nonzero = { (origami: Double, physical: Double) in
      origami == 0 && physical != 0 ? Double.leastNonzeroMagnitude : origami
    }
    tension = nonzero(OrigamiConversion.origamiTension(stiffness: stiffness), stiffness)
    friction = nonzero(OrigamiConversion.origamiFriction(damping: damping), damping)
    deviation =
      (try? ReboundParameters(tension: tension, friction: friction).spring())?
      .deviation(from: spring) ?? .infinity
  }

  /// Stiffness (o − 30)·3.62 + 194 and damping (o − 8)·3 + 25, mass 1.
  public func spring() throws(SpringError) -> Spring {
    let stiffness = OrigamiConversion.stiffness(origamiTension: tension)
    guard stiffness.isFinite, stiffness > 0 else {
      throw SpringError(parameter: "tension", value: .number(tension), rule: .origamiTension)
    }
    let damping = OrigamiConversion.damping(origamiFriction: friction)
    guard damping.isFinite, damping >= 0 else {
      throw SpringError(parameter: "friction", value: .number(friction), rule: .origamiFriction)
    }
    return try Spring(mass: 1, stiffness: stiffness, damping: damping)
  }

  /// `tension`, `friction` (Origami units).
  public var parameters: [SpringParameter] {
    [SpringParameter("tension", tension), SpringParameter("friction", friction)]
  }

  /// A Rebound `SpringConfig`.
  public var code: String {
    "SpringConfig.fromOrigamiTensionAndFriction(\(SpringCodeNumber.text(tension)), "
      + "\(SpringCodeNumber.text(friction)))"
  }
}

extension Spring {
  /// This spring in Rebound's Origami terms.
  public var rebound: ReboundParameters { ReboundParameters(self) }
}

extension ReboundParameters: SpringVelocityDialect {
  /// `velocity`, as `Spring.setVelocity` takes it.
  public static let velocityName = "velocity"
  /// Value units (pixels) per second.
  public static let velocityUnit = SpringVelocityUnit.unitsPerSecond

  /// `spring.setSpringConfig(…).setVelocity(…)`.
  ///
  /// - Parameter initialVelocity: Units (pixels) per second.
  /// - Returns: The Java expression, on one line; `spring` is a placeholder.
  public func code(initialVelocity: Double) -> String {
    "spring.setSpringConfig(\(code)).setVelocity(\(SpringCodeNumber.text(initialVelocity)))"
  }
}
