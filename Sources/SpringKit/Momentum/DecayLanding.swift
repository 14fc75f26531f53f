/// Where a fling lands in one library's terms: the value its law approaches, and where the
/// library actually stops when it has a stop rule.
///
/// ```swift
/// let landing = try ReactNativeDecay().landing(fromValue: 0, initialVelocity: 1000)
/// landing.asymptote    // 500
/// landing.stop?.value  // 497.05…, the first 60 Hz frame that moved less than 0.1
/// ```
public struct DecayLanding: Sendable, Hashable {
  /// Where a library's decay ends: the value it shows last and when.
  public struct Stop: Sendable, Hashable {
    /// The last value the library shows.
    public var value: Double
    /// Seconds from the release to the frame (or instant) that ends the decay.
    public var time: Double

    /// Creates a stop from its value and time.
    public init(value: Double, time: Double) {
      self.value = value
      self.time = time
    }
  }

  /// The value the library's law approaches as time goes on (its free landing).
  public var asymptote: Double
  /// Where the library stops, for a library with a stop rule; `nil` when it plays the law to
  /// its end (or its stop rule is not public, as UIScrollView's).
  public var stop: Stop?
  /// The velocity the library's curve starts with, in units per second: the release
  /// velocity, except for motion's `inertia` (``DecayExactness/scaledVelocity(_:)``).
  public var startingVelocity: Double

  /// Creates a landing.
  public init(asymptote: Double, stop: Stop? = nil, startingVelocity: Double) {
    self.asymptote = asymptote
    self.stop = stop
    self.startingVelocity = startingVelocity
  }
}
