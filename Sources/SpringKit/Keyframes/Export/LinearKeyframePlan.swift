/// Chooses keyframe times for linear interpolation so that the keyframe curve stays within a
/// distance of the spring: greedy furthest-reach segmentation.
///
/// From each keyframe the next is placed as far as a straight segment can reach and still
/// pass ``PlanarMotion/check(from:to:curvature:limit:minimumSamples:curve:)``: the reach is
/// bracketed by doubling or halving the previous segment's length, then narrowed by
/// bisection to 1/512 of itself. ``KeyframeVerification`` then checks the finished curve.
struct LinearKeyframePlan: KeyframePlanner {
  /// What to plan: the motion, its end keyframes, the limit and the most keyframes.
  let problem: KeyframePlanProblem

  /// Bisection stops when the bracket is this fraction of the reach.
  static let reachPrecision = 1.0 / 512
  /// Fewest grid intervals of a check.
  static let minimumSamples = 8

  /// The keyframes, from `first` to `last`.
  ///
  /// - Throws: ``KeyframePlanFailure`` when the limit cannot be met with at most `maximumCount`
  ///   keyframes.
  /// - Complexity: O(n · c · log(1/precision)) for n keyframes and checks of c grid times.
  func knots() throws(KeyframePlanFailure) -> [PlanarKnot] {
    let estimate = estimatedCount()
    guard estimate <= 4 * Double(maximumCount) else {
      // Far too many: say so now rather than after placing `maximumCount` keyframes.
      throw .tooManyKeyframes(reachedTime: last.time * Double(maximumCount) / estimate)
    }
    var knots = [first]
    var guess = initialLength(limit: limit)
    while true {
      let start = knots[knots.count - 1]
      let passes = { (end: PlanarKnot) -> Bool in
        motion.passes(
          from: start, to: end, curve: SegmentCurve(linearFrom: start.value, to: end.value),
          limit: limit)
      }
      if passes(last) {
        knots.append(last)
        return knots
      }
      guard knots.count + 1 < maximumCount else {
        throw .tooManyKeyframes(reachedTime: start.time)
      }
      guard let reach = furthestReach(from: start, guess: guess, passes: passes) else {
        throw .unattainable
      }
      guess = reach.time - start.time
      knots.append(reach)
    }
  }

  /// An upper estimate of the keyframes needed: a chord of length h strays about
  /// |x''|·h²/8, so about ∫√(|x''|/(8·limit))dt keyframes, with |x''| bounded by
  /// ``PlanarMotion/accelerationBound(_:)`` (at most twice too many for oscillations, whose
  /// |x''| averages below its bound).
  ///
  /// - Complexity: O(1): 256 evaluations of the closed form.
  func estimatedCount() -> Double {
    problem.estimatedCount { state in (motion.accelerationBound(state) / (8 * limit)).squareRoot() }
  }

  /// A first guess of a reach from the first keyframe: the length whose chord error would be
  /// `limit` at the initial curvature, `√(8·limit/|x''|)`.
  func initialLength(limit: Double) -> Double {
    let guess = (8 * limit / motion.accelerationBound(first.state)).squareRoot()
    let span = last.time - first.time
    return guess.isFinite && guess > 0 ? min(guess, span / 2) : span / 2
  }

  /// The furthest keyframe after `start` that `passes`, short of the last keyframe, or `nil`
  /// when not even a length of 2⁻⁴⁰ of the duration does.
  ///
  /// - Parameters:
  ///   - start: The keyframe the segment starts at.
  ///   - guess: A likely reach, in seconds.
  ///   - passes: Whether a segment from `start` to a keyframe stays within the limit.
  /// - Returns: The furthest keyframe found to pass, or `nil`.
  /// - Complexity: O(log(span/guess) + log(1/precision)) calls of `passes`.
  func furthestReach(
    from start: PlanarKnot, guess: Double, passes: (PlanarKnot) -> Bool
  ) -> PlanarKnot? {
    let span = last.time - start.time
    let shortest = max(span, last.time) * 0x1p-40
    let candidate = { (length: Double) -> PlanarKnot in motion.knot(at: start.time + length) }
    // Bracket: `good` passes, `bad` does not; the last keyframe's time bounds a keyframe
    // that is not the last.
    var good: PlanarKnot?
    var bad = span
    var length = min(guess, span / 2)
    while true {
      let knot = candidate(length)
      if passes(knot) {
        good = knot
        guard 2 * length < bad else { break }
        length *= 2
      } else {
        bad = length
        guard good == nil else { break }
        length /= 2
        guard length >= shortest else { return nil }
      }
    }
    guard var best = good else { return nil }
    var low = best.time - start.time
    for _ in 0..<64 where bad - low > Self.reachPrecision * low {
      let middle = low + (bad - low) / 2
      let knot = candidate(middle)
      if passes(knot) {
        best = knot
        low = middle
      } else {
        bad = middle
      }
    }
    return best
  }
}

extension PlanarMotion {
  /// Whether a curve between two keyframes passes the check at `limit`.
  func passes(
    from start: PlanarKnot, to end: PlanarKnot, curve: SegmentCurve, limit: Double
  ) -> Bool {
    let length = end.time - start.time
    return check(
      from: start, to: end, curvature: curve.curvatureBound / (length * length), limit: limit,
      minimumSamples: LinearKeyframePlan.minimumSamples
    ) { progress, _ in curve.value(at: progress) }.bound <= limit
  }
}
