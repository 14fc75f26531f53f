/// A spring in anime.js's terms: v4's `spring({ mass, stiffness, damping, velocity })`
/// (defaults 1, 100, 10, 0), with v4's `spring({ bounce, duration })` and v3's
/// `'spring(mass, stiffness, damping, velocity)'` as factories.
///
/// anime.js clamps instead of refusing: v4 keeps `mass` in [1, 10 000], `stiffness` and
/// `damping` in [10⁻¹¹, 10 000] (`src/easings/spring/index.js`, `K * 10`); v3 keeps all four
/// in [0.1, 100]. ``spring()`` plays the clamped values, as anime.js does.
///
/// **Exactness**: v4 is exact for every spring whose ω₀ is at most 100 rad/s (it solves the
/// under-, critically and over-damped motions; the view uses mass 1, so the stiffness is
/// ω₀² when the spring's own mass is out of range); a stiffer spring is nearest, at the
/// clamp, with its ``deviation``. An undamped
/// spring gets damping 10⁻¹¹, which is exact up to rounding over the compared span.
public struct AnimeJSParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"animejs"`.
  public static let dialectName = "animejs"
  /// v4's upper clamp of `mass`, `stiffness` and `damping`.
  public static let maximum = 10_000.0
  /// v4's lower clamp of `stiffness` and `damping` (`minValue`).
  public static let minimum = 1e-11

  /// `mass`.
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `damping`, the coefficient c.
  public var damping: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates v4's physical parameters; the defaults are anime.js's.
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    deviation = 0
  }

  /// The spring's own parameters when v4's ranges hold them; else mass 1, clamped into
  /// the ranges.
  public init(_ spring: Spring) {
    let omega = spring.naturalFrequency
    let fitsItsMass =
      spring.mass >= 1 && spring.stiffness <= Self.maximum && spring.damping <= Self.maximum
      && spring.damping >= Self.minimum
    mass = fitsItsMass ? spring.mass : 1
    stiffness = fitsItsMass ? spring.stiffness : Self.clamped(omega * omega, Self.minimum)
    damping =
      fitsItsMass ? spring.damping : Self.clamped(2 * spring.dampingRatio * omega, Self.minimum)
    let played = try? AnimeJSParameters(mass: mass, stiffness: stiffness, damping: damping)
      .spring()
    deviation = played?.deviation(from: spring) ?? .infinity
  }

  /// The spring anime.js v4 plays: the parameters clamped into its ranges.
  ///
  /// - Throws: ``SpringError`` when a parameter is not finite.
  public func spring() throws(SpringError) -> Spring {
    for (value, name) in [(mass, "mass"), (stiffness, "stiffness"), (damping, "damping")] {
      guard value.isFinite else {
        throw SpringError(parameter: name, value: .number(value), rule: .finite)
      }
    }
    return try Spring(
      mass: min(max(mass, 1), Self.maximum), stiffness: Self.clamped(stiffness, Self.minimum),
      damping: Self.clamped(damping, Self.minimum))
  }

  /// `mass`, `stiffness`, `damping`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("mass", mass), SpringParameter("stiffness", stiffness),
      SpringParameter("damping", damping),
    ]
  }

  /// A v4 `spring({ … })` easing.
  public var code: String {
    "spring({ mass: \(SpringCodeNumber.text(mass)), "
      + "stiffness: \(SpringCodeNumber.text(stiffness)), "
      + "damping: \(SpringCodeNumber.text(damping)) })"
  }

  /// `velocity`.
  public static let velocityName = "velocity"
  /// Distances per second: the easing runs from 0 to 1 and its solver's clock is in
  /// seconds; v4 clamps it to ±10 000.
  public static let velocityUnit = SpringVelocityUnit.distancesPerSecond

  /// The easing with `velocity`.
  ///
  /// - Parameter initialVelocity: Distances per second.
  /// - Returns: The easing, on one line.
  public func code(initialVelocity: Double) -> String {
    String(code.dropLast(3)) + ", velocity: \(SpringCodeNumber.text(initialVelocity)) })"
  }

  static func clamped(_ value: Double, _ lower: Double) -> Double {
    min(max(value, lower), maximum)
  }
}

extension Spring {
  /// This spring in anime.js v4's terms (nearest above ω₀ = 100 rad/s).
  public var animeJS: AnimeJSParameters { AnimeJSParameters(self) }

  /// anime.js v4's `spring({ bounce, duration })`: SwiftUI's mapping with mass 1 and
  /// velocity 0, as anime.js computes it.
  ///
  /// The bounce is clamped to [−1, 1] and the perceived duration to [10, 10 000] ms; then
  /// k = (2π/D)², c = 4π(1 − b)/D for b ≥ 0 or 4π/(D(1 + b)) below, each rounded to three
  /// decimals, k clamped to [10⁻¹¹, 10 000] and c to [10⁻¹¹, 300]
  /// (`calculateSDFromBD`).
  ///
  /// - Parameters:
  ///   - bounce: anime.js's default is 0.5.
  ///   - duration: The perceived duration in milliseconds; anime.js's default is 628.
  /// - Returns: The spring anime.js plays.
  /// - Throws: ``SpringError`` when an argument is not finite.
  public static func animeJS(bounce: Double, duration: Double) throws(SpringError) -> Spring {
    for (value, name) in [(bounce, "bounce"), (duration, "duration")] {
      guard value.isFinite else {
        throw SpringError(parameter: name, value: .number(value), rule: .finite)
      }
    }
    let bounce = min(max(bounce, -1), 1)
    let seconds = min(max(duration, 10), AnimeJSParameters.maximum) / 1000
    let stiffness = (2 * Double.pi / seconds) * (2 * Double.pi / seconds)
    let damping =
      bounce >= 0
      ? (1 - bounce) * 4 * Double.pi / seconds : 4 * Double.pi / (seconds * (1 + bounce))
    let roundedStiffness = roundedToThousandths(
      AnimeJSParameters.clamped(stiffness, AnimeJSParameters.minimum))
    let roundedDamping = roundedToThousandths(min(max(damping, AnimeJSParameters.minimum), 300))
    return try AnimeJSParameters(mass: 1, stiffness: roundedStiffness, damping: roundedDamping)
      .spring()
  }

  /// anime.js v3's `easing: 'spring(mass, stiffness, damping, velocity)'`: every value
  /// clamped to [0.1, 100], the under-damped motion below ζ = 1 and the critically damped
  /// one for every ζ ≥ 1 (v3's `else` branch).
  ///
  /// v3 clamps the velocity too, so it always starts moving: ``animeJS3Clamped(_:)``.
  ///
  /// - Parameters:
  ///   - mass: v3's default is 1.
  ///   - stiffness: v3's default is 100.
  ///   - damping: v3's default is 10.
  /// - Returns: The spring anime.js v3 plays.
  /// - Throws: ``SpringError`` when an argument is not finite.
  public static func animeJS3(mass: Double, stiffness: Double, damping: Double)
    throws(SpringError) -> Spring
  {
    for (value, name) in [(mass, "mass"), (stiffness, "stiffness"), (damping, "damping")] {
      guard value.isFinite else {
        throw SpringError(parameter: name, value: .number(value), rule: .finite)
      }
    }
    return try CriticallyDampedBranch.played(
      mass: animeJS3Clamped(mass), stiffness: animeJS3Clamped(stiffness),
      damping: animeJS3Clamped(damping))
  }

  /// anime.js v3's clamp to [0.1, 100], which it applies to the velocity as well (in
  /// distances per second): a velocity of 0 starts at 0.1.
  ///
  /// - Parameter value: A `spring(…)` argument.
  /// - Returns: The value v3 uses.
  public static func animeJS3Clamped(_ value: Double) -> Double {
    min(max(value, 0.1), 100)
  }

  private static func roundedToThousandths(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
  }
}
