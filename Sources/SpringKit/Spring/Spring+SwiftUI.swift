// SwiftUI's parametrisations of a spring: perceptual duration and bounce, response and
// damping ratio, and the three presets.

extension Spring {
  /// Creates a spring from SwiftUI's perceptual duration and bounce.
  ///
  /// The mapping is SwiftUI's (mass 1):
  ///
  /// ```
  /// k = (2π / duration)²
  /// c = 4π·(1 − bounce) / duration        for bounce ≥ 0   (ζ = 1 − bounce)
  /// c = 4π / (duration·(1 + bounce))      for bounce < 0   (ζ = 1 / (1 + bounce))
  /// ```
  ///
  /// so `duration` is the period of the undamped oscillation, not a settling time.
  ///
  /// ```swift
  /// let spring = try Spring(duration: 0.5, bounce: 0.3)
  /// spring.stiffness  // 157.91…
  /// spring.damping    // 17.59…
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; finite and greater than 0.
  ///     Defaults to 0.5.
  ///   - bounce: 0 for no bounce, up to 1 for no damping at all, below 0 (down to but
  ///     excluding −1) for overdamped creep. Defaults to 0.
  /// - Throws: ``SpringError`` when `duration` or `bounce` is out of range.
  public init(duration: Double = 0.5, bounce: Double = 0) throws(SpringError) {
    try SpringError.requirePositive(duration, "duration")
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw SpringError(parameter: "bounce", value: "\(bounce)", rule: .bounce)
    }
    let angularFrequency = 2 * Double.pi / duration
    let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let stiffness = angularFrequency * angularFrequency
    let damping = 2 * dampingRatio * angularFrequency
    try Self.requireRepresentable(
      mass: 1, stiffness: stiffness, damping: damping, parameter: "duration", value: duration)
    self.init(uncheckedMass: 1, stiffness: stiffness, damping: damping)
  }

  /// Creates a spring from its response (undamped period) and damping ratio.
  ///
  /// ```
  /// k = m·(2π / response)²        c = 4π·ζ·m / response
  /// ```
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation in seconds; finite and greater
  ///     than 0.
  ///   - dampingRatio: ζ; finite and at least 0 (above 1 is overdamped).
  ///   - mass: The mass; finite and greater than 0. Defaults to 1.
  /// - Throws: ``SpringError`` when a parameter breaks its rule.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
    try SpringError.requirePositive(response, "response")
    try SpringError.requireNonNegative(dampingRatio, "dampingRatio")
    try SpringError.requirePositive(mass, "mass")
    let angularFrequency = 2 * Double.pi / response
    let stiffness = mass * angularFrequency * angularFrequency
    let damping = 2 * dampingRatio * mass * angularFrequency
    try Self.requireRepresentable(
      mass: mass, stiffness: stiffness, damping: damping, parameter: "response", value: response)
    self.init(uncheckedMass: mass, stiffness: stiffness, damping: damping)
  }

  /// SwiftUI's perceptual duration: the undamped period 2π/ω₀ in seconds, the same as
  /// ``response``.
  public var duration: Double { response }

  /// SwiftUI's bounce: `1 − ζ` for ζ ≤ 1 and `1/ζ − 1` for ζ > 1 (negative when overdamped).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// SwiftUI's default spring: duration 0.5 s, bounce 0 (critically damped).
  public static let smooth = Spring(presetDuration: 0.5, bounce: 0)

  /// SwiftUI's snappy spring: duration 0.5 s, bounce 0.15.
  public static let snappy = Spring(presetDuration: 0.5, bounce: 0.15)

  /// SwiftUI's bouncy spring: duration 0.5 s, bounce 0.3.
  public static let bouncy = Spring(presetDuration: 0.5, bounce: 0.3)

  /// A preset from literal, valid parameters.
  private init(presetDuration duration: Double, bounce: Double) {
    let angularFrequency = 2 * Double.pi / duration
    self.init(
      uncheckedMass: 1, stiffness: angularFrequency * angularFrequency,
      damping: 2 * (1 - bounce) * angularFrequency)
  }
}
