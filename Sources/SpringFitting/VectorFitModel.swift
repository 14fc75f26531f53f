import SpringKit

/// The fit of several components sharing one spring: one ``FitModel`` per component, the
/// cost their sum; the many-component front of the fitter's Levenberg–Marquardt
/// (``LeastSquaresModel``).
///
/// The free parameters are the shared ones (ω₀ and ζ, unless kept) followed by each
/// component's own (v₀, and `from` and `to` with `fitsEndpoints`). The Jacobian is block
/// structured — a component's residuals depend on the shared parameters and its own only —
/// so the normal equations are assembled from each component model's own
/// (`FitModel.normalSystem(_:logarithmic:table:)`), and a step moves each component as
/// its model moves it (the shared parameters, equal in every component, alike).
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
  func cost(_ parameters: [FitParameters]) -> Double? { evaluate(parameters)?.cost }

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

  /// JᵀJ and Jᵀr of all free parameters, from each component's normal system: in the
  /// optimiser's coordinates (as ``FitModel/optimiserColumns(_:)``) when `logarithmic`, else
  /// in the parameters themselves.
  func normalSystem(
    _ parameters: [FitParameters], logarithmic: Bool, table: SpringResponseTable? = nil
  ) -> (matrix: [[Double]], gradient: [Double])? {
    let n = freeCount
    var matrix = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    var gradient = [Double](repeating: 0, count: n)
    for (c, model) in components.enumerated() {
      let flags =
        logarithmic
        ? model.optimiserColumns(parameters[c])
        : [Bool](repeating: false, count: model.free.count)
      guard let (m, g) = model.normalSystem(parameters[c], logarithmic: flags, table: table)
      else { return nil }
      let slots = model.free.map { slot($0, component: c) }
      for j in slots.indices {
        gradient[slots[j]] += g[j]
        for k in slots.indices { matrix[slots[j]][slots[k]] += m[j][k] }
      }
    }
    return (matrix, gradient)
  }
}

extension VectorFitModel: LeastSquaresModel {
  /// The vector search does not extrapolate crawls: it was tuned without, and its
  /// results stay as they were.
  var extrapolatesCrawls: Bool { false }

  /// The summed cost, with the coefficients of the shared spring (the same for every
  /// component: one set of times).
  func evaluate(_ parameters: [FitParameters]) -> (cost: Double, table: SpringResponseTable)? {
    guard let spring = parameters.first?.spring, let table = components.first?.table(for: spring)
    else { return nil }
    var sum = 0.0
    for (model, component) in zip(components, parameters) {
      guard let cost = model.cost(component, table) else { return nil }
      sum += cost
    }
    return (sum, table)
  }

  func optimiserSystem(_ parameters: [FitParameters], table: SpringResponseTable) -> (
    matrix: [[Double]], gradient: [Double]
  )? {
    normalSystem(parameters, logarithmic: true, table: table)
  }

  func columnAtBound(_ parameters: [FitParameters]) -> Int? {
    parameters[0].dampingRatio == 0 ? shared.firstIndex(of: .dampingRatio) : nil
  }

  func clampedToBounds(_ parameters: [FitParameters]) -> [FitParameters] {
    zip(components, parameters).map { $0.clampedToBounds($1) }
  }

  /// Each component moved by its model, with its slots of `step`: the shared parameters,
  /// equal in every component, move alike.
  func moved(_ parameters: [FitParameters], by step: [Double], times: Double) -> [FitParameters] {
    components.indices.map { c in
      let model = components[c]
      return model.moved(
        parameters[c], by: model.free.map { step[slot($0, component: c)] }, times: times)
    }
  }

  func isNear(
    _ candidate: [FitParameters], _ other: [FitParameters], tolerance: Double, floor: Double
  ) -> Bool {
    zip(components, zip(candidate, other)).allSatisfy { model, pair in
      model.isNear(pair.0, pair.1, tolerance: tolerance, floor: floor)
    }
  }
}
