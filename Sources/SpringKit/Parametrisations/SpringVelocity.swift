/// Conversions between the velocity units of the ecosystems.
///
/// SpringKit's velocities are absolute: value units per second. UIKit's
/// `initialSpringVelocity`, `CASpringAnimation.initialVelocity` and SwiftUI's
/// `interpolatingSpring(initialVelocity:)` are normalised by the animated distance (1 = the
/// whole distance per second); react-spring's are per millisecond.
///
/// ```swift
/// // A 200-point move and a finger at 100 pt/s: UIKit wants 0.5.
/// let uiKit = try SpringVelocity.normalized(100, distance: 200)
/// ```
public enum SpringVelocity {
  /// An absolute velocity as a fraction of the distance per second (UIKit, Core Animation,
  /// SwiftUI's `interpolatingSpring`).
  ///
  /// - Parameters:
  ///   - velocity: Units per second.
  ///   - distance: `toValue − fromValue`, signed; finite and not 0.
  /// - Returns: `velocity / distance`, per second.
  /// - Throws: ``SpringError`` when an input is not finite or the distance is 0.
  public static func normalized(_ velocity: Double, distance: Double) throws(SpringError)
    -> Double
  {
    try requireFinite(velocity, "velocity")
    guard distance.isFinite, distance != 0 else {
      throw SpringError(parameter: "distance", value: .number(distance), rule: .nonzero)
    }
    return velocity / distance
  }

  /// A distance-normalised velocity as an absolute one.
  ///
  /// - Parameters:
  ///   - normalized: Fractions of the distance per second.
  ///   - distance: `toValue − fromValue`, signed; finite.
  /// - Returns: `normalized · distance`, units per second.
  /// - Throws: ``SpringError`` when an input is not finite.
  public static func absolute(normalized: Double, distance: Double) throws(SpringError)
    -> Double
  {
    try requireFinite(normalized, "normalized")
    try requireFinite(distance, "distance")
    return normalized * distance
  }

  /// Units per second as react-spring's units per millisecond.
  ///
  /// - Parameter velocity: Units per second.
  /// - Returns: Units per millisecond.
  /// - Throws: ``SpringError`` when the velocity is not finite.
  public static func perMillisecond(_ velocity: Double) throws(SpringError) -> Double {
    try requireFinite(velocity, "velocity")
    return velocity / 1000
  }

  /// react-spring's units per millisecond as units per second.
  ///
  /// - Parameter velocity: Units per millisecond.
  /// - Returns: Units per second.
  /// - Throws: ``SpringError`` when the velocity is not finite.
  public static func perSecond(fromPerMillisecond velocity: Double) throws(SpringError)
    -> Double
  {
    try requireFinite(velocity, "velocity")
    return velocity * 1000
  }

  static func requireFinite(_ value: Double, _ parameter: String) throws(SpringError) {
    guard value.isFinite else {
      throw SpringError(parameter: parameter, value: .number(value), rule: .finite)
    }
  }
}
