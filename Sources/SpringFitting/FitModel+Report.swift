import SpringKit

extension FitModel {
  /// The fit's spring, errors, verdict and identifiability notes, with the comparison times
  /// and data to report (the problem's own times are shifted to start at 0).
  func report(
    _ result: LevenbergMarquardtResult<FitParameters>, times: [Double], data: [Double]
  ) -> SpringFit {
    let parameters = result.parameters
    let spring = parameters.spring ?? .smooth
    var rms = 0.0
    var maximum = 0.0
    if let table = table(for: spring) {
      for i in problem.times.indices {
        let x =
          parameters.to + table.a[i] * (parameters.from - parameters.to)
          + table.b[i] * parameters.velocity
        let error = abs(x - problem.values[i])
        rms += error * error
        maximum = max(maximum, error)
      }
      rms = (rms / Double(problem.times.count)).squareRoot()
    }
    let range = max(
      (problem.values.max() ?? 0) - (problem.values.min() ?? 0),
      abs(parameters.to - parameters.from),
      1e-300)
    let motion = FitMotion(spring: spring, parameters: parameters, range: range)
    var (condition, notes) = identifiability(parameters)
    notes += timeNotes(motion)
    let window: FitWindow? =
      problem.hasKeyframes ? (problem.holdStart == nil ? .keyframesOnly : .keyframesThenHeld) : nil
    return SpringFit(
      spring: spring, from: parameters.from, to: parameters.to,
      initialVelocity: parameters.velocity, rmsError: rms, maxError: maximum, window: window,
      holdStart: problem.holdStart, bandSettlingTime: motion.settlingTime(band: 0.02),
      verdict: verdict(relativeError: rms / range, motion: motion),
      iterations: result.iterations, converged: result.converged, conditionNumber: condition,
      notes: notes, times: times, data: data)
  }

  /// The end of the comparison, in the model's time (the duration, or twice it with the
  /// hold; the last sample's time for samples).
  var windowEnd: Double { problem.times[problem.times.count - 1] }

  /// Whether the spring has settled into `band` (a share of the range) where the user stops
  /// comparing: by the end of the held tail; at the cut for keyframes only (the jump to the
  /// final value stays inside the band); always for samples, which say nothing about later.
  func settles(_ motion: FitMotion, band: Double) -> Bool {
    guard problem.hasKeyframes else { return true }
    if problem.holdStart == nil {
      return motion.distance(at: windowEnd) <= band * motion.range
    }
    return motion.settlingTime(band: band) <= windowEnd
  }

  /// Good within 2 % of the range (RMS) and settled into that band by the end of the
  /// window; then growing swings ⇒ none; acceptable within 8 % and settled into 8 %.
  func verdict(relativeError: Double, motion: FitMotion) -> FitVerdict {
    .judged(
      relativeError: relativeError, settles: { settles(motion, band: $0) },
      growingSwings: growingSwings,
      unsettled: {
        .unsettled(
          target: motion.parameters.to, time: windowEnd, isCutOff: problem.holdStart == nil)
      }, isVector: false)
  }

  /// A note when the spring, played past the keyframes' end, keeps moving longer than the
  /// window: until when, and how far it gets from the final value after the keyframes end.
  func timeNotes(_ motion: FitMotion) -> [FitNote] {
    guard problem.hasKeyframes else { return [] }
    let duration = problem.holdStart ?? windowEnd
    let settling = motion.settlingTime(band: 0.02)
    guard settling > windowEnd else { return [] }
    let extremes = motion.extremes(after: duration)
    return [
      .keepsMoving(
        FitPlayedOn(
          duration: duration, isCutOff: problem.holdStart == nil, target: motion.parameters.to,
          settlingTime: settling, range: motion.range,
          overshoot: extremes.overshoot.map { FitExtreme(distance: $0.distance, time: $0.time) },
          farthest: FitExtreme(distance: extremes.farthest.distance, time: extremes.farthest.time)))
    ]
  }

  /// The reason when a turn of the keyframes (or samples) is farther from the final value
  /// than the turn before it: a damped spring's swings only shrink.
  ///
  /// It reads the points the user wrote, never the interpolated curve: a cubic curve's
  /// overshoot between keyframes is not a swing anyone drew.
  func growingSwings() -> FitVerdict.Reason? {
    let target = problem.to
    // Consecutive equal values are one point (the first of them), so plateaus do not turn.
    var points: [(time: Double, value: Double)] = []
    for point in problem.keyframes where points.last?.value != point.value {
      points.append(point)
    }
    var turns: [(time: Double, value: Double, isPeak: Bool)] = []
    for i in points.indices.dropFirst().dropLast() {
      let (before, here, after) = (points[i - 1].value, points[i].value, points[i + 1].value)
      if here > before && here > after { turns.append((points[i].time, here, true)) }
      if here < before && here < after { turns.append((points[i].time, here, false)) }
    }
    let range = (problem.values.max() ?? 0) - (problem.values.min() ?? 0)
    let turn = { (turn: (time: Double, value: Double, isPeak: Bool)) in
      FitSwingGrowth.Turn(isPeak: turn.isPeak, value: turn.value, time: turn.time)
    }
    for (earlier, later) in zip(turns, turns.dropFirst()) {
      let (grown, previous) = (abs(later.value - target), abs(earlier.value - target))
      guard grown > 1.05 * previous, grown > 0.01 * range else { continue }
      return .swingsGrow(
        FitSwingGrowth(
          isKeyframes: problem.hasKeyframes, earlier: turn(earlier), later: turn(later),
          target: target))
    }
    return nil
  }

  /// The condition number of the column-scaled normal matrix, and notes when the data cannot
  /// pin the parameters down.
  func identifiability(_ parameters: FitParameters) -> (Double, [FitNote]) {
    var notes: [FitNote] = []
    if problem.dataPoints <= free.count {
      notes.append(
        .fewerPointsThanParameters(
          points: problem.dataPoints, components: 1, freeParameters: free.count))
    }
    let linear = [Bool](repeating: false, count: free.count)
    let system = free.isEmpty ? nil : normalSystem(parameters, logarithmic: linear)
    return Self.conditioning(of: system?.matrix, notes: notes, inVector: false)
  }

  /// The condition number of the column-scaled normal `matrix` (1 without one) and `notes`
  /// with a note when a parameter has no effect (the condition infinite) or the condition is
  /// above 10⁸, where other springs fit almost as well; the scalar and the vector fit share it.
  static func conditioning(of matrix: [[Double]]?, notes: [FitNote], inVector: Bool) -> (
    Double, [FitNote]
  ) {
    guard let matrix else { return (1, notes) }
    guard let condition = SmallLinearAlgebra.scaledConditionNumber(matrix) else {
      return (.infinity, notes + [.parameterWithoutEffect(inVector: inVector)])
    }
    guard condition > 1e8 else { return (condition, notes) }
    return (condition, notes + [.poorlyConditioned(conditionNumber: condition)])
  }
}
