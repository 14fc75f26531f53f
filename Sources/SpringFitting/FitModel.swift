import SpringKit

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
  /// The points the user wrote, as (seconds, value).
  ///
  /// The keyframes, or the samples themselves. The verdict names these, never turns that only the interpolation makes.
  var keyframes: [(time: Double, value: Double)] = []
  /// Whether ``keyframes`` are keyframes (a track) rather than samples.
  var hasKeyframes = false
  /// The time from which the data is the keyframes' last value held, when the comparison
  /// includes the hold (``FitWindow/keyframesThenHeld``).
  var holdStart: Double?

  /// Every `factor`-th comparison point (and the last), for cheap screening.
  func thinned(by factor: Int) -> FitProblem {
    guard times.count > 4 * factor else { return self }
    var indices = Array(stride(from: 0, to: times.count, by: factor))
    if indices.last != times.count - 1 { indices.append(times.count - 1) }
    let uniform = uniformStep.flatMap { step in
      (times.count - 1) % factor == 0 ? step * Double(factor) : nil
    }
    var thinned = FitProblem(
      times: indices.map { times[$0] }, values: indices.map { values[$0] }, uniformStep: uniform,
      from: from, to: to, dataPoints: dataPoints)
    thinned.keyframes = keyframes
    thinned.hasKeyframes = hasKeyframes
    thinned.holdStart = holdStart
    return thinned
  }
}

extension FitProblem {
  /// The comparison for keyframes: `intervals` + 1 evenly spaced times over the duration
  /// and, for ``FitWindow/keyframesThenHeld``, `intervals` more over a tail as long again
  /// where the data is the last keyframe value, held.
  ///
  /// The model's times are exactly i·h (the recurrence's own times); `reportedTimes` are the
  /// same instants with the duration and twice the duration pinned exactly.
  ///
  /// - Parameters:
  ///   - duration: The keyframes' duration T, in seconds.
  ///   - intervals: Intervals over the duration (``SpringFitter/comparisonCount`` − 1).
  ///   - window: Whether the held tail is compared too.
  ///   - keyframes: The keyframes as (seconds, value), first value `from`, last `to`.
  ///   - value: The keyframe curve at a time in 0...T.
  /// - Returns: The problem and the times to report.
  static func keyframes(
    duration: Double, intervals: Int, window: FitWindow,
    keyframes: [(time: Double, value: Double)], value: (Double) -> Double
  ) -> (problem: FitProblem, reportedTimes: [Double]) {
    let grid = TimeGrid(duration: duration, intervals: intervals)
    var reported = Array(grid)
    var values = reported.map(value)
    let last = keyframes.last?.value ?? values[values.count - 1]
    var holdStart: Double?
    if window == .keyframesThenHeld {
      // The tail starts after the duration: T + the same grid's times, last exactly 2T.
      reported += grid.dropFirst().map { duration + $0 }
      values += [Double](repeating: last, count: intervals)
      holdStart = duration
    }
    var problem = FitProblem(
      times: Array(TimeGrid(step: grid.step, count: reported.count)), values: values,
      uniformStep: grid.step, from: keyframes.first?.value ?? values[0], to: last,
      dataPoints: keyframes.count)
    problem.keyframes = keyframes
    problem.hasKeyframes = true
    problem.holdStart = holdStart
    return (problem, reported)
  }
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

/// Residuals and Jacobian of one problem: the one-component front of the fitter's
/// Levenberg–Marquardt (``LeastSquaresModel``).
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

  /// Whether every free parameter of `candidate` is within `tolerance` (relative, `floor`
  /// added to the magnitude) of `other`'s: the same minimum, reached from two starts.
  func isNear(
    _ candidate: FitParameters, _ other: FitParameters, tolerance: Double, floor: Double = 1e-9
  ) -> Bool {
    free.allSatisfy { index in
      abs(candidate[index] - other[index]) <= tolerance * (abs(other[index]) + floor)
    }
  }

