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
    try SpringError.requireFinite(fromValue - toValue, "fromValue - toValue")
    let plane = Self.planeCoordinates(
      displacement: fromValue - toValue, velocity: initialVelocity, epsilon: epsilon)
    return SettlingSolver(
      dynamics: dynamics, displacement: plane.displacement, velocity: plane.velocity,
      epsilon: plane.epsilon
    ).settlingDuration()
  }

  /// SwiftUI's settling duration: a motion from 0 to 1 at rest, settled within 0.001.
  public var settlingDuration: Double {
    SettlingSolver(
      dynamics: dynamics, displacement: PlaneVector(-1, 0), velocity: .zero, epsilon: 0.001
    ).settlingDuration()
  }

  /// u₀ and v₀ in an orthonormal basis of their plane (the motion never leaves it), after an
  /// exact power-of-two rescaling — applied to ε as well — so that their squares neither
  /// overflow nor underflow.
  @inlinable
  static func planeCoordinates<V: SpringVector>(
    displacement: V, velocity: V, epsilon: Double
  ) -> (displacement: PlaneVector, velocity: PlaneVector, epsilon: Double) {
    let plane = planeCoordinates(displacement: displacement, velocity: velocity)
    return (plane.displacement, plane.velocity, scaled(epsilon, exponent: plane.exponent))
  }

  /// `value` × 2^`exponent`, exactly unless it underflows or overflows.
  @inlinable
  static func scaled(_ value: Double, exponent: Int) -> Double {
    Double(sign: .plus, exponent: value.exponent + exponent, significand: value.significand)
  }

  /// u₀ and v₀ in an orthonormal basis of their plane, after an exact rescaling by
  /// 2^`exponent` so that their squares neither overflow nor underflow.
  @inlinable
  static func planeCoordinates<V: SpringVector>(
    displacement: V, velocity: V
  ) -> (displacement: PlaneVector, velocity: PlaneVector, exponent: Int) {
    var u = displacement
    var v = velocity
    var exponent = 0
    let step = Int(V.Scalar.greatestFiniteMagnitude.exponent) / 2
    let factor = V.Scalar(sign: .plus, exponent: V.Scalar.Exponent(step), significand: 1)
    let tiny = V.Scalar(sign: .plus, exponent: -V.Scalar.Exponent(step), significand: 1)
    for _ in 0..<8 {
      let largest = max(u.magnitudeSquared, v.magnitudeSquared)
      if !largest.isFinite {
        u = tiny * u
        v = tiny * v
        exponent -= step
      } else if largest < tiny, u != .zero || v != .zero {
        u = factor * u
        v = factor * v
        exponent += step
      } else {
        break
      }
    }
    let length = Double(u.magnitude)
    let speed = Double(v.magnitude)
    guard length > 0 else { return (.zero, PlaneVector(speed, 0), exponent) }
    let along = Double(u.dot(v)) / length
    let across = max(0, speed * speed - along * along).squareRoot()
    return (PlaneVector(length, 0), PlaneVector(along, across), exponent)
  }

  /// The exact rest duration of a motion from displacement u₀ and velocity v₀: the last time
  /// at which |u| ≥ `distance` or |v| ≥ `speed`, so that both stay within their thresholds
  /// for ever after (Euclidean norms for vectors).
  ///
  /// The velocity of a spring motion is itself a spring motion, starting at v₀ with the
  /// acceleration a₀ = −ω₀²u₀ − 2λv₀, so both conditions are settling durations of one
  /// solver; the answer is the later of the two.
  ///
  /// - Returns: Seconds after the state; `0` when it is already within both thresholds for
  ///   ever and `infinity` when an undamped spring never settles.
  @inlinable
  func restDuration<V: SpringVector>(
    displacement: V, velocity: V, distance: Double, speed: Double
  ) -> Double {
    let plane = Self.planeCoordinates(displacement: displacement, velocity: velocity)
    return SettlingSolver.restDuration(
      dynamics: dynamics, displacement: plane.displacement, velocity: plane.velocity,
      distance: Self.scaled(distance, exponent: plane.exponent),
      speed: Self.scaled(speed, exponent: plane.exponent))
  }
}

