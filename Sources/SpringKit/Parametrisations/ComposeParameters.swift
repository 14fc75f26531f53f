/// A spring in Jetpack Compose's terms: `spring(dampingRatio, stiffness, visibilityThreshold)`
/// with mass 1, and the `Spring.DampingRatio*` / `Spring.Stiffness*` constants by name.
///
/// Compose expresses every spring's motion exactly (mass 1: stiffness = ω₀², ζ unchanged).
/// Its defaults differ from `SpringForce`'s: ζ = `DampingRatioNoBouncy` (1) and
/// `StiffnessMedium` (1500). `visibilityThreshold` only decides when Compose stops, so it is
/// not part of the spring.
public struct ComposeParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"compose"`.
  public static let dialectName = "compose"

  /// `Spring.DampingRatio*` and `Spring.Stiffness*`, by their Kotlin names
  /// (androidx `compose/animation/animation-core`, the `Spring` object).
  public static let constants: [(name: String, value: Double)] = [
    ("DampingRatioHighBouncy", 0.2), ("DampingRatioMediumBouncy", 0.5),
    ("DampingRatioLowBouncy", 0.75), ("DampingRatioNoBouncy", 1),
    ("StiffnessHigh", 10_000), ("StiffnessMedium", 1500), ("StiffnessMediumLow", 400),
    ("StiffnessLow", 200), ("StiffnessVeryLow", 50),
  ]

  /// `dampingRatio`, ζ.
  public var dampingRatio: Double
  /// `stiffness` (mass 1), in 1/s².
  public var stiffness: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates Compose parameters; the defaults are `spring()`'s.
  public init(dampingRatio: Double = 1, stiffness: Double = 1500) {
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
    deviation = 0
  }

  /// The spring's motion with mass 1.
  public init(_ spring: Spring) {
    dampingRatio = spring.dampingRatio
    stiffness = spring.stiffness / spring.mass
    deviation =
      (try? ComposeParameters(dampingRatio: dampingRatio, stiffness: stiffness).spring())?
      .deviation(from: spring) ?? .infinity
  }

  /// A spring of mass 1 with this stiffness and c = 2ζ√k.
  ///
  /// - Throws: ``SpringError`` unless the stiffness is greater than 0 and ζ at least 0.
  public func spring() throws(SpringError) -> Spring {
    try AndroidParameters(stiffness: stiffness, dampingRatio: dampingRatio).spring()
  }

  /// `dampingRatio`, `stiffness`.
  public var parameters: [SpringParameter] {
    [SpringParameter("dampingRatio", dampingRatio), SpringParameter("stiffness", stiffness)]
  }

  /// A Kotlin `spring(…)` animation spec.
  public var code: String {
    "spring(dampingRatio = \(SpringCodeNumber.text(dampingRatio))f, "
      + "stiffness = \(SpringCodeNumber.text(stiffness))f)"
  }

  /// `initialVelocity`, as `Animatable.animateTo` takes it.
  public static let velocityName = "initialVelocity"
  /// Value units per second.
  public static let velocityUnit = SpringVelocityUnit.unitsPerSecond

  /// `animatable.animateTo(target, spring(…), initialVelocity = …f)`.
  ///
  /// - Parameter initialVelocity: Units per second.
  /// - Returns: The Kotlin call, on one line; `animatable` and `target` are placeholders.
  public func code(initialVelocity: Double) -> String {
    "animatable.animateTo(target, \(code), "
      + "initialVelocity = \(SpringCodeNumber.text(initialVelocity))f)"
  }
}

extension Spring {
  /// This spring in Jetpack Compose's terms.
  public var compose: ComposeParameters { ComposeParameters(self) }
}
