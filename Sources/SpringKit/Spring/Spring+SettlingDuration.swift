// Exact settling duration: the last time the motion is at least ε away from its target.

extension Spring {
  /// The exact time after which a motion from zero toward `target` stays within `epsilon` of
  /// it.
  ///
  /// This is SwiftUI's form (the motion starts at zero). See
  /// ``settlingDuration(fromValue:toValue:initialVelocity:epsilon:)``.
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - epsilon: The distance from the target that counts as settled, in the value's units;
  ///     finite and greater than 0. Defaults to 0.001 as in SwiftUI.
  /// - Returns: Seconds; `0` when the motion never leaves the ε band and `infinity` when an
  ///   undamped spring oscillates beyond it forever.
  /// - Throws: ``SpringError`` when an input breaks its rule.
  @inlinable
  public func settlingDuration<V: SpringVector>(
    target: V, initialVelocity: V = .zero, epsilon: Double = 0.001
  ) throws(SpringError) -> Double {
    try settlingDuration(
      fromValue: .zero, toValue: target, initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// The exact time after which a motion from `fromValue` toward `toValue` stays within
  /// `epsilon` of `toValue`.
  ///
  /// The result is the last time t with |x(t) − toValue| ≥ ε, found to within about an ulp of
  /// t (far better than the 10⁻⁹ s promised), not an envelope estimate: SwiftUI scans in
  /// 0.1 s steps and Compose stops at 1 ms. For vectors the distance is Euclidean.
  ///
  /// ```swift
  /// let spring = try Spring(duration: 0.5, bounce: 0.3)
  /// let t = try spring.settlingDuration(fromValue: 0.0, toValue: 1.0, epsilon: 0.001)
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - epsilon: The distance from the target that counts as settled, in the value's units;
  ///     finite and greater than 0. Defaults to 0.001 as in SwiftUI.
  /// - Returns: Seconds; `0` when the motion never leaves the ε band and `infinity` when an
  ///   undamped spring oscillates beyond it forever.
  /// - Throws: ``SpringError`` when an input breaks its rule.
  @inlinable
  public func settlingDuration<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, epsilon: Double = 0.001
  ) throws(SpringError) -> Double {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    try SpringError.requirePositive(epsilon, "epsilon")
    // The motion stays in the plane of u₀ and v₀; express both in an orthonormal basis of it.
    let displacement = fromValue - toValue
    let length = Double(displacement.magnitude)
    let speed = Double(initialVelocity.magnitude)
    let plane: (displacement: SIMD2<Double>, velocity: SIMD2<Double>)
    if length > 0 {
      let along = Double(displacement.dot(initialVelocity)) / length
      let across = max(0, speed * speed - along * along).squareRoot()
      plane = (SIMD2(length, 0), SIMD2(along, across))
    } else {
      plane = (.zero, SIMD2(speed, 0))
    }
    return SettlingSolver(
      dynamics: dynamics, displacement: plane.displacement,
      velocity: plane.velocity, epsilon: epsilon
    ).settlingDuration()
  }

  /// SwiftUI's settling duration: a motion from 0 to 1 at rest, settled within 0.001.
  public var settlingDuration: Double {
    SettlingSolver(
      dynamics: dynamics, displacement: SIMD2(-1, 0), velocity: .zero,
      epsilon: 0.001
    ).settlingDuration()
  }
}

/// Finds the last time a planar spring motion U(t) = a(t)·P + b(t)·W has |U| ≥ ε.
///
/// |U| is monotone between consecutive extrema, so the answer lies on the last monotone
/// piece whose start is at least ε away, where bisection pins it to an ulp. The extrema come
/// in closed form for oscillating springs; for critical and overdamped springs there are at
/// most two and they are bracketed by a logarithmic scan of U·V.
@usableFromInline
struct SettlingSolver {
  let dynamics: SpringDynamics
  /// P = u₀ and W = v₀ in an orthonormal basis of their plane.
  let displacement: SIMD2<Double>
  let velocity: SIMD2<Double>
  let epsilon: Double

  @usableFromInline
  init(
    dynamics: SpringDynamics, displacement: SIMD2<Double>, velocity: SIMD2<Double>,
    epsilon: Double
  ) {
    self.dynamics = dynamics
    self.displacement = displacement
    self.velocity = velocity
    self.epsilon = epsilon
  }

  /// |U(t)|² and U(t)·V(t) at time t.
  func state(at time: Double) -> (distanceSquared: Double, outwardRate: Double) {
    let response = dynamics.response(at: DoubleDouble(time))
    let u = response.a * displacement + response.b * velocity
    let v = response.c * displacement + response.d * velocity
    return ((u * u).sum(), (u * v).sum())
  }

  func isOutside(at time: Double) -> Bool { state(at: time).distanceSquared >= epsilon * epsilon }

  @usableFromInline
  func settlingDuration() -> Double {
    let lambda = dynamics.decayRate
    switch dynamics.motion {
    case .oscillating(let dampedFrequency):
      return oscillatingSettlingDuration(lambda: lambda, dampedFrequency: dampedFrequency.high)
    case .critical:
      return creepingSettlingDuration(rate: lambda, spread: 0)
    case .overdamped(let spread, let slowRate):
      return creepingSettlingDuration(rate: slowRate, spread: spread)
    }
  }

