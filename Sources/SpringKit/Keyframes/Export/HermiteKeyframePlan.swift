/// Chooses keyframe times and tangents for Core Animation's cubic mode with
/// tension/continuity/bias: greedy furthest reach with segments that do not depend on
/// their neighbours.
///
/// Thanks to ``ChordTangents`` each segment's start and end tangents are any multiples σ and
/// σ' of its chord, set by its two keyframes' parameters without touching the neighbouring
/// segments. So, as for linear keyframes, each keyframe goes as far as one segment can
/// reach within the limit (``KeyframeSegmentation/furthestReach(from:guess:passes:)``), and
/// a segment passes if one of three tangent choices does, tried in this order:
///
/// 1. the spring's velocities at both ends, along the chord (a Hermite segment with exact
///    end derivatives in one dimension, whose error shrinks as h⁴ — and a curve whose
///    velocity at every keyframe is the spring's);
/// 2. the least-squares fit of σ and σ' to the spring at 16 times of the segment (better on
///    long segments over small oscillations, where the spring's velocities would overshoot);
/// 3. σ = σ' = 1, a straight line, so that no segment reaches less far than a linear one.
///
/// Every choice lies in the scales that tension and bias in [−1, 1] reach (see
/// ``ChordTangents``): the keyframe's incoming scale σᵢ is fixed by the segment before it,
/// so σ ∈ [0, 4 − σᵢ], and σ' ∈ [0, 3] (``ChordTangents/maximumArrivingScale``, which keeps
/// the straight line open to the next segment) or [0, 4] at the last keyframe. The spring's
/// velocities are clamped to that box (an end velocity against the chord, on a segment
/// over a peak, becomes 0), and the least-squares fit is solved within it.
struct HermiteKeyframePlan: Sendable {
  /// The motion.
  let motion: PlanarMotion
  /// The first keyframe (at time 0, `fromValue`).
  let first: PlanarKnot
  /// The last keyframe (at the end time).
  let last: PlanarKnot
  /// The distance the curve must stay within, in plane units.
  let limit: Double
  /// The most keyframes allowed.
  let maximumCount: Int

  /// The times of a segment the least-squares fit uses.
  static let fitPoints = 16

  /// The keyframes, from `first` to `last`, with their ``PlanarKnot/incoming`` and
  /// ``PlanarKnot/outgoing`` velocities set.
  ///
  /// - Throws: ``KeyframeSegmentation/Failure`` when the limit cannot be met with at most
  ///   `maximumCount` keyframes.
  /// - Complexity: O(n · c · log(1/precision)) for n keyframes and checks of c grid times.
  func knots() throws(KeyframeSegmentation.Failure) -> [PlanarKnot] {
    let segmentation = KeyframeSegmentation(
      motion: motion, first: first, last: last, limit: limit, maximumCount: maximumCount)
    var knots = [first]
    var guess = segmentation.initialLength(limit: limit)
    var incoming: Double?
    while true {
      let start = knots[knots.count - 1]
      let chosen = { (end: PlanarKnot) in
        self.tangents(from: start, incoming: incoming, to: end)
      }
      var end = last
      var scales = chosen(last)
      if scales == nil {
        guard knots.count + 1 < maximumCount else {
          throw .tooManyKeyframes(reachedTime: start.time)
        }
        guard
          let reach = segmentation.furthestReach(
            from: start, guess: guess, passes: { chosen($0) != nil })
        else { throw .unattainable }
        end = reach
        scales = chosen(reach)
      }
      guard let (outgoing, arriving) = scales else { throw .unattainable }
      let length = end.time - start.time
      let direction = (end.value - start.value) / length
      knots[knots.count - 1].outgoing = outgoing * direction
      end.incoming = arriving * direction
      end.outgoing = end.velocity
      knots.append(end)
      incoming = arriving
      guess = length
      if end.time >= last.time { return knots }
    }
  }