  /// Half the sum of squared residuals, or `nil` for an invalid spring.
  func cost(_ parameters: FitParameters) -> Double? {
    guard let spring = parameters.spring, let table = table(for: spring) else { return nil }
    return cost(parameters, table)
  }

  /// Half the sum of squared residuals with the spring's coefficients already at hand.
  func cost(_ parameters: FitParameters, _ table: SpringResponseTable) -> Double? {
    let u0 = parameters.from - parameters.to
    let (to, v0) = (parameters.to, parameters.velocity)
    // Four partial sums side by side: the loop runs on every trial of every fit.
    var lanes = SIMD4<Double>()
    var sum = 0.0
    problem.values.withUnsafeBufferPointer { values in
      table.a.withUnsafeBufferPointer { a in
        table.b.withUnsafeBufferPointer { b in
          let count = values.count
          var i = 0
          while i + 4 <= count {
            let ai = SIMD4(a[i], a[i + 1], a[i + 2], a[i + 3])
            let bi = SIMD4(b[i], b[i + 1], b[i + 2], b[i + 3])
            let y = SIMD4(values[i], values[i + 1], values[i + 2], values[i + 3])
            let r = (ai * u0 + bi * v0 + to) - y
            lanes += r * r
            i += 4
          }
          while i < count {
            let r = to + a[i] * u0 + b[i] * v0 - values[i]
            sum += r * r
            i += 1
          }
        }
      }
    }
    sum += lanes.sum()
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
    if linear == [.velocity] {
      // The default case: one unknown, solved directly from Σb² and Σb·target (the same
      // sums, in the same order, as the general loop below).
      var (s00, t0) = (0.0, 0.0)
      let (from, to) = (parameters.from, parameters.to)
      problem.values.withUnsafeBufferPointer { values in
        table.a.withUnsafeBufferPointer { a in
          table.b.withUnsafeBufferPointer { b in
            for i in 0..<values.count {
              let target = values[i] - (to * (1 - a[i]) + from * a[i])
              t0 += b[i] * target
              s00 += b[i] * b[i]
            }
          }
        }
      }
      guard s00 > 0 else { return nil }
      parameters.velocity = t0 / (s00 * (1 + 1e-12))
      guard let cost = cost(parameters, table) else { return nil }
      return (cost, parameters)
    }
    if !linear.isEmpty {
      // Accumulate the normal equations of the (at most three) linear unknowns without
      // allocating per point: x = to·(1 − a) + from·a + v₀·b.
      let n = linear.count
      let hasVelocity = linear.contains(.velocity)
      let hasFrom = linear.contains(.from)
      let hasTo = linear.contains(.to)
      // Σ cᵢcⱼ and Σ cᵢ·target over the columns (b, a, 1 − a), in registers.
      var (s00, s01, s02, s11, s12, s22) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
      var (t0, t1, t2) = (0.0, 0.0, 0.0)
      for i in problem.times.indices {
        let a = table.a[i]
        let b = table.b[i]
        var fixed = 0.0
        if !hasTo { fixed += parameters.to * (1 - a) }
        if !hasFrom { fixed += parameters.from * a }
        if !hasVelocity { fixed += b * parameters.velocity }
        let target = problem.values[i] - fixed
        let c2 = 1 - a
        t0 += b * target
        t1 += a * target
        t2 += c2 * target
        s00 += b * b
        s01 += b * a
        s02 += b * c2
        s11 += a * a
        s12 += a * c2
        s22 += c2 * c2
      }
      if linear == [.velocity] {
        // The default case: one unknown, solved directly.
        guard s00 > 0 else { return nil }
        parameters.velocity = t0 / (s00 * (1 + 1e-12))
        guard let cost = cost(parameters, table) else { return nil }
        return (cost, parameters)
      }
      let sums = [s00, s01, s02, 0, s11, s12, 0, 0, s22]
      let targets = [t0, t1, t2]
      var normal = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
      var rhs = [Double](repeating: 0, count: n)
      let slot = { (index: FitParameters.Index) -> Int in
        switch index {
        case .velocity: 0
        case .from: 1
        default: 2
        }
      }
      for (j, first) in linear.enumerated() {
        rhs[j] = targets[slot(first)]
        for (k, second) in linear.enumerated() {
          let (low, high) = (min(slot(first), slot(second)), max(slot(first), slot(second)))
          normal[j][k] = sums[low * 3 + high]
        }
        normal[j][j] *= 1 + 1e-12
      }
      guard let solution = SmallLinearAlgebra.solve(normal, rhs) else { return nil }
      for (j, index) in linear.enumerated() { parameters[index] = solution[j] }
    }
    guard let cost = cost(parameters, table) else { return nil }
    return (cost, parameters)
  }

