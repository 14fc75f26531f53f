/// A spring in After Effects' terms: the common "inertial bounce" expression's `amp`,
/// `freq` and `decay` (the widely shared version 1.2 uses 0.1, 2 and 2).
///
/// After the last keyframe the expression plays
/// `value + v·amp·sin(2π·freq·t)/exp(decay·t)`, with `v` the layer's velocity just before
/// that keyframe. That is exactly the free response of a damped spring that starts at its
/// target with velocity `v·amp·2π·freq`: decay σ = `decay`, damped frequency
/// ω_d = 2π·`freq`, so mass 1, stiffness σ² + ω_d², damping 2σ.
///
/// **Exactness**: exact for 0 ≤ ζ < 1: the expression's bounce is the spring's motion from
/// the target, and its starting velocity is part of the expression (``velocityFactor``
/// times the velocity the layer arrives with), not a parameter. The view of a spring uses
/// `amp` = 1/ω_d, which keeps the arriving velocity: the bounce then continues the keyframed
/// motion smoothly. It cannot express ζ ≥ 1 (no oscillation). Variants of the expression
/// stop the bounce after 1 or 4 seconds (`t < 1`); the spring does not.
public struct AfterEffectsParameters: SpringDialect, Hashable {
  /// The dialect's key: `"after-effects"`.
  public static let dialectName = "after-effects"

  /// `amp`: the bounce's starting velocity per unit of the arriving velocity, divided by
  /// 2π·`freq`, in seconds.
  public var amplitude: Double
  /// `freq`: oscillations per second.
  public var frequency: Double
  /// `decay`: the envelope's rate, in 1/s.
  public var decay: Double
  /// How far the expression's spring is from the spring this view was made from.
  public let deviation: Double

  /// Creates the expression's values; the defaults are version 1.2's.
  public init(amplitude: Double = 0.1, frequency: Double = 2, decay: Double = 2) {
    self.amplitude = amplitude
    self.frequency = frequency
    self.decay = decay
    deviation = 0
  }

  /// The expression whose bounce is the spring's free response, with `amp` = 1/ω_d.
  public init(_ spring: Spring) {
    let zeta = spring.dampingRatio
    // No oscillation at ζ ≥ 1: freq 0 and an infinite amp, not NaN.
    let damped = spring.naturalFrequency * max(0, 1 - zeta * zeta).squareRoot()
    frequency = damped / (2 * Double.pi)
    decay = zeta * spring.naturalFrequency
    amplitude = 1 / damped
    deviation = zeta < 1 && damped > 0 ? 0 : .infinity
  }

  /// The spring whose free response from the target is the bounce: mass 1,
  /// stiffness decay² + (2π·freq)², damping 2·decay.
  ///
  /// - Throws: ``SpringError`` unless `freq` is greater than 0 and `decay` at least 0.
  public func spring() throws(SpringError) -> Spring {
    try SpringError.requirePositive(frequency, "frequency")
    guard decay.isFinite, decay >= 0 else {
      throw SpringError(parameter: "decay", value: .number(decay), rule: .nonNegative)
    }
    let damped = 2 * Double.pi * frequency
    return try Spring(mass: 1, stiffness: decay * decay + damped * damped, damping: 2 * decay)
  }

  /// The bounce's starting velocity per unit of the velocity the layer arrives with:
  /// `amp`·2π·`freq` (1 keeps the arriving velocity).
  public var velocityFactor: Double { amplitude * 2 * Double.pi * frequency }

  /// `amp`, `freq`, `decay`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("amp", amplitude), SpringParameter("freq", frequency),
      SpringParameter("decay", decay),
    ]
  }

  /// The expression's bounce line with its values; the expression finds `t` (the time
  /// since the last keyframe) and `v` (the velocity just before it).
  public var code: String {
    "amp = \(SpringCodeNumber.text(amplitude)); freq = \(SpringCodeNumber.text(frequency)); "
      + "decay = \(SpringCodeNumber.text(decay)); "
      + "value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t)"
  }
}

extension Spring {
  /// This spring as After Effects' inertial-bounce expression.
  public var afterEffects: AfterEffectsParameters { AfterEffectsParameters(self) }
}
