public import SpringKit

/// The data a fit compares against.
struct FitProblem {
  let times: [Double]
  let values: [Double]
  /// The spacing of `times` when they are uniform (keyframe tracks), for the fast recurrence.
  let uniformStep: Double?
  let from: Double
  let to: Double
  /// The number of keyframes or samples behind the data, for identifiability.
  let dataPoints: Int
}

/// A point in parameter space.
struct FitParameters: Equatable {
  var frequency: Double
  var dampingRatio: Double
  var velocity: Double
  var from: Double
  var to: Double

  enum Index: Int, CaseIterable { case frequency, dampingRatio, velocity, from, to }

  subscript(index: Index) -> Double {
    get {
      switch index {
      case .frequency: frequency
      case .dampingRatio: dampingRatio
      case .velocity: velocity
      case .from: from
      case .to: to
      }
    }
    set {
      switch index {
      case .frequency: frequency = newValue
      case .dampingRatio: dampingRatio = newValue
      case .velocity: velocity = newValue
      case .from: from = newValue
      case .to: to = newValue
      }
    }
  }

  /// The spring (mass 1), or `nil` outside the valid range.
  var spring: Spring? {
    try? Spring(response: 2 * Double.pi / frequency, dampingRatio: dampingRatio)
  }
}

/// The outcome of one Levenberg–Marquardt run.
struct LevenbergMarquardtResult {
  var parameters: FitParameters
  var cost: Double
  var iterations: Int
  var converged: Bool
}

/// Residuals, Jacobian and the optimiser for one problem.
struct FitModel {
  let problem: FitProblem
  let options: FitOptions
  let free: [FitParameters.Index]

  init(problem: FitProblem, options: FitOptions) {
    self.problem = problem
    self.options = options
    var free: [FitParameters.Index] = []
    if options.response == nil { free.append(.frequency) }
    if options.dampingRatio == nil { free.append(.dampingRatio) }
    if options.initialVelocity == nil { free.append(.velocity) }
    if options.fitsEndpoints { free += [.from, .to] }
    self.free = free
  }

  func table(for spring: Spring) -> SpringResponseTable? {
    if let step = problem.uniformStep {
      return try? SpringResponseTable(spring: spring, step: step, count: problem.times.count)
    }
    return try? SpringResponseTable(spring: spring, times: problem.times)
  }

  /// Half the sum of squared residuals, or `nil` for an invalid spring.
  func cost(_ parameters: FitParameters) -> Double? {
    guard let spring = parameters.spring, let table = table(for: spring) else { return nil }
    var sum = 0.0
    for i in problem.times.indices {
      let x =
        parameters.to + table.a[i] * (parameters.from - parameters.to)
        + table.b[i] * parameters.velocity
      let r = x - problem.values[i]
      sum += r * r
    }
    return sum.isFinite ? sum / 2 : nil
  }

  /// For a given (ω₀, ζ), the velocity (and endpoints, when free) that fit best — a linear
  /// least-squares problem — and the cost.
  func bestLinearStart(frequency: Double, dampingRatio: Double) -> (
    cost: Double, parameters: FitParameters
  )? {
    var parameters = FitParameters(
      frequency: frequency, dampingRatio: dampingRatio, velocity: options.initialVelocity ?? 0,
      from: problem.from, to: problem.to)
    guard let spring = parameters.spring, let table = table(for: spring) else { return nil }
    let linear = free.filter { $0 == .velocity || $0 == .from || $0 == .to }
    if !linear.isEmpty {
      var normal = [[Double]](
        repeating: [Double](repeating: 0, count: linear.count), count: linear.count)
      var rhs = [Double](repeating: 0, count: linear.count)
      for i in problem.times.indices {
        let a = table.a[i]
        let column = linear.map { index -> Double in
          switch index {
          case .velocity: table.b[i]
          case .from: a
          default: 1 - a
          }
        }
        // The part of x that the linear unknowns do not carry.
        var fixed = 0.0
        if !linear.contains(.to) { fixed += parameters.to * (1 - a) }
        if !linear.contains(.from) { fixed += parameters.from * a }
        if !linear.contains(.velocity) { fixed += table.b[i] * parameters.velocity }
        let target = problem.values[i] - fixed
        for j in linear.indices {
          rhs[j] += column[j] * target
          for k in linear.indices { normal[j][k] += column[j] * column[k] }
        }
      }
      for j in linear.indices { normal[j][j] *= 1 + 1e-12 }
      guard let solution = SmallLinearAlgebra.solve(normal, rhs) else { return nil }
      for (j, index) in linear.enumerated() { parameters[index] = solution[j] }
    }
    guard let cost = cost(parameters) else { return nil }
    return (cost, parameters)
  }

