/// A decay: a value coasting with a velocity that decays exponentially, the motion of a fling.
///
/// The velocity falls by the same factor in every equal span of time,
///
/// ```
/// v(t) = v₀·e^(−λt)        x(t) = x₀ + (v₀/λ)·(1 − e^(−λt))
/// ```
///
/// with the ``decayRate`` λ (per second, > 0), t in seconds and v₀ in units per second. The
/// value comes to rest at the ``restingValue(fromValue:initialVelocity:)``, x₀ + v₀/λ (where
/// a fling "lands"), approached but never reached. A ``SpringVector`` value decays along
/// its velocity's direction: every component with the same factor.
///
/// ```swift
/// let decay = try Decay(decayRate: 2)
/// decay.restingValue(fromValue: 0.0, initialVelocity: 1000)   // 500
/// decay.value(fromValue: 0.0, initialVelocity: 1000, time: 0.5)  // 316.06…
/// ```
///
/// Every ecosystem names λ differently (UIKit's deceleration rate per millisecond, React
/// Native's deceleration, Compose's friction, motion's time constant): the dialects in
/// `Momentum/` convert both ways and say how exactly each library plays the law.
public struct Decay: Sendable, Hashable {
  /// The decay rate λ, per second: the velocity falls by e every 1/λ seconds.
  public let decayRate: Double

  /// Creates a decay from its rate.
  ///
  /// - Parameter decayRate: λ, per second; finite and greater than 0.
  /// - Throws: ``SpringError`` naming `decayRate` unless it is finite and greater than 0.
  public init(decayRate: Double) throws(SpringError) {
    try SpringError.requirePositive(decayRate, "decayRate")
    self.decayRate = decayRate
  }

  /// Creates a decay from its time constant τ = 1/λ, the seconds in which the velocity falls
  /// by the factor e (Compose's and motion's `timeConstant` is in milliseconds: divide by
  /// 1000).
  ///
  /// - Parameter timeConstant: τ, in seconds; finite and greater than 0.
  /// - Throws: ``SpringError`` naming `timeConstant` unless it is finite and greater than 0,
  ///   or so small that 1/τ overflows.
  public init(timeConstant: Double) throws(SpringError) {
    try SpringError.requirePositive(timeConstant, "timeConstant")
    let rate = 1 / timeConstant
    guard rate.isFinite else {
      throw SpringError(parameter: "timeConstant", value: .number(timeConstant), rule: .positive)
    }
    decayRate = rate
  }

  /// Creates a decay from a rate already known to be finite and positive.
  @usableFromInline
  init(uncheckedDecayRate decayRate: Double) {
    self.decayRate = decayRate
  }

  /// The time constant τ = 1/λ, in seconds: the velocity falls by e in this time.
  public var timeConstant: Double { 1 / decayRate }

  /// The time in which the velocity halves, ln 2/λ, in seconds.
  public var halfLife: Double { 0.693_147_180_559_945_3 / decayRate }
}
