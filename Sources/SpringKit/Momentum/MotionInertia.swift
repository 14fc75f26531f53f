/// A decay in motion's terms (framer-motion): `inertia`'s `power` and `timeConstant` (in
/// milliseconds).
///
/// `inertia.ts` sets the target x₀ + power·v₀ (or `modifyTarget`'s value, when it changes
/// it) and plays
///
/// ```
/// x(t) = target − A·e^(−t/τ)      A = target − x₀,  t and τ in ms
/// ```
///
/// an exponential decay with λ = 1000/τ, ending at the frame where |A·e^(−t/τ)| ≤
/// `restDelta` (0.5) with the value set to the target. Its velocity at the release is
/// A/τ·1000 = (power/τ_s)·v₀: **not the release velocity** unless power equals τ in
/// seconds. With the defaults (0.8, 325 ms) the curve starts at 2.46 × the release
/// velocity and lands 0.8·v₀ away (800 from 1,000 units per second).
///
/// **Exactness**: ``DecayExactness/scaledVelocity(_:)`` with power·1000/τ (exact when that
/// is 1, as for the parameters made from a ``Decay``).
public struct MotionInertia: DecayDialect, Hashable {
  /// The dialect's key: `"motion"`.
  public static let dialectName = "motion"

  /// `power`, the landing distance per unit of release velocity, in seconds (the default is
  /// 0.8); finite.
  public var power: Double
  /// `timeConstant`, in milliseconds (the default is 325); finite and greater than 0.
  public var timeConstant: Double
  /// `restDelta`: the distance from the target at which the curve ends (the default is 0.5).
  public var restDelta: Double

  /// Creates `inertia`'s parameters; the defaults are motion's.
  public init(power: Double = 0.8, timeConstant: Double = 325, restDelta: Double = 0.5) {
    self.power = power
    self.timeConstant = timeConstant
    self.restDelta = restDelta
  }

  /// The parameters that play `decay` from the release velocity: τ = 1000/λ ms and
  /// power = 1/λ.
  public init(_ decay: Decay) {
    self.init(power: decay.timeConstant, timeConstant: 1000 * decay.timeConstant)
  }

  /// The decay with λ = 1000/τ (the curve's shape; its starting velocity is
  /// ``startingVelocity(initialVelocity:)``).
  ///
  /// - Throws: ``SpringError`` naming `timeConstant` unless it is finite and greater than 0.
  public func decay() throws(SpringError) -> Decay {
    try SpringError.requirePositive(timeConstant, "timeConstant")
    return try Decay(timeConstant: timeConstant / 1000)
  }

  /// The factor between the curve's starting velocity and the release velocity,
  /// power·1000/τ (2.4615… with the defaults).
  public var velocityScale: Double { power * 1000 / timeConstant }

  /// The velocity motion's curve starts with, (power/τ_s)·v₀, in units per second.
  ///
  /// - Parameter initialVelocity: The release velocity, in units per second.
  /// - Returns: The curve's velocity at the release.
  public func startingVelocity(initialVelocity: Double) -> Double {
    power * initialVelocity / timeConstant * 1000
  }

  /// `power`, `timeConstant` (ms).
  public var parameters: [SpringParameter] {
    [SpringParameter("power", power), SpringParameter("timeConstant", timeConstant)]
  }

  /// motion's transition.
  public var code: String {
    "{ type: \"inertia\", power: \(SpringCodeNumber.text(power)), "
      + "timeConstant: \(SpringCodeNumber.text(timeConstant)) }"
  }

  /// Exact when power·1000/τ is 1 (to 1e-12), else the curve starts at that multiple of the
  /// release velocity.
  public var exactness: DecayExactness {
    let scale = velocityScale
    return abs(scale - 1) <= 1e-12 ? .exact : .scaledVelocity(scale)
  }

  /// The target x₀ + power·v₀ (the asymptote, where motion also stops: it snaps to the
  /// target once within `restDelta`), the instant it does, and the curve's starting
  /// velocity.
  ///
  /// - Throws: ``SpringError`` naming `power`, `timeConstant`, `restDelta`, `fromValue` or
  ///   `initialVelocity`.
  public func landing(fromValue: Double, initialVelocity: Double) throws(SpringError)
    -> DecayLanding
  {
    try SpringError.requireFinite(power, "power")
    try SpringError.requirePositive(timeConstant, "timeConstant")
    try SpringError.requireNonNegative(restDelta, "restDelta")
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    let amplitude = power * initialVelocity
    let target = fromValue + amplitude
    // |A|·e^(−t/τ) ≤ restDelta from t = τ·ln(|A|/restDelta) on (at once when |A| is no more).
    let time =
      abs(amplitude) <= restDelta
      ? 0 : timeConstant * libmLog(abs(amplitude) / restDelta) / 1000
    return DecayLanding(
      asymptote: target, stop: DecayLanding.Stop(value: target, time: time),
      startingVelocity: startingVelocity(initialVelocity: initialVelocity))
  }
}
