/// A spring in Flutter's terms: `SpringDescription(mass:stiffness:damping:)` and
/// `SpringDescription.withDurationAndBounce`, which uses SwiftUI's mapping.
///
/// Flutter expresses every spring exactly.
public struct FlutterParameters: SpringDialect, Hashable {
  /// The dialect's key: `"flutter"`.
  public static let dialectName = "flutter"
  /// `mass`.
  public var mass: Double
  /// `stiffness`.
  public var stiffness: Double
  /// `damping`.
  public var damping: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates Flutter parameters.
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
  public func spring() throws(SpringError) -> Spring {
    try Spring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// `withDurationAndBounce`'s duration, in seconds, when the parameters are valid.
  public var duration: Double? { (try? spring())?.duration }

  /// `withDurationAndBounce`'s bounce, when the parameters are valid.
  public var bounce: Double? { (try? spring())?.bounce }

  /// `mass`, `stiffness`, `damping`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("mass", mass), SpringParameter("stiffness", stiffness),
      SpringParameter("damping", damping),
    ]
  }

  /// A Dart `SpringDescription`.
  public var code: String {
    "SpringDescription(mass: \(SpringCodeNumber.text(mass)), "
      + "stiffness: \(SpringCodeNumber.text(stiffness)), "
      + "damping: \(SpringCodeNumber.text(damping)))"
  }
}

extension Spring {
  /// This spring in Flutter's terms.
  public var flutter: FlutterParameters { FlutterParameters(self) }

  /// Creates a spring from any dialect's parameters.
  ///
  /// ```swift
  /// let spring = try Spring(AndroidParameters(stiffness: 1500, dampingRatio: 0.5))
  /// ```
  ///
  /// - Parameter dialect: The parameters.
  /// - Throws: ``SpringError`` when they are out of the dialect's range.
  public init(_ dialect: some SpringDialect) throws(SpringError) {
    self = try dialect.spring()
  }
}

extension FlutterParameters: SpringVelocityDialect {
  /// `velocity`, `SpringSimulation`'s fourth argument.
  public static let velocityName = "velocity"
  /// Fractions of the distance per second: the simulation runs from 0 to 1, as an
  /// `AnimationController`'s value does.
  public static let velocityUnit = SpringVelocityUnit.distancesPerSecond

  /// `SpringSimulation(SpringDescription(…), 0, 1, velocity)`, for
  /// `AnimationController.animateWith`.
  ///
  /// - Parameter initialVelocity: Fractions of the distance per second.
  /// - Returns: The expression, on one line.
  public func code(initialVelocity: Double) -> String {
    "SpringSimulation(\(code), 0, 1, \(SpringCodeNumber.text(initialVelocity)))"
  }
}
