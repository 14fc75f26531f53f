/// A least-squares problem the fitter's Levenberg–Marquardt minimises: the scalar fit
/// (``FitModel``) and the vector fit (``VectorFitModel``, components sharing ω₀ and ζ) are
/// its two fronts, and ``levenbergMarquardt(from:tolerance:stoppingNear:)`` is their one
/// optimiser.
///
/// The model owns the coordinates: ω₀ moves in logarithmic coordinates (it stays
/// positive), ζ in `FitModel.dampingCoordinate(_:)`, bounded below by 0, the rest
/// linearly.
protocol LeastSquaresModel {
  /// A point in parameter space.
  associatedtype Point

  /// The number of free parameters: the length of a step.
  var freeCount: Int { get }

  /// Whether a run extrapolates a crawl along a repeated step direction (see
  /// ``levenbergMarquardt(from:tolerance:stoppingNear:)``).
  var extrapolatesCrawls: Bool { get }

  /// Half the sum of squared residuals at `point`, with the spring's coefficients there
  /// (for ``optimiserSystem(_:table:)``), or `nil` for an invalid spring.
  func evaluate(_ point: Point) -> (cost: Double, table: SpringResponseTable)?

  /// JᵀJ and Jᵀr in the optimiser's coordinates, from the coefficients ``evaluate(_:)``
  /// returned for `point`.
  func optimiserSystem(_ point: Point, table: SpringResponseTable) -> (
    matrix: [[Double]], gradient: [Double]
  )?

  /// The column of ζ when ζ sits on its bound 0, or `nil`.
  func columnAtBound(_ point: Point) -> Int?

  /// `point` with ζ raised to its bound 0 where it is below.
  func clampedToBounds(_ point: Point) -> Point

  /// `point` moved by `times` × `step` in the optimiser's coordinates.
  func moved(_ point: Point, by step: [Double], times: Double) -> Point

  /// Whether every free parameter of `candidate` is within `tolerance` (relative, with
  /// `floor` added to the magnitude) of `other`'s.
  func isNear(_ candidate: Point, _ other: Point, tolerance: Double, floor: Double) -> Bool
}

/// The outcome of one Levenberg–Marquardt run.
struct LevenbergMarquardtResult<Point> {
  var parameters: Point
  var cost: Double
  var iterations: Int
  var converged: Bool
  /// Whether the run stopped on its way into the basin of a minimum found before
  /// (``LeastSquaresModel/levenbergMarquardt(from:tolerance:stoppingNear:)``).
  var isDuplicate = false
}

extension LeastSquaresModel {
  /// Levenberg–Marquardt with Marquardt's diagonal scaling.
  ///
  /// At ζ = 0 with the gradient pushing further down, ζ is held (an active bound) and the
  /// other parameters move.
  ///
  /// - Parameters:
  ///   - start: Where the search starts.
  ///   - tolerance: The relative decrease of the cost below which a step ends the search.
  ///     The screening runs stop at 1e-9: their minimum moves anyway when the polish takes
  ///     every comparison time, so the last digits there would be wasted.
  ///   - known: Minima found before. A run that comes within 1 % of one of them in every
  ///     free parameter, at a cost no lower than its, is on its way into that basin: it
  ///     stops there, marked ``LevenbergMarquardtResult/isDuplicate``. (Minima that
  ///     differ by whole oscillations, a wiggle's, are several per cent apart in ω₀.)
  /// - Returns: The parameters reached, their cost and how the search ended.
  func levenbergMarquardt(
    from start: Point, tolerance: Double = 1e-14,
    stoppingNear known: [LevenbergMarquardtResult<Point>] = []
  ) -> LevenbergMarquardtResult<Point> {
    var parameters = clampedToBounds(start)
    // The coefficients of the current spring: an accepted trial's serve the next normal
    // system, so each iteration builds one table per trial and none for the system.
    guard let first = evaluate(parameters), freeCount > 0 else {
      return LevenbergMarquardtResult(
        parameters: start, cost: evaluate(start)?.cost ?? .infinity, iterations: 0,
        converged: true)
    }
    var (cost, table) = first
    // The previous accepted step, for extrapolating a crawl (see below).
    var previousStep: [Double] = []
    var damping = 1e-3
    var iterations = 0
    var converged = false
    outer: while iterations < 500 {
      iterations += 1
      guard var (matrix, gradient) = optimiserSystem(parameters, table: table) else { break }
      if let column = columnAtBound(parameters), gradient[column] > 0 {
        // ζ = 0 and the cost falls toward ζ < 0: hold the bound, step in the others.
        SmallLinearAlgebra.holdAtBound(column: column, matrix: &matrix, gradient: &gradient)
      }
      while true {
        guard
          let step = SmallLinearAlgebra.dampedStep(
            matrix: matrix, gradient: gradient, damping: damping)
        else {
          damping *= 10
          if damping > 1e20 { break outer }
          continue
        }
        let trial = moved(parameters, by: step, times: 1)
        if let (trialCost, trialTable) = evaluate(trial), trialCost < cost {
          table = trialTable
          let decrease = (cost - trialCost) / max(cost, 1e-300)
          let tiny = isNear(trial, parameters, tolerance: 1e-12, floor: 1e-12)
          parameters = trial
          cost = trialCost
          damping = max(damping / 3, 1e-15)
          if decrease < tolerance || tiny || cost < 1e-30 {
            converged = true
            break outer
          }
          // Gauss–Newton converges linearly where the residuals are large: along one
          // direction each step is r times the previous one, and it takes dozens of
          // iterations for a few digits (hundreds as r nears ±1). When this step is parallel
          // to the previous one (r = s·s′/s′·s′, |r| > 0.3, −10 < r < 0.98), the rest of
          // the geometric series, r/(1 − r) steps more (back, when the steps alternate), is
          // tried at the cost of one trial and kept if it lowers the cost.
          if extrapolatesCrawls, previousStep.count == step.count {
            var (dot, previousNorm, norm) = (0.0, 0.0, 0.0)
            for j in step.indices {
              dot += step[j] * previousStep[j]
              previousNorm += previousStep[j] * previousStep[j]
              norm += step[j] * step[j]
            }
            let ratio = dot / max(previousNorm, 1e-300)
            if abs(ratio) > 0.3, ratio < 0.98, ratio > -10, dot * dot > 0.98 * norm * previousNorm {
              let ahead = moved(parameters, by: step, times: ratio / (1 - ratio))
              if let (aheadCost, aheadTable) = evaluate(ahead), aheadCost < cost {
                (parameters, table, cost) = (ahead, aheadTable, aheadCost)
              }
            }
          }
          previousStep = step
          if known.contains(where: {
            cost >= $0.cost && isNear(parameters, $0.parameters, tolerance: 1e-2, floor: 1e-9)
          }) {
            var result = LevenbergMarquardtResult(
              parameters: parameters, cost: cost, iterations: iterations, converged: false)
            result.isDuplicate = true
            return result
          }
          break
        }
        damping *= 4
        if damping > 1e20 {
          converged = true  // no direction lowers the cost: a minimum to rounding
          break outer
        }
      }
    }
    return LevenbergMarquardtResult(
      parameters: parameters, cost: cost, iterations: iterations, converged: converged)
  }
}
