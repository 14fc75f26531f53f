/// Chooses keyframe times and tangents for Core Animation's cubic mode with
/// tension/continuity/bias: greedy furthest reach with segments that do not depend on
/// their neighbours.
///
/// Thanks to ``ChordTangents`` each segment's start and end tangents are multiples σ and σ'
/// of its chord, set by its two keyframes' parameters without touching the neighbouring
/// segments. So, as for linear keyframes, each keyframe goes as far as one segment can
/// reach within the limit (``LinearKeyframePlan/furthestReach(from:guess:passes:)``), and
/// a segment passes if one of these tangent choices does, tried in this order:
///
/// 1. the spring's velocities at both ends, along the chord (a Hermite segment with exact
///    end derivatives in one dimension, whose error shrinks as h⁴ — and a curve whose
///    velocity at every keyframe is the spring's);
/// 2. the least-squares fit of σ and σ' to the spring at 16 times of the segment (better on
///    long segments over small oscillations, where the spring's velocities would overshoot);
/// 3. σ = σ' = 1, a straight line, so that no segment reaches less far than a linear one.
///
/// Every choice lies in the scales that tension, continuity and bias in [−1, 1] reach (see
/// ``ChordTangents``): the keyframe's incoming scale σᵢ is fixed by the segment before it,
/// so σ ∈ [0, 4 − σᵢ], and σ' ∈ [0, 3] (``ChordTangents/maximumArrivingScale``, which keeps
/// the straight line open to the next segment) or [0, 4] at the last keyframe. The spring's
/// velocities are clamped to that box (an end velocity against the chord, on a segment
/// that ends past a peak, becomes 0), and the least-squares fit is solved within it.
///
/// A segment that starts before a peak needs a start tangent against its chord. Bias 1
/// gives it one: the keyframe's outgoing tangent is then μ times the chord *before* it
/// (``PlanarKnot/leavesAlongPreviousChord``), with the same bounds as σ. The spring's
/// velocity takes whichever of the two directions represents it better, and the fit is
/// tried in both.
struct CubicKeyframePlan: KeyframePlanner {
  /// Tangents for one segment: the start tangent's scale and whether it multiplies the
  /// chord before the segment's first keyframe (bias 1) or the segment's own, and the end
  /// tangent's scale of the segment's own chord.
  struct Tangents: Equatable, Sendable {
    /// σ (or μ): the start tangent over its chord.
    var leaving: Double
    /// σ': the end tangent over the segment's chord.
    var arriving: Double
    /// Whether the start tangent follows the chord before the segment.
    var alongPreviousChord: Bool
  }

  /// What to plan: the motion, its end keyframes, the limit and the most keyframes.
  let problem: KeyframePlanProblem

  /// The times of a segment the least-squares fit uses.
  static let fitPoints = 16

  /// The keyframes, from `first` to `last`, with their ``PlanarKnot/incoming`` and
  /// ``PlanarKnot/outgoing`` velocities set.
  ///
  /// - Throws: ``KeyframePlanFailure`` when the limit cannot be met with at most
  ///   `maximumCount` keyframes.
  /// - Complexity: O(n · c · log(1/precision)) for n keyframes and checks of c grid times.
  func knots() throws(KeyframePlanFailure) -> [PlanarKnot] {
    let segmentation = LinearKeyframePlan(problem: problem)
    var knots = [first]
    var guess = segmentation.initialLength(limit: limit)
    var incoming: Double?
    while true {
      let start = knots[knots.count - 1]
      let previous = knots.count > 1 ? knots[knots.count - 2] : nil
      let chosen = { (end: PlanarKnot) in
        self.tangents(from: start, after: previous, incoming: incoming, to: end)
      }
      var end = last
      var tangents = chosen(last)
      if tangents == nil {
        guard knots.count + 1 < maximumCount else {
          throw .tooManyKeyframes(reachedTime: start.time)
        }
        guard
          let reach = segmentation.furthestReach(
            from: start, guess: guess, passes: { chosen($0) != nil })
        else { throw .unattainable }
        end = reach
        tangents = chosen(reach)
      }
      guard let tangents else { throw .unattainable }
      let length = end.time - start.time
      let chord = end.value - start.value
      let turned = tangents.alongPreviousChord ? previous.map { start.value - $0.value } : nil
      let leavingChord = turned ?? chord
      knots[knots.count - 1].outgoing = tangents.leaving * leavingChord / length
      knots[knots.count - 1].leavesAlongPreviousChord = tangents.alongPreviousChord
      end.incoming = tangents.arriving * chord / length
      end.outgoing = end.velocity
      knots.append(end)
      incoming = tangents.arriving
      guess = length
      if end.time >= last.time { return knots }
    }
  }

