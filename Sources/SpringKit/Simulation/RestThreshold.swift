/// When a simulated spring counts as at rest: close enough to its target and slow enough.
///
/// The defaults follow Android's DynamicAnimation: a change smaller than a *minimum visible
/// change* is invisible, so a spring is at rest when its distance to the target is below
/// 0.75 × that change and its speed below 62.5 × the distance threshold (the distance a
/// 16 ms frame would cover).
///
/// ```swift
/// let threshold = RestThreshold.points            // 0.75 pt, 46.875 pt/s
/// let custom = try RestThreshold(distance: 0.01, speed: 0.1)
/// ```
public struct RestThreshold: Sendable, Hashable {
  /// The largest distance to the target (Euclidean for vectors) that counts as arrived.
  public let distance: Double
  /// The largest speed that counts as stopped, in units per second.
  public let speed: Double

  /// Creates a threshold from a distance and a speed.
  ///
  /// - Parameters:
  ///   - distance: Value units; finite and greater than 0.
  ///   - speed: Value units per second; finite and greater than 0.
  /// - Throws: ``SpringError`` when either is not finite and positive.
  public init(distance: Double, speed: Double) throws(SpringError) {
    try SpringError.requirePositive(distance, "distance")
    try SpringError.requirePositive(speed, "speed")
    self.distance = distance
    self.speed = speed
  }

  /// Android's thresholds for a minimum visible change: 0.75× the change, and 62.5× that
  /// per second.
  ///
  /// - Parameter change: The smallest change a viewer can see, in value units; finite and
  ///   greater than 0.
  /// - Throws: ``SpringError`` when `change` is not finite and positive.
  public init(minimumVisibleChange change: Double) throws(SpringError) {
    try SpringError.requirePositive(change, "minimumVisibleChange")
    try self.init(distance: 0.75 * change, speed: 62.5 * 0.75 * change)
  }

  private init(visibleChange change: Double) {
    distance = 0.75 * change
    speed = 62.5 * 0.75 * change
  }

  /// Positions and sizes in points: 1 pt is visible.
  public static let points = RestThreshold(visibleChange: 1)
  /// Scale factors: 1/500 is visible.
  public static let scale = RestThreshold(visibleChange: 1.0 / 500)
  /// Opacity: 1/256 (one 8-bit step) is visible.
  public static let opacity = RestThreshold(visibleChange: 1.0 / 256)
  /// Rotation in degrees: 0.1° is visible.
  public static let rotationDegrees = RestThreshold(visibleChange: 0.1)
}
