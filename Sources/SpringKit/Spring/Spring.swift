/// A damped spring: the physics that pulls a value toward a target.
///
/// The model is Newton's law for a mass on a spring with a dashpot,
///
/// ```
/// m·x'' = −k·(x − target) − c·x'
/// ```
///
/// with `mass` m (> 0), `stiffness` k (> 0, force per unit of displacement) and `damping`
/// c (≥ 0, force per unit of velocity). Two numbers shape the motion: the
/// ``naturalFrequency`` ω₀ = √(k/m) and the ``dampingRatio`` ζ = c / (2√(km)).
///
/// ```swift
/// let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
/// spring.dampingRatio   // 0.5
/// spring.regime         // .underdamped
/// let x = spring.value(fromValue: 0.0, toValue: 1.0, time: 0.25)
/// ```
///
/// `Spring` follows SwiftUI's `Spring` where SwiftUI has the concept, with one deliberate
/// difference: ``init(mass:stiffness:damping:allowOverDamping:)`` keeps an overdamped spring
/// overdamped by default (it is physics), where SwiftUI clamps to critical damping unless
/// asked not to. Pass `allowOverDamping: false` for SwiftUI's behaviour.
public struct Spring: Sendable, Hashable {
  /// The mass m, in mass units (only the ratios k/m and c/m matter for the motion).
  public let mass: Double
  /// The stiffness k: restoring force per unit of displacement.
  public let stiffness: Double
  /// The damping coefficient c: resisting force per unit of velocity.
  public let damping: Double
  /// Constants of the closed form, derived once here so that every query starts from them.
  @usableFromInline let dynamics: SpringDynamics

  /// Creates a spring from its physical parameters.
  ///
  /// - Parameters:
  ///   - mass: The mass m; finite and greater than 0. Defaults to 1.
  ///   - stiffness: The stiffness k; finite and greater than 0.
  ///   - damping: The damping coefficient c; finite and at least 0.
  ///   - allowOverDamping: Whether a damping above critical (ζ > 1) is kept. `true` (the
  ///     default) keeps the physics as given; `false` clamps the damping to the critical
  ///     value 2√(km), as SwiftUI's initialiser of the same name does by default.
  /// - Throws: ``SpringError`` naming the parameter when one breaks its rule.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = true
  ) throws(SpringError) {
    try SpringError.requirePositive(mass, "mass")
    try SpringError.requirePositive(stiffness, "stiffness")
    try SpringError.requireNonNegative(damping, "damping")
    try Self.requireRepresentable(
      mass: mass, stiffness: stiffness, damping: damping, parameter: "stiffness/mass",
      value: stiffness / mass)
    // 2√(km) written as 2m·√(k/m) so that it cannot overflow.
    let critical = 2 * mass * (stiffness / mass).squareRoot()
    self.init(
      uncheckedMass: mass, stiffness: stiffness,
      damping: allowOverDamping ? damping : min(damping, critical))
  }

  /// The largest c/m accepted, 1e154 per second: the closed form squares the decay rate
  /// c/2m, which overflows beyond about 2.7e154.
  static let maximumDampingPerMass = 1e154

  /// Throws unless k/m is finite and positive and c/m at most ``maximumDampingPerMass``, the
  /// ranges in which the closed form is computed; the error names the parameter the user gave.
  static func requireRepresentable(
    mass: Double, stiffness: Double, damping: Double, parameter: String, value: Double
  ) throws(SpringError) {
    let frequencySquared = stiffness / mass
    // (c/2m)² must be finite too: the closed form squares the decay rate.
    guard stiffness.isFinite, damping.isFinite, frequencySquared.isFinite, frequencySquared > 0,
      damping / mass <= maximumDampingPerMass
    else {
      throw SpringError(parameter: parameter, value: .number(value), rule: .representable)
    }
  }

  /// Creates a spring from parameters already known to be valid.
  @usableFromInline
  package init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    dynamics = SpringDynamics(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// Whether two springs have the same mass, stiffness and damping.
  public static func == (lhs: Spring, rhs: Spring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
  }

  /// Hashes the mass, stiffness and damping.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)): 0 undamped, below 1 bouncy, 1 critical, above 1
  /// creeping.
  public var dampingRatio: Double { decayRate / naturalFrequency }

  /// The period of the undamped oscillation, 2π/ω₀, in seconds (SwiftUI's `response`).
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// The exponential decay rate λ = c / (2m) of the motion's envelope, per second.
  public var decayRate: Double { damping / (2 * mass) }

  /// Which of the four kinds of motion the spring makes.
  public var regime: DampingRegime { DampingRegime(dampingRatio: dampingRatio) }
}
