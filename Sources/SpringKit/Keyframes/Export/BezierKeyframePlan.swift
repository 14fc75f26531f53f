/// Chooses keyframe times and per-segment cubic Bézier timing functions for
/// ``KeyframeInterpolation/bezier``: greedy furthest reach with segments that do not depend
/// on their neighbours at all.
///
/// A segment from P to P + Δ over h seconds, played linearly with the timing function
/// `cubic-bezier(1/3, y₁, 2/3, y₂)`, is
///
/// ```
/// K(s) = P + y(s)·Δ,   y(s) = 3(1 − s)²s·y₁ + 3(1 − s)s²·y₂ + s³      (x(s) = s exactly)
///      = the Hermite cubic from P to P + Δ with tangents σ·Δ and σ'·Δ,
///        σ = 3·y₁,   σ' = 3·(1 − y₂)
/// ```
///
/// so each segment's start and end scales are free real numbers, set by its own timing
/// function alone. As for ``CubicKeyframePlan`` each keyframe goes as far as one segment can
/// reach (``LinearKeyframePlan/furthestReach(from:guess:passes:)``), and a segment passes if
/// one of these choices does, tried in this order:
///
/// 1. the spring's velocities at both ends, along the chord (exact end derivatives for a
///    motion along a line; error shrinking as h⁴);
/// 2. the least-squares fit of σ and σ' to the spring at ``CubicKeyframePlan/fitPoints``
///    interior times, unbounded;
/// 3. the cubic planner's first choice, the spring's velocities with scales below 0 raised
///    to 0 (better where a segment ends just past a peak);
/// 4. σ = σ' = 1, a straight line, so that no segment reaches less far than a linear one.
///
/// With no box on the scales and no coupling between segments, every segment the cubic
/// planner can accept along a line is one this planner can accept too.
struct BezierKeyframePlan: KeyframePlanner {
  /// A segment's start and end scales σ and σ' of its chord.
  struct Scales: Equatable, Sendable {
    /// σ = 3·y₁: the start tangent over the chord.
    var leaving: Double
    /// σ' = 3·(1 − y₂): the end tangent over the chord.
    var arriving: Double
  }

  /// What to plan: the motion, its end keyframes, the limit and the most keyframes.
  let problem: KeyframePlanProblem

  /// The scales a Bézier interpolation allows: any for
  /// ``KeyframeInterpolation/bezier``, 0 … 3 (y in [0, 1]) for
  /// ``KeyframeInterpolation/bezierWithinUnitInterval``; `nil` for the other interpolations.
  static func scaleBounds(_ interpolation: KeyframeInterpolation) -> ClosedRange<Double>? {
    switch interpolation {
    case .bezier: -Double.infinity...Double.infinity
    case .bezierWithinUnitInterval: 0...3
    case .linear, .cubic, .catmullRom: nil
    }
  }

  /// The scales this problem's interpolation allows.
  var bounds: ClosedRange<Double> {
    Self.scaleBounds(problem.interpolation) ?? -Double.infinity...Double.infinity
  }

  /// The keyframes, from `first` to `last`, with their ``PlanarKnot/outgoing`` and
  /// ``PlanarKnot/incoming`` velocities set along each segment's chord.
  ///
  /// - Throws: ``KeyframePlanFailure`` when the limit cannot be met with at most
  ///   `maximumCount` keyframes.
  /// - Complexity: O(n · c · log(1/precision)) for n keyframes and checks of c grid times.
  func knots() throws(KeyframePlanFailure) -> [PlanarKnot] {
    let segmentation = LinearKeyframePlan(problem: problem)
    var knots = [first]
    var guess = segmentation.initialLength(limit: limit)
    while true {
      let start = knots[knots.count - 1]
      var end = last
      var scales = self.scales(from: start, to: last)
      if scales == nil {
        guard knots.count + 1 < maximumCount else {
          throw .tooManyKeyframes(reachedTime: start.time)
        }
        guard
          let reach = segmentation.furthestReach(
            from: start, guess: guess, passes: { self.scales(from: start, to: $0) != nil })
        else { throw .unattainable }
        end = reach
        scales = self.scales(from: start, to: reach)
      }
      guard let scales else { throw .unattainable }
      let length = end.time - start.time
      let chord = end.value - start.value
      knots[knots.count - 1].outgoing = scales.leaving * chord / length
      end.incoming = scales.arriving * chord / length
      end.outgoing = end.velocity
      knots.append(end)
      guess = length
      if end.time >= last.time { return knots }
    }
  }

