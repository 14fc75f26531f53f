/// Chooses keyframe times for Core Animation's cubic mode: a smooth spacing plan, scaled
/// until the curve stays within a distance of the spring.
///
/// A cubic segment's tangents are Catmull-Rom differences of its neighbours taken in the
/// segment's own local progress, so they are right only when neighbouring segments have the
/// same length: a length change Δh at a keyframe where the spring moves at speed |x'| bends
/// the curve by up to (2/27)·|x'|·Δh. A greedy reach therefore fails here (each segment at
/// its limit forces the next to be shorter, and so on). Instead the plan is:
///
/// 1. the reach h*(t) of a segment whose neighbours have its own length, at
///    ``curveShare`` of the limit, sampled by walking from keyframe to keyframe;
/// 2. the longest spacing h(t) ≤ h*(t) whose change per keyframe keeps the bend within
///    ``mismatchShare`` of the limit: with g = h²/2, |dg/dt| ≤ share·limit·27/(2·|x'(t)|)
///    — the largest such g is found by a forward and a backward pass over a grid (so the
///    spacing changes mostly where the spring turns);
/// 3. n keyframes placed evenly in ∫dt/h, with the smallest n (searched from the estimate
///    n ≈ ∫dt/h) for which ``KeyframeVerification`` passes.
///
/// Two pairs of shares are tried — ``shares`` — and the plan with fewer keyframes is kept:
/// the first suits well-damped springs, the second lightly damped ones.
struct CatmullRomKeyframePlan: KeyframePlanner {
  /// What to plan: the motion, its end keyframes, the limit and the most keyframes.
  let problem: KeyframePlanProblem

  /// The share of the limit the reach of step 1 may use.
  let curveShare: Double
  /// The share of the limit the length changes of step 2 may use (the two estimates are
  /// loose, so the shares may add up to more than 1).
  let mismatchShare: Double

  /// The (curve, mismatch) shares tried by ``bestKnots()``.
  static let shares = [(0.5, 0.5), (0.8, 2.0)]
  /// The fewest grid times of step 2.
  static let minimumGridCount = 4096
  /// The fewest grid times of a check while searching n (the check is rigorous at any
  /// density; the final verification uses ``KeyframeVerification/minimumPoints``).
  static let searchPoints = 2000

  /// The fewer keyframes of the plans with each of ``shares``.
  ///
  /// - Parameter problem: The motion, its end keyframes, the limit and the most keyframes.
  /// - Returns: The keyframes of the plan with fewer, from `first` to `last`.
  /// - Throws: ``KeyframePlanFailure`` when no plan meets the limit with at most
  ///   `maximumCount` keyframes (the first plan's failure).
  static func bestKnots(_ problem: KeyframePlanProblem) throws(KeyframePlanFailure)
    -> [PlanarKnot]
  {
    var best: [PlanarKnot]?
    var firstFailure: KeyframePlanFailure?
    for (curveShare, mismatchShare) in Self.shares {
      var limited = problem
      limited.maximumCount = min(problem.maximumCount, best?.count ?? problem.maximumCount)
      let plan = CatmullRomKeyframePlan(
        problem: limited, curveShare: curveShare, mismatchShare: mismatchShare)
      do throws(KeyframePlanFailure) {
        let knots = try plan.knots()
        if knots.count < best?.count ?? .max { best = knots }
      } catch {
        firstFailure = firstFailure ?? error
      }
    }
    guard let best else { throw firstFailure ?? .unattainable }
    return best
  }

  /// The keyframes of this plan, from `first` to `last`.
  ///
  /// - Throws: ``KeyframePlanFailure`` when the limit cannot be met with at most
  ///   `maximumCount` keyframes.
  /// - Complexity: O(s·c + g + k·m) for s reach samples, checks of c grid times, g plan grid
  ///   times and k checks of m times while searching n.
  func knots() throws(KeyframePlanFailure) -> [PlanarKnot] {
    let reaches = try reachSamples()
    let (times, cumulative) = spacing(reaches)
    let verification = KeyframeVerification(motion: motion, interpolation: .catmullRom)
    let passes = { (count: Int) -> Bool in
      verification.check(
        knots(count: count, times: times, cumulative: cumulative), limit: limit,
        minimumPoints: Self.searchPoints, stopsAtFirstFailure: true
      )?.failing.isEmpty ?? false
    }
    let estimate = cumulative[cumulative.count - 1].rounded(.up) + 1
    guard estimate < Double(maximumCount) else {
      throw .tooManyKeyframes(reachedTime: last.time * Double(maximumCount) / estimate)
    }
    // Bracket the smallest passing count around the estimate, then bisect.
    var passing = max(2, Int(estimate))
    var failing = 1
    if passes(passing) {
      let step = max(1, passing / 16)
      while passing - step > failing, passing - step >= 2, passes(passing - step) {
        passing -= step
      }
      failing = max(failing, passing - step)
    } else {
      failing = passing
      repeat {
        failing = passing
        passing += max(1, passing / 8)
        guard passing <= maximumCount else {
          throw .tooManyKeyframes(reachedTime: last.time * Double(failing) / Double(passing))
        }
      } while !passes(passing)
    }
    while passing - failing > 1 {
      let middle = failing + (passing - failing) / 2
      if passes(middle) { passing = middle } else { failing = middle }
    }
    return knots(count: passing, times: times, cumulative: cumulative)
  }