/// Finds the last time a planar spring motion U(t) = a(t)·P + b(t)·W has |U| ≥ ε.
///
/// |U| is monotone between consecutive extrema, so the answer lies on the last monotone
/// piece whose start is at least ε away, where bisection pins it down. For springs that
/// oscillate clearly (ζ < 1/√2) the extrema come in closed form, and so does the last maximum
/// outside the band: maxima decay as one exponential. Otherwise there are only a few extrema
/// and they are bracketed by a scan of the sign of U·V. Everything runs on values normalised
/// to the motion's scale, and times of far-away maxima are double-double.
@usableFromInline
struct SettlingSolver {
  let dynamics: SpringDynamics
  /// P = u₀ and W = v₀ in an orthonormal basis of their plane, divided by the motion's scale.
  let displacement: PlaneVector
  let velocity: PlaneVector
  /// ε divided by the same scale.
  let epsilon: Double

  @usableFromInline
  init(
    dynamics: SpringDynamics, displacement: PlaneVector, velocity: PlaneVector,
    epsilon: Double
  ) {
    self.dynamics = dynamics
    let naturalFrequency = dynamics.frequencySquared.squareRoot()
    let lengthP = Self.length(displacement)
    let lengthW = Self.length(velocity)
    var scale = max(lengthP, lengthW / naturalFrequency)
    if !scale.isFinite { scale = max(lengthP, lengthW) }
    guard scale > 0 else {
      (self.displacement, self.velocity, self.epsilon) = (.zero, .zero, epsilon)
      return
    }
    self.displacement = displacement / scale
    self.velocity = velocity / scale
    self.epsilon = epsilon / scale
  }

  static func length(_ vector: PlaneVector) -> Double { libmHypot(vector.x, vector.y) }

  /// The later of the last exits of |U| from `distance` and of |V| from `speed`; see
  /// ``Spring/restDuration(displacement:velocity:distance:speed:)``.
  @usableFromInline
  static func restDuration(
    dynamics: SpringDynamics, displacement: PlaneVector, velocity: PlaneVector,
    distance: Double, speed: Double
  ) -> Double {
    let position = SettlingSolver(
      dynamics: dynamics, displacement: displacement, velocity: velocity, epsilon: distance
    ).settlingDuration()
    guard position.isFinite else { return position }
    // V solves the same equation from (v₀, a₀); scale the state down (exactly, by powers of
    // two, ε with it) when ω₀²·u₀ would overflow.
    let lambda = dynamics.decayRate
    var (p, w, epsilon) = (velocity, displacement, speed)
    var acceleration = -dynamics.frequencySquared * w - (2 * lambda) * p
    for _ in 0..<8 where !(acceleration.x.isFinite && acceleration.y.isFinite) {
      let tiny = Double(sign: .plus, exponent: -256, significand: 1)
      (p, w, epsilon) = (tiny * p, tiny * w, tiny * epsilon)
      acceleration = -dynamics.frequencySquared * w - (2 * lambda) * p
    }
    let stopping = SettlingSolver(
      dynamics: dynamics, displacement: p, velocity: acceleration, epsilon: epsilon
    ).settlingDuration()
    return max(position, stopping)
  }

  func state(at time: DoubleDouble) -> (displacement: PlaneVector, velocity: PlaneVector) {
    let transition = dynamics.transition(over: time)
    return (
      transition.a * displacement + transition.b * velocity,
      transition.c * displacement + transition.d * velocity
    )
  }

  func isOutside(at time: DoubleDouble) -> Bool {
    Self.length(state(at: time).displacement) >= epsilon
  }

