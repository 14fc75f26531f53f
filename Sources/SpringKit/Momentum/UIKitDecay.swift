/// A decay in UIKit's terms: a scroll view's deceleration rate, the factor the velocity keeps
/// per millisecond.
///
/// ```
/// v(t) = v₀·r^(1000·t)        λ = −1000·ln r   (t in s)
/// ```
///
/// This is the continuous form b3ll/Motion's `DecayFunction` and ScrollMechanics'
/// `DecelerationTimingParameters` write; `UIScrollView.DecelerationRate.normal` is 0.998
/// and `.fast` 0.99 (UIScrollView's own loop is closed source). From 1,000 points per second
/// `.normal` lands 499.4998 points away and `.fast` 99.4992.
///
/// **Exactness**: exact; the law has no stop rule of its own (ScrollMechanics stops at
/// 0.5 points per second: use ``Decay/time(untilSpeed:initialVelocity:)``). For the
/// projection apps use to pick a target, see ``DecayProjection``.
public struct UIKitDecay: DecayDialect, Hashable {
  /// The dialect's key: `"uikit"`.
  public static let dialectName = "uikit"
  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = UIKitDecay(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = UIKitDecay(rate: 0.99)

  /// The deceleration rate r: the factor the velocity keeps per millisecond, in (0, 1).
  public var rate: Double

  /// Creates a deceleration rate; the default is `.normal`.
  public init(rate: Double = 0.998) {
    self.rate = rate
  }

  /// The rate whose continuous decay is `decay`: r = e^(−λ/1000).
  public init(_ decay: Decay) {
    rate = libmExp(-decay.decayRate / 1000)
  }

  /// λ = −1000·ln r, computed as −1000·log1p(r − 1) (r − 1 is exact for r in [0.5, 1], so a
  /// rate near 1 keeps its precision).
  ///
  /// - Throws: ``SpringError`` naming `rate` unless it is greater than 0 and less than 1.
  public func decay() throws(SpringError) -> Decay {
    try SpringError.requireDecelerationFactor(rate, "rate")
    return try Decay(decayRate: -1000 * libmLog1p(rate - 1))
  }

  /// `rate`.
  public var parameters: [SpringParameter] { [SpringParameter("rate", rate)] }

  /// `scrollView.decelerationRate = …`, by name for 0.998 and 0.99.
  public var code: String {
    let value =
      switch rate {
      case 0.998: ".normal"
      case 0.99: ".fast"
      default: "UIScrollView.DecelerationRate(rawValue: \(SpringCodeNumber.text(rate)))"
      }
    return "scrollView.decelerationRate = \(value)"
  }

  /// Exact.
  public var exactness: DecayExactness { .exact }

  /// The asymptote x₀ − v₀/(1000·ln r); no stop.
  ///
  /// - Throws: ``SpringError`` naming `rate`, `fromValue` or `initialVelocity`.
  public func landing(fromValue: Double, initialVelocity: Double) throws(SpringError)
    -> DecayLanding
  {
    let decay = try decay()
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    return DecayLanding(
      asymptote: decay.restingValue(fromValue: fromValue, initialVelocity: initialVelocity),
      startingVelocity: initialVelocity)
  }
}