  /// Step 1: (time, reach) pairs, walking from each sample to the next by its reach.
  func reachSamples() throws(KeyframePlanFailure) -> [(time: Double, length: Double)] {
    var share = problem
    share.limit = curveShare * limit
    let walker = LinearKeyframePlan(problem: share)
    var samples: [(time: Double, length: Double)] = []
    var start = first
    var guess = walker.initialLength(limit: curveShare * limit)
    while true {
      // The last segment ends on the target, which may be most of the limit away from the
      // spring: it is checked against the whole limit.
      if evenlyNeighbouredPasses(from: start, to: last, limit: limit) {
        samples.append((start.time, max(last.time - start.time, guess)))
        return samples
      }
      guard samples.count < maximumCount else {
        throw .tooManyKeyframes(reachedTime: start.time)
      }
      let reach = walker.furthestReach(from: start, guess: guess) { end in
        evenlyNeighbouredPasses(from: start, to: end, limit: curveShare * limit)
      }
      guard let reach else { throw .unattainable }
      guess = reach.time - start.time
      samples.append((start.time, guess))
      start = reach
    }
  }

  /// Whether the cubic segment from `start` to `end` stays within `limit` when the
  /// keyframes before and after it are its own length away (the actual first keyframe, or
  /// the phantom point, at the start; the last keyframe, or the phantom point, at the end).
  func evenlyNeighbouredPasses(from start: PlanarKnot, to end: PlanarKnot, limit: Double)
    -> Bool
  {
    let length = end.time - start.time
    let previous: PlaneVector
    if start.time <= first.time {
      previous = start.value
    } else {
      let time = start.time - length
      previous = time <= first.time ? first.value : motion.knot(at: time).value
    }
    let next: PlaneVector
    if end.time >= last.time {
      next = end.value
    } else {
      let time = end.time + length
      next = time >= last.time ? last.value : motion.knot(at: time).value
    }
    let curve = SegmentCurve(previous: previous, start: start.value, end: end.value, next: next)
    return motion.passes(from: start, to: end, curve: curve, limit: limit)
  }

  /// Step 2: the grid times and the cumulative keyframe count ∫dt/h at each.
  func spacing(_ reaches: [(time: Double, length: Double)]) -> (
    times: [Double], cumulative: [Double]
  ) {
    let count = min(max(Self.minimumGridCount, 16 * reaches.count), 1 << 22)
    let grid = TimeGrid(from: first.time, to: last.time, intervals: count)
    let spacing = grid.step
    var times = [Double]()
    var limits = [Double]()  // g = h²/2 allowed by the reach
    var slopes = [Double]()  // the largest |dg/dt| at each grid time
    times.reserveCapacity(count + 1)
    var sample = 0
    for time in grid {
      times.append(time)
      while sample + 1 < reaches.count, reaches[sample + 1].time <= time { sample += 1 }
      var reach = reaches[sample].length
      if sample + 1 < reaches.count {
        let (start, end) = (reaches[sample], reaches[sample + 1])
        reach += (end.length - start.length) * (time - start.time) / (end.time - start.time)
      }
      limits.append(reach * reach / 2)
      let state = motion.transition(at: time).apply(
        displacement: motion.displacement, velocity: motion.velocity)
      let speed = state.velocity.dot(state.velocity).squareRoot()
      slopes.append(speed > 0 ? mismatchShare * limit * 27 / (2 * speed) : .infinity)
    }
    // The slower slope of a grid interval's ends holds across it.
    for index in 1...count {
      let slope = min(slopes[index - 1], slopes[index])
      limits[index] = min(limits[index], limits[index - 1] + slope * spacing)
    }
    for index in stride(from: count - 1, through: 0, by: -1) {
      let slope = min(slopes[index], slopes[index + 1])
      limits[index] = min(limits[index], limits[index + 1] + slope * spacing)
    }
    var cumulative = [0.0]
    cumulative.reserveCapacity(count + 1)
    var previousDensity = 1 / (2 * limits[0]).squareRoot()
    for index in 1...count {
      let density = 1 / (2 * limits[index]).squareRoot()
      let step = times[index] - times[index - 1]
      cumulative.append(cumulative[index - 1] + step * (previousDensity + density) / 2)
      previousDensity = density
    }
    return (times, cumulative)
  }

  /// Step 3: `count` keyframes evenly spaced in the cumulative count.
  func knots(count: Int, times: [Double], cumulative: [Double]) -> [PlanarKnot] {
    var knots = [first]
    knots.reserveCapacity(count)
    let total = cumulative[cumulative.count - 1]
    var index = 0
    for keyframe in 1..<max(1, count - 1) {
      let target = total * Double(keyframe) / Double(count - 1)
      while index + 2 < cumulative.count, cumulative[index + 1] < target { index += 1 }
      let width = cumulative[index + 1] - cumulative[index]
      let fraction = width > 0 ? min(max((target - cumulative[index]) / width, 0), 1) : 0
      let time = times[index] + fraction * (times[index + 1] - times[index])
      if time > knots[knots.count - 1].time, time < last.time {
        knots.append(motion.knot(at: time))
      }
    }
    knots.append(last)
    return knots
  }
}
