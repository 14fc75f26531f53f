/// A decay in React Native's terms: `Animated.decay`'s `deceleration` per millisecond, with
/// its velocity in units per millisecond.
///
/// `DecayAnimation.js` (JS driver) evaluates, at each animation frame's `Date.now()`,
///
/// ```
/// x = x₀ + (v/(1 − d))·(1 − e^(−(1 − d)·t))      (t in ms, v in units/ms)
/// ```
///
/// so λ = 1000·(1 − d) per second. It ends at the first frame that moved less than 0.1 since
/// the previous one, and never snaps to the asymptote: from 1,000 units per second with the
/// default 0.998 it approaches 500 and stops at about 497.05 at 60 Hz (494.06 at 120 Hz).
/// react-spring's `decay` (`decay: true` is 0.998) is the same law with the same 0.1 rule on
/// summed frame times (read in `SpringValue.ts`, not replayed here).
///
/// **Exactness**: exact; the stop depends on ``frameRate``.
public struct ReactNativeDecay: DecayDialect, Hashable {
  /// The dialect's key: `"react-native"`.
  public static let dialectName = "react-native"
  /// The smallest per-frame movement that keeps the animation going, 0.1 units.
  public static let stopMovement = 0.1

  /// `deceleration`, the factor per millisecond (the default is 0.998); finite and less than
  /// 1.
  public var deceleration: Double
  /// The frames per second the stop rule is replayed at; not a parameter of React Native.
  ///
  /// The frames come at n/frameRate seconds after the start, the first at 1/frameRate.
  public var frameRate: Double

  /// Creates `Animated.decay`'s parameters; the default deceleration is React Native's.
  public init(deceleration: Double = 0.998, frameRate: Double = 60) {
    self.deceleration = deceleration
    self.frameRate = frameRate
  }

  /// The deceleration of `decay`, d = 1 − λ/1000, at 60 frames per second.
  public init(_ decay: Decay) {
    self.init(deceleration: 1 - decay.decayRate / 1000)
  }

  /// The decay with λ = 1000·(1 − d).
  ///
  /// - Throws: ``SpringError`` naming `deceleration` unless it is finite and less than 1.
  public func decay() throws(SpringError) -> Decay {
    try SpringError.requireLessThanOne(deceleration, "deceleration")
    return try Decay(decayRate: 1000 * (1 - deceleration))
  }

  /// `deceleration`.
  public var parameters: [SpringParameter] { [SpringParameter("deceleration", deceleration)] }

  /// `Animated.decay`'s config, without the velocity.
  public var code: String {
    "{ deceleration: \(SpringCodeNumber.text(deceleration)), useNativeDriver: true }"
  }

  /// The config with `velocity` in units per millisecond.
  ///
  /// - Parameter initialVelocity: The release velocity, in units per second.
  /// - Returns: The config object, on one line.
  public func code(initialVelocity: Double) -> String {
    "{ velocity: \(SpringCodeNumber.text(initialVelocity / 1000)), "
      + "deceleration: \(SpringCodeNumber.text(deceleration)), useNativeDriver: true }"
  }

  /// Exact.
  public var exactness: DecayExactness { .exact }

  /// The asymptote x₀ + v/(1 − d) and the frame where `DecayAnimation.js` stops.
  ///
  /// - Throws: ``SpringError`` naming `deceleration`, `frameRate`, `fromValue` or
  ///   `initialVelocity`.
  /// - Complexity: O(1): the stop frame is found from the closed form, then checked.
  public func landing(fromValue: Double, initialVelocity: Double) throws(SpringError)
    -> DecayLanding
  {
    try SpringError.requireLessThanOne(deceleration, "deceleration")
    try SpringError.requirePositive(frameRate, "frameRate")
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    let perMillisecond = initialVelocity / 1000
    let slope = 1 - deceleration
    let frame = 1000 / frameRate
    // The library's own expression, term for term, at t = n·frame ms.
    func value(_ n: Double) -> Double {
      n == 0
        ? fromValue
        : fromValue + (perMillisecond / slope) * (1 - libmExp(-slope * (n * frame)))
    }
    // The movement over frame n is (v/s)·e^(−s·(n−1)·frame)·(1 − e^(−s·frame)); start a few
    // frames before the first that moves less than 0.1 and step to it.
    let first = perMillisecond / slope * -libmExpm1(-slope * frame)
    var n = 1.0
    if abs(first) >= Self.stopMovement {
      let estimate = libmLog(abs(first) / Self.stopMovement) / (slope * frame)
      n = max(1, (estimate - 2).rounded(.down))
    }
    while abs(value(n - 1) - value(n)) >= Self.stopMovement { n += 1 }
    return DecayLanding(
      asymptote: fromValue + perMillisecond / slope,
      stop: DecayLanding.Stop(value: value(n), time: n * frame / 1000),
      startingVelocity: initialVelocity)
  }
}
