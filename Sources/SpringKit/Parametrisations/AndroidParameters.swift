/// A spring in Android's terms: `SpringForce(stiffness, dampingRatio)` with mass 1, as in
/// DynamicAnimation and Jetpack Compose's `spring(dampingRatio, stiffness)`.
///
/// Android expresses every spring's motion exactly (mass 1: stiffness = ω₀², ζ unchanged).
public struct AndroidParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"android"`.
  public static let dialectName = "android"

  /// `SpringForce.STIFFNESS_HIGH`.
  public static let stiffnessHigh = 10_000.0
  /// `SpringForce.STIFFNESS_MEDIUM`, the default.
  public static let stiffnessMedium = 1500.0
  /// Compose's `Spring.StiffnessMediumLow`.
  public static let stiffnessMediumLow = 400.0
  /// `SpringForce.STIFFNESS_LOW`.
  public static let stiffnessLow = 200.0
  /// `SpringForce.STIFFNESS_VERY_LOW`.
  public static let stiffnessVeryLow = 50.0
  /// `SpringForce.DAMPING_RATIO_HIGH_BOUNCY`.
  public static let dampingRatioHighBouncy = 0.2
  /// `SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY`, `SpringForce`'s default.
  public static let dampingRatioMediumBouncy = 0.5
  /// `SpringForce.DAMPING_RATIO_LOW_BOUNCY`.
  public static let dampingRatioLowBouncy = 0.75
  /// `SpringForce.DAMPING_RATIO_NO_BOUNCY`, Compose's default.
  public static let dampingRatioNoBouncy = 1.0

  /// The stiffness (mass 1), in 1/s².
  public var stiffness: Double
  /// The damping ratio ζ.
  public var dampingRatio: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates Android parameters; the defaults are `SpringForce`'s (1500, 0.5).
  public init(
    stiffness: Double = AndroidParameters.stiffnessMedium,
    dampingRatio: Double = AndroidParameters.dampingRatioMediumBouncy
  ) {
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
    deviation = 0
  }

  /// The spring's motion with mass 1.
  public init(_ spring: Spring) {
    stiffness = spring.stiffness / spring.mass
    dampingRatio = spring.dampingRatio
    deviation =
      (try? AndroidParameters(stiffness: stiffness, dampingRatio: dampingRatio).spring())?
      .deviation(from: spring) ?? .infinity
  }

  /// A spring of mass 1 with this stiffness and `c = 2ζ√k`.
  public func spring() throws(SpringError) -> Spring {
    try SpringError.requirePositive(stiffness, "stiffness")
    try SpringError.requireNonNegative(dampingRatio, "dampingRatio")
    return try Spring(
      mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot())
  }

  /// `stiffness`, `dampingRatio`.
  public var parameters: [SpringParameter] {
    [SpringParameter("stiffness", stiffness), SpringParameter("dampingRatio", dampingRatio)]
  }

  /// A Kotlin `SpringForce`.
  public var code: String {
    "SpringForce().setStiffness(\(SpringCodeNumber.text(stiffness))f)"
      + ".setDampingRatio(\(SpringCodeNumber.text(dampingRatio))f)"
  }

  /// `startVelocity`, as `SpringAnimation.setStartVelocity` takes it.
  public static let velocityName = "startVelocity"
  /// Value units (pixels) per second.
  public static let velocityUnit = SpringVelocityUnit.unitsPerSecond

  /// A `SpringAnimation` driven by this `SpringForce`, started with
  /// `setStartVelocity`.
  ///
  /// - Parameter initialVelocity: Units (pixels) per second.
  /// - Returns: The Kotlin expression, on one line; `view` and the property are placeholders.
  public func code(initialVelocity: Double) -> String {
    "SpringAnimation(view, DynamicAnimation.TRANSLATION_X).setSpring(\(code))"
      + ".setStartVelocity(\(SpringCodeNumber.text(initialVelocity))f)"
  }
  /// A `SpringAnimation` of one view property that plays a whole motion: from `from` (its
  /// start value) toward `to` (the `SpringForce`'s final position), starting at
  /// `initialVelocity`.
  ///
  /// ```swift
  /// Spring.bouncy.android.animationCode(
  ///   property: "SCALE_X", from: 0.5, to: 1, initialVelocity: 2)
  /// // "SpringAnimation(view, DynamicAnimation.SCALE_X).setSpring(SpringForce(1f)
  /// //  .setStiffness(…f).setDampingRatio(…f)).setStartValue(0.5f).setStartVelocity(2f)"
  /// ```
  ///
  /// - Parameters:
  ///   - property: The `DynamicAnimation` property: `TRANSLATION_X`, `SCALE_Y`, `ROTATION`,
  ///     `ALPHA`, ….
  ///   - from: The start value, in the property's unit (pixels, a scale factor, degrees, an
  ///     alpha from 0 to 1).
  ///   - to: The final position, in the same unit.
  ///   - initialVelocity: The property's units per second.
  /// - Returns: The Kotlin expression, on one line; `view` is a placeholder.
  public func animationCode(
    property: String, from: Double, to: Double, initialVelocity: Double
  ) -> String {
    "SpringAnimation(view, DynamicAnimation.\(property))"
      + ".setSpring(SpringForce(\(SpringCodeNumber.text(to))f)"
      + ".setStiffness(\(SpringCodeNumber.text(stiffness))f)"
      + ".setDampingRatio(\(SpringCodeNumber.text(dampingRatio))f))"
      + ".setStartValue(\(SpringCodeNumber.text(from))f)"
      + ".setStartVelocity(\(SpringCodeNumber.text(initialVelocity))f)"
  }
}