  /// Whether |U| grows at `time` (U·V > 0), computed on unit-scaled vectors so that the sign
  /// survives when both are tiny.
  func isReceding(at time: DoubleDouble) -> Bool {
    let (u, v) = state(at: time)
    let uScale = max(abs(u.x), abs(u.y))
    let vScale = max(abs(v.x), abs(v.y))
    guard uScale > 0, vScale > 0 else { return false }
    return (u / uScale).dot(v / vScale) > 0
  }

  @usableFromInline
  func settlingDuration() -> Double {
    guard displacement != .zero || velocity != .zero else { return 0 }
    if case .oscillating(let dampedFrequency) = dynamics.motion,
      dampedFrequency.high > dynamics.decayRate
    {
      return oscillatingSettlingDuration(dampedFrequency: dampedFrequency)
    }
    return scannedSettlingDuration()
  }

  /// The last time in `base + [0, length]` with |U| ≥ ε, given |U| decreases there and
  /// |U(base)| ≥ ε.
  func lastExit(from base: DoubleDouble, within length: Double) -> Double {
    if isOutside(at: base + DoubleDouble(length)) { return base.high + (base.low + length) }
    let low = Bisection.narrow(0, length) { isOutside(at: base + DoubleDouble($0)) }.low
    return base.high + (base.low + low)
  }

  /// U = e^{−λt}(E₁·cos θ + E₂·sin θ) with θ = ω_d·t, so
  /// |U|² = e^{−2λt}(α + ρ·cos(2θ − ψ)); its extrema solve ω₀·ρ·cos(2θ − ψ − χ) = −λα, and at
  /// every maximum |U|² = e^{−2λt}·(α + ρ·cos(χ − spread)).
  func oscillatingSettlingDuration(dampedFrequency: DoubleDouble) -> Double {
    let lambda = dynamics.decayRate
    let omegaD = dampedFrequency.high
    let e1 = displacement
    let e2 = (velocity + lambda * displacement) / omegaD
    let n1 = e1.dot(e1)
    let n2 = e2.dot(e2)
    let alpha = (n1 + n2) / 2
    let beta = (n1 - n2) / 2
    let gamma = e1.dot(e2)
    let rho = libmHypot(beta, gamma)
    let envelope = (alpha + rho).squareRoot()  // |U| ≤ envelope·e^{−λt}
    guard envelope >= epsilon else { return 0 }
    guard lambda > 0 else { return .infinity }
    let horizon = libmLog(envelope / epsilon) / lambda
    let cosine = -lambda * alpha / (rho * dynamics.frequencySquared.squareRoot())
    guard rho > 0, cosine >= -1 else {
      // No extrema: |U| decreases from t = 0.
      return isOutside(at: DoubleDouble(0)) ? lastExit(from: DoubleDouble(0), within: horizon) : 0
    }
    let spread = libmAcos(min(cosine, 1))
    let chi = libmAtan2(omegaD, lambda)
    let firstMaximum = (chi - spread + libmAtan2(gamma, beta)) / 2
    let atMaxima = (alpha + rho * libmCos(chi - spread)).squareRoot()
    if atMaxima > epsilon {
      // Maxima at θ₀ + jπ are outside the band until lastOutside; check the neighbours of the
      // predicted index too, since rounding can move the boundary by one.
      let lastOutside = libmLog(atMaxima / epsilon) / lambda
      let predicted = ((omegaD * lastOutside - firstMaximum) / Double.pi).rounded(.down)
      var prediction: DoubleDouble?
      for j in [predicted + 1, predicted, predicted - 1, predicted - 2] {
        let time = (DoubleDouble(firstMaximum) + DoubleDouble.pi.multiplied(by: j))
          .divided(by: dampedFrequency)
        // The horizon is rounded; a maximum a few ulps beyond it is still a candidate.
        guard time.high > 0, time.high <= horizon + 4 * horizon.ulp else { continue }
        if isOutside(at: time) {
          return lastExit(from: time, within: min(spread / omegaD, max(0, horizon - time.high)))
        }
        if prediction == nil { prediction = time }
      }
      // When successive maxima differ by less than rounding (ζ ≲ 1e-16), |U| cannot tell
      // them apart; the latest predicted maximum is then the best answer there is.
      if let prediction { return prediction.high + prediction.low }
    }
    // No maximum after t = 0 is outside the band; only the descent from t = 0 can be.
    guard isOutside(at: DoubleDouble(0)) else { return 0 }
    let firstMinimumIndex = (-(firstMaximum + spread) / Double.pi).rounded(.down) + 1
    let firstMinimum = (firstMaximum + spread + firstMinimumIndex * Double.pi) / omegaD
    return lastExit(from: DoubleDouble(0), within: min(firstMinimum, horizon))
  }

