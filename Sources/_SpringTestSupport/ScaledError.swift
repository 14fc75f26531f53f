public import SpringKit

/// Errors measured on the scale of the motion, as the accuracy promises are stated.
///
/// A position error is divided by |x₀ − target| + |v₀|/ω₀ (the largest displacement the
/// motion can reach, up to a constant), a velocity error by ω₀·|x₀ − target| + |v₀|. This keeps
/// tolerances meaningful for motions of any size and any frequency.
public struct MotionScale: Sendable {
  /// The scale of positions, in value units.
  public let position: Double
  /// The scale of velocities, in value units per second.
  public let velocity: Double

  /// The scale of a motion of `spring` from `from` toward `to` with `initialVelocity`.
  public init(spring: Spring, from: Double, to: Double, initialVelocity: Double) {
    let omega = spring.naturalFrequency
    position = abs(from - to) + abs(initialVelocity) / omega
    velocity = omega * abs(from - to) + abs(initialVelocity)
  }

  /// |actual − expected| on the position scale.
  public func positionError(_ actual: Double, _ expected: Double) -> Double {
    abs(actual - expected) / position
  }

  /// |actual − expected| on the velocity scale.
  public func velocityError(_ actual: Double, _ expected: Double) -> Double {
    abs(actual - expected) / velocity
  }
}