  /// The scales (σ, σ') of the first tangent choice with which the segment passes, or `nil`.
  ///
  /// - Parameters:
  ///   - start: The segment's first keyframe.
  ///   - incoming: The scale σᵢ `start` is entered with; `nil` at the first keyframe.
  ///   - end: The segment's last keyframe.
  /// - Returns: The scale σ of the start tangent and σ' of the end tangent, both within the
  ///   reachable box (``ChordTangents/outgoingRange(incoming:)`` and 0 … 3, or 0 … 4 when
  ///   `end` is the last keyframe).
  func tangents(from start: PlanarKnot, incoming: Double?, to end: PlanarKnot) -> (
    Double, Double
  )? {
    let chord = end.value - start.value
    let length = end.time - start.time
    let leaving = ChordTangents.outgoingRange(incoming: incoming)
    let isLast = end.time >= last.time
    let arriving =
      0...(isLast ? ChordTangents.maximumScaleSum : ChordTangents.maximumArrivingScale)
    var choices = [
      (
        ChordTangents.scale(start.velocity, chord: chord, duration: length)
          .clamped(to: leaving),
        ChordTangents.scale(end.velocity, chord: chord, duration: length).clamped(to: arriving)
      )
    ]
    if let fitted = fit(from: start, to: end, leaving: leaving, arriving: arriving) {
      choices.append(fitted)
    }
    choices.append((1, 1))
    var tried: [(Double, Double)] = []
    for (outgoing, ending) in choices where !tried.contains(where: { $0 == (outgoing, ending) }) {
      tried.append((outgoing, ending))
      let curve = SegmentCurve(
        start: start.value, end: end.value, startTangent: outgoing * chord,
        endTangent: ending * chord)
      if motion.passes(from: start, to: end, curve: curve, limit: limit) {
        return (outgoing, ending)
      }
    }
    return nil
  }

  /// The least-squares σ and σ' within a box: the spring's displacement from the segment's
  /// ends' blend h00·P₀ + h01·P₁, projected on the chord, fitted by h10·σ + h11·σ' at
  /// ``fitPoints`` interior times, with σ in `leaving` and σ' in `arriving`.
  ///
  /// The squared residual is a convex quadratic, so when its minimum lies outside the box
  /// the box's minimum lies on one of its four edges, where it is the clamped minimum of a
  /// parabola; the best of the four is kept.
  func fit(
    from start: PlanarKnot, to end: PlanarKnot, leaving: ClosedRange<Double>,
    arriving: ClosedRange<Double>
  ) -> (Double, Double)? {
    let chord = end.value - start.value
    let squared = (chord * chord).sum()
    guard squared > 0 else { return nil }
    var (a11, a12, a22, r1, r2) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for index in 1...Self.fitPoints {
      let s = Double(index) / Double(Self.fitPoints + 1)
      let time = start.time + s * (end.time - start.time)
      let spring = motion.transition(at: time).apply(
        displacement: motion.displacement, velocity: motion.velocity
      ).displacement
      let s2 = s * s
      let s3 = s2 * s
      let blend = (2 * s3 - 3 * s2 + 1) * start.value + (-2 * s3 + 3 * s2) * end.value
      let target = ((spring - blend) * chord).sum() / squared
      let h10 = s3 - 2 * s2 + s
      let h11 = s3 - s2
      a11 += h10 * h10
      a12 += h10 * h11
      a22 += h11 * h11
      r1 += h10 * target
      r2 += h11 * target
    }
    let determinant = a11 * a22 - a12 * a12
    guard determinant > 0 else { return nil }
    let outgoing = (a22 * r1 - a12 * r2) / determinant
    let ending = (a11 * r2 - a12 * r1) / determinant
    guard outgoing.isFinite, ending.isFinite else { return nil }
    if leaving.contains(outgoing), arriving.contains(ending) { return (outgoing, ending) }
    // Half the squared residual, less a constant.
    let residual = { (x: Double, y: Double) in
      (a11 * x * x + 2 * a12 * x * y + a22 * y * y) / 2 - r1 * x - r2 * y
    }
    var edges: [(Double, Double)] = []
    for x in [leaving.lowerBound, leaving.upperBound] {
      edges.append((x, ((r2 - a12 * x) / a22).clamped(to: arriving)))
    }
    for y in [arriving.lowerBound, arriving.upperBound] {
      edges.append((((r1 - a12 * y) / a11).clamped(to: leaving), y))
    }
    return edges.min { residual($0.0, $0.1) < residual($1.0, $1.1) }
  }
}

extension Double {
  /// The nearest value in `range`.
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
