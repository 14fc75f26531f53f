public import SpringKit

/// Fits a spring to keyframes or samples: the global best (ω₀, ζ, v₀) — and optionally `from`
/// and `to` — in the least-squares sense.
///
/// The objective is the one `springfit` reports as `rmsError`: spring − data at 1001 evenly
/// spaced times over the keyframes' duration (at the sample times for raw samples). The
/// search is a multi-start over a (ζ, ω₀) grid, each start with the best initial velocity
/// solved in closed form, followed by Levenberg–Marquardt with analytic derivatives of the
/// closed form from the best few starts.
///
/// ```swift
/// let pop = try KeyframeTrack(values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
/// let fit = try SpringFitter().fit(pop)
/// print(fit.spring.dampingRatio, fit.rmsError, fit.verdict.name)
/// ```
public struct SpringFitter: Sendable {
  /// What may change and what must be kept.
  public var options: FitOptions

  /// Creates a fitter.
  public init(options: FitOptions = FitOptions()) {
    self.options = options
  }

  /// The number of evenly spaced times at which a keyframe track is compared.
  public static let comparisonCount = 1001

  /// Fits a spring to a keyframe track (any calculation mode and timing functions).
  ///
  /// `from` and `to` default to the first and last keyframe values.
  ///
  /// - Parameter track: The keyframes.
  /// - Returns: The best spring and how good it is.
  /// - Throws: ``FitError`` when the track has a single value or an option is out of range.
  /// - Complexity: About half a millisecond (0.4–0.7 ms measured on a 2-core
  ///   machine), independent of the keyframe count: the comparison always uses 1001 times.
  public func fit(_ track: KeyframeTrack<Double>) throws(FitError) -> SpringFit {
    guard track.values.count >= 2 else { throw .tooFewPoints(track.values.count) }
    // Discrete mode has one more keyTime than values: each value starts at its keyTime.
    let keyframes = zip(track.keyTimes, track.values).map { (time: $0 * track.duration, value: $1) }
    let (problem, times) = FitProblem.keyframes(
      duration: track.duration, intervals: Self.comparisonCount - 1, window: options.window,
      keyframes: keyframes, value: { track.value(at: $0) })
    return try solve(problem, times: times, data: problem.values)
  }

  /// Fits a spring to raw samples (time, value).
  ///
  /// The motion starts at the first sample: times are measured from it.
  ///
  /// - Parameters:
  ///   - times: Seconds, starting at 0 or later and strictly increasing.
  ///   - values: One value per time.
  /// - Returns: The best spring and how good it is.
  /// - Throws: ``FitError`` for mismatched, non-finite or unordered samples.
  public func fit(times: [Double], values: [Double]) throws(FitError) -> SpringFit {
    guard times.count == values.count else {
      throw .mismatchedCounts(times: times.count, values: values.count)
    }
    guard times.count >= 2 else { throw .tooFewPoints(times.count) }
    if let index = times.firstIndex(where: { !$0.isFinite }) {
      throw .notFinite(field: "times", index: index)
    }
    if let index = values.firstIndex(where: { !$0.isFinite }) {
      throw .notFinite(field: "values", index: index)
    }
    guard times[0] >= 0 else { throw .timesNotIncreasing(index: 0) }
    if let index = times.indices.dropFirst().first(where: { times[$0] <= times[$0 - 1] }) {
      throw .timesNotIncreasing(index: index)
    }
    var problem = FitProblem(
      times: times.map { $0 - times[0] }, values: values, uniformStep: nil, from: values[0],
      to: values[values.count - 1], dataPoints: values.count)
    problem.keyframes = zip(times, values).map { (time: $0, value: $1) }
    return try solve(problem, times: times, data: values)
  }

