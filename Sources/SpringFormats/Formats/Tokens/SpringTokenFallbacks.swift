public import SpringKit

/// What a player without springs can use instead of a spring token: the CSS `linear()`
/// easing within a tolerance and the nearest `cubic-bezier()` with its error, both over the
/// motion from 0 to 1 at rest.
///
/// ```swift
/// let fallbacks = SpringTokenFallbacks(spring: .bouncy)
/// fallbacks.linear?.function        // linear(0, 0.0037 0.84%, …, 1)
/// fallbacks.cubicBezier?.maximumError
/// ```
///
/// The `linear()` stops are `keyframes --format css`'s (``CSSLinearEasing``), planned within
/// ``tolerance`` of the travel; the curve is `springfit easing`'s
/// (`Spring.nearestCubicBezier(duration:decimals:)`). A spring that never settles (no
/// damping) has neither: both are `nil`.
public struct SpringTokenFallbacks: Sendable, Equatable {
  /// The tolerance of the `linear()` easing, in fractions of the travel: 0.001 by default.
  public var tolerance: Double
  /// The `linear()` easing and its duration, or `nil` when the spring has no end.
  public var linear: CSSLinearEasing?
  /// The nearest cubic Bézier with its error, or `nil` when the spring has no end.
  public var cubicBezier: CubicBezierEasing?

  /// The fallbacks of a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - tolerance: The largest error of the `linear()` easing, in fractions of the travel.
  /// - Complexity: About 10⁶ evaluations of a Bézier for the curve (milliseconds in release
  ///   builds), plus the keyframe planner's work.
  public init(spring: Spring, tolerance: Double = 0.001) {
    self.tolerance = tolerance
    let keyframes = try? spring.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: tolerance)
    linear = keyframes.flatMap { try? CSSLinearEasing(keyframes: $0) }
    cubicBezier = try? spring.nearestCubicBezier()
  }
}
