/// The dense check of finished keyframes: the ``KeyframeTrack`` they make, evaluated
/// against the spring's closed form.
///
/// Each segment is checked on a grid of at least its share of ``minimumPoints`` times, fine
/// enough that the distance between grid times is bounded too (see
/// ``PlanarMotion/check(from:to:curvature:limit:minimumSamples:curve:)``), and the track is
/// also evaluated just before and just after every keyframe, where it changes segment.
struct KeyframeVerification: Sendable {
  /// What the check found.
  struct Report: Sendable {
    /// The largest distance found, in plane units.
    var maximum: Double
    /// The segments (by the index of their first keyframe) whose distance may exceed the
    /// limit, in increasing order.
    var failing: [Int]
  }

  /// The motion.
  let motion: PlanarMotion
  /// How the track fills the time between keyframes.
  let interpolation: KeyframeInterpolation

  /// The fewest grid times over the whole duration.
  static let minimumPoints = 20_000
  /// How far before and after each keyframe the track is also evaluated, as a fraction of
  /// the duration.
  static let knotOffset = 0x1p-36
  /// The most rounds of splitting before ``refine(_:limit:maximumCount:)`` gives up.
  static let maximumRounds = 64

  /// Checks keyframes against the spring.
  ///
  /// - Parameters:
  ///   - knots: At least two keyframes with increasing times, starting at 0.
  ///   - limit: The distance no point may exceed, in plane units; infinity to measure only.
  ///   - minimumPoints: The fewest grid times over the whole duration.
  ///   - stopsAtFirstFailure: Whether to return as soon as one segment fails.
  /// - Returns: The report, or `nil` if the keyframes make no valid track.
  /// - Complexity: O(n log n + m log n) for n keyframes and m grid times.
  func check(
    _ knots: [PlanarKnot], limit: Double, minimumPoints: Int = Self.minimumPoints,
    stopsAtFirstFailure: Bool = false
  ) -> Report? {
    guard knots.count >= 2, let duration = knots.last?.time, duration > 0 else { return nil }
    var keyTimes = knots.map { $0.time / duration }
    keyTimes[0] = 0
    keyTimes[keyTimes.count - 1] = 1
    let parameters = Self.parameters(knots, interpolation: interpolation)
    guard
      let track = try? KeyframeTrack(
        values: knots.map(\.value), keyTimes: keyTimes, duration: duration,
        calculationMode: interpolation.calculationMode, tensions: parameters.tensions,
        continuities: parameters.continuities, biases: parameters.biases,
        timingFunctions: Self.timingFunctions(knots, interpolation: interpolation))
    else { return nil }
    var report = Report(maximum: 0, failing: [])
    for index in 0..<(knots.count - 1) {
      let start = knots[index]
      let end = knots[index + 1]
      let length = end.time - start.time
      guard length > 0 else { continue }
      var curvature = 0.0
      if let bounds = BezierKeyframePlan.scaleBounds(interpolation) {
        let curve = BezierKeyframePlan.curve(from: start, to: end, bounds: bounds)
        curvature = curve.curvatureBound / (length * length)
      } else if interpolation != .linear {
        let tangents = track.tangents(segment: index)
        let curve = SegmentCurve(
          start: start.value, end: end.value, startTangent: tangents.start,
          endTangent: tangents.end)
        curvature = curve.curvatureBound / (length * length)
      }
      let share = (Double(minimumPoints) * length / duration).rounded(.up)
      let result = motion.check(
        from: start, to: end, curvature: curvature, limit: limit,
        // A zero-length or non-finite share (NaN from 0/0) takes the most points.
        minimumSamples: max(2, Int(exactly: min(share, Double(minimumPoints))) ?? minimumPoints)
      ) { _, time in track.value(at: time) }
      report.maximum = max(report.maximum, result.sampledMaximum)
      var fails = !(result.bound <= limit)
      for time in [start.time + duration * Self.knotOffset, end.time - duration * Self.knotOffset]
      where time > start.time && time < end.time {
        let spring = motion.transition(at: time).apply(
          displacement: motion.displacement, velocity: motion.velocity
        ).displacement
        let difference = spring - track.value(at: time)
        let distance = difference.dot(difference).squareRoot()
        report.maximum = max(report.maximum, distance)
        if !(distance <= limit) { fails = true }
      }
      if fails {
        report.failing.append(index)
        if stopsAtFirstFailure { return report }
      }
    }
    return report
  }

  /// The tension, continuity and bias of each keyframe for an interpolation: from the
  /// knots' velocities (``ChordTangents``) for ``KeyframeInterpolation/cubic``, none
  /// (zeros) otherwise.
  static func parameters(_ knots: [PlanarKnot], interpolation: KeyframeInterpolation) -> (
    tensions: [Double], continuities: [Double], biases: [Double]
  ) {
    switch interpolation {
    case .cubic: ChordTangents.parameters(for: knots)
    case .linear, .catmullRom, .bezier, .bezierWithinUnitInterval: ([], [], [])
    }
  }

  /// The timing function of each segment for an interpolation: from the knots' velocities
  /// (``BezierKeyframePlan/timingFunctions(for:)``) for ``KeyframeInterpolation/bezier``,
  /// none (linear timing) otherwise.
  static func timingFunctions(_ knots: [PlanarKnot], interpolation: KeyframeInterpolation)
    -> [TimingFunction]
  {
    BezierKeyframePlan.scaleBounds(interpolation).map {
      BezierKeyframePlan.timingFunctions(for: knots, bounds: $0)
    } ?? []
  }

  /// Checks keyframes and splits every segment that fails at its midpoint, until all pass.
  ///
  /// - Parameters:
  ///   - knots: At least two keyframes with increasing times, starting at 0.
  ///   - limit: The distance no point may exceed, in plane units.
  ///   - maximumCount: The most keyframes allowed.
  /// - Returns: Keyframes that pass, and the largest distance found.
  /// - Throws: ``LinearKeyframePlan/Failure`` when splitting needs more than
  ///   `maximumCount` keyframes or does not converge.
  /// - Complexity: O(r·(n + m) log n) for r rounds; r is 1 unless a segment fails.
  func refine(_ knots: [PlanarKnot], limit: Double, maximumCount: Int)
    throws(KeyframePlanFailure) -> (knots: [PlanarKnot], maximum: Double)
  {
    var knots = knots
    for _ in 0..<Self.maximumRounds {
      guard let report = check(knots, limit: limit) else { throw .unattainable }
      guard !report.failing.isEmpty else { return (knots, report.maximum) }
      for index in report.failing.reversed() {
        let start = knots[index].time
        let end = knots[index + 1].time
        let middle = start + (end - start) / 2
        guard middle > start, middle < end else { throw .unattainable }
        knots.insert(motion.knot(at: middle), at: index + 1)
      }
      guard knots.count <= maximumCount else {
        throw .tooManyKeyframes(reachedTime: knots[knots.count - 1].time)
      }
    }
    throw .unattainable
  }
}
