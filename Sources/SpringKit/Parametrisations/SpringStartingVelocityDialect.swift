/// A dialect whose curve starts moving by itself: the spring that reproduces it exactly
/// starts with a velocity the parameters fix (GSAP's `elastic.out`, Svelte's first frame).
///
/// Such an API takes no velocity: the velocity is part of the curve. The view of a spring
/// is exact only for the motion that starts with ``startingVelocity``;
/// ``Spring/equivalents(from:to:initialVelocity:)`` builds it with the motion's velocity
/// (``init(_:startingVelocity:)``) so that its deviation is measured against that motion.
public protocol SpringStartingVelocityDialect: SpringDialect {
  /// The velocity the curve starts with, in fractions of the distance per second (UIKit's
  /// unit), for a motion from rest of the dialect's own.
  var startingVelocity: Double { get }

  /// The nearest expression of the motion of `spring` from 0 to 1 that starts at
  /// `startingVelocity`.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - startingVelocity: Fractions of the distance per second.
  init(_ spring: Spring, startingVelocity: Double)
}

extension Spring {
  /// The largest difference between this spring's motion from 0 to 1 starting at `velocity`
  /// and `curve`'s values at `times`, as a fraction of the distance.
  ///
  /// - Returns: The difference, or infinity when the spring cannot be sampled there.
  func deviation(
    startingVelocity velocity: Double, step: Double, from curve: [Double]
  ) -> Double {
    guard
      let mine = try? sample(
        fromValue: 0.0, toValue: 1, initialVelocity: velocity, step: step, count: curve.count)
    else { return .infinity }
    let largest = zip(mine, curve).reduce(0) { max($0, abs($1.0 - $1.1)) }
    return largest.isNaN ? .infinity : largest
  }
}
