/// A spring in Figma's terms: a prototype transition's `CUSTOM_SPRING` easing,
/// `easingFunctionSpring { mass, stiffness, damping, initialVelocity }` (the Plugin API's
/// typings; the REST API's `EasingFunctionSpring` has the first three).
///
/// **Exactness**: exact, on the assumption that Figma plays the classic damped oscillator
/// with these m, k, c (its engineering blog describes springs by mass, stiffness and
/// damping; Figma publishes no formula). Figma's own duration display is not modelled.
///
/// Two things Figma does not publish, and SpringKit does not guess: the numbers behind the
/// `GENTLE`, `QUICK`, `BOUNCY` and `SLOW` presets (no cited source gives them, so there are
/// no presets here), and the unit of `initialVelocity`, which SpringKit takes as fractions
/// of the distance per second (the unit of WebKit's `SpringSolver`, which Figma's model is
/// said to follow).
public struct FigmaParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"figma"`.
  public static let dialectName = "figma"
  /// `mass`.
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `damping`.
  public var damping: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates Figma's custom spring parameters; Figma's API has no defaults.
  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    deviation = 0
  }

  /// The spring's physical parameters (exact).
  public init(_ spring: Spring) {
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    deviation = 0
  }

  /// `Spring(mass:stiffness:damping:)`.
  ///
  /// - Throws: ``SpringError`` unless mass and stiffness are greater than 0 and damping at
  ///   least 0.
  public func spring() throws(SpringError) -> Spring {
    try Spring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// `mass`, `stiffness`, `damping`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("mass", mass), SpringParameter("stiffness", stiffness),
      SpringParameter("damping", damping),
    ]
  }

  /// A Plugin API `Easing` object, starting at rest (`initialVelocity` is a required
  /// field there).
  public var code: String { code(initialVelocity: 0) }

  /// `initialVelocity`.
  public static let velocityName = "initialVelocity"
  /// Fractions of the distance per second: SpringKit's reading, as Figma does not say.
  public static let velocityUnit = SpringVelocityUnit.distancesPerSecond

  /// The `Easing` object with `initialVelocity`.
  ///
  /// - Parameter initialVelocity: Distances per second.
  /// - Returns: The object, on one line.
  public func code(initialVelocity: Double) -> String {
    "{ type: \"CUSTOM_SPRING\", easingFunctionSpring: { mass: \(SpringCodeNumber.text(mass)), "
      + "stiffness: \(SpringCodeNumber.text(stiffness)), "
      + "damping: \(SpringCodeNumber.text(damping)), "
      + "initialVelocity: \(SpringCodeNumber.text(initialVelocity)) } }"
  }
}

extension Spring {
  /// This spring in Figma's terms (exact).
  public var figma: FigmaParameters { FigmaParameters(self) }
}
