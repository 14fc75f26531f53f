/// A spring in react-spring's terms: tension, friction and mass (= stiffness, damping,
/// mass), its presets, and its `frequency` / `damping` form (= response and ζ).
///
/// react-spring expresses every spring exactly. Its velocities are in units per
/// millisecond; see ``SpringVelocity``.
public struct ReactSpringParameters: SpringDialect, Hashable {
  /// The dialect's key: `"react-spring"`.
  public static let dialectName = "react-spring"

  /// react-spring's named configurations.
  public enum Preset: String, Sendable, Hashable, CaseIterable {
    /// `config.default`: tension 170, friction 26.
    case `default`
    /// `config.gentle`: tension 120, friction 14.
    case gentle
    /// `config.wobbly`: tension 180, friction 12.
    case wobbly
    /// `config.stiff`: tension 210, friction 20.
    case stiff
    /// `config.slow`: tension 280, friction 60.
    case slow
    /// `config.molasses`: tension 280, friction 120.
    case molasses

    /// The preset's parameters (mass 1).
    public var parameters: ReactSpringParameters {
      switch self {
      case .default: ReactSpringParameters(tension: 170, friction: 26)
      case .gentle: ReactSpringParameters(tension: 120, friction: 14)
      case .wobbly: ReactSpringParameters(tension: 180, friction: 12)
      case .stiff: ReactSpringParameters(tension: 210, friction: 20)
      case .slow: ReactSpringParameters(tension: 280, friction: 60)
      case .molasses: ReactSpringParameters(tension: 280, friction: 120)
      }
    }

    /// The preset's spring.
    public var spring: Spring {
      let preset = parameters
      return Spring(uncheckedMass: 1, stiffness: preset.tension, damping: preset.friction)
    }
  }

  /// `tension` (stiffness).
  public var tension: Double
  /// `friction` (damping coefficient).
  public var friction: Double
  /// `mass`.
  public var mass: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates react-spring parameters; the defaults are react-spring's (170, 26, 1).
  public init(tension: Double = 170, friction: Double = 26, mass: Double = 1) {
    self.tension = tension
    self.friction = friction
    self.mass = mass
    deviation = 0
  }

  /// The spring's physical parameters (exact).
  public init(_ spring: Spring) {
    tension = spring.stiffness
    friction = spring.damping
    mass = spring.mass
    deviation = 0
  }

  /// `Spring(mass:stiffness:damping:)`.
  public func spring() throws(SpringError) -> Spring {
    try Spring(mass: mass, stiffness: tension, damping: friction)
  }

  /// `frequency` (the response, seconds), when the parameters are valid.
  public var frequency: Double? { (try? spring())?.response }

  /// react-spring's `damping` (the damping ratio ζ), when the parameters are valid.
  public var dampingRatio: Double? { (try? spring())?.dampingRatio }

  /// The preset with exactly these parameters, if any.
  public var preset: Preset? { Preset.allCases.first { $0.parameters.parameters == parameters } }

  /// `tension`, `friction`, `mass`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("tension", tension), SpringParameter("friction", friction),
      SpringParameter("mass", mass),
    ]
  }

  /// A react-spring `config` object (or the preset's name).
  public var code: String {
    if let preset { return "config.\(preset.rawValue)" }
    return "{ tension: \(SpringCodeNumber.text(tension)), "
      + "friction: \(SpringCodeNumber.text(friction)), mass: \(SpringCodeNumber.text(mass)) }"
  }
}

extension Spring {
  /// This spring in react-spring's terms.
  public var reactSpring: ReactSpringParameters { ReactSpringParameters(self) }

  /// react-spring's `{ frequency, damping }`: tension = (2π/f)²·m, friction = 4π·ζ·m/f.
  ///
  /// - Parameters:
  ///   - frequency: The response in seconds; finite and greater than 0 (react-spring itself
  ///     requires at least 0.01; SpringKit accepts any positive value).
  ///   - damping: The damping ratio ζ; at least 0.
  ///   - mass: The mass; defaults to 1.
  /// - Returns: `Spring(response: frequency, dampingRatio: damping, mass: mass)`.
  /// - Throws: ``SpringError`` when a parameter is out of range.
  public static func reactSpring(frequency: Double, damping: Double, mass: Double = 1)
    throws(SpringError) -> Spring
  { try Spring(response: frequency, dampingRatio: damping, mass: mass) }
}

extension ReactSpringParameters: SpringVelocityDialect {
  /// `velocity`, a config key.
  public static let velocityName = "velocity"
  /// Value units per millisecond (``SpringVelocity/perMillisecond(_:)``).
  public static let velocityUnit = SpringVelocityUnit.unitsPerMillisecond

  /// The config with `velocity`.
  ///
  /// - Parameter initialVelocity: Units per millisecond.
  /// - Returns: The config object, on one line.
  public func code(initialVelocity: Double) -> String {
    String(code.dropLast(2)) + ", velocity: \(SpringCodeNumber.text(initialVelocity)) }"
  }
}
