/// How faithfully an ecosystem plays a spring: exactly, exactly only at one frame rate, the
/// nearest it can express, or not at all.
///
/// ``SpringEquivalent/exactness`` derives it from the equivalent's deviation and frame rate;
/// `springfit convert` prints it.
public enum SpringExactness: Sendable, Hashable {
  /// The ecosystem plays the spring's motion, up to rounding, at any frame rate.
  case exact
  /// The ecosystem's spring is a per-frame recurrence (Svelte's): it plays the motion
  /// exactly at this many frames per second, and a different one at any other rate.
  case exactAtFrameRate(Double)
  /// The ecosystem's nearest spring, this far from the motion (a fraction of the distance).
  case nearest(deviation: Double)
  /// The ecosystem cannot express the spring at all.
  case inexpressible

  /// The level's key in JSON: `exact`, `exactAtFrameRate`, `nearest` or `inexpressible`.
  public var key: String {
    switch self {
    case .exact: "exact"
    case .exactAtFrameRate: "exactAtFrameRate"
    case .nearest: "nearest"
    case .inexpressible: "inexpressible"
    }
  }
}