  /// The settling duration of springs with ζ ≥ 1/√2, which have few extrema.
  ///
  /// U = C·P + S·(W + λP) with |C| ≤ e^{−rt} and |S| ≤ e^{−rt}·min(t, 1/ω_d or 1/2s), r the
  /// slowest decay rate, which gives a horizon. The extrema are bracketed by the sign of U·V on
  /// a grid that is logarithmic near 0 and at most half the spacing of extrema apart.
  func scannedSettlingDuration() -> Double {
    let lambda = dynamics.decayRate
    let rate: Double
    let sineLimit: Double
    let extremumSpacing: Double
    let fastRate: Double
    switch dynamics.motion {
    case .oscillating(let dampedFrequency):
      (rate, sineLimit) = (lambda, 1 / dampedFrequency.high)
      (extremumSpacing, fastRate) = (Double.pi / (2 * dampedFrequency.high), lambda)
    case .critical:
      (rate, sineLimit, extremumSpacing, fastRate) = (lambda, .infinity, .infinity, lambda)
    case .overdamped(let spread, let slowRate):
      (rate, sineLimit) = (slowRate, 1 / (2 * spread))
      (extremumSpacing, fastRate) = (.infinity, lambda + spread)
    }
    let lengthP = Self.length(displacement)
    let lengthQ = Self.length(velocity + lambda * displacement)
    func bound(_ t: Double) -> Double {
      libmExp(-rate * t) * (lengthP + min(t, sineLimit) * lengthQ)
    }
    // The bound decreases for t ≥ 1/r; beyond the horizon it is inside the band.
    var horizon = 1 / rate
    guard horizon.isFinite else { return .infinity }
    if bound(horizon) >= epsilon {
      var above = horizon
      var below = 2 * horizon
      while bound(below) >= epsilon {
        guard below.isFinite else { return .infinity }
        (above, below) = (below, 2 * below)
      }
      horizon = Bisection.narrow(above, below) { bound($0) >= epsilon }.high
    }
    var pieces = [0.0]
    let start = min(1e-3 / fastRate, horizon / 1024)
    let ratio = libmExp(libmLog(horizon / start) / 512)
    let gridStep = extremumSpacing / 2  // extrema of |U| are about π/(2ω_d) apart
    var previous = (time: 0.0, receding: isReceding(at: DoubleDouble(0)))
    var time = start
    while previous.time < horizon {
      time = min(time, horizon)
      let receding = isReceding(at: DoubleDouble(time))
      if receding != previous.receding {
        pieces.append(extremum(after: previous.time, before: time))
      }
      previous = (time, receding)
      time = min(time * ratio, time + gridStep)
    }
    pieces.append(horizon)
    for index in stride(from: pieces.count - 2, through: 0, by: -1)
    where isOutside(at: DoubleDouble(pieces[index])) {
      return lastExit(
        from: DoubleDouble(pieces[index]), within: pieces[index + 1] - pieces[index])
    }
    return 0
  }

  /// The sign change of U·V in `(low, high)`, by bisection.
  func extremum(after low: Double, before high: Double) -> Double {
    let lowSign = isReceding(at: DoubleDouble(low))
    return Bisection.narrow(low, high) { isReceding(at: DoubleDouble($0)) == lowSign }.high
  }
}