  /// The last time in `[outside, inside]` with |U| ≥ ε, given |U| decreases on the interval,
  /// |U(outside)| ≥ ε and |U(inside)| < ε.
  func lastExit(outside: Double, inside: Double) -> Double {
    var low = outside
    var high = inside
    guard !isOutside(at: high) else { return high }
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if isOutside(at: middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// U = e^{−λt}(E₁·cos θ + E₂·sin θ) with θ = ω_d·t, so
  /// |U|² = e^{−2λt}(α + ρ·cos(2θ − ψ)) and its extrema solve ω₀·ρ·cos(2θ − ψ − χ) = −λα.
  func oscillatingSettlingDuration(lambda: Double, dampedFrequency: Double) -> Double {
    let e1 = displacement
    let e2 = (velocity + lambda * displacement) / dampedFrequency
    let n1 = (e1 * e1).sum()
    let n2 = (e2 * e2).sum()
    let alpha = (n1 + n2) / 2
    let beta = (n1 - n2) / 2
    let gamma = (e1 * e2).sum()
    let rho = (beta * beta + gamma * gamma).squareRoot()
    let peak = alpha + rho  // the largest |U|² can be, at t = 0
    guard peak >= epsilon * epsilon else { return 0 }
    guard lambda > 0 else { return .infinity }
    // Beyond the horizon even the envelope √(α + ρ)·e^{−λt} is inside the band.
    let horizon = libmLog(peak.squareRoot() / epsilon) / lambda
    let naturalFrequency = (lambda * lambda + dampedFrequency * dampedFrequency).squareRoot()
    let cosine = -lambda * alpha / (rho * naturalFrequency)
    guard rho > 0, cosine >= -1 else {
      // No extrema: |U| decreases from t = 0.
      return isOutside(at: 0) ? lastExit(outside: 0, inside: horizon) : 0
    }
    let spread = libmAcos(min(cosine, 1))
    let chi = libmAtan2(dampedFrequency, lambda)
    let psi = libmAtan2(gamma, beta)
    // Maxima at θ = θ₀ + jπ, each followed by a minimum at θ₀ + spread + jπ.
    let firstMaximum = (chi - spread + psi) / 2
    var j = ((dampedFrequency * horizon - firstMaximum) / Double.pi).rounded(.down)
    for _ in 0..<10_000 {
      let maximum = (firstMaximum + j * Double.pi) / dampedFrequency
      guard maximum > 0 else { break }
      if maximum <= horizon, isOutside(at: maximum) {
        let minimum = (firstMaximum + spread + j * Double.pi) / dampedFrequency
        return lastExit(outside: maximum, inside: min(minimum, horizon))
      }
      j -= 1
    }
    guard isOutside(at: 0) else { return 0 }
    // |U| falls from t = 0 to the first minimum.
    let firstMinimumIndex = (-(firstMaximum + spread) / Double.pi).rounded(.down) + 1
    let firstMinimum = (firstMaximum + spread + firstMinimumIndex * Double.pi) / dampedFrequency
    return lastExit(outside: 0, inside: min(firstMinimum, horizon))
  }

  /// Critical (spread 0) and overdamped motion: U = C·P + S·(W + λP) with
  /// C ≤ e^{−rt} and S ≤ e^{−rt}·min(t, 1/2s), where r is the slow decay rate.
  func creepingSettlingDuration(rate: Double, spread: Double) -> Double {
    let lengthP = (displacement * displacement).sum().squareRoot()
    let q = velocity + dynamics.decayRate * displacement
    let lengthQ = (q * q).sum().squareRoot()
    func bound(_ t: Double) -> Double {
      let sineBound = spread > 0 ? min(t, 1 / (2 * spread)) : t
      return libmExp(-rate * t) * (lengthP + sineBound * lengthQ)
    }
    // The bound decreases for t ≥ 1/r; find where it drops below ε.
    var horizon = 1 / rate
    var below = horizon
    if bound(horizon) >= epsilon {
      while bound(below) >= epsilon, below.isFinite { below *= 2 }
      guard below.isFinite else { return .infinity }
      var above = below / 2
      for _ in 0..<200 {
        let middle = above + (below - above) / 2
        guard middle > above, middle < below else { break }
        if bound(middle) >= epsilon { above = middle } else { below = middle }
      }
      horizon = below
    }
    // Extrema of |U| are sign changes of U·V; at most two, bracketed on a log grid.
    var pieces = [0.0]
    let fastest = 1 / (dynamics.decayRate + spread)
    let start = min(1e-3 * fastest, horizon / 1024)
    let ratio = libmExp(libmLog(horizon / start) / 512)
    var previous = (time: 0.0, rate: state(at: 0).outwardRate)
    var time = start
    while previous.time < horizon {
      time = min(time, horizon)
      let rate = state(at: time).outwardRate
      if (rate > 0) != (previous.rate > 0) {
        pieces.append(extremum(after: previous.time, before: time))
      }
      previous = (time, rate)
      time *= ratio
    }
    pieces.append(horizon)
    for index in stride(from: pieces.count - 2, through: 0, by: -1)
    where isOutside(at: pieces[index]) {
      return lastExit(outside: pieces[index], inside: pieces[index + 1])
    }
    return 0
  }

  /// The sign change of U·V in `(low, high)`, by bisection.
  func extremum(after low: Double, before high: Double) -> Double {
    var low = low
    var high = high
    let lowSign = state(at: low).outwardRate > 0
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if (state(at: middle).outwardRate > 0) == lowSign { low = middle } else { high = middle }
    }
    return high
  }
}
