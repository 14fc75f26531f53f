/// A spring in framer-motion's (Motion's) terms: stiffness, damping and mass (defaults 100,
/// 10, 1), and its two duration-based forms.
///
/// - `duration` + `bounce`: `duration` is a *settling* time. Motion takes
///   ζ = clamp(1 − bounce, 0.05, 1) and solves for ω₀ so that the envelope of the sine term,
///   ζ/√(1 − ζ²)·e^{−ζω₀T}, is 0.001 at T (for ζ = 1: e^{−ω₀T}(1 + ω₀T) = 0.001). Motion
///   runs 11 Newton steps; SpringKit uses the exact root.
/// - `visualDuration` + `bounce`: k = (2π / (1.2·V))², c = 2·clamp(1 − bounce, 0.05, 1)·√k.
///
/// Stiffness, damping and mass express every spring exactly; the duration forms exist only
/// for 0.05 ≤ ζ ≤ 1 and are `nil` otherwise.
public struct FramerMotionParameters: SpringDialect, Hashable {
  /// The dialect's key: `"framer"`.
  public static let dialectName = "framer"
  /// `stiffness`.
  public var stiffness: Double
  /// `damping`.
  public var damping: Double
  /// `mass`.
  public var mass: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates Motion's physical parameters; the defaults are Motion's.
  public init(stiffness: Double = 100, damping: Double = 10, mass: Double = 1) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    deviation = 0
  }

  /// The spring's physical parameters (exact).
  public init(_ spring: Spring) {
    stiffness = spring.stiffness
    damping = spring.damping
    mass = spring.mass
    deviation = 0
  }

  /// `Spring(mass:stiffness:damping:)`.
  public func spring() throws(SpringError) -> Spring {
    try Spring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The damping ratio, when Motion's duration forms can express it (0.05 ≤ ζ ≤ 1).
  var representableDampingRatio: Double? {
    guard let spring = try? spring() else { return nil }
    let ratio =
      DampingRegime(dampingRatio: spring.dampingRatio) == .criticallyDamped
      ? 1 : spring.dampingRatio
    return (0.05...1).contains(ratio) ? ratio : nil
  }

  /// Motion's `bounce` (1 − ζ), when the duration forms can express the spring.
  public var bounce: Double? { representableDampingRatio.map { 1 - $0 } }

  /// Motion's settling `duration` in seconds, when the duration form can express the spring.
  public var duration: Double? {
    guard let ratio = representableDampingRatio, let spring = try? spring() else { return nil }
    return Self.dimensionlessDuration(dampingRatio: ratio) / spring.naturalFrequency
  }

  /// Motion's `visualDuration` in seconds, when it can express the spring.
  public var visualDuration: Double? {
    guard representableDampingRatio != nil, let spring = try? spring() else { return nil }
    return 2 * Double.pi / (1.2 * spring.naturalFrequency)
  }

  /// ω₀·T for Motion's envelope equation at ζ.
  static func dimensionlessDuration(dampingRatio zeta: Double) -> Double {
    if zeta < 1 {
      return libmLog(zeta / (0.001 * ((1 - zeta) * (1 + zeta)).squareRoot())) / zeta
    }
    // e^{−x}(1 + x) = 0.001, decreasing in x > 0: bisect to an ulp.
    return Bisection.narrow(0, 64) { libmExp(-$0) * (1 + $0) > 0.001 }.high
  }

  /// `stiffness`, `damping`, `mass`, then `duration`, `bounce` and `visualDuration` when
  /// they can express the spring.
  public var parameters: [SpringParameter] {
    var list = [
      SpringParameter("stiffness", stiffness), SpringParameter("damping", damping),
      SpringParameter("mass", mass),
    ]
    if let duration, let bounce, let visualDuration {
      list += [
        SpringParameter("duration", duration), SpringParameter("bounce", bounce),
        SpringParameter("visualDuration", visualDuration),
      ]
    }
    return list
  }

  /// A Motion transition object.
  public var code: String {
    "{ type: \"spring\", stiffness: \(SpringCodeNumber.text(stiffness)), "
      + "damping: \(SpringCodeNumber.text(damping)), mass: \(SpringCodeNumber.text(mass)) }"
  }
}

extension Spring {
  /// This spring in framer-motion's terms.
  public var framerMotion: FramerMotionParameters { FramerMotionParameters(self) }

  /// Motion's `{ duration, bounce }` spring, where `duration` is a settling time.
  ///
  /// - Parameters:
  ///   - duration: Seconds; finite and greater than 0.
  ///   - bounce: Motion clamps ζ = 1 − bounce to [0.05, 1]; so does this.
  ///   - mass: The mass; defaults to 1.
  /// - Returns: The spring with k = ω₀²·m and c = 2ζ√(km).
  /// - Throws: ``SpringError`` when a parameter is out of range.
  public static func framerMotion(duration: Double, bounce: Double, mass: Double = 1)
    throws(SpringError) -> Spring
  {
    try SpringError.requirePositive(duration, "duration")
    guard bounce.isFinite else {
      throw SpringError(parameter: "bounce", value: .number(bounce), rule: .finite)
    }
    let ratio = min(max(1 - bounce, 0.05), 1)
    let frequency = FramerMotionParameters.dimensionlessDuration(dampingRatio: ratio) / duration
    return try Spring(response: 2 * Double.pi / frequency, dampingRatio: ratio, mass: mass)
  }

  /// Motion's `{ visualDuration, bounce }` spring: k = (2π/(1.2·V))², c = 2ζ√k, mass 1, with
  /// ζ = clamp(1 − bounce, 0.05, 1).
  ///
  /// - Parameters:
  ///   - visualDuration: V, in seconds; finite and greater than 0.
  ///   - bounce: Motion clamps ζ = 1 − bounce to [0.05, 1]; so does this.
  /// - Returns: The spring.
  /// - Throws: ``SpringError`` when a parameter is out of range.
  public static func framerMotion(visualDuration: Double, bounce: Double) throws(SpringError)
    -> Spring
  {
    try SpringError.requirePositive(visualDuration, "visualDuration")
    guard bounce.isFinite else {
      throw SpringError(parameter: "bounce", value: .number(bounce), rule: .finite)
    }
    let ratio = min(max(1 - bounce, 0.05), 1)
    return try Spring(response: 1.2 * visualDuration, dampingRatio: ratio)
  }
}

extension FramerMotionParameters: SpringVelocityDialect {
  /// `velocity`, a transition key.
  public static let velocityName = "velocity"
  /// Value units per second.
  ///
  /// Motion ignores it in the duration forms, so the code keeps the physical one.
  public static let velocityUnit = SpringVelocityUnit.unitsPerSecond

  /// The transition object with `velocity`.
  ///
  /// - Parameter initialVelocity: Units per second.
  /// - Returns: The object, on one line.
  public func code(initialVelocity: Double) -> String {
    String(code.dropLast(2)) + ", velocity: \(SpringCodeNumber.text(initialVelocity)) }"
  }
}
