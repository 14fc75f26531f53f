/// A decay by its time constant τ, in seconds: the velocity falls by the factor e every τ.
///
/// ```
/// v(t) = v₀·e^(−t/τ)        x∞ = x₀ + v₀·τ
/// ```
///
/// The plain physics form, and SpringKit's own (``Decay/init(timeConstant:)``). motion's
/// `timeConstant` is the same τ in milliseconds (``MotionInertia``).
///
/// **Exactness**: exact; no stop rule.
public struct ExponentialDecay: DecayDialect, Hashable {
  /// The dialect's key: `"exponential"`.
  public static let dialectName = "exponential"

  /// The time constant τ, in seconds; finite and greater than 0.
  public var timeConstant: Double

  /// Creates a time constant; the default, 0.325 s, is motion's.
  public init(timeConstant: Double = 0.325) {
    self.timeConstant = timeConstant
  }

  /// The time constant of `decay`, 1/λ.
  public init(_ decay: Decay) {
    timeConstant = decay.timeConstant
  }

  /// The decay with λ = 1/τ.
  ///
  /// - Throws: ``SpringError`` naming `timeConstant` unless it is finite and greater than 0.
  public func decay() throws(SpringError) -> Decay {
    try Decay(timeConstant: timeConstant)
  }

  /// `timeConstant`, in seconds.
  public var parameters: [SpringParameter] { [SpringParameter("timeConstant", timeConstant)] }

  /// SpringKit's `Decay(timeConstant:)`.
  public var code: String { "try Decay(timeConstant: \(SpringCodeNumber.text(timeConstant)))" }

  /// Exact.
  public var exactness: DecayExactness { .exact }

  /// The asymptote x₀ + v₀·τ; no stop.
  ///
  /// - Throws: ``SpringError`` naming `timeConstant`, `fromValue` or `initialVelocity`.
  public func landing(fromValue: Double, initialVelocity: Double) throws(SpringError)
    -> DecayLanding
  {
    try SpringError.requirePositive(timeConstant, "timeConstant")
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    return DecayLanding(
      asymptote: fromValue + initialVelocity * timeConstant, startingVelocity: initialVelocity)
  }
}
