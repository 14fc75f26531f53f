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
  func distance(_ candidate: Spring?) -> Double {
    guard let candidate, target.count == count,
      let motion = try? candidate.sample(fromValue: 0.0, toValue: 1, step: step, count: count)
    else { return .infinity }
    var largest = 0.0
    for index in 0..<count { largest = max(largest, abs(motion[index] - target[index])) }
    return largest
  }

  /// The minimum of a unimodal function on `range` by golden-section search, to `tolerance`:
  /// one evaluation per step.
  static func minimum(
    in range: ClosedRange<Double>, tolerance: Double, of function: (Double) -> Double
  ) -> Double {
    let ratio = (5.0.squareRoot() - 1) / 2
    var (low, high) = (range.lowerBound, range.upperBound)
    var left = high - ratio * (high - low)
    var right = low + ratio * (high - low)
    var (atLeft, atRight) = (function(left), function(right))
    while high - low > tolerance {
      if atLeft < atRight {
        (high, right, atRight) = (right, left, atLeft)
        left = high - ratio * (high - low)
        atLeft = function(left)
      } else {
        (low, left, atLeft) = (left, right, atRight)
        right = low + ratio * (high - low)
        atRight = function(right)
      }
    }
    return (low + high) / 2
  }
}
