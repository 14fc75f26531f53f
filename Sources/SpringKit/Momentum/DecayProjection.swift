/// Apple's projection rule (WWDC 2018, "Designing Fluid Interfaces"): where a fling would
/// land, as many apps compute it to pick a snap point.
///
/// ```
/// projection = (v₀/1000)·r/(1 − r)      (v₀ in units per second, r per millisecond)
/// ```
///
/// It is not a motion: it sums a per-millisecond geometric decay from the first millisecond,
/// Σₙ≥₁ (v₀/1000)·rⁿ, and differs from the continuous landing of ``UIKitDecay`` by the
/// factor −r·ln r/(1 − r) (0.999 for 0.998). From 1,000 points per second it projects 499
/// points with 0.998 and 99 with 0.99. Vectors project componentwise (as Wave does), which
/// is along the velocity.
///
/// ```swift
/// let landing = try DecayProjection().projectedValue(fromValue: 0.0, initialVelocity: 1000)
/// // 499
/// ```
public struct DecayProjection: Sendable, Hashable {
  /// The deceleration rate r per millisecond, in (0, 1).
  public let decelerationRate: Double

  /// Creates the rule with a deceleration rate; the default is UIKit's `.normal`, 0.998.
  ///
  /// - Parameter decelerationRate: r, per millisecond; greater than 0 and less than 1.
  /// - Throws: ``SpringError`` naming `decelerationRate` when it is not in (0, 1).
  public init(decelerationRate: Double = 0.998) throws(SpringError) {
    try SpringError.requireDecelerationFactor(decelerationRate, "decelerationRate")
    self.decelerationRate = decelerationRate
  }

  /// The distance per unit of release velocity, r/(1 − r)/1000, in seconds (1 − r is exact
  /// for r in [0.5, 1)).
  public var factor: Double { decelerationRate / (1 - decelerationRate) / 1000 }

  /// The projected displacement, (v₀/1000)·r/(1 − r).
  ///
  /// - Parameter initialVelocity: The release velocity, in units per second.
  /// - Returns: The displacement from the release.
  @inlinable
  public func projectedDisplacement<V: SpringVector>(initialVelocity: V) -> V {
    V.Scalar(factor) * initialVelocity
  }

  /// The projected landing, x₀ + (v₀/1000)·r/(1 − r).
  ///
  /// - Parameters:
  ///   - fromValue: The value at the release.
  ///   - initialVelocity: The release velocity, in units per second.
  /// - Returns: The projected value.
  @inlinable
  public func projectedValue<V: SpringVector>(fromValue: V, initialVelocity: V) -> V {
    fromValue + projectedDisplacement(initialVelocity: initialVelocity)
  }
}