  /// Multi-start, then Levenberg–Marquardt from the best starts; the fit carries `times`
  /// and `data` as its comparison.
  func solve(_ problem: FitProblem, times: [Double], data: [Double]) throws(FitError)
    -> SpringFit
  {
    try validateOptions()
    let model = FitModel(problem: problem, options: options)
    let span = max(problem.times[problem.times.count - 1], 1e-9)
    let baseFrequency = 2 * Double.pi / span
    let (frequencies, ratios) = startGrid(span: span)
    // Screen the grid on every tenth comparison time (ten times cheaper, enough to rank the
    // starts), then refine the best few on all of them.
    let screening = FitModel(problem: problem.thinned(by: 10), options: options)
    var starts: [(cost: Double, parameters: FitParameters)] = []
    for frequency in frequencies {
      for ratio in ratios {
        guard let start = screening.bestLinearStart(frequency: frequency, dampingRatio: ratio)
        else { continue }
        starts.append(start)
      }
    }
    // Wiggles (the data swings at least twice as far as it travels): nearly undamped springs
    // whose minima differ by whole oscillations, one basin per half period over the span; a
    // denser frequency axis at low damping finds each.
    let range = (problem.values.max() ?? 0) - (problem.values.min() ?? 0)
    if options.response == nil, abs(problem.to - problem.from) <= range / 2 {
      for ratio in options.dampingRatio.map({ [$0] }) ?? [0, 0.05, 0.15] {
        for half in 1...24 {
          let frequency = Double(half) / 2 * baseFrequency
          guard
            let start = screening.bestLinearStart(frequency: frequency, dampingRatio: ratio)
          else { continue }
          starts.append(start)
        }
      }
    }
    starts.sort { $0.cost < $1.cost }
    // Converge the four best starts and up to four more of distinct basins (apart in ω₀ or
    // ζ from every one chosen) on the screening points, then polish the three best on all of
    // them: the polish takes a couple of iterations from a point that is already close.
    var chosen = starts.prefix(4).map(\.parameters)
    for start in starts.dropFirst(4) where chosen.count < 8 {
      let near = chosen.contains { other in
        abs(Double.log(start.parameters.frequency / other.frequency)) < 0.1
          && abs(
            Double.log((start.parameters.dampingRatio + 0.05) / (other.dampingRatio + 0.05)))
            < 0.5
      }
      if !near { chosen.append(start.parameters) }
    }
    // Starts often share a basin: a run that reaches one already found stops there.
    var candidates: [LevenbergMarquardtResult<FitParameters>] = []
    for start in chosen {
      let result = screening.levenbergMarquardt(
        from: start, tolerance: 1e-9, stoppingNear: candidates)
      if !result.isDuplicate { candidates.append(result) }
    }
    candidates.sort { $0.cost < $1.cost }
    // Polish in two stages. Each minimum within twice the best screening cost goes to a
    // relative decrease of 1e-9 on every comparison time: two or three iterations, as the
    // screening's minimum is close. Only the best of them (and any other minimum within 1e-6
    // of it) goes on to 1e-14, where most iterations go: Gauss–Newton converges linearly when
    // the residuals are large, and the screening often finds one minimum several times.
    var rough: [LevenbergMarquardtResult<FitParameters>] = []
    var polished: [FitParameters] = []
    for candidate in candidates.prefix(3) {
      // Candidates that converged to the same point polish to the same minimum, and one
      // far worse on the screening times will not win: polish each minimum once.
      let same = polished.contains { model.isNear(candidate.parameters, $0, tolerance: 1e-3) }
      if same || candidate.cost > 2 * candidates[0].cost + 1e-300 { continue }
      polished.append(candidate.parameters)
      var result = model.levenbergMarquardt(from: candidate.parameters, tolerance: 1e-9)
      result.iterations += candidate.iterations
      rough.append(result)
    }
    rough.sort { $0.cost < $1.cost }
    var best: LevenbergMarquardtResult<FitParameters>?
    var finished: [FitParameters] = []
    for result in rough where result.cost <= rough[0].cost * (1 + 1e-6) {
      if finished.contains(where: { model.isNear(result.parameters, $0, tolerance: 1e-3) }) {
        continue
      }
      finished.append(result.parameters)
      var final = model.levenbergMarquardt(from: result.parameters)
      final.iterations += result.iterations
      if best.map({ final.cost < $0.cost }) ?? true { best = final }
    }
    guard let best else {
      throw .noSpringEvaluates
    }
    return model.report(best, times: times, data: data)
  }

  /// The (ω₀, ζ) grid every search starts from, scalar and vector: frequencies from 0.02 to
  /// 9 cycles over the compared span and damping ratios from 0.05 to 250 (each fixed to the
  /// kept value when the options keep it).
  func startGrid(span: Double) -> (frequencies: [Double], ratios: [Double]) {
    let baseFrequency = 2 * Double.pi / max(span, 1e-9)
    let frequencies =
      options.response.map { [2 * Double.pi / $0] }
      ?? [0.02, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 9].map { $0 * baseFrequency }
    let ratios =
      options.dampingRatio.map { [$0] }
      ?? [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95, 1.2, 2, 4, 15, 60, 250].filter {
        options.allowsOverdamping || $0 <= 1
      }
    return (frequencies, ratios)
  }

  func validateOptions() throws(FitError) {
    do throws(SpringError) {
      if let ratio = options.dampingRatio { _ = try Spring(response: 1, dampingRatio: ratio) }
      if let response = options.response { _ = try Spring(response: response, dampingRatio: 1) }
      if let velocity = options.initialVelocity, !velocity.isFinite {
        throw SpringError(parameter: "initialVelocity", value: .number(velocity), rule: .finite)
      }
    } catch {
      throw .invalidOption(error)
    }
  }
}
