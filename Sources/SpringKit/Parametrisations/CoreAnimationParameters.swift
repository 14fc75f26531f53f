/// A spring in Core Animation's terms: `CASpringAnimation`'s mass, stiffness and damping
/// (defaults 1, 100, 10) and, since iOS 17, its perceptual duration and bounce (assumed to be
/// SwiftUI's mapping: Apple does not document it).
///
/// Core Animation expresses every spring exactly. Its `initialVelocity` is normalised by the
/// animated distance; see ``SpringVelocity``.
public struct CoreAnimationParameters: SpringDialect, Hashable {
  /// The dialect's key: `"ca"`.
  public static let dialectName = "ca"
  /// `mass`.
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `damping`.
  public var damping: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates Core Animation parameters; the defaults are `CASpringAnimation`'s.
  public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    deviation = 0
  }

  /// The spring as a `CASpringAnimation` (the same physical parameters).
  public init(_ spring: Spring) {
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    deviation = 0
  }

  /// `Spring(mass:stiffness:damping:)`.
  public func spring() throws(SpringError) -> Spring {
    try Spring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// iOS 17's `perceptualDuration` (the undamped period, seconds); `nil` when the parameters
  /// are invalid.
  public var perceptualDuration: Double? { (try? spring())?.duration }

  /// iOS 17's `bounce`; `nil` when the parameters are invalid.
  public var bounce: Double? { (try? spring())?.bounce }

  /// `mass`, `stiffness`, `damping`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("mass", mass), SpringParameter("stiffness", stiffness),
      SpringParameter("damping", damping),
    ]
  }

  /// Property assignments on a `CASpringAnimation` named `animation`.
  public var code: String {
    "animation.mass = \(SpringCodeNumber.text(mass)); "
      + "animation.stiffness = \(SpringCodeNumber.text(stiffness)); "
      + "animation.damping = \(SpringCodeNumber.text(damping))"
  }
}

extension Spring {
  /// This spring in Core Animation's terms.
  public var coreAnimation: CoreAnimationParameters { CoreAnimationParameters(self) }

  /// iOS 17's `CASpringAnimation(perceptualDuration:bounce:)`, assuming SwiftUI's mapping
  /// (Apple does not document it).
  ///
  /// - Parameters:
  ///   - perceptualDuration: Seconds; finite and greater than 0.
  ///   - bounce: In (−1, 1].
  /// - Returns: `Spring(duration: perceptualDuration, bounce: bounce)`.
  /// - Throws: ``SpringError`` when a parameter is out of range.
  public static func coreAnimation(perceptualDuration: Double, bounce: Double)
    throws(SpringError) -> Spring
  { try Spring(duration: perceptualDuration, bounce: bounce) }
}

extension CoreAnimationParameters: SpringVelocityDialect {
  /// `initialVelocity`.
  public static let velocityName = "initialVelocity"
  /// Fractions of the distance per second, positive toward `toValue`.
  public static let velocityUnit = SpringVelocityUnit.distancesPerSecond

  /// The three assignments and `animation.initialVelocity = …`.
  ///
  /// - Parameter initialVelocity: Fractions of the distance per second.
  /// - Returns: The statements, on one line.
  public func code(initialVelocity: Double) -> String {
    code + "; animation.initialVelocity = \(SpringCodeNumber.text(initialVelocity))"
  }
}