extension Spring {
  /// This spring in Android's terms.
  public var android: AndroidParameters { AndroidParameters(self) }
}

/// Material 3 motion tokens (springs for Compose), as damping ratio and stiffness.
public enum MaterialMotionToken: String, Sendable, Hashable, CaseIterable {
  /// Expressive fast spatial: ζ 0.6, stiffness 800.
  case expressiveFastSpatial = "expressive-fast-spatial"
  /// Expressive default spatial: ζ 0.8, stiffness 380.
  case expressiveDefaultSpatial = "expressive-default-spatial"
  /// Expressive slow spatial: ζ 0.8, stiffness 200.
  case expressiveSlowSpatial = "expressive-slow-spatial"
  /// Expressive fast effects: ζ 1, stiffness 3800.
  case expressiveFastEffects = "expressive-fast-effects"
  /// Expressive default effects: ζ 1, stiffness 1600.
  case expressiveDefaultEffects = "expressive-default-effects"
  /// Expressive slow effects: ζ 1, stiffness 800.
  case expressiveSlowEffects = "expressive-slow-effects"
  /// Standard fast spatial: ζ 0.9, stiffness 1400.
  case standardFastSpatial = "standard-fast-spatial"
  /// Standard default spatial: ζ 0.9, stiffness 700.
  case standardDefaultSpatial = "standard-default-spatial"
  /// Standard slow spatial: ζ 0.9, stiffness 300.
  case standardSlowSpatial = "standard-slow-spatial"
  /// Standard fast effects (as expressive): ζ 1, stiffness 3800.
  case standardFastEffects = "standard-fast-effects"
  /// Standard default effects (as expressive): ζ 1, stiffness 1600.
  case standardDefaultEffects = "standard-default-effects"
  /// Standard slow effects (as expressive): ζ 1, stiffness 800.
  case standardSlowEffects = "standard-slow-effects"

  /// The token's Android parameters.
  public var parameters: AndroidParameters {
    switch self {
    case .expressiveFastSpatial: AndroidParameters(stiffness: 800, dampingRatio: 0.6)
    case .expressiveDefaultSpatial: AndroidParameters(stiffness: 380, dampingRatio: 0.8)
    case .expressiveSlowSpatial: AndroidParameters(stiffness: 200, dampingRatio: 0.8)
    case .standardFastSpatial: AndroidParameters(stiffness: 1400, dampingRatio: 0.9)
    case .standardDefaultSpatial: AndroidParameters(stiffness: 700, dampingRatio: 0.9)
    case .standardSlowSpatial: AndroidParameters(stiffness: 300, dampingRatio: 0.9)
    case .expressiveFastEffects, .standardFastEffects:
      AndroidParameters(stiffness: 3800, dampingRatio: 1)
    case .expressiveDefaultEffects, .standardDefaultEffects:
      AndroidParameters(stiffness: 1600, dampingRatio: 1)
    case .expressiveSlowEffects, .standardSlowEffects:
      AndroidParameters(stiffness: 800, dampingRatio: 1)
    }
  }

  /// The token's spring (mass 1).
  public var spring: Spring {
    let token = parameters
    return Spring(
      uncheckedMass: 1, stiffness: token.stiffness,
      damping: 2 * token.dampingRatio * token.stiffness.squareRoot())
  }
}
