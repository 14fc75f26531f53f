/// How far a keyframe segment strays from the spring: the largest distance found on a grid
/// and a bound on the distance anywhere on the segment.
struct SegmentCheck: Sendable {
  /// The largest distance between the curve and the spring at the grid's times.
  var sampledMaximum: Double
  /// The time of ``sampledMaximum``, in seconds.
  var worstTime: Double
  /// A bound on the distance at every time of the segment; infinite when the check
  /// stopped at a grid time already beyond the limit.
  var bound: Double
}

extension PlanarMotion {
  /// Samples per segment at most: a segment that needs more is split instead.
  static let maximumSegmentSamples = 1 << 16
  /// Grid steps between re-anchorings of the stepped spring to the closed form.
  static let reanchorPeriod = 16

  /// Compares a keyframe segment with the spring on a grid fine enough to bound the
  /// distance everywhere between the grid's times.
  ///
  /// The distance e(t) = |u(t) − K(t)| between grid times δ apart exceeds the larger of its
  /// values there by at most B·δ²/8, where B bounds |u''| + |K''| on the segment (see
  /// ``accelerationBound(_:)`` and ``SegmentCurve/curvatureBound``). The grid starts with
  /// that excess at `limit`/64 and is refined when the result is undecided.
  ///
  /// - Parameters:
  ///   - start: The keyframe the segment starts at.
  ///   - end: The keyframe the segment ends at.
  ///   - curvature: A bound on |K''| on the segment, per second squared.
  ///   - limit: The distance that must not be exceeded; infinity to measure only.
  ///   - minimumSamples: The fewest grid intervals.
  ///   - curve: The curve's value at a local progress and the corresponding time.
  /// - Returns: The sampled maximum and the bound; the bound is infinite when a grid time
  ///   is beyond `limit`.
  /// - Complexity: O(m) for m grid times, at most ``maximumSegmentSamples`` per attempt.
  func check(
    from start: PlanarKnot, to end: PlanarKnot, curvature: Double, limit: Double,
    minimumSamples: Int, curve: (_ progress: Double, _ time: Double) -> PlaneVector
  ) -> SegmentCheck {
    let length = end.time - start.time
    let secondDerivative = accelerationBound(start.state) + curvature
    let intervals = { (excess: Double) -> Int in
      // δ = √(8·excess/B) gives an excess B·δ²/8 of `excess`.
      let count = (length * (secondDerivative / (8 * excess)).squareRoot()).rounded(.up)
      guard count.isFinite else { return Self.maximumSegmentSamples }
      return max(minimumSamples, Int(min(count, Double(Self.maximumSegmentSamples))))
    }
    var count = limit.isFinite ? intervals(limit / 64) : max(minimumSamples, 1)
    while true {
      var result = sample(
        from: start, to: end, intervals: count, limit: limit, curve: curve)
      guard result.bound.isFinite else { return result }
      let spacing = length / Double(count)
      result.bound = result.sampledMaximum + secondDerivative * spacing * spacing / 8
      guard limit.isFinite, result.bound > limit, count < Self.maximumSegmentSamples else {
        return result
      }
      let finer = intervals((limit - result.sampledMaximum) / 2)
      guard finer > count else { return result }
      count = finer
    }
  }

  /// The distances at `intervals + 1` evenly spaced times from `start` to `end`; stops
  /// with an infinite bound at the first beyond `limit`.
  private func sample(
    from start: PlanarKnot, to end: PlanarKnot, intervals: Int, limit: Double,
    curve: (_ progress: Double, _ time: Double) -> PlaneVector
  ) -> SegmentCheck {
    let grid = TimeGrid(from: start.time, to: end.time, intervals: intervals)
    let states = SpringStateSequence(
      dynamics: dynamics, target: .zero, displacement: displacement, velocity: velocity,
      grid: grid, reanchorPeriod: Self.reanchorPeriod)
    var worst = SegmentCheck(sampledMaximum: 0, worstTime: start.time, bound: 0)
    var spring = states.makeIterator()
    var index = 0
    while let state = spring.nextDisplacement() {
      let time = state.time
      let difference = state.displacement - curve(Double(index) / Double(intervals), time)
      let distance = difference.dot(difference).squareRoot()
      if distance > worst.sampledMaximum || distance.isNaN {
        worst.sampledMaximum = distance
        worst.worstTime = time
        if !(distance <= limit) {
          worst.bound = .infinity
          return worst
        }
      }
      index += 1
    }
    return worst
  }
}
