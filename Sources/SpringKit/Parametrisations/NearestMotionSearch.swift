/// The search behind the views that can only come near a spring: POP's bounciness at a
/// clamped speed and the critically damped branch of React Native and its kin.
///
/// ``Spring/deviation(from:)`` fits its grid to each pair, so every candidate costs two exact
/// settling durations; a search over dozens of candidates spent milliseconds there. Here the
/// candidates are ranked on one grid fixed for the whole search — long enough for the target
/// and the slowest candidate the caller names, with twice the points of the exact measure —
/// so a candidate costs one sampling. The caller reports the exact deviation of the one it
/// chooses.
struct NearestMotionSearch {
  let step: Double
  let count: Int
  let target: [Double]

  /// A grid covering the motions of `target` and of `slowest` (the candidates that settle
  /// last), from 0 to 1 at rest.
  init(target spring: Spring, slowest: [Spring]) {
    let springs = [spring] + slowest
    let horizon = springs.map { spring in
      let settling = spring.settlingDuration
      return settling.isFinite ? settling : 20 * spring.response
    }
    let longestPeriod = springs.map(\.response).max() ?? spring.response
    let end = min(max(horizon.max() ?? 0, longestPeriod), 200 * longestPeriod)
    count = 4097
    step = TimeGrid(duration: end, intervals: count - 1).step
    target = (try? spring.sample(fromValue: 0.0, toValue: 1, step: step, count: count)) ?? []
  }

  /// The largest difference between the candidate's motion and the target's on the grid;
  /// infinity for a candidate that does not exist or cannot be sampled.
  ///
  /// With a `cutoff`, a candidate farther than it may be told apart on every eighth grid
  /// time alone: the result is then a value above `cutoff` (the largest difference there),
  /// not the distance. At or below `cutoff` it is the distance, exactly.
  ///
  /// - Complexity: One sampling of the grid; about an eighth of one for a candidate the
  ///   eighth of the grid puts beyond `cutoff`.
  func distance(_ candidate: Spring?, above cutoff: Double = .infinity) -> Double {
    guard let candidate, target.count == count else { return .infinity }
    if cutoff.isFinite {
      let bound = lowerBound(candidate)
      if bound > cutoff + Self.boundSlack { return bound }
    }
    guard let motion = try? candidate.sample(fromValue: 0.0, toValue: 1, step: step, count: count)
    else { return .infinity }
    var largest = 0.0
    for index in 0..<count { largest = max(largest, abs(motion[index] - target[index])) }
    return largest
  }

  /// The largest difference on every ``boundStride``-th grid time: at most the
  /// ``distance(_:above:)`` plus rounding (far below ``boundSlack``).
  ///
  /// - Complexity: An eighth of a sampling of the grid.
  func lowerBound(_ candidate: Spring?) -> Double {
    guard let candidate, target.count == count else { return .infinity }
    let stride = Self.boundStride
    guard
      let coarse = try? candidate.sample(
        fromValue: 0.0, toValue: 1, step: step * Double(stride), count: (count - 1) / stride + 1)
    else { return .infinity }
    var largest = 0.0
    for index in coarse.indices {
      largest = max(largest, abs(coarse[index] - target[index * stride]))
    }
    return largest
  }

  /// Every how many grid times a lower bound of a distance is taken (the grids have 2ⁿ + 1
  /// times, so the last is among them).
  static let boundStride = 8

  /// How far above a cutoff a lower bound must be to rule a candidate out: two samplings
  /// of one motion on different steps agree to about 1e-13 of the distance (within
  /// ``Spring/sample(fromValue:toValue:initialVelocity:step:count:)``'s accuracy), far
  /// below this.
  static let boundSlack = 1e-9

  /// The minimum of a unimodal function on `range` by golden-section search, to `tolerance`:
  /// one evaluation per step.
  static func minimum(
    in range: ClosedRange<Double>, tolerance: Double, of function: (Double) -> Double
  ) -> Double {
    minimum(in: range, tolerance: tolerance) { x, _ in function(x) }
  }

  /// ``minimum(in:tolerance:of:)`` for a function that may answer "above `cutoff`" cheaply.
  ///
  /// Each new point is compared with the one the search keeps, whose value is the cutoff:
  /// when the new one is worse, its value is never used again, so any value above the
  /// cutoff serves. `function(x, cutoff)` returns f(x) when f(x) ≤ cutoff and otherwise
  /// f(x) or any value above `cutoff` — the same search, step for step, as on f alone.
  static func minimum(
    in range: ClosedRange<Double>, tolerance: Double,
    of function: (_ x: Double, _ cutoff: Double) -> Double
  ) -> Double {
    let ratio = (5.0.squareRoot() - 1) / 2
    var (low, high) = (range.lowerBound, range.upperBound)
    var left = high - ratio * (high - low)
    var right = low + ratio * (high - low)
    let first = function(left, .infinity)
    var (atLeft, atRight) = (first, function(right, first))
    while high - low > tolerance {
      if atLeft < atRight {
        (high, right, atRight) = (right, left, atLeft)
        left = high - ratio * (high - low)
        atLeft = function(left, atRight)
      } else {
        (low, left, atLeft) = (left, right, atRight)
        right = low + ratio * (high - low)
        atRight = function(right, atLeft)
      }
    }
    return (low + high) / 2
  }
}
