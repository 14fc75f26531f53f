/// The unit an ecosystem's API takes an initial velocity in.
///
/// SpringKit's velocities are absolute (value units per second); ``value(_:distance:)``
/// converts one into the API's unit and ``absolute(_:distance:)`` back.
public enum SpringVelocityUnit: String, Sendable, Hashable, CaseIterable {
  /// Fractions of the distance per second (`toValue − fromValue` = 1): UIKit's
  /// `initialSpringVelocity`, `CASpringAnimation.initialVelocity`, SwiftUI's
  /// `interpolatingSpring(_:initialVelocity:)`, a Flutter `SpringSimulation` from 0 to 1.
  case distancesPerSecond
  /// Value units per second (points, pixels, dp): Android's `setStartVelocity`, Compose's
  /// `initialVelocity`, framer-motion's `velocity`.
  case unitsPerSecond
  /// Value units per millisecond: react-spring's `velocity`.
  case unitsPerMillisecond

  /// The unit for people: "distances per second", "units per second", "units per ms".
  public var description: String {
    switch self {
    case .distancesPerSecond: "distances per second"
    case .unitsPerSecond: "units per second"
    case .unitsPerMillisecond: "units per ms"
    }
  }

  /// An absolute velocity in this unit.
  ///
  /// - Parameters:
  ///   - velocity: Units per second.
  ///   - distance: `toValue − fromValue`, signed.
  /// - Returns: The velocity in this unit, or `nil` when the unit is relative to the
  ///   distance and the distance is 0 (or an input is not finite).
  public func value(_ velocity: Double, distance: Double) -> Double? {
    guard velocity.isFinite else { return nil }
    switch self {
    case .distancesPerSecond: return try? SpringVelocity.normalized(velocity, distance: distance)
    case .unitsPerSecond: return velocity
    case .unitsPerMillisecond: return velocity / 1000
    }
  }

  /// A velocity in this unit as units per second.
  ///
  /// - Parameters:
  ///   - value: The velocity in this unit.
  ///   - distance: `toValue − fromValue`, signed.
  /// - Returns: Units per second.
  public func absolute(_ value: Double, distance: Double) -> Double {
    switch self {
    case .distancesPerSecond: value * distance
    case .unitsPerSecond: value
    case .unitsPerMillisecond: value * 1000
    }
  }
}