  /// The first tangent choice with which the segment passes, or `nil`.
  ///
  /// - Parameters:
  ///   - start: The segment's first keyframe.
  ///   - previous: The keyframe before `start`; `nil` at the first keyframe.
  ///   - incoming: The scale σᵢ `start` is entered with; `nil` at the first keyframe.
  ///   - end: The segment's last keyframe.
  /// - Returns: Tangents within the reachable box: the start scale in
  ///   ``ChordTangents/outgoingRange(incoming:)``, the end scale in 0 … 3, or 0 … 4 when `end`
  ///   is the last keyframe.
  func tangents(
    from start: PlanarKnot, after previous: PlanarKnot?, incoming: Double?, to end: PlanarKnot
  ) -> Tangents? {
    let chord = end.value - start.value
    let length = end.time - start.time
    let leaving = ChordTangents.outgoingRange(incoming: incoming)
    let isLast = end.time >= last.time
    let arriving =
      0...(isLast ? ChordTangents.maximumScaleSum : ChordTangents.maximumArrivingScale)
    // The chord before `start`, which bias 1 turns the start tangent to.
    var before: PlaneVector?
    if let previous, previous.value != start.value { before = start.value - previous.value }
    // The spring's velocities, the start one in the direction that represents it better.
    let wanted = length * start.velocity
    var first = Tangents(
      leaving: ChordTangents.scale(start.velocity, chord: chord, duration: length)
        .clamped(to: leaving),
      arriving: ChordTangents.scale(end.velocity, chord: chord, duration: length)
        .clamped(to: arriving),
      alongPreviousChord: false)
    if let before {
      let turned = ChordTangents.scale(start.velocity, chord: before, duration: length)
        .clamped(to: leaving)
      let miss = { (tangent: PlaneVector) in (wanted - tangent).dot(wanted - tangent) }
      if miss(turned * before) < miss(first.leaving * chord) {
        first.leaving = turned
        first.alongPreviousChord = true
      }
    }
    var choices = [first]
    for direction in [chord, before].compactMap(\.self) {
      if let fitted = fit(
        from: start, to: end, direction: direction, leaving: leaving, arriving: arriving)
      {
        choices.append(
          Tangents(
            leaving: fitted.0, arriving: fitted.1, alongPreviousChord: direction != chord))
      }
    }
    choices.append(Tangents(leaving: 1, arriving: 1, alongPreviousChord: false))
    var tried: [Tangents] = []
    for choice in choices where !tried.contains(choice) {
      tried.append(choice)
      let startTangent = choice.leaving * (choice.alongPreviousChord ? before ?? chord : chord)
      let curve = SegmentCurve(
        start: start.value, end: end.value, startTangent: startTangent,
        endTangent: choice.arriving * chord)
      if motion.passes(from: start, to: end, curve: curve, limit: limit) { return choice }
    }
    return nil
  }

  /// The least-squares start and end scales within a box: the spring's displacement from
  /// the segment's ends' blend h00·P₀ + h01·P₁, fitted by h10·x·d + h11·y·Δ at ``fitPoints``
  /// interior times, with d the start tangent's `direction`, Δ the chord, x in `leaving`
  /// and y in `arriving`.
  ///
  /// The squared residual is a convex quadratic, so when its minimum lies outside the box
  /// the box's minimum lies on one of its four edges, where it is the clamped minimum of a
  /// parabola; the best of the four is kept.
  func fit(
    from start: PlanarKnot, to end: PlanarKnot, direction: PlaneVector,
    leaving: ClosedRange<Double>, arriving: ClosedRange<Double>
  ) -> (Double, Double)? {
    let chord = end.value - start.value
    let squared = chord.dot(chord)
    let directionSquared = direction.dot(direction)
    let cross = direction.dot(chord)
    guard squared > 0, directionSquared > 0 else { return nil }
    var (a11, a12, a22, r1, r2) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for index in 1...Self.fitPoints {
      let s = Double(index) / Double(Self.fitPoints + 1)
      let time = start.time + s * (end.time - start.time)
      let spring = motion.transition(at: time).apply(
        displacement: motion.displacement, velocity: motion.velocity
      ).displacement
      let s2 = s * s
      let s3 = s2 * s
      let residual =
        spring - (2 * s3 - 3 * s2 + 1) * start.value - (-2 * s3 + 3 * s2) * end.value
      let h10 = s3 - 2 * s2 + s
      let h11 = s3 - s2
      a11 += h10 * h10 * directionSquared
      a12 += h10 * h11 * cross
      a22 += h11 * h11 * squared
      r1 += h10 * residual.dot(direction)
      r2 += h11 * residual.dot(chord)
    }
    let determinant = a11 * a22 - a12 * a12
    guard determinant > 0 else { return nil }
    let outgoing = (a22 * r1 - a12 * r2) / determinant
    let ending = (a11 * r2 - a12 * r1) / determinant
    guard outgoing.isFinite, ending.isFinite else { return nil }
    if leaving.contains(outgoing), arriving.contains(ending) { return (outgoing, ending) }
    // Half the squared residual, less a constant.
    let objective = { (x: Double, y: Double) in
      (a11 * x * x + 2 * a12 * x * y + a22 * y * y) / 2 - r1 * x - r2 * y
    }
    var edges: [(Double, Double)] = []
    for x in [leaving.lowerBound, leaving.upperBound] {
      edges.append((x, ((r2 - a12 * x) / a22).clamped(to: arriving)))
    }
    for y in [arriving.lowerBound, arriving.upperBound] {
      edges.append((((r1 - a12 * y) / a11).clamped(to: leaving), y))
    }
    return edges.min { objective($0.0, $0.1) < objective($1.0, $1.1) }
  }
}

extension Double {
  /// The nearest value in `range`.
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
