/// A decay in Jetpack Compose's terms: `exponentialDecay(frictionMultiplier,
/// absVelocityThreshold)`; Android's `FlingAnimation` (`setFriction`) is the same law.
///
/// `FloatExponentialDecaySpec` computes in `Float` with friction f = −4.2f × max(0.0001,
/// multiplier):
///
/// ```
/// x(t) = x₀ − v₀/f + (v₀/f)·e^(f·t)      λ = −f = 4.2·multiplier per second
/// ```
///
/// −4.2f is 4.19999980926513671875, so the law's landing from 1,000 units per second is
/// 238.0952489, not 238.0952381. `getTargetValue` does not return that asymptote: it
/// returns the value at the instant the speed falls to `absVelocityThreshold` (0.1f),
/// x₀ + (v₀/λ)·(1 − threshold/|v₀|) = 238.0714 (or x₀ when |v₀| ≤ threshold). This
/// dialect uses the `Float` constants as Compose stores them and computes in `Double`.
///
/// **Exactness**: exact up to Compose's `Float` rounding (about 1e-7 relative).
public struct ComposeDecay: DecayDialect, Hashable {
  /// The dialect's key: `"compose"`.
  public static let dialectName = "compose"
  /// Compose's `ExponentialDecayFriction`, −4.2f, as the `Double` it is.
  public static let baseFriction = Double(Float(-4.2))

  /// `frictionMultiplier`, finite and greater than 0 (the default is 1).
  ///
  /// Compose raises it to at least 0.0001.
  public var frictionMultiplier: Double
  /// `absVelocityThreshold`, in units per second (the default is 0.1f); finite and greater
  /// than 0.
  public var absVelocityThreshold: Double

  /// Creates `exponentialDecay`'s parameters; the defaults are Compose's.
  public init(frictionMultiplier: Double = 1, absVelocityThreshold: Double = Double(Float(0.1))) {
    self.frictionMultiplier = frictionMultiplier
    self.absVelocityThreshold = absVelocityThreshold
  }

  /// The multiplier of `decay`, λ/4.2 (Compose rounds its friction to `Float`).
  public init(_ decay: Decay) {
    self.init(frictionMultiplier: decay.decayRate / -Self.baseFriction)
  }

  /// The friction Compose computes: `Float(−4.2f × max(0.0001f, multiplier))`, per second.
  ///
  /// - Throws: ``SpringError`` naming `frictionMultiplier` unless it is finite and greater
  ///   than 0 (and within `Float`'s range).
  public func friction() throws(SpringError) -> Double {
    try SpringError.requirePositive(frictionMultiplier, "frictionMultiplier")
    let multiplier = Float(frictionMultiplier)
    guard multiplier.isFinite else {
      throw SpringError(
        parameter: "frictionMultiplier", value: .number(frictionMultiplier), rule: .positive)
    }
    return Double(Float(-4.2) * max(Float(0.0001), multiplier))
  }

  /// The decay with λ = −f, Compose's `Float` friction.
  ///
  /// - Throws: ``SpringError`` naming `frictionMultiplier`.
  public func decay() throws(SpringError) -> Decay {
    try Decay(decayRate: -friction())
  }

  /// `frictionMultiplier`, `absVelocityThreshold`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("frictionMultiplier", frictionMultiplier),
      SpringParameter("absVelocityThreshold", absVelocityThreshold),
    ]
  }

  /// `exponentialDecay<Float>(…)`.
  public var code: String {
    "exponentialDecay<Float>(frictionMultiplier = \(SpringCodeNumber.text(frictionMultiplier))f"
      + ", absVelocityThreshold = \(SpringCodeNumber.text(Double(Float(absVelocityThreshold))))f)"
  }

  /// Exact (up to `Float`).
  public var exactness: DecayExactness { .exact }

  /// The asymptote x₀ − v₀/f and `getTargetValue`'s stop at the threshold speed.
  ///
  /// - Throws: ``SpringError`` naming `frictionMultiplier`, `absVelocityThreshold`,
  ///   `fromValue` or `initialVelocity`.
  public func landing(fromValue: Double, initialVelocity: Double) throws(SpringError)
    -> DecayLanding
  {
    let friction = try friction()
    try SpringError.requirePositive(absVelocityThreshold, "absVelocityThreshold")
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    let asymptote = fromValue - initialVelocity / friction
    let speed = abs(initialVelocity)
    let stop: DecayLanding.Stop
    if speed <= absVelocityThreshold {
      stop = DecayLanding.Stop(value: fromValue, time: 0)
    } else {
      // getTargetValue: the value at duration = ln(threshold/|v₀|)/f, where e^(f·t) is
      // threshold/|v₀| exactly.
      let remaining = absVelocityThreshold / speed
      stop = DecayLanding.Stop(
        value: fromValue - initialVelocity / friction * (1 - remaining),
        time: libmLog(remaining) / friction)
    }
    return DecayLanding(asymptote: asymptote, stop: stop, startingVelocity: initialVelocity)
  }
}
