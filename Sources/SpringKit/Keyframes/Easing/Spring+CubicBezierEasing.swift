// The one cubic Bézier timing function nearest a spring, for players without springs.

/// The cubic Bézier timing function nearest a spring's motion from 0 to 1 in maximum error
/// over a duration, with that error.
///
/// Made by ``Spring/nearestCubicBezier(duration:decimals:)``.
public struct CubicBezierEasing: Sendable, Hashable {
  /// The timing function, its control values rounded to ``decimals`` decimals.
  public let curve: TimingFunction.CubicBezier
  /// The duration the curve spans, in seconds: a whole number of milliseconds, as CSS,
  /// Android and Compose take it.
  public let duration: Double
  /// The decimals the control values are rounded to.
  public let decimals: Int
  /// The largest |curve(t/duration) − spring(t)| over 0…``duration`` for the rounded
  /// control values, in fractions of the travel: measured at 20,001 evenly spaced times.
  public let maximumError: Double

  /// The longest duration an easing spans, in seconds: 1,000,000 (about 11.6 days), so that
  /// its whole milliseconds fit Compose's 32-bit `durationMillis` and every other `Int`.
  public static let maximumDuration = 1_000_000.0
}

extension Spring {
  /// The cubic Bézier `cubic-bezier(x₁, y₁, x₂, y₂)` nearest the spring's motion from 0 to 1
  /// (at rest) in maximum error over a duration: for CSS transitions without `linear()`,
  /// Android's `PathInterpolator`, Compose's `CubicBezierEasing` or a design tool's curve.
  ///
  /// ```swift
  /// let easing = try Spring.smooth.nearestCubicBezier()
  /// easing.curve          // cubic-bezier(0.2…, 0.6…, 0.3…, 1.0…)
  /// easing.maximumError   // in fractions of the travel
  /// ```
  ///
  /// The control values minimise the largest distance on a grid of 401 times (a minimax
  /// fit by Nelder–Mead with restarts, from the least-squares curve with x₁ = 1/3 and
  /// x₂ = 2/3), with x₁ and x₂ kept in [0, 1]; then they are rounded to `decimals` and the
  /// error of the rounded curve is measured at 20,001 times. After the duration the curve
  /// holds 1, which the spring is within `0.001` of by the default duration.
  ///
  /// The duration is a whole number of milliseconds (at least 1): the settling duration
  /// rounded up, a given duration rounded to the nearest. CSS `transition-duration`,
  /// Android's `setDuration` and Compose's `durationMillis` are printed in milliseconds, and
  /// the error is the one of the curve over the duration as printed.
  ///
  /// - Parameters:
  ///   - duration: Seconds, finite, greater than 0 and at most
  ///     ``CubicBezierEasing/maximumDuration``, rounded to whole milliseconds; `nil` (the
  ///     default) for the settling duration to 0.1 % of the travel, rounded up.
  ///   - decimals: Decimals of the control values, 1…8; 4 by default.
  /// - Returns: The curve, its duration and its measured maximum error.
  /// - Throws: ``SpringError`` when the duration breaks its rule, the spring never settles
  ///   (an undamped spring needs a duration) or settles after more than
  ///   ``CubicBezierEasing/maximumDuration`` (the error's parameter is `settlingDuration`,
  ///   its value the settling duration).
  /// - Complexity: About 10⁶ evaluations of a Bézier: milliseconds in release builds.
  public func nearestCubicBezier(duration: Double? = nil, decimals: Int = 4)
    throws(SpringError) -> CubicBezierEasing
  {
    var span = duration ?? 0
    let longest = CubicBezierEasing.maximumDuration
    if let duration {
      try SpringError.requirePositive(duration, "duration")
      guard duration <= longest else {
        throw SpringError(
          parameter: "duration", value: .number(duration), rule: .easingDuration)
      }
    } else {
      span = try settlingDuration(fromValue: 0.0, toValue: 1.0, epsilon: 0.001)
      guard span.isFinite else { throw .neverSettles }
      guard span <= longest else {
        throw SpringError(
          parameter: "settlingDuration", value: .number(span), rule: .easingDuration)
      }
    }
    // Whole milliseconds, as the snippets print the duration; rounding the settling duration
    // up keeps the spring within 0.1 % of the travel after it.
    span =
      Swift.max((span * 1000).rounded(duration == nil ? .up : .toNearestOrAwayFromZero), 1)
      / 1000
    let places = Swift.min(Swift.max(decimals, 1), 8)
    let fit = BezierMinimax(spring: self, duration: span)
    let best = fit.minimise()
    let scale = (1...places).reduce(1.0) { product, _ in product * 10 }
    let rounded = best.map { ($0 * scale).rounded() / scale }
    let curve = TimingFunction.CubicBezier(
      uncheckedX1: Swift.min(Swift.max(rounded[0], 0), 1), y1: rounded[1],
      x2: Swift.min(Swift.max(rounded[2], 0), 1), y2: rounded[3])
    return CubicBezierEasing(
      curve: curve, duration: span, decimals: places,
      maximumError: fit.error(of: curve, points: 20_000))
  }
}

/// A minimax fit of a cubic Bézier timing function to a spring's progress.
struct BezierMinimax {
  /// The spring's progress from 0 to 1 at 401 times over the duration.
  let progress: [Double]
  /// The spring.
  let spring: Spring
  /// The duration, in seconds.
  let duration: Double

