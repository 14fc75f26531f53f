public import SpringKit

// Fitting one spring to several components: points, sizes, colours, transforms.

extension SpringFitter {
  /// Fits one spring to vector keyframes given as one scalar track per component.
  ///
  /// ω₀ and ζ are shared by every component, as Core Animation and SwiftUI animate a
  /// vector with one spring; each component has its own initial velocity (and with
  /// `fitsEndpoints` its own `from` and `to`; otherwise its first and last keyframe
  /// values). The objective is the sum of the components' objectives: the vector RMS
  /// error over ``comparisonCount`` evenly spaced times.
  ///
  /// A still component (every value the same, as the 100 of an After Effects 3-D scale
  /// `[x, y, 100]`) is a constant: it is not fitted, its fit holds its value with no
  /// velocity and no error, and the verdict judges the components that move. When one
  /// component moves, the spring is that component's scalar fit.
  ///
  /// ```swift
  /// let x = try KeyframeTrack(values: [0.0, 110, 100], duration: 0.5, calculationMode: .cubic)
  /// let y = try KeyframeTrack(values: [0.0, 55, 50], duration: 0.5, calculationMode: .cubic)
  /// let fit = try SpringFitter().fit(components: [x, y])
  /// print(fit.spring.dampingRatio, fit.components.map(\.initialVelocity), fit.rmsError)
  /// ```
  ///
  /// - Parameters:
  ///   - tracks: One track per component, with the same duration.
  ///   - names: The components' names for the notes and verdict ("x", "y"), as the input
  ///     names them; missing ones are "component 0", "component 1", ….
  /// - Returns: The spring, each component's motion and errors, and the vector errors.
  /// - Throws: ``FitError`` when a track has a single value, the tracks' durations differ
  ///   (``FitError/componentsDiffer(index:)``) or an option is out of range.
  /// - Complexity: About the cost of one scalar fit per moving component.
  public func fit(components tracks: [KeyframeTrack<Double>], names: [String] = [])
    throws(FitError) -> VectorSpringFit
  {
    guard let first = tracks.first else { throw .tooFewPoints(0) }
    var problems: [FitProblem] = []
    var times: [Double] = []
    for (index, track) in tracks.enumerated() {
      guard track.values.count >= 2 else { throw .tooFewPoints(track.values.count) }
      guard track.duration == first.duration else { throw .componentsDiffer(index: index) }
      // The scalar fit's comparison, window included, per component.
      let keyframes = zip(track.keyTimes, track.values).map {
        (time: $0 * track.duration, value: $1)
      }
      let (problem, reported) = FitProblem.keyframes(
        duration: track.duration, intervals: Self.comparisonCount - 1, window: options.window,
        keyframes: keyframes, value: { track.value(at: $0) })
      problems.append(problem)
      times = reported
    }
    return try solve(
      vector: problems, times: times, data: problems.map(\.values), names: names)
  }

  /// Fits one spring to vector samples: one time per sample, one array of values per
  /// component.
  ///
  /// A still component is a constant, as in ``fit(components:names:)``.
  ///
  /// - Parameters:
  ///   - times: Seconds, starting at 0 or later and strictly increasing.
  ///   - components: One array per component, each with one value per time.
  ///   - names: The components' names for the notes and verdict, as in
  ///     ``fit(components:names:)``.
  /// - Returns: The spring, each component's motion and errors, and the vector errors.
  /// - Throws: ``FitError`` for mismatched, non-finite or unordered samples.
  public func fit(times: [Double], components: [[Double]], names: [String] = [])
    throws(FitError) -> VectorSpringFit
  {
    guard !components.isEmpty else { throw .tooFewPoints(0) }
    guard times.count >= 2 else { throw .tooFewPoints(times.count) }
    if let index = times.firstIndex(where: { !$0.isFinite }) {
      throw .notFinite(field: "times", index: index)
    }
    guard times[0] >= 0 else { throw .timesNotIncreasing(index: 0) }
    if let index = times.indices.dropFirst().first(where: { times[$0] <= times[$0 - 1] }) {
      throw .timesNotIncreasing(index: index)
    }
    var problems: [FitProblem] = []
    for values in components {
      guard values.count == times.count else {
        throw .mismatchedCounts(times: times.count, values: values.count)
      }
      if let index = values.firstIndex(where: { !$0.isFinite }) {
        throw .notFinite(field: "values", index: index)
      }
      var problem = FitProblem(
        times: times.map { $0 - times[0] }, values: values, uniformStep: nil,
        from: values[0], to: values[values.count - 1], dataPoints: values.count)
      problem.keyframes = zip(times, values).map { (time: $0, value: $1) }
      problems.append(problem)
    }
    return try solve(vector: problems, times: times, data: components, names: names)
  }