  /// The first choice of scales with which the segment passes, or `nil`.
  func scales(from start: PlanarKnot, to end: PlanarKnot) -> Scales? {
    let chord = end.value - start.value
    let length = end.time - start.time
    var choices: [Scales] = []
    let bounds = bounds
    if chord.dot(chord) > 0 {
      let spring = Scales(
        leaving: ChordTangents.scale(start.velocity, chord: chord, duration: length)
          .clamped(to: bounds),
        arriving: ChordTangents.scale(end.velocity, chord: chord, duration: length)
          .clamped(to: bounds))
      choices.append(spring)
      if let fitted = CubicKeyframePlan(problem: problem).fit(
        from: start, to: end, direction: chord, leaving: bounds, arriving: bounds)
      {
        choices.append(Scales(leaving: fitted.0, arriving: fitted.1))
      }
      choices.append(
        Scales(
          leaving: max(spring.leaving, 0).clamped(to: bounds),
          arriving: max(spring.arriving, 0).clamped(to: bounds)))
    }
    choices.append(Scales(leaving: 1, arriving: 1))
    var tried: [Scales] = []
    for choice in choices where choice.leaving.isFinite && choice.arriving.isFinite {
      guard !tried.contains(choice) else { continue }
      tried.append(choice)
      let curve = SegmentCurve(
        start: start.value, end: end.value, startTangent: choice.leaving * chord,
        endTangent: choice.arriving * chord)
      if motion.passes(from: start, to: end, curve: curve, limit: limit) { return choice }
    }
    return nil
  }

  /// The scales of the segment between two planned keyframes: the start's outgoing and the
  /// end's incoming velocity, each projected on the chord, times the segment's duration,
  /// over the chord's length; a straight line for a segment without a chord.
  static func scales(
    from start: PlanarKnot, to end: PlanarKnot, bounds: ClosedRange<Double>
  ) -> Scales {
    let chord = end.value - start.value
    let length = end.time - start.time
    guard chord.dot(chord) > 0, length > 0 else { return Scales(leaving: 1, arriving: 1) }
    let leaving = ChordTangents.scale(start.outgoing, chord: chord, duration: length)
      .clamped(to: bounds)
    let arriving = ChordTangents.scale(end.incoming, chord: chord, duration: length)
      .clamped(to: bounds)
    guard leaving.isFinite, arriving.isFinite else { return Scales(leaving: 1, arriving: 1) }
    return Scales(leaving: leaving, arriving: arriving)
  }

  /// The segment curve the timing function of ``scales(from:to:)`` draws, for its curvature
  /// bound.
  static func curve(
    from start: PlanarKnot, to end: PlanarKnot, bounds: ClosedRange<Double>
  ) -> SegmentCurve {
    let scales = scales(from: start, to: end, bounds: bounds)
    let chord = end.value - start.value
    return SegmentCurve(
      start: start.value, end: end.value, startTangent: scales.leaving * chord,
      endTangent: scales.arriving * chord)
  }

  /// The timing function of every segment: `cubic-bezier(1/3, σ/3, 2/3, 1 − σ'/3)`.
  ///
  /// - Complexity: O(n) for n keyframes.
  static func timingFunctions(for knots: [PlanarKnot], bounds: ClosedRange<Double>)
    -> [TimingFunction]
  {
    zip(knots, knots.dropFirst()).map { start, end in
      timingFunction(scales(from: start, to: end, bounds: bounds), bounds: bounds)
    }
  }

  /// The timing function with x control values 1/3 and 2/3 for a segment's scales.
  ///
  /// y₁ and y₂ stay in [0, 1] exactly when the bounds are 0 … 3.
  static func timingFunction(_ scales: Scales, bounds: ClosedRange<Double>) -> TimingFunction {
    var y1 = scales.leaving / 3
    var y2 = 1 - scales.arriving / 3
    if bounds.lowerBound >= 0 {
      y1 = Swift.min(Swift.max(y1, 0), 1)
      y2 = Swift.min(Swift.max(y2, 0), 1)
    }
    return TimingFunction(
      TimingFunction.CubicBezier(uncheckedX1: 1.0 / 3, y1: y1, x2: 2.0 / 3, y2: y2))
  }
}

extension Double {
  /// The nearest value in `range`.
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
