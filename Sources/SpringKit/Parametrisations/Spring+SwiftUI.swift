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
      throw SpringError(parameter: "bounce", value: .number(bounce), rule: .bounce)
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

  /// SwiftUI's smooth spring with a duration and extra bounce (base bounce 0).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; finite and greater than 0.
  ///   - extraBounce: Added to the base bounce; the sum must lie in (−1, 1].
  /// - Returns: `Spring(duration: duration, bounce: extraBounce)`.
  /// - Throws: ``SpringError`` when the duration or the resulting bounce is out of range.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringError)
    -> Spring
  { try Spring(duration: duration, bounce: extraBounce) }

  /// SwiftUI's snappy spring with a duration and extra bounce (base bounce 0.15).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; finite and greater than 0.
  ///   - extraBounce: Added to the base bounce; the sum must lie in (−1, 1].
  /// - Returns: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
  /// - Throws: ``SpringError`` when the duration or the resulting bounce is out of range.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringError)
    -> Spring
  { try Spring(duration: duration, bounce: 0.15 + extraBounce) }

  /// SwiftUI's bouncy spring with a duration and extra bounce (base bounce 0.3).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds; finite and greater than 0.
  ///   - extraBounce: Added to the base bounce; the sum must lie in (−1, 1].
  /// - Returns: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
  /// - Throws: ``SpringError`` when the duration or the resulting bounce is out of range.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws(SpringError)
    -> Spring
  { try Spring(duration: duration, bounce: 0.3 + extraBounce) }

  /// A preset from literal, valid parameters.
  private init(presetDuration duration: Double, bounce: Double) {
    let angularFrequency = 2 * Double.pi / duration
    self.init(
      uncheckedMass: 1, stiffness: angularFrequency * angularFrequency,
      damping: 2 * (1 - bounce) * angularFrequency)
  }

  /// Creates the spring (mass 1) whose envelope reaches `epsilon` at `settlingDuration`,
  /// SwiftUI's settling-duration parametrisation.
  ///
  /// The motion is the unit step: from 0 to 1, at rest. SpringKit solves for ω₀ exactly, in
  /// closed form where one exists:
  ///
  /// ```
  /// ζ < 1:  e^{−ζω₀T} / √(1 − ζ²) = ε   ⇒   ω₀ = ln(1 / (ε·√(1 − ζ²))) / (ζT)
  /// ζ = 1:  e^{−ω₀T}·(1 + ω₀T) = ε      (solved to an ulp)
  /// ζ > 1:  the unit step itself, which is monotone, is ε at T (solved to an ulp)
  /// ```
  ///
  /// For ζ < 1 the envelope is the exact amplitude 1/√(1 − ζ²) of the unit step, so the
  /// spring is guaranteed within ε after `settlingDuration`; SwiftUI (as re-implemented by
  /// others) and framer-motion use ζ/√(1 − ζ²), the amplitude of the sine term alone, which
  /// gives a slightly softer spring. The amplitude grows without bound as ζ approaches 1
  /// from below, so the envelope — and the spring — jump at ζ = 1, where the critical
  /// equation takes over (ζ = 0.999999 gives ω₀T = 13.47, ζ = 1 gives 9.23); SwiftUI's own
  /// envelope has the same jump. ζ = 0 never settles and is rejected.
  ///
  /// ```swift
  /// let spring = try Spring(settlingDuration: 1, dampingRatio: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - settlingDuration: T, in seconds; finite and greater than 0.
  ///   - dampingRatio: ζ; finite and greater than 0.
  ///   - epsilon: The envelope's value at T, as a fraction of the distance; in (0, 1).
  ///     Defaults to 0.001 as in SwiftUI.
  /// - Throws: ``SpringError`` when a parameter is out of range.
  public init(
    settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001
  ) throws(SpringError) {
    try SpringError.requirePositive(settlingDuration, "settlingDuration")
    try SpringError.requirePositive(dampingRatio, "dampingRatio")
    guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
      throw SpringError(parameter: "epsilon", value: .number(epsilon), rule: .fraction)
    }
    let scaled = Self.dimensionlessSettling(dampingRatio: dampingRatio, epsilon: epsilon)
    let frequency = scaled / settlingDuration
    try self.init(response: 2 * Double.pi / frequency, dampingRatio: dampingRatio)
  }

  /// ω₀·T for the envelope equation of ``init(settlingDuration:dampingRatio:epsilon:)``.
  static func dimensionlessSettling(dampingRatio zeta: Double, epsilon: Double) -> Double {
    if zeta < 1 {
      return libmLog(1 / (epsilon * ((1 - zeta) * (1 + zeta)).squareRoot())) / zeta
    }
    // The unit step at ω₀ = 1 as a function of x = ω₀t decreases from 1 to 0; bisect it.
    let unit = Spring(uncheckedMass: 1, stiffness: 1, damping: 2 * zeta)
    let distance = { (x: Double) in
      abs(unit.dynamics.transition(over: DoubleDouble(x)).a)
    }
    var low = 0.0
    var high = 1.0
    while distance(high) > epsilon { (low, high) = (high, 2 * high) }
    return Bisection.narrow(low, high) { distance($0) > epsilon }.high
  }
}