  /// The normal equations JᵀJ and Jᵀr of the free parameters.
  ///
  /// They are accumulated point by point without storing the Jacobian. Columns flagged in
  /// `logarithmic` are derivatives with respect to the logarithm of their parameter.
  func normalSystem(
    _ parameters: FitParameters, logarithmic: [Bool], table known: SpringResponseTable? = nil
  ) -> (matrix: [[Double]], gradient: [Double])? {
    guard let spring = parameters.spring, let table = known ?? table(for: spring) else {
      return nil
    }
    let u0 = parameters.from - parameters.to
    if free == [.frequency, .dampingRatio, .velocity] {
      return defaultNormalSystem(parameters, table: table, logarithmic: logarithmic)
    }
    let n = free.count
    let columnScale = free.enumerated().map { logarithmic[$0.offset] ? parameters[$0.element] : 1 }
    let slots = free.map(\.rawValue)
    var matrix = [Double](repeating: 0, count: n * n)
    var gradient = [Double](repeating: 0, count: n)
    var row = [Double](repeating: 0, count: FitParameters.Index.allCases.count)
    row.withUnsafeMutableBufferPointer { row in
      matrix.withUnsafeMutableBufferPointer { matrix in
        gradient.withUnsafeMutableBufferPointer { gradient in
          for i in problem.times.indices {
            let s = SpringSensitivity(
              a: table.a[i], b: table.b[i], time: problem.times[i],
              frequency: parameters.frequency, dampingRatio: parameters.dampingRatio,
              displacement: u0, velocity: parameters.velocity)
            let residual = parameters.to + s.displacement - problem.values[i]
            row[0] = s.withFrequency
            row[1] = s.withDampingRatio
            row[2] = s.withVelocity
            row[3] = s.withDisplacement
            row[4] = 1 - s.withDisplacement
            for j in 0..<n {
              let jj = row[slots[j]] * columnScale[j]
              gradient[j] += jj * residual
              for k in j..<n { matrix[j * n + k] += jj * row[slots[k]] * columnScale[k] }
            }
          }
        }
      }
    }
    var square = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    for j in 0..<n {
      for k in j..<n {
        square[j][k] = matrix[j * n + k]
        square[k][j] = matrix[j * n + k]
      }
    }
    guard gradient.allSatisfy(\.isFinite), matrix.allSatisfy(\.isFinite) else { return nil }
    return (square, gradient)
  }