  /// The vector fit with still components held: the moving components fitted (one alone by
  /// the scalar search, several by the vector search), each still one a constant beside
  /// them (``FitProblem/isStill``).
  func solve(
    vector problems: [FitProblem], times: [Double], data: [[Double]], names given: [String]
  ) throws(FitError) -> VectorSpringFit {
    let names = problems.indices.map { given.indices.contains($0) ? given[$0] : "component \($0)" }
    // A kept non-zero initial velocity moves every component: none is still then.
    let still = problems.indices.filter {
      problems[$0].isStill && (options.initialVelocity ?? 0) == 0
    }
    let moving = problems.indices.filter { !still.contains($0) }
    guard !still.isEmpty, !moving.isEmpty else {
      return try search(vector: problems, times: times, data: data, names: names)
    }
    let fit: VectorSpringFit
    if moving.count == 1, let index = moving.first {
      // One moving component: its scalar fit, verdict and notes are the motion's.
      let scalar = try solve(problems[index], times: times, data: data[index])
      fit = VectorSpringFit(
        spring: scalar.spring, components: [scalar], rmsError: scalar.rmsError,
        maxError: scalar.maxError, verdict: scalar.verdict, iterations: scalar.iterations,
        converged: scalar.converged, conditionNumber: scalar.conditionNumber,
        notes: scalar.notes.map { .component(names[index], $0) })
    } else {
      fit = try search(
        vector: moving.map { problems[$0] }, times: times, data: moving.map { data[$0] },
        names: moving.map { names[$0] })
    }
    var components: [SpringFit] = []
    var next = fit.components.makeIterator()
    for index in problems.indices {
      if still.contains(index) {
        components.append(problems[index].held(spring: fit.spring, times: times, data: data[index]))
      } else if let component = next.next() {
        components.append(component)
      }
    }
    let held = still.map { index in
      FitNote.stillComponent(name: names[index], value: problems[index].heldValue)
    }
    // A curve through equal keyframes can round off its value in the last bits: those
    // errors count, the RMS exactly, the largest distance as a bound.
    let stillFits = still.map { components[$0] }
    let rms = stillFits.reduce(fit.rmsError * fit.rmsError) { $0 + $1.rmsError * $1.rmsError }
    let maximum = stillFits.reduce(fit.maxError * fit.maxError) { $0 + $1.maxError * $1.maxError }
    return VectorSpringFit(
      spring: fit.spring, components: components, rmsError: rms.squareRoot(),
      maxError: maximum.squareRoot(), verdict: fit.verdict, iterations: fit.iterations,
      converged: fit.converged, conditionNumber: fit.conditionNumber, notes: held + fit.notes)
  }

  /// The vector search: the scalar search's (ζ, ω₀) grid screened on the summed cost, plus
  /// each component's own scalar optimum as a start; Levenberg–Marquardt on every shared
  /// and own parameter from the best few.
  func search(
    vector problems: [FitProblem], times: [Double], data: [[Double]], names: [String]
  ) throws(FitError) -> VectorSpringFit {
    try validateOptions()
    let model = VectorFitModel(problems: problems, options: options)
    let screening = VectorFitModel(
      problems: problems.map { $0.thinned(by: 10) }, options: options)
    var pairs: [(Double, Double)] = []
    let (frequencies, ratios) = startGrid(span: problems[0].times[problems[0].times.count - 1])
    for frequency in frequencies { for ratio in ratios { pairs.append((frequency, ratio)) } }
    // Each component's own best spring: the scalar search's answer, whatever its strategy.
    for (problem, values) in zip(problems, data) where problems.count > 1 {
      if let own = try? solve(problem, times: times, data: values) {
        pairs.append((own.spring.naturalFrequency, own.spring.dampingRatio))
      }
    }
    var starts: [(cost: Double, parameters: [FitParameters])] = []
    for (frequency, ratio) in pairs {
      if let start = screening.bestLinearStart(frequency: frequency, dampingRatio: ratio) {
        starts.append(start)
      }
    }
    starts.sort { $0.cost < $1.cost }
    var candidates: [LevenbergMarquardtResult<[FitParameters]>] = []
    for screened in starts.prefix(4) {
      candidates.append(screening.levenbergMarquardt(from: screened.parameters))
    }
    candidates.sort { $0.cost < $1.cost }
    var best: LevenbergMarquardtResult<[FitParameters]>?
    for candidate in candidates.prefix(2) {
      var result = model.levenbergMarquardt(from: candidate.parameters)
      if best.map({ result.cost < $0.cost }) ?? true {
        result.iterations += candidate.iterations
        best = result
      }
    }
    guard let best else { throw .noSpringEvaluates }
    return model.report(
      best.parameters, iterations: best.iterations, converged: best.converged, times: times,
      data: data, names: names)
  }
}

