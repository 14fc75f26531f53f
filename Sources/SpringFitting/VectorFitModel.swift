import SpringKit

/// The fit of several components sharing one spring: one ``FitModel`` per component, the
/// cost their sum.
///
/// The free parameters are the shared ones (ω₀ and ζ, unless kept) followed by each
/// component's own (v₀, and `from` and `to` with `fitsEndpoints`). The Jacobian is block
/// structured — a component's residuals depend on the shared parameters and its own only —
/// so the normal equations are assembled from each component model's own
/// (`FitModel.normalSystem(_:logarithmic:)`).
struct VectorFitModel {
  /// One model per component, all with the same options and times.
  let components: [FitModel]
  /// The shared free parameters (ω₀, ζ), in the models' order.
  let shared: [FitParameters.Index]
  /// Each component's own free parameters.
  let own: [FitParameters.Index]

  init(problems: [FitProblem], options: FitOptions) {
    components = problems.map { FitModel(problem: $0, options: options) }
    let free = components.first?.free ?? []
    shared = free.filter { $0 == .frequency || $0 == .dampingRatio }
    own = free.filter { $0 != .frequency && $0 != .dampingRatio }
  }

  /// The number of free parameters in all.
  var freeCount: Int { shared.count + components.count * own.count }

  /// The sum of the components' costs, or `nil` for an invalid spring.
  func cost(_ parameters: [FitParameters]) -> Double? {
    guard let spring = parameters.first?.spring, let table = components.first?.table(for: spring)
    else { return nil }
    var sum = 0.0
    for (model, component) in zip(components, parameters) {
      guard let cost = model.cost(component, table) else { return nil }
      sum += cost
    }
    return sum
  }

  /// For a given (ω₀, ζ), each component's best linear unknowns and the summed cost.
  func bestLinearStart(frequency: Double, dampingRatio: Double) -> (
    cost: Double, parameters: [FitParameters]
  )? {
    var sum = 0.0
    var parameters: [FitParameters] = []
    for model in components {
      guard let start = model.bestLinearStart(frequency: frequency, dampingRatio: dampingRatio)
      else { return nil }
      sum += start.cost
      parameters.append(start.parameters)
    }
    return (sum, parameters)
  }

  /// The global index of a component's free parameter.
  func slot(_ index: FitParameters.Index, component: Int) -> Int {
    if let shared = shared.firstIndex(of: index) { return shared }
    return shared.count + component * own.count + (own.firstIndex(of: index) ?? 0)
  }

  /// JᵀJ and Jᵀr of all free parameters, from each component's normal system.
  func normalSystem(_ parameters: [FitParameters], logarithmic: Bool) -> (
    matrix: [[Double]], gradient: [Double]
  )? {
    let n = freeCount
    var matrix = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    var gradient = [Double](repeating: 0, count: n)
    for (c, model) in components.enumerated() {
      // As the scalar model: log ω₀, and ζ's coordinate (a log column above ζ = 1 only).
      let flags = model.free.map {
        logarithmic
          && ($0 == .frequency || ($0 == .dampingRatio && parameters[c].dampingRatio > 1))
      }
      guard let (m, g) = model.normalSystem(parameters[c], logarithmic: flags) else {
        return nil
      }
      let slots = model.free.map { slot($0, component: c) }
      for j in slots.indices {
        gradient[slots[j]] += g[j]
        for k in slots.indices { matrix[slots[j]][slots[k]] += m[j][k] }
      }
    }
    return (matrix, gradient)
  }

  /// Levenberg–Marquardt over all free parameters, as `FitModel.levenbergMarquardt(from:)`
  /// does for one component: ω₀ in logarithmic coordinates, ζ in
  /// `FitModel.dampingCoordinate(_:)` bounded below by 0, Marquardt's scaling, the same
  /// convergence tests.
  func levenbergMarquardt(from start: [FitParameters]) -> (
    parameters: [FitParameters], cost: Double, iterations: Int, converged: Bool
  ) {
    var parameters = start.map { component in
      var component = component
      component.dampingRatio = max(component.dampingRatio, 0)
      return component
    }
    guard var cost = cost(parameters), freeCount > 0 else {
      return (start, cost(start) ?? .infinity, 0, true)
    }
    let options = components[0].options
    var damping = 1e-3
    var iterations = 0
    var converged = false
    outer: while iterations < 500 {
      iterations += 1
      guard var (matrix, gradient) = normalSystem(parameters, logarithmic: true) else { break }
      if let column = shared.firstIndex(of: .dampingRatio), parameters[0].dampingRatio == 0,
        gradient[column] > 0
      {
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
        var trial = parameters
        for (j, index) in shared.enumerated() {
          let capped = max(min(step[j], 5), -5)
          let value =
            index == .frequency
            ? parameters[0][index] * Double.exp(capped)
            : FitModel.dampingRatio(
              coordinate: FitModel.dampingCoordinate(parameters[0][index]) + capped)
          for c in trial.indices { trial[c][index] = value }
        }
        for c in trial.indices {
          for index in own { trial[c][index] += step[slot(index, component: c)] }
          if !options.allowsOverdamping { trial[c].dampingRatio = min(trial[c].dampingRatio, 1) }
        }
        if let trialCost = self.cost(trial), trialCost < cost {
          let decrease = (cost - trialCost) / max(cost, 1e-300)
          let tiny = zip(trial, parameters).allSatisfy { new, old in
            components[0].free.allSatisfy { index in
              abs(new[index] - old[index]) <= 1e-12 * (abs(old[index]) + 1e-12)
            }
          }
          parameters = trial
          cost = trialCost
          damping = max(damping / 3, 1e-15)
          if decrease < 1e-14 || tiny || cost < 1e-30 {
            converged = true
            break outer
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
    return (parameters, cost, iterations, converged)
  }
}
