// When a decay slows to a speed or has travelled a distance, and the inverse problems: the
// release velocity or the rate that lands a fling on a given value.

extension Decay {
  /// The seconds until a fling released with `initialVelocity` has slowed to `speed`,
  /// ln(|v₀|/s)/λ.
  ///
  /// This is the duration libraries with a speed threshold play (ScrollMechanics stops at
  /// 0.5 units/s, Compose's `exponentialDecay` at 0.1). The ratio is formed as a difference
  /// of logarithms when it would overflow, so huge and tiny speeds keep their precision.
  ///
  /// ```swift
  /// try Decay(decayRate: 2).time(untilSpeed: 1, initialVelocity: 1000.0)  // ln(1000)/2
  /// ```
  ///
  /// - Parameters:
  ///   - speed: The speed, in units per second.
  ///   - initialVelocity: The release velocity, in units per second.
  /// - Returns: The time in seconds: 0 when the fling is no faster than `speed` at the
  ///   release, +∞ for a speed of 0 or less (never reached), NaN for NaN arguments.
  @inlinable
  public func time<V: SpringVector>(untilSpeed speed: Double, initialVelocity: V) -> Double {
    let initialSpeed = Self.speed(of: initialVelocity)
    guard !speed.isNaN, !initialSpeed.isNaN else { return .nan }
    guard speed > 0 else { return .infinity }
    guard initialSpeed > speed else { return 0 }
    let ratio = initialSpeed / speed
    let logarithm =
      ratio.isFinite ? libmLog(ratio) : libmLog(initialSpeed) - libmLog(speed)
    return logarithm / decayRate
  }

  /// The seconds until a fling released with `initialVelocity` has travelled `distance`
  /// along its direction, −ln(1 − λd/|v₀|)/λ.
  ///
  /// Computed with `log1p` while λd/|v₀| < ½, so that a short distance keeps full precision,
  /// and beyond as ln(|v₀|/(|v₀| − λd)) with the remaining speed formed in one rounding, so
  /// that a fling which barely gets there (1 − λd/|v₀| cancelling) does too.
  ///
  /// - Parameters:
  ///   - distance: The distance along the velocity's direction, in units; 0 is reached at
  ///     once.
  ///   - initialVelocity: The release velocity, in units per second.
  /// - Returns: The time in seconds, or `nil` when the fling never travels that far: the
  ///   distance is negative, or at least the resting distance |v₀|/λ; NaN for NaN arguments.
  @inlinable
  public func time<V: SpringVector>(toTravel distance: Double, initialVelocity: V) -> Double? {
    let initialSpeed = Self.speed(of: initialVelocity)
    guard !distance.isNaN, !initialSpeed.isNaN else { return .nan }
    guard distance > 0 else { return distance == 0 ? 0 : nil }
    let fraction = decayRate * distance / initialSpeed
    guard fraction < 1 else { return nil }
    if fraction < 0.5 { return -libmLog1p(-fraction) / decayRate }
    // Near the resting value 1 − λd/v₀ cancels: form the remaining speed v₀ − λd with one
    // rounding and take the logarithm of the ratio (a fling that barely reaches a wall).
    let remaining = initialSpeed.addingProduct(-decayRate, distance)
    guard remaining > 0 else { return nil }
    return libmLog(initialSpeed / remaining) / decayRate
  }

  /// The length of a velocity, rescaled when |v|² overflows or underflows.
  @inlinable
  static func speed<V: SpringVector>(of velocity: V) -> Double {
    if let scalar = velocity as? V.Scalar { return Double(abs(scalar)) }
    let magnitude = velocity.magnitude
    guard velocity.isFinite, !magnitude.isNormal || !magnitude.isFinite else {
      return Double(magnitude)
    }
    // |v|² left the normal range: measure v·2^±k and undo the scale exactly.
    let exponent = V.Scalar.greatestFiniteMagnitude.exponent / 2
    let scale = magnitude.isFinite && magnitude < 1 ? exponent : -exponent
    let scaled = (V.Scalar(sign: .plus, exponent: scale, significand: 1) * velocity).magnitude
    return Double(scaled) * Double(sign: .plus, exponent: -Int(scale), significand: 1)
  }

  /// The seconds until a scalar fling released at `fromValue` with `initialVelocity` reaches
  /// `position`: the exact instant it crosses a wall or a snap point.
  ///
  /// - Parameters:
  ///   - position: The value to reach.
  ///   - fromValue: The value at the release.
  ///   - initialVelocity: The release velocity, in units per second.
  /// - Returns: The time in seconds; 0 when `position` is `fromValue`; `nil` when the fling
  ///   never gets there (behind it, or at or beyond its resting value); NaN for NaN
  ///   arguments.
  @inlinable
  public func time<S: SpringScalar>(toReach position: S, fromValue: S, initialVelocity: S)
    -> Double?
  {
    let offset = Double(position) - Double(fromValue)
    let velocity = Double(initialVelocity)
    guard !offset.isNaN, !velocity.isNaN else { return .nan }
    guard offset != 0 else { return 0 }
    guard velocity != 0 else { return nil }
    return time(toTravel: velocity > 0 ? offset : -offset, initialVelocity: velocity)
  }

  /// The release velocity that lands a fling from `fromValue` on `landingOn`, λ(x₁ − x₀), in
  /// units per second.
  ///
  /// ```swift
  /// try Decay(decayRate: 2).initialVelocity(fromValue: 0.0, landingOn: 500.0)  // 1000
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at the release.
  ///   - landingOn: Where the fling should come to rest.
  /// - Returns: The release velocity.
  @inlinable
  public func initialVelocity<V: SpringVector>(fromValue: V, landingOn: V) -> V {
    V.Scalar(decayRate) * (landingOn - fromValue)
  }

  /// The decay that lands a fling released at `fromValue` with `initialVelocity` on
  /// `landingOn`: λ = v₀/(x₁ − x₀).
  ///
  /// ```swift
  /// let decay = try Decay(fromValue: 0, landingOn: 500, initialVelocity: 1000)
  /// decay.decayRate  // 2
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at the release; finite.
  ///   - landingOn: Where the fling should come to rest; finite, on the side the velocity
  ///     points to.
  ///   - initialVelocity: The release velocity, in units per second; finite and not 0.
  /// - Throws: ``SpringError`` naming `fromValue` or `initialVelocity` when not finite (or the
  ///   velocity is 0), or `landingOn` when it is not ahead of the release in the velocity's
  ///   direction or so close that the rate overflows (rule ``SpringError/Rule/landingAhead``).
  public init(fromValue: Double, landingOn: Double, initialVelocity: Double)
    throws(SpringError)
  {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(landingOn, "landingOn")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    guard initialVelocity != 0 else {
      throw SpringError(
        parameter: "initialVelocity", value: .number(initialVelocity), rule: .nonzero)
    }
    let rate = initialVelocity / (landingOn - fromValue)
    guard rate.isFinite, rate > 0 else {
      throw SpringError(parameter: "landingOn", value: .number(landingOn), rule: .landingAhead)
    }
    self.init(uncheckedDecayRate: rate)
  }
}