extension VectorFitModel {
  /// The vector fit: each component's report with the shared spring, the vector errors,
  /// the verdict and the identifiability of all free parameters.
  func report(
    _ parameters: [FitParameters], iterations: Int, converged: Bool, times: [Double],
    data: [[Double]], names: [String]
  ) -> VectorSpringFit {
    var fits: [SpringFit] = []
    for (c, model) in components.enumerated() {
      let result = LevenbergMarquardtResult(
        parameters: parameters[c], cost: model.cost(parameters[c]) ?? .infinity,
        iterations: iterations, converged: converged)
      fits.append(model.report(result, times: times, data: data[c]))
    }
    let spring = fits.first?.spring ?? .smooth
    // The Euclidean error at each time.
    var maximum = 0.0
    if let table = components.first?.table(for: spring) {
      for i in table.a.indices {
        var squares = 0.0
        for (model, p) in zip(components, parameters) {
          let x = p.to + table.a[i] * (p.from - p.to) + table.b[i] * p.velocity
          let r = x - model.problem.values[i]
          squares += r * r
        }
        maximum = max(maximum, squares.squareRoot())
      }
    }
    let rms = fits.reduce(0) { $0 + $1.rmsError * $1.rmsError }.squareRoot()
    var rangeSquares = 0.0
    for (model, p) in zip(components, parameters) {
      let values = model.problem.values
      let range = max((values.max() ?? 0) - (values.min() ?? 0), abs(p.to - p.from))
      rangeSquares += range * range
    }
    let range = max(rangeSquares.squareRoot(), 1e-300)
    var (condition, notes) = identifiability(parameters)
    for (c, (model, motion)) in zip(components, motions(parameters)).enumerated() {
      notes += model.timeNotes(motion).map { .component(names[c], $0) }
    }
    return VectorSpringFit(
      spring: spring, components: fits, rmsError: rms, maxError: maximum,
      verdict: verdict(relativeError: rms / range, parameters: parameters, names: names),
      iterations: iterations, converged: converged, conditionNumber: condition, notes: notes)
  }

  /// The scalar verdict's bands on the vector error, with the scalar verdict's honesty about
  /// time: good or acceptable only when every component has settled into that band (of its
  /// own range) by the end of the window; a component whose swings grow rules every spring out.
  func verdict(relativeError: Double, parameters: [FitParameters], names: [String])
    -> FitVerdict
  {
    let motions = motions(parameters)
    return .judged(
      relativeError: relativeError,
      settles: { band in zip(components, motions).allSatisfy { $0.settles($1, band: band) } },
      growingSwings: {
        for (c, model) in components.enumerated() {
          if let reason = model.growingSwings() { return .component(names[c], reason) }
        }
        return nil
      },
      unsettled: { .componentUnsettled(time: components[0].windowEnd) }, isVector: true)
  }

  /// Each component's motion played on past the data, its bands shares of its own range.
  func motions(_ parameters: [FitParameters]) -> [FitMotion] {
    let spring = parameters.first?.spring ?? .smooth
    return zip(components, parameters).map { model, p in
      let values = model.problem.values
      let range = max((values.max() ?? 0) - (values.min() ?? 0), abs(p.to - p.from), 1e-300)
      return FitMotion(spring: spring, parameters: p, range: range)
    }
  }

  /// The condition number of the column-scaled normal matrix of all free parameters, and
  /// notes when the data cannot pin them down.
  func identifiability(_ parameters: [FitParameters]) -> (Double, [FitNote]) {
    var notes: [FitNote] = []
    let points = components.first?.problem.dataPoints ?? 0
    if points * components.count <= freeCount {
      notes.append(
        .fewerPointsThanParameters(
          points: points, components: components.count, freeParameters: freeCount))
    }
    let system = freeCount > 0 ? normalSystem(parameters, logarithmic: false) : nil
    return FitModel.conditioning(of: system?.matrix, notes: notes, inVector: true)
  }
}

extension FitProblem {
  /// Whether the component never moves: every keyframe has the first one's value (the curve
  /// between them is that value in every mode, to rounding), or every sample does.
  var isStill: Bool {
    let first = hasKeyframes ? keyframes.first?.value : values.first
    guard let first else { return false }
    return hasKeyframes
      ? keyframes.allSatisfy { $0.value == first } : values.allSatisfy { $0 == first }
  }

  /// The value a still component holds (``isStill``).
  var heldValue: Double { (hasKeyframes ? keyframes.first?.value : nil) ?? values[0] }

  /// A still component's fit: its value held with no velocity, beside the moving
  /// components' `spring`, with its errors against the data (0, or a curve's rounding).
  func held(spring: Spring, times: [Double], data: [Double]) -> SpringFit {
    let window: FitWindow? =
      hasKeyframes ? (holdStart == nil ? .keyframesOnly : .keyframesThenHeld) : nil
    let value = heldValue
    let errors = values.map { abs($0 - value) }
    let rms = (errors.reduce(0) { $0 + $1 * $1 } / Double(max(errors.count, 1))).squareRoot()
    return SpringFit(
      spring: spring, from: value, to: value, initialVelocity: 0, rmsError: rms,
      maxError: errors.max() ?? 0, window: window, holdStart: holdStart, bandSettlingTime: 0,
      verdict: .good, iterations: 0, converged: true, conditionNumber: 1, notes: [],
      times: times, data: data)
  }
}
