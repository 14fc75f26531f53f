// Linear keyframes of a composed momentum motion, each segment with a proven error bound.

extension MomentumMotion {
  /// The most keyframes ``linearKeyframes(tolerance:)`` makes.
  public static var maximumKeyframeCount: Int { 100_000 }

  /// The fewest keyframes the planner finds whose straight lines stay within `tolerance` of
  /// the motion at every time, every phase's start (each hand-off, wall and bounce instant)
  /// among them.
  ///
  /// Within one phase the chord from a to b is within (b − a)²·M/8 of the motion, where M
  /// bounds |x''| on [a, b]; the planner takes each step as long as that allows for half the
  /// tolerance:
  ///
  /// - a decay: |x''(t)| = λ|v(t)| = λ|v(a)|·e^(−λ(t − a)) falls, so M = λ|v(a)|;
  /// - a spring: x'' = −ω₀²u − 2ζω₀v, so |x''| ≤ √(ω₀² + 4ζ²ω₀²)·√(ω₀²u² + v²)
  ///   (Cauchy–Schwarz), and the energy under the root never grows, so its value at a
  ///   bounds every later time.
  ///
  /// The last phase ends where the motion snaps to its target (at most the rest threshold's
  /// distance from its closed form there): the last segment's bound adds that jump. The
  /// returned ``MomentumKeyframes/errorBound`` is the largest segment bound, plus the
  /// rounding of the values (a few ulps).
  ///
  /// - Parameter tolerance: Value units; finite and greater than 0. Build the motion with a
  ///   ``RestThreshold`` whose distance is well below it (such as a quarter): the jump at
  ///   rest counts against it.
  /// - Returns: The keyframes, from 0 to ``restTime``.
  /// - Throws: ``SpringError`` naming `tolerance` when it is not finite and positive, or
  ///   when more than ``maximumKeyframeCount`` keyframes would be needed or the jump at rest
  ///   exceeds half of it (``SpringError/Rule/attainableTolerance``).
  public func linearKeyframes(tolerance: Double) throws(SpringError) -> MomentumKeyframes {
    guard tolerance.isFinite, tolerance > 0 else {
      throw SpringError(parameter: "tolerance", value: .number(tolerance), rule: .positive)
    }
    let chordBudget = tolerance / 2
    var times = [0.0]
    var values = [phases[0].start.position]
    var worst = 0.0
    var magnitude = abs(values[0])
    for (index, phase) in phases.enumerated() {
      let isLast = index == phases.count - 1
      let end = phase.end.time
      guard end.isFinite else {
        throw SpringError(
          parameter: "tolerance", value: .number(tolerance), rule: .attainableTolerance)
      }
      var time = phase.start.time
      while time < end {
        let state = phase.state(after: time - phase.start.time)
        let bound = Self.accelerationBound(phase, state) * (1 + 0x1p-40)
        var next = bound > 0 ? time + (8 * chordBudget / bound).squareRoot() : end
        if !(next < end) { next = end }
        guard next > time, times.count < Self.maximumKeyframeCount else {
          throw SpringError(
            parameter: "tolerance", value: .number(tolerance), rule: .attainableTolerance)
        }
        let span = next - time
        var segment = span * span * bound / 8
        let value: Double
        if next == end {
          value = phase.end.position
          if isLast {
            // The motion snaps from its closed form onto the target at rest.
            segment += abs(phase.state(after: end - phase.start.time).position - value)
          }
        } else {
          value = phase.state(after: next - phase.start.time).position
        }
        worst = max(worst, segment)
        magnitude = max(magnitude, abs(value))
        times.append(next)
        values.append(value)
        time = next
      }
    }
    // Each value is the closed form's, rounded: a few ulps of the largest.
    let errorBound = worst + 8 * magnitude.ulp
    guard errorBound <= tolerance else {
      throw SpringError(
        parameter: "tolerance", value: .number(tolerance), rule: .attainableTolerance,
        limit: 2 * errorBound)
    }
    return MomentumKeyframes(
      times: times, values: values, tolerance: tolerance, errorBound: errorBound)
  }

  /// A bound on |x''| over the rest of `phase`, from its state now.
  static func accelerationBound(_ phase: MomentumPhase, _ state: MomentumState) -> Double {
    switch phase.kind {
    case .decay(let decay):
      return decay.decayRate * abs(state.velocity)
    case .spring(let spring, let target):
      let frequencySquared = spring.stiffness / spring.mass
      let friction = spring.damping / spring.mass  // 2ζω₀
      let u = state.position - target
      let energy = frequencySquared * u * u + state.velocity * state.velocity
      return ((frequencySquared + friction * friction) * energy).squareRoot()
    }
  }
}
