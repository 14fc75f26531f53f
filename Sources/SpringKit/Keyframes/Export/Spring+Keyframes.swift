// Springs exported as keyframes: as few as keep the curve within a tolerance, or uniform.

extension Spring {
  /// The most keyframes an error-bounded export makes: 100,000.
  ///
  /// A tolerance that needs more is an error.
  public static let maximumKeyframeCount = 100_000

  /// The most grid times the checks of curved keyframes may need over a motion.
  ///
  /// Counted as the linear keyframes' estimated count for the same limit, it bounds the
  /// checks' work to about a second. A tolerance past it is refused at once with the smallest
  /// one that fits.
  ///
  /// Catmull-Rom plans check the whole track for each keyframe count they try, in two
  /// spacings, so their grid gets a 32nd of the others' (up to 10 s at an eighth).
  static func maximumCheckGrid(_ interpolation: KeyframeInterpolation) -> Double {
    let grid = 2 * Double(maximumKeyframeCount)
    return interpolation == .catmullRom ? grid / 32 : grid
  }

  /// As few keyframes as keep the keyframe curve within `tolerance` of the spring's motion.
  ///
  /// The keyTimes are chosen for the interpolation the consumer will use — Core Animation's
  /// (and ``KeyframeTrack``'s) `linear` or `cubic` mode with exactly these keyTimes, and for
  /// ``KeyframeInterpolation/cubic`` exactly these tension, continuity and bias values — so
  /// that at every time from 0 to the duration the curve is within `tolerance` of the spring
  /// (the Euclidean distance for vectors). The first value is `fromValue`; the last is
  /// `toValue` when the motion has settled, so the animation ends on its model value.
  ///
  /// ```swift
  /// let keyframes = try Spring.bouncy.keyframes(
  ///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .cubic)
  /// animation.values = keyframes.values
  /// animation.keyTimes = keyframes.keyTimes.map { $0 as NSNumber }
  /// animation.duration = keyframes.duration
  /// animation.calculationMode = .cubic
  /// animation.tensionValues = keyframes.tensions.map { $0 as NSNumber }
  /// animation.continuityValues = keyframes.continuities.map { $0 as NSNumber }
  /// animation.biasValues = keyframes.biases.map { $0 as NSNumber }
  /// ```
  ///
  /// The keyframes are the spring's own values at chosen times: each planner (one per
  /// interpolation) places them, then the finished ``KeyframeTrack`` is checked against the
  /// closed form on at least 20,000 times plus both sides of every keyframe, with a bound on
  /// the second derivatives for the gaps, and failing segments are split, so the result is
  /// never unverified. Guides/Keyframes.md ("How an error-bounded export works") describes
  /// the planners and what they guarantee against Ramer–Douglas–Peucker.
  ///
  /// Without `end`, the duration is the settling duration for 99 % of the tolerance (less
  /// a rounding allowance), so that the spring stays within the tolerance of `toValue`
  /// forever after the last keyframe. With `end`, the keyframes cover 0…`end`, and the last
  /// value is `toValue` only if the spring is that close to it at `end` (otherwise the
  /// spring's own value: an animation cut short).
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - tolerance: The largest distance allowed between the keyframe curve and the spring,
  ///     in value units; finite, greater than 0, and at least the smallest attainable for
  ///     the motion: about 3e-14 (Double) or 2e-5 (Float) of its extent, and enough for at
  ///     most ``maximumKeyframeCount`` keyframes.
  ///   - interpolation: How the consumer fills the time between keyframes.
  ///   - end: The duration in seconds, finite and greater than 0; `nil` (the default) for
  ///     the settling duration. Required for an undamped spring.
  /// - Returns: The keyframes, with the largest distance found by the check, and for
  ///   ``KeyframeInterpolation/cubic`` the tension, continuity and bias of every keyframe.
  /// - Throws: ``SpringError`` when an input breaks its rule, when there is no end (an
  ///   undamped spring, or a motion that never leaves the tolerance), or when the
  ///   tolerance is not attainable.
  /// - Complexity: O((n + m) log n) for n keyframes and m ≥ 20,000 check times; about a
  ///   millisecond for a typical spring.
  public func keyframes<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, tolerance: Double,
    interpolation: KeyframeInterpolation = .linear, end: Double? = nil
  ) throws(SpringError) -> SpringKeyframes<V> {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    try SpringError.requirePositive(tolerance, "tolerance")
    if let end { try SpringError.requirePositive(end, "end") }
    let motion = PlanarMotion(
      spring: self, fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity)
    let unit = Double(V.Scalar.ulpOfOne) * Self.extent(of: motion, toValue: toValue)
    let smallest = 128 * unit
    // Below what rounding allows, the smallest tolerance is advised; but when linear keyframes
    // for it would be far too many, the keyframe limit's is, so that the advice is accepted.
    let belowRounding = tolerance < smallest
    let attempted = belowRounding ? smallest : tolerance
    // Rounding in the value type may move the curve by a few units in the last place.
    let working = attempted - 32 * unit
    let settled = 0.99 * working
    var duration = end ?? 0
    if end == nil {
      duration = try exportDuration(
        fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
        epsilon: settled)
    }
    var first = motion.knot(at: 0)
    first.kind = .start
    var last = motion.knot(at: duration)
    if end == nil || Self.length(last.displacement) <= settled * motion.scale {
      last.kind = .target
    }
    var problem = KeyframePlanProblem(
      motion: motion, first: first, last: last, limit: working * motion.scale,
      maximumCount: Self.maximumKeyframeCount, interpolation: interpolation)
    if interpolation != .linear {
      // Curved keyframes are checked on the grid linear ones would need (``SegmentCheck``),
      // once per candidate segment: past ``maximumCheckGrid`` the checks alone would run for
      // many seconds (21 s for 1e-12 of the travel), so refuse now, advising the tolerance
      // whose grid fits. The grid grows as limit^(−1/2), so that tolerance has a closed form.
      let grid = LinearKeyframePlan(problem: problem).estimatedCount()
      let maximumGrid = Self.maximumCheckGrid(interpolation)
      if belowRounding || !(grid <= maximumGrid) {
        let ratio = max(1, grid / maximumGrid)
        let fitting = (working * ratio * ratio + 32 * unit) * 1.01
        throw .unattainableTolerance(
          tolerance, minimum: fitting.isFinite ? max(smallest, fitting) : .infinity)
      }
    } else if belowRounding {
      // The linear planner refuses at once beyond 4 × the limit (its first check), so only
      // then is planning at `smallest` quick enough to learn the limit's tolerance.
      guard
        LinearKeyframePlan(problem: problem).estimatedCount()
          > 4 * Double(Self.maximumKeyframeCount)
      else { throw .unattainableTolerance(tolerance, minimum: smallest) }
    }
    for _ in 0..<4 {
      let knots: [PlanarKnot]
      let planeMaximum: Double
      do throws(KeyframePlanFailure) {
        let planned = try problem.plannedKnots()
        (knots, planeMaximum) = try KeyframeVerification(
          motion: motion, interpolation: interpolation
        ).refine(planned, limit: problem.limit, maximumCount: Self.maximumKeyframeCount)
      } catch {
        var refusal = Self.exportError(
          error, tolerance: attempted, smallest: smallest, duration: duration,
          interpolation: interpolation)
        refusal.value = .number(tolerance)
        throw refusal
      }
      let keyframes = Self.keyframes(
        knots, spring: self, motion: motion, fromValue: fromValue, toValue: toValue,
        initialVelocity: initialVelocity, interpolation: interpolation,
        planeMaximum: planeMaximum, tolerance: tolerance)
      if keyframes.maximumError <= tolerance { return keyframes }
      // The value type's rounding moved the curve beyond the tolerance: leave more room.
      problem.limit -= 2 * (keyframes.maximumError - working) * motion.scale
      guard problem.limit > 0 else { break }
    }
    throw .unattainableTolerance(tolerance, minimum: Swift.max(2 * attempted, smallest))
  }

  /// Keyframes at `count` evenly spaced times from 0 to the end, both included.
  ///
  /// ```swift
  /// let keyframes = try Spring.snappy.keyframes(fromValue: 0.0, toValue: 1.0, count: 31)
  /// keyframes.maximumError  // how far the linear curve strays from the spring
  /// ```
  ///
  /// Without `end`, the duration is the settling duration for `epsilon` and the last value
  /// is `toValue`; with `end`, the last value is `toValue` if the spring is within
  /// `epsilon` of it at `end`, and the spring's own value otherwise.
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - count: The number of keyframes; at least 2, and at most
  ///     ``maximumSampleBytes`` / `MemoryLayout<V>.stride`.
  ///   - interpolation: The calculation mode recorded with the keyframes (and used to
  ///     measure their error); ``KeyframeInterpolation/cubic`` keyframes get tension,
  ///     continuity and bias in [−1, 1] that give each segment the spring's velocities along
  ///     its chord, as near as that range reaches.
  ///   - end: The duration in seconds, finite and greater than 0; `nil` (the default) for
  ///     the settling duration. Required for an undamped spring.
  ///   - epsilon: The distance from `toValue` that counts as settled, in value units;
  ///     finite and greater than 0. Defaults to 0.001 as in SwiftUI.
  /// - Returns: The keyframes, with the largest distance from the spring found by a dense
  ///   check (at least 20,000 times).
  /// - Throws: ``SpringError`` when an input breaks its rule or there is no end.
  /// - Complexity: O(count + m log count) for m ≥ 20,000 check times.
  public func keyframes<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, count: Int,
    interpolation: KeyframeInterpolation = .linear, end: Double? = nil,
    epsilon: Double = 0.001
  ) throws(SpringError) -> SpringKeyframes<V> {
    guard count >= 2 else { throw .tooFewKeyframes(count) }
    guard count <= Spring.maximumSampleBytes / MemoryLayout<V>.stride else {
      throw .tooManyKeyframes(Double(count), parameter: "count")
    }
    let duration = try uniformDuration(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, end: end,
      epsilon: epsilon)
    return uniformKeyframes(
      times: Array(TimeGrid(duration: duration, intervals: count - 1)), fromValue: fromValue,
      toValue: toValue, initialVelocity: initialVelocity,
      interpolation: interpolation, settlesWithin: end == nil ? nil : epsilon)
  }

  /// Keyframes every `step` seconds, from 0 to the first multiple of `step` at or after the
  /// end (so `step` = 1/fps gives one keyframe per frame).
  ///
  /// ```swift
  /// let frames = try Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, step: 1.0 / 60)
  /// ```
  ///
  /// The last keyframe is at n·`step` with n = ``TimeGrid/steps(reaching:step:)``, which is
  /// the duration. Without `end`, the end is the settling
  /// duration for `epsilon` and the last value is `toValue`; with `end`, the last value is
  /// `toValue` if the spring is within `epsilon` of it then, and its own value otherwise.
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - step: Seconds between keyframes; finite and greater than 0.
  ///   - interpolation: The calculation mode recorded with the keyframes (and used to
  ///     measure their error); ``KeyframeInterpolation/cubic`` keyframes get tension,
  ///     continuity and bias in [−1, 1] that give each segment the spring's velocities along
  ///     its chord, as near as that range reaches.
  ///   - end: The time to reach, in seconds, finite and greater than 0; `nil` (the default)
  ///     for the settling duration. Required for an undamped spring.
  ///   - epsilon: The distance from `toValue` that counts as settled, in value units;
  ///     finite and greater than 0. Defaults to 0.001 as in SwiftUI.
  /// - Returns: The keyframes, with the largest distance from the spring found by a dense
  ///   check (at least 20,000 times).
  /// - Throws: ``SpringError`` when an input breaks its rule, there is no end, or the
  ///   keyframes would not fit in ``maximumSampleBytes``.
  /// - Complexity: O(n + m log n) for n keyframes and m ≥ 20,000 check times.
  public func keyframes<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, step: Double,
    interpolation: KeyframeInterpolation = .linear, end: Double? = nil,
    epsilon: Double = 0.001
  ) throws(SpringError) -> SpringKeyframes<V> {
    try SpringError.requirePositive(step, "step")
    let reach = try uniformDuration(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, end: end,
      epsilon: epsilon)
    let intervals = max(1, TimeGrid.steps(reaching: reach, step: step))
    let budget = Double(Spring.maximumSampleBytes / MemoryLayout<V>.stride)
    guard intervals + 1 <= budget, (intervals * step).isFinite else {
      throw .tooManyKeyframes(intervals + 1, parameter: "count (end / step + 1)")
    }
    return uniformKeyframes(
      times: Array(TimeGrid(step: step, count: Int(intervals) + 1)), fromValue: fromValue,
      toValue: toValue, initialVelocity: initialVelocity,
      interpolation: interpolation, settlesWithin: end == nil ? nil : epsilon)
  }

  // MARK: - Shared steps

  /// The settling duration for `epsilon`, which must be finite and positive to end an
  /// export.
  private func exportDuration<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) throws(SpringError) -> Double {
    let duration = try settlingDuration(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
      epsilon: epsilon)
    guard duration.isFinite else { throw .neverSettles }
    guard duration > 0 else { throw .nothingToAnimate }
    return duration
  }

  /// The end of a uniform export: `end`, or the settling duration for `epsilon`.
  private func uniformDuration<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V, end: Double?, epsilon: Double
  ) throws(SpringError) -> Double {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    try SpringError.requirePositive(epsilon, "epsilon")
    guard let end else {
      return try exportDuration(
        fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
        epsilon: epsilon)
    }
    try SpringError.requirePositive(end, "end")
    return end
  }

  /// Keyframes at the given times (the first 0), measured densely.
  ///
  /// - Parameters:
  ///   - times: The keyframes' times in seconds, increasing from 0.
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - interpolation: The calculation mode recorded and measured.
  ///   - settlesWithin: The distance within which the last value snaps to `toValue`; `nil`
  ///     to always snap (the end is a settling duration).
  /// - Returns: The keyframes with their largest error.
  private func uniformKeyframes<V: SpringVector>(
    times: [Double], fromValue: V, toValue: V, initialVelocity: V,
    interpolation: KeyframeInterpolation, settlesWithin: Double?
  ) -> SpringKeyframes<V> {
    let motion = PlanarMotion(
      spring: self, fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity)
    var knots = times.map(motion.knot(at:))
    knots[0].kind = .start
    let last = knots.count - 1
    if settlesWithin.map({ Self.length(knots[last].displacement) <= $0 * motion.scale }) ?? true {
      knots[last].kind = .target
    }
    let report = KeyframeVerification(motion: motion, interpolation: interpolation)
      .check(knots, limit: .infinity)
    return Self.keyframes(
      knots, spring: self, motion: motion, fromValue: fromValue, toValue: toValue,
      initialVelocity: initialVelocity, interpolation: interpolation,
      planeMaximum: report?.maximum ?? .nan, tolerance: nil)
  }

  /// The keyframes in the value type, with their error: the plane check's maximum, or
  /// more if the value type's own rounding moves the curve further (measured at a quarter,
  /// half and three quarters of every segment on the value type's track).
  private static func keyframes<V: SpringVector>(
    _ knots: [PlanarKnot], spring: Spring, motion: PlanarMotion, fromValue: V, toValue: V,
    initialVelocity: V, interpolation: KeyframeInterpolation, planeMaximum: Double,
    tolerance: Double?
  ) -> SpringKeyframes<V> {
    let duration = knots[knots.count - 1].time
    let values = knots.map {
      $0.value(fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity)
    }
    var keyTimes = knots.map { $0.time / duration }
    keyTimes[0] = 0
    keyTimes[keyTimes.count - 1] = 1
    var maximum = planeMaximum / motion.scale
    let parameters = KeyframeVerification.parameters(knots, interpolation: interpolation)
    let timingFunctions = KeyframeVerification.timingFunctions(
      knots, interpolation: interpolation)
    if let track = try? KeyframeTrack(
      values: values, keyTimes: keyTimes, duration: duration,
      calculationMode: interpolation.calculationMode, tensions: parameters.tensions,
      continuities: parameters.continuities, biases: parameters.biases,
      timingFunctions: timingFunctions)
    {
      let displacement = fromValue - toValue
      for (start, end) in zip(knots, knots.dropFirst()) {
        for fraction in [0.25, 0.5, 0.75] {
          let time = start.time + fraction * (end.time - start.time)
          let spring =
            toValue
            + motion.transition(at: time).apply(
              displacement: displacement, velocity: initialVelocity
            ).displacement
          maximum = max(maximum, Double((spring - track.value(at: time)).magnitude))
        }
      }
    } else {
      maximum = .nan
    }
    return SpringKeyframes(
      values: values, keyTimes: keyTimes, duration: duration,
      calculationMode: interpolation.calculationMode, tensions: parameters.tensions,
      continuities: parameters.continuities, biases: parameters.biases,
      timingFunctions: timingFunctions, maximumError: maximum,
      tolerance: tolerance, spring: spring, fromValue: fromValue, toValue: toValue,
      initialVelocity: initialVelocity)
  }

  /// The error for a segmentation that failed, with an estimate of the smallest tolerance
  /// that would succeed.
  private static func exportError(
    _ failure: KeyframePlanFailure, tolerance: Double, smallest: Double,
    duration: Double, interpolation: KeyframeInterpolation
  ) -> SpringError {
    switch failure {
    case .unattainable:
      return .unattainableTolerance(tolerance, minimum: max(2 * tolerance, smallest))
    case .tooManyKeyframes(let reached):
      // Keyframes grow as tolerance^(−1/2) (linear) or about tolerance^(−1/3) (cubic,
      // Bézier).
      let ratio = 1.25 * duration / max(reached, duration * 1e-6)
      let power = interpolation == .linear ? ratio * ratio : ratio * ratio * ratio
      return .unattainableTolerance(tolerance, minimum: max(tolerance * power, smallest))
    }
  }

  /// A bound on every |value| of the motion: |toValue| + |u₀| + |v₀|/ω₀, in value units.
  private static func extent<V: SpringVector>(of motion: PlanarMotion, toValue: V) -> Double {
    let reach =
      (length(motion.displacement) + length(motion.velocity) / motion.frequency) / motion.scale
    return Double(toValue.magnitude) + reach
  }

  /// The Euclidean length of a plane vector.
  private static func length(_ vector: PlaneVector) -> Double {
    vector.dot(vector).squareRoot()
  }
}
