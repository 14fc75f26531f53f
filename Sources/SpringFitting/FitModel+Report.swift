import SpringKit

extension FitModel {
  /// The fit's spring, errors, verdict and identifiability notes, with the comparison times
  /// and data to report (the problem's own times are shifted to start at 0).
  func report(_ result: LevenbergMarquardtResult, times: [Double], data: [Double]) -> SpringFit {
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
    let (condition, notes) = identifiability(parameters)
    return SpringFit(
      spring: spring, from: parameters.from, to: parameters.to,
      initialVelocity: parameters.velocity, rmsError: rms, maxError: maximum,
      verdict: verdict(relativeError: rms / range, to: parameters.to),
      iterations: result.iterations, converged: result.converged, conditionNumber: condition,
      notes: notes, times: times, data: data)
  }

  /// Good within 2 % of the range, acceptable within 8 % unless the data's swings grow.
  func verdict(relativeError: Double, to target: Double) -> FitVerdict {
    if relativeError <= 0.02 { return .good }
    if let reason = growingSwings(around: target) {
      return .noSpringReproducesThis(reason: reason)
    }
    if relativeError <= 0.08 { return .acceptable }
    let percent = (relativeError * 1000).rounded() / 10
    return .noSpringReproducesThis(
      reason: "the closest spring is still \(percent) % of the range off (RMS)")
  }

  /// A sentence when a later swing of the data around the target is larger than an earlier
  /// one: a damped spring's swings only shrink.
  func growingSwings(around target: Double) -> String? {
    let deviations = problem.values.map { $0 - target }
    var swings: [Double] = []
    for i in deviations.indices.dropFirst().dropLast() {
      let (before, here, after) = (deviations[i - 1], deviations[i], deviations[i + 1])
      if (here > before && here >= after) || (here < before && here <= after) {
        swings.append(abs(here))
      }
    }
    let range = (problem.values.max() ?? 0) - (problem.values.min() ?? 0)
    for (earlier, later) in zip(swings, swings.dropFirst())
    where later > 1.05 * earlier && later > 0.01 * range {
      return "a later swing (\(Self.format(later))) is larger than the one before it "
        + "(\(Self.format(earlier))), and a damped spring's swings only shrink"
    }
    return nil
  }

  /// The condition number of the column-scaled normal matrix, and notes when the data cannot
  /// pin the parameters down.
  func identifiability(_ parameters: FitParameters) -> (Double, [String]) {
    var notes: [String] = []
    if problem.dataPoints <= free.count {
      notes.append(
        "only \(problem.dataPoints) keyframes for \(free.count) free parameters: many springs "
          + "pass through them; this is one of them")
    }
    let linear = [Bool](repeating: false, count: free.count)
    guard !free.isEmpty, var (matrix, _) = normalSystem(parameters, logarithmic: linear) else {
      return (1, notes)
    }
    let scale = free.indices.map { matrix[$0][$0].squareRoot() }
    guard scale.allSatisfy({ $0 > 0 }) else {
      notes.append("a parameter has no effect on the fitted curve")
      return (.infinity, notes)
    }
    for j in free.indices { for k in free.indices { matrix[j][k] /= scale[j] * scale[k] } }
    let eigenvalues = SmallLinearAlgebra.symmetricEigenvalues(matrix)
    let largest = eigenvalues.max() ?? 1
    let smallest = max(eigenvalues.min() ?? 1, 0)
    let condition = smallest > 0 ? largest / smallest : .infinity
    if condition > 1e8 {
      notes.append(
        "the data barely distinguishes some parameters (condition number "
          + "\(Self.format(condition))): other springs fit almost as well")
    }
    return (condition, notes)
  }

  static func format(_ value: Double) -> String {
    guard value.isFinite, value != 0, abs(value) < 1e6 else { return "\(value)" }
    let digits = 3 - Int((Double.log(abs(value)) / Double.log(10)).rounded(.down))
    var scale = 1.0
    for _ in 0..<max(0, min(digits, 15)) { scale *= 10 }
    return "\((value * scale).rounded() / scale)"
  }
}