  /// Samples the spring.
  init(spring: Spring, duration: Double) {
    self.spring = spring
    self.duration = duration
    progress = (0...400).map { index in
      spring.value(fromValue: 0.0, toValue: 1.0, time: duration * Double(index) / 400)
    }
  }

  /// The largest distance on `points + 1` evenly spaced times.
  func error(of curve: TimingFunction.CubicBezier, points: Int) -> Double {
    var worst = 0.0
    for index in 0...points {
      let s = Double(index) / Double(points)
      let spring = spring.value(fromValue: 0.0, toValue: 1.0, time: duration * s)
      let distance = abs(curve.progress(at: s) - spring)
      worst = distance.isNaN ? .infinity : Swift.max(worst, distance)
    }
    return worst
  }

  /// The largest distance on the 401 sampled times, for control values (x clamped).
  func objective(_ point: [Double]) -> Double {
    let curve = TimingFunction.CubicBezier(
      uncheckedX1: Swift.min(Swift.max(point[0], 0), 1), y1: point[1],
      x2: Swift.min(Swift.max(point[2], 0), 1), y2: point[3])
    var worst = 0.0
    for (index, spring) in progress.enumerated() {
      let distance = abs(curve.progress(at: Double(index) / 400) - spring)
      if !(distance <= worst) { worst = distance.isNaN ? .infinity : distance }
    }
    // A little of the distance beyond [0, 1] steers the simplex back inside.
    let outside =
      Swift.max(0, -point[0]) + Swift.max(0, point[0] - 1)
      + Swift.max(0, -point[2]) + Swift.max(0, point[2] - 1)
    return worst + outside
  }

  /// The least-squares y₁, y₂ with x₁ = 1/3 and x₂ = 2/3 (then progress is a cubic in time).
  func leastSquaresStart() -> [Double] {
    var (a11, a12, a22, r1, r2) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for (index, spring) in progress.enumerated() {
      let s = Double(index) / 400
      let b1 = 3 * (1 - s) * (1 - s) * s
      let b2 = 3 * (1 - s) * s * s
      let residual = spring - s * s * s
      a11 += b1 * b1
      a12 += b1 * b2
      a22 += b2 * b2
      r1 += b1 * residual
      r2 += b2 * residual
    }
    let determinant = a11 * a22 - a12 * a12
    return [
      1.0 / 3, (a22 * r1 - a12 * r2) / determinant, 2.0 / 3, (a11 * r2 - a12 * r1) / determinant,
    ]
  }

  /// The best control values found: Nelder–Mead from the least-squares start and from a
  /// few common curves, restarted around the best point until it stops improving.
  func minimise() -> [Double] {
    let starts = [leastSquaresStart(), [0.2, 1, 0.3, 1], [0.4, 0, 0.2, 1], [0.3, 1.4, 0.5, 1]]
    var best = starts[0]
    var bestValue = objective(best)
    for start in starts {
      var point = start
      var value = objective(point)
      var size = 0.2
      for _ in 0..<8 {
        let result = nelderMead(from: point, size: size)
        guard result.value < value - 1e-12 else { break }
        (point, value) = result
        size = Swift.max(size / 2, 0.01)
      }
      if value < bestValue { (best, bestValue) = (point, value) }
    }
    return best
  }

  /// One Nelder–Mead run of at most 600 iterations from a simplex of the given size.
  func nelderMead(from start: [Double], size: Double) -> (point: [Double], value: Double) {
    var simplex = [start]
    for axis in 0..<4 {
      var vertex = start
      vertex[axis] += size
      simplex.append(vertex)
    }
    var values = simplex.map(objective)
    for _ in 0..<600 {
      let order = values.indices.sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      guard values[4] - values[0] > 1e-10 * Swift.max(values[0], 1e-12) else { break }
      var centroid = [0.0, 0.0, 0.0, 0.0]
      for vertex in simplex.dropLast() {
        for axis in 0..<4 { centroid[axis] += vertex[axis] / 4 }
      }
      let along = { (factor: Double) in
        (0..<4).map { centroid[$0] + factor * (simplex[4][$0] - centroid[$0]) }
      }
      let reflected = along(-1)
      let reflectedValue = objective(reflected)
      if reflectedValue < values[0] {
        let expanded = along(-2)
        let expandedValue = objective(expanded)
        (simplex[4], values[4]) =
          expandedValue < reflectedValue
          ? (expanded, expandedValue) : (reflected, reflectedValue)
      } else if reflectedValue < values[3] {
        (simplex[4], values[4]) = (reflected, reflectedValue)
      } else {
        let contracted = along(reflectedValue < values[4] ? -0.5 : 0.5)
        let contractedValue = objective(contracted)
        if contractedValue < Swift.min(values[4], reflectedValue) {
          (simplex[4], values[4]) = (contracted, contractedValue)
        } else {
          for index in 1...4 {
            simplex[index] = (0..<4).map {
              simplex[0][$0] + 0.5 * (simplex[index][$0] - simplex[0][$0])
            }
            values[index] = objective(simplex[index])
          }
        }
      }
    }
    let index = values.indices.min { values[$0] < values[$1] } ?? 0
    return (simplex[index], values[index])
  }
}
