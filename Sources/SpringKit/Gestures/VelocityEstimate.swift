/// A release velocity with what it was estimated from.
///
/// ```swift
/// var tracker = VelocityTracker<Double>()
/// try tracker.append(0, at: 0)
/// try tracker.append(8, at: 0.008)
/// try tracker.append(16, at: 0.016)
/// let estimate = tracker.estimate(strategy: .robust)
/// estimate.velocity          // 1000.0 (points per second)
/// estimate.sampleCount       // 3
/// ```
public struct VelocityEstimate<Value: SpringVector>: Sendable, Equatable {
  /// The velocity at the newest sample used, in units per second; zero when the window has
  /// too few samples.
  public var velocity: Value
  /// How many samples the estimate used (after merging samples at equal times, for
  /// ``VelocityStrategy/robust``).
  public var sampleCount: Int
  /// How many of the newest samples ``VelocityStrategy/robust`` ignored as a stationary
  /// tail; 0 for the other strategies.
  public var ignoredTrailingSamples: Int

  /// Creates an estimate.
  @inlinable
  public init(velocity: Value, sampleCount: Int, ignoredTrailingSamples: Int = 0) {
    self.velocity = velocity
    self.sampleCount = sampleCount
    self.ignoredTrailingSamples = ignoredTrailingSamples
  }
}