  /// Residuals and the Jacobian's columns for the free parameters.
  func linearisation(_ parameters: FitParameters) -> (residuals: [Double], jacobian: [[Double]])? {
    guard let spring = parameters.spring, let table = table(for: spring) else { return nil }
    let u0 = parameters.from - parameters.to
    var residuals = [Double](repeating: 0, count: problem.times.count)
    var jacobian = [[Double]](
      repeating: [Double](repeating: 0, count: problem.times.count), count: free.count)
    for i in problem.times.indices {
      let s = SpringSensitivity(
        a: table.a[i], b: table.b[i], time: problem.times[i], frequency: parameters.frequency,
        dampingRatio: parameters.dampingRatio, displacement: u0, velocity: parameters.velocity)
      residuals[i] = parameters.to + s.displacement - problem.values[i]
      for (column, index) in free.enumerated() {
        jacobian[column][i] =
          switch index {
          case .frequency: s.withFrequency
          case .dampingRatio: s.withDampingRatio
          case .velocity: s.withVelocity
          case .from: s.withDisplacement
          case .to: 1 - s.withDisplacement
          }
      }
    }
    return (residuals, jacobian)
  }

  /// The normal matrix JᵀJ and gradient Jᵀr.
  static func normalEquations(_ residuals: [Double], _ jacobian: [[Double]]) -> (
    matrix: [[Double]], gradient: [Double]
  ) {
    let n = jacobian.count
    var matrix = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    var gradient = [Double](repeating: 0, count: n)
    for j in 0..<n {
      for i in residuals.indices { gradient[j] += jacobian[j][i] * residuals[i] }
      for k in j..<n {
        var sum = 0.0
        for i in residuals.indices { sum += jacobian[j][i] * jacobian[k][i] }
        matrix[j][k] = sum
        matrix[k][j] = sum
      }
    }
    return (matrix, gradient)
  }

  /// Levenberg–Marquardt with Marquardt's diagonal scaling.
  ///
  /// ω₀ and ζ move in logarithmic coordinates: that keeps them positive and straightens the
  /// valley of strongly overdamped fits, where only ω₀/ζ (the slow rate) matters and a fit
  /// can keep improving as ζ grows by orders of magnitude.
  func levenbergMarquardt(from start: FitParameters) -> LevenbergMarquardtResult {
    var parameters = start
    parameters.dampingRatio = max(parameters.dampingRatio, 1e-9)
    guard var cost = cost(parameters), !free.isEmpty else {
      return LevenbergMarquardtResult(
        parameters: start, cost: cost(start) ?? .infinity, iterations: 0, converged: true)
    }
    let logarithmic = free.map { $0 == .frequency || $0 == .dampingRatio }
    var damping = 1e-3
    var iterations = 0
    var converged = false
    outer: while iterations < 500 {
      iterations += 1
      guard var (residuals, jacobian) = linearisation(parameters) else { break }
      for (column, index) in free.enumerated() where logarithmic[column] {
        let scale = parameters[index]
        for i in residuals.indices { jacobian[column][i] *= scale }
      }
      let (matrix, gradient) = Self.normalEquations(residuals, jacobian)
      while true {
        var augmented = matrix
        for j in free.indices { augmented[j][j] += damping * max(matrix[j][j], 1e-300) }
        guard let step = SmallLinearAlgebra.solve(augmented, gradient.map { -$0 }) else {
          damping *= 10
          if damping > 1e20 { break outer }
          continue
        }
        var trial = parameters
        for (j, index) in free.enumerated() {
          trial[index] =
            logarithmic[j]
            ? parameters[index] * Double.exp(max(min(step[j], 5), -5)) : parameters[index] + step[j]
        }
        if !options.allowsOverdamping { trial.dampingRatio = min(trial.dampingRatio, 1) }
        if let trialCost = self.cost(trial), trialCost < cost {
          let decrease = (cost - trialCost) / max(cost, 1e-300)
          let tiny = free.allSatisfy { index in
            abs(trial[index] - parameters[index]) <= 1e-12 * (abs(parameters[index]) + 1e-12)
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
    return LevenbergMarquardtResult(
      parameters: parameters, cost: cost, iterations: iterations, converged: converged)
  }
}
