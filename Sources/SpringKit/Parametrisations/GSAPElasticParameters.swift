/// A spring in GSAP's terms: a tween of `duration` seconds with
/// `ease: "elastic.out(amplitude, period)"` (defaults 1 and 0.3; GSAP's default duration is
/// 0.5 s).
///
/// GSAP's ease (`src/gsap-core.js`, `_configElastic`) is
/// f(p) = A·2^(−10p)·sin(2π(p − p₃)/P) + 1 with A = max(amplitude, 1),
/// P = period / min(amplitude, 1) (an amplitude below 1 stretches the period; a period of 0
/// is GSAP's default) and p₃ = P·asin(1/A)/2π, and f(1) = 1. Over a duration D that is a
/// damped spring's motion from 0 to 1: decay σ = 10·ln 2/D, damped frequency
/// ω_d = 2π/(P·D), so mass 1, stiffness σ² + ω_d², damping 2σ, started at
/// σ + ω_d·√(A² − 1) distances per second (``startingVelocity``).
///
/// **Exactness**: exact, with the velocity. The velocity is part of the curve (GSAP's tween
/// takes none): even the default starts at 10·ln 2/D. At p = 1 GSAP snaps to the end value,
/// a jump of at most A·2⁻¹⁰ that the spring reaches by itself later. The view of a spring
/// from rest, or from a velocity below σ, is the nearest (amplitude 1) with its
/// ``deviation``; GSAP cannot express a spring with ζ ≥ 1 or ζ = 0.
public struct GSAPElasticParameters: SpringStartingVelocityDialect, Hashable {
  /// The dialect's key: `"gsap"`.
  public static let dialectName = "gsap"
  /// `elastic.out`'s default period, 0.3.
  public static let defaultPeriod = 0.3

  /// `amplitude`, the first argument of `elastic.out`.
  public var amplitude: Double
  /// `period`, the second argument, as a fraction of the duration.
  public var period: Double
  /// The tween's `duration`, in seconds.
  public var duration: Double
  /// How far GSAP's curve, over the tween, is from the motion this view was made from.
  public let deviation: Double

  /// Creates `elastic.out(amplitude, period)` over `duration` seconds; the defaults are
  /// GSAP's.
  public init(amplitude: Double = 1, period: Double = 0.3, duration: Double = 0.5) {
    self.amplitude = amplitude
    self.period = period
    self.duration = duration
    deviation = 0
  }

  /// The nearest `elastic.out` to the spring's motion from rest (amplitude 1: GSAP's
  /// curve starts at 10·ln 2/D, the rest cannot be expressed).
  public init(_ spring: Spring) {
    self.init(spring, startingVelocity: 0)
  }

  /// The `elastic.out` whose curve is the spring's motion from 0 to 1 starting at
  /// `startingVelocity`: exact when that velocity is at least the spring's decay rate ζω₀,
  /// else the nearest (amplitude 1).
  public init(_ spring: Spring, startingVelocity: Double) {
    let zeta = spring.dampingRatio
    let decay = zeta * spring.naturalFrequency
    // No oscillation at ζ ≥ 1: a period of infinity, not NaN.
    let damped = spring.naturalFrequency * max(0, 1 - zeta * zeta).squareRoot()
    duration = 10 * libmLog(2) / decay
    period = 2 * Double.pi / (damped * duration)
    let excess = (startingVelocity - decay) / damped
    amplitude = excess > 0 ? (1 + excess * excess).squareRoot() : 1
    guard zeta > 0, zeta < 1, duration.isFinite, period.isFinite, amplitude.isFinite else {
      deviation = .infinity
      return
    }
    let count = 2048
    let step = duration / Double(count)
    let curve = Self(amplitude: amplitude, period: period, duration: duration)
    // p in [0, 1): the curve before GSAP's final snap.
    let (shape, phase) = (curve.shape, curve.phase)
    let values = (0..<count).map {
      Self.ease(Double($0) / Double(count), shape: shape, phase: phase)
    }
    deviation = spring.deviation(startingVelocity: startingVelocity, step: step, from: values)
  }