  /// ``normalSystem(_:logarithmic:)`` for the default free parameters (ω₀, ζ, v₀), with the
  /// sums in registers: the hot loop of every fit.
  ///
  /// ``SpringSensitivity`` needs its near-critical series only where |q·t²| ≤ 0.1, which —
  /// times increasing from 0 — is a prefix of the times. The prefix goes point by point; the
  /// rest, one branch-free closed form with the divisions hoisted, four points at a time.
  func defaultNormalSystem(
    _ parameters: FitParameters, table: SpringResponseTable, logarithmic: [Bool]
  ) -> (matrix: [[Double]], gradient: [Double])? {
    let u0 = parameters.from - parameters.to
    let (omega, zeta, v0, to) = (
      parameters.frequency, parameters.dampingRatio, parameters.velocity, parameters.to
    )
    let scale0 = logarithmic[0] ? omega : 1
    let scale1 = logarithmic[1] ? zeta : 1
    let lambda = zeta * omega
    let q = omega * omega - lambda * lambda
    // The prefix point by point, the rest four points at a time: the same sums.
    var prefix = NormalSums<Double>()
    var sums = NormalSums<SIMD4<Double>>()
    problem.times.withUnsafeBufferPointer { times in
      problem.values.withUnsafeBufferPointer { values in
        table.a.withUnsafeBufferPointer { a in
          table.b.withUnsafeBufferPointer { b in
            let count = times.count
            func accumulate(_ i: Int) {
              let s = SpringSensitivity(
                a: a[i], b: b[i], time: times[i], frequency: omega, dampingRatio: zeta,
                displacement: u0, velocity: v0)
              let r = to + s.displacement - values[i]
              let j0 = s.withFrequency * scale0
              let j1 = s.withDampingRatio * scale1
              prefix.add(j0, j1, s.withVelocity, r)
            }
            var split = 0
            while split < count, !(abs(q * times[split] * times[split]) > 0.1) {
              accumulate(split)
              split += 1
            }
            // Past the prefix: ∂u/∂λ's sine term is −λ·(t·C̃ − S̃)/q, as in SpringSensitivity.
            let k = -lambda / q
            let (omega2, twoLambda) = (omega * omega, 2 * lambda)
            let (frequencyScale, ratioScale) = (scale0 / omega, omega * scale1)
            let lambdaU0 = v0 + lambda * u0
            var i = split
            while i + 4 <= count {
              let t = SIMD4(times[i], times[i + 1], times[i + 2], times[i + 3])
              let ai = SIMD4(a[i], a[i + 1], a[i + 2], a[i + 3])
              let bi = SIMD4(b[i], b[i + 1], b[i + 2], b[i + 3])
              let y = SIMD4(values[i], values[i + 1], values[i + 2], values[i + 3])
              let u = ai * u0 + bi * v0
              let v = (ai - twoLambda * bi) * v0 - omega2 * u0 * bi
              let r = (u + to) - y
              let sineWithLambda = k * (t * (ai - lambda * bi) - bi)
              let withLambda = u0 * bi * (1 + lambda * t) - t * u + lambdaU0 * sineWithLambda
              let j0 = (t * v - bi * v0) * frequencyScale
              let j1 = withLambda * ratioScale
              sums.add(j0, j1, bi, r)
              i += 4
            }
            while i < count {
              accumulate(i)
              i += 1
            }
          }
        }
      }
    }
    let m00 = prefix.m00 + sums.m00.sum()
    let m01 = prefix.m01 + sums.m01.sum()
    let m02 = prefix.m02 + sums.m02.sum()
    let m11 = prefix.m11 + sums.m11.sum()
    let m12 = prefix.m12 + sums.m12.sum()
    let m22 = prefix.m22 + sums.m22.sum()
    let matrix = [[m00, m01, m02], [m01, m11, m12], [m02, m12, m22]]
    let gradient = [
      prefix.g0 + sums.g0.sum(), prefix.g1 + sums.g1.sum(), prefix.g2 + sums.g2.sum(),
    ]
    guard gradient.allSatisfy(\.isFinite), matrix.joined().allSatisfy(\.isFinite) else {
      return nil
    }
    return (matrix, gradient)
  }

  /// The damping ratio's coordinate p: ζ itself up to 1, 1 + ln ζ above (C¹ at ζ = 1).
  ///
  /// Linear near 0 so that ζ = 0 — an undamped wiggle — is reachable (a logarithm would put
  /// it at −∞); logarithmic above 1, which straightens the valley of strongly overdamped
  /// fits, where only ω₀/ζ (the slow rate) matters and ζ can grow by orders of magnitude.
  static func dampingCoordinate(_ ratio: Double) -> Double {
    ratio > 1 ? 1 + Double.log(ratio) : ratio
  }

  /// The damping ratio at coordinate p, projected onto ζ ≥ 0.
  static func dampingRatio(coordinate p: Double) -> Double {
    p > 1 ? Double.exp(p - 1) : max(p, 0)
  }
}