  /// GSAP's `elastic.out` at progress `p` in [0, 1].
  public func ease(_ progress: Double) -> Double {
    guard progress != 1 else { return 1 }
    return Self.ease(progress, shape: shape, phase: phase)
  }

  /// ``ease(_:)`` before p = 1 with the shape and phase at hand: a view samples thousands
  /// of progresses of one curve, and the phase costs an arcsine.
  private static func ease(
    _ progress: Double, shape: (amplitude: Double, period: Double), phase: Double
  ) -> Double {
    shape.amplitude * libmExp2(-10 * progress)
      * libmSin((progress - phase) * 2 * Double.pi / shape.period) + 1
  }

  /// p₃ = P·asin(1/A)/2π, where the sine starts.
  private var phase: Double {
    let shape = self.shape
    return shape.period / (2 * Double.pi) * Self.asin(1 / shape.amplitude)
  }

  /// The spring whose motion from 0 to 1, started at ``startingVelocity``, is the curve:
  /// mass 1, stiffness σ² + ω_d², damping 2σ.
  ///
  /// - Throws: ``SpringError`` unless the amplitude and duration are greater than 0 and the
  ///   period is at least 0.
  public func spring() throws(SpringError) -> Spring {
    let rates = try self.rates()
    return try Spring(
      mass: 1, stiffness: rates.decay * rates.decay + rates.damped * rates.damped,
      damping: 2 * rates.decay)
  }

  /// The curve's velocity at the start, in fractions of the distance per second:
  /// σ + ω_d·√(A² − 1); NaN for parameters GSAP's formula cannot take.
  public var startingVelocity: Double {
    guard let rates = try? rates() else { return .nan }
    let amplitude = shape.amplitude
    return rates.decay + rates.damped * (amplitude * amplitude - 1).squareRoot()
  }

  /// `amplitude`, `period`, `duration`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("amplitude", amplitude), SpringParameter("period", period),
      SpringParameter("duration", duration),
    ]
  }

  /// `gsap.to(target, { duration, ease: "elastic.out(amplitude, period)" })`.
  public var code: String {
    "gsap.to(target, { duration: \(SpringCodeNumber.text(duration)), "
      + "ease: \"elastic.out(\(SpringCodeNumber.text(amplitude)), "
      + "\(SpringCodeNumber.text(period)))\" })"
  }

  /// A and P as GSAP uses them.
  private var shape: (amplitude: Double, period: Double) {
    let period = self.period == 0 ? Self.defaultPeriod : self.period
    return (max(amplitude, 1), period / min(amplitude, 1))
  }

  /// σ and ω_d in 1/s.
  private func rates() throws(SpringError) -> (decay: Double, damped: Double) {
    try SpringError.requirePositive(amplitude, "amplitude")
    try SpringError.requirePositive(duration, "duration")
    guard period.isFinite, period >= 0 else {
      throw SpringError(parameter: "period", value: .number(period), rule: .nonNegative)
    }
    return (10 * libmLog(2) / duration, 2 * Double.pi / (shape.period * duration))
  }

  private static func asin(_ x: Double) -> Double {
    libmAtan2(x, max(0, 1 - x * x).squareRoot())
  }
}

extension Spring {
  /// This spring in GSAP's terms (nearest for the motion from rest).
  public var gsap: GSAPElasticParameters { GSAPElasticParameters(self) }

  /// GSAP's `elastic.out(amplitude, period)` over `duration` seconds: the spring, and the
  /// velocity its motion from 0 to 1 starts with, in fractions of the distance per second.
  ///
  /// - Parameters:
  ///   - amplitude: GSAP's default is 1.
  ///   - period: GSAP's default is 0.3; 0 means the default.
  ///   - duration: The tween's duration in seconds; GSAP's default is 0.5.
  /// - Returns: The spring and its starting velocity.
  /// - Throws: ``SpringError`` unless the amplitude and duration are greater than 0 and the
  ///   period at least 0.
  public static func gsapElastic(amplitude: Double, period: Double, duration: Double)
    throws(SpringError) -> (spring: Spring, startingVelocity: Double)
  {
    let parameters = GSAPElasticParameters(
      amplitude: amplitude, period: period, duration: duration)
    return (try parameters.spring(), parameters.startingVelocity)
  }
}