extension FitModel: LeastSquaresModel {
  var freeCount: Int { free.count }

  /// The scalar search extrapolates crawls (the vector search was tuned without).
  var extrapolatesCrawls: Bool { true }

  func evaluate(_ parameters: FitParameters) -> (cost: Double, table: SpringResponseTable)? {
    guard let spring = parameters.spring, let table = table(for: spring),
      let cost = cost(parameters, table)
    else { return nil }
    return (cost, table)
  }

  /// Which columns of the optimiser's normal system are logarithmic: log ω₀, and ζ's
  /// coordinate, whose dζ/dp is ζ above 1 (a log column) and 1 below.
  func optimiserColumns(_ parameters: FitParameters) -> [Bool] {
    free.map { $0 == .frequency || ($0 == .dampingRatio && parameters.dampingRatio > 1) }
  }

  func optimiserSystem(_ parameters: FitParameters, table: SpringResponseTable) -> (
    matrix: [[Double]], gradient: [Double]
  )? {
    normalSystem(parameters, logarithmic: optimiserColumns(parameters), table: table)
  }

  func columnAtBound(_ parameters: FitParameters) -> Int? {
    parameters.dampingRatio == 0 ? free.firstIndex(of: .dampingRatio) : nil
  }

  func clampedToBounds(_ parameters: FitParameters) -> FitParameters {
    var parameters = parameters
    parameters.dampingRatio = max(parameters.dampingRatio, 0)
    return parameters
  }

  /// `parameters` moved by `times` × `step` in the optimiser's coordinates (log ω₀, ζ's
  /// coordinate, the linear rest), each of the first two capped at ±5.
  func moved(_ parameters: FitParameters, by step: [Double], times: Double) -> FitParameters {
    var trial = parameters
    for (j, index) in free.enumerated() {
      let scaled = times * step[j]
      let capped = max(min(scaled, 5), -5)
      switch index {
      case .frequency: trial[index] = parameters[index] * Double.exp(capped)
      case .dampingRatio:
        trial[index] = Self.dampingRatio(
          coordinate: Self.dampingCoordinate(parameters[index]) + capped)
      default: trial[index] = parameters[index] + scaled
      }
    }
    if !options.allowsOverdamping { trial.dampingRatio = min(trial.dampingRatio, 1) }
    return trial
  }
}

/// Accumulators of the normal equations JᵀJ and Jᵀr for (ω₀, ζ, v₀): one point at a time
/// (`Double`) or four side by side (`SIMD4<Double>`).
struct NormalSums<Lane: NormalSumLane> {
  var m00 = Lane()
  var m01 = Lane()
  var m02 = Lane()
  var m11 = Lane()
  var m12 = Lane()
  var m22 = Lane()
  var g0 = Lane()
  var g1 = Lane()
  var g2 = Lane()

  @inline(__always)
  mutating func add(_ j0: Lane, _ j1: Lane, _ j2: Lane, _ r: Lane) {
    m00.add(j0, times: j0)
    m01.add(j0, times: j1)
    m02.add(j0, times: j2)
    m11.add(j1, times: j1)
    m12.add(j1, times: j2)
    m22.add(j2, times: j2)
    g0.add(j0, times: r)
    g1.add(j1, times: r)
    g2.add(j2, times: r)
  }
}

/// What ``NormalSums`` adds up: a `Double`, or a `SIMD4<Double>` of four points.
///
/// A named method rather than operator requirements, which would give every `*` and `+=`
/// of the file more overloads to try.
protocol NormalSumLane {
  init()
  /// `self += a * b`, rounded twice (a product, then a sum): never a fused multiply-add.
  mutating func add(_ a: Self, times b: Self)
}

extension Double: NormalSumLane {
  @inline(__always)
  mutating func add(_ a: Double, times b: Double) { self += a * b }
}

extension SIMD4: NormalSumLane where Scalar == Double {
  @inline(__always)
  mutating func add(_ a: SIMD4<Double>, times b: SIMD4<Double>) { self += a * b }
}
