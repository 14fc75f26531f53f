import SpringKit

/// The transition coefficients a(t), b(t) of a spring at many times, and the derivatives of
/// the displacement with respect to ω₀ and ζ — the Jacobian the fitter needs.
///
/// With u = x − to, u₀ = from − to, λ = ζω₀ and C̃ = a − λb, S̃ = b (the envelope-scaled
/// cosine and sine of the closed form):
///
/// ```
/// u        = a·u₀ + b·v₀                      v = c·u₀ + d·v₀
/// ∂u/∂ω₀   = (t·v − b·v₀) / ω₀                (at fixed ζ: time scaling)
/// ∂u/∂ζ    = ω₀·∂u/∂λ,   ∂u/∂λ = −t·u + u₀·S̃·(1 + λt) + (v₀ + λu₀)·e^{−λt}·∂S/∂λ
/// e^{−λt}·∂S/∂λ = −λ·(t·C̃ − S̃)/q,   q = ω₀² − λ²   (a series in q·t² near ζ = 1)
/// ```
///
/// All of it is continuous through ζ = 1 and needs no sin or cos beyond the spring's own
/// transition coefficients (uniform times get them from the exact transition matrix); only the
/// near-critical series needs the envelope e^{−λt}.
struct SpringResponseTable {
  var a: [Double] = []
  var b: [Double] = []

  /// Coefficients at evenly spaced times 0, h, …, (n − 1)·h by the exact recurrence,
  /// re-anchored to the closed form every 128 steps.
  init(spring: Spring, step: Double, count: Int) throws(SpringError) {
    let oneStep = try spring.transition(over: step)
    // `unsafeUninitializedCapacity: 0` would store into the runtime's shared empty buffer,
    // a write that races with every other thread's empty array.
    guard count > 0 else { return }
    // Anchors from the closed form every 128 steps, then the recurrence in between.
    var anchors: [(a: Double, b: Double)] = []
    anchors.reserveCapacity((count + 127) / 128)
    for index in stride(from: 0, to: count, by: 128) {
      let exact = try spring.transition(over: Double(index) * step)
      anchors.append((exact.a, exact.b))
    }
    // Each stretch of 128 steps is a chain of dependent multiplications from its anchor;
    // four stretches advance side by side so the processor overlaps their latencies. The
    // arithmetic of every stretch is the same as one at a time, so are the results.
    let stretch = 128
    let stretches = anchors.count
    var rowB = [Double]()
    a = [Double](unsafeUninitializedCapacity: count) { bufferA, initializedA in
      rowB = [Double](unsafeUninitializedCapacity: count) { bufferB, initializedB in
        guard let baseA = bufferA.baseAddress, let baseB = bufferB.baseAddress else { return }
        var first = 0
        while first < stretches {
          let lanes = min(4, stretches - first)
          let anchor = { (lane: Int) in anchors[min(first + lane, stretches - 1)] }
          var rowA = SIMD4(anchor(0).a, anchor(1).a, anchor(2).a, anchor(3).a)
          var rowB = SIMD4(anchor(0).b, anchor(1).b, anchor(2).b, anchor(3).b)
          let base = first * stretch
          if lanes == 4 && base + 4 * stretch <= count {
            // Four whole stretches: straight stores, no per-element bounds.
            let (a0, b0) = (baseA + base, baseB + base)
            for offset in 0..<stretch {
              a0[offset] = rowA[0]
              a0[offset + stretch] = rowA[1]
              a0[offset + 2 * stretch] = rowA[2]
              a0[offset + 3 * stretch] = rowA[3]
              b0[offset] = rowB[0]
              b0[offset + stretch] = rowB[1]
              b0[offset + 2 * stretch] = rowB[2]
              b0[offset + 3 * stretch] = rowB[3]
              (rowA, rowB) = (
                rowA * oneStep.a + rowB * oneStep.c, rowA * oneStep.b + rowB * oneStep.d
              )
            }
          } else {
            // The last stretches, one after the other: only the very last may be short, it
            // stops at `count`. (A lane's arithmetic is the same alone as side by side.)
            for lane in 0..<lanes {
              let start = base + lane * stretch
              var (a, b) = (rowA[lane], rowB[lane])
              for index in start..<min(start + stretch, count) {
                baseA[index] = a
                baseB[index] = b
                (a, b) = (a * oneStep.a + b * oneStep.c, a * oneStep.b + b * oneStep.d)
              }
            }
          }
          first += lanes
        }
        initializedB = count
      }
      initializedA = count
    }
    b = rowB
  }

  /// Coefficients at arbitrary times (raw samples).
  init(spring: Spring, times: [Double]) throws(SpringError) {
    a.reserveCapacity(times.count)
    b.reserveCapacity(times.count)
    for time in times {
      let exact = try spring.transition(over: time)
      a.append(exact.a)
      b.append(exact.b)
    }
  }
}

/// The spring's displacement and its derivatives at one time.
struct SpringSensitivity {
  /// u = x − to.
  var displacement: Double
  var withFrequency: Double
  var withDampingRatio: Double
  /// ∂u/∂v₀ = b.
  var withVelocity: Double
  /// ∂u/∂u₀ = a (so ∂x/∂from = a and ∂x/∂to = 1 − a).
  var withDisplacement: Double

  init(
    a: Double, b: Double, time t: Double, frequency omega: Double, dampingRatio zeta: Double,
    displacement u0: Double, velocity v0: Double
  ) {
    let lambda = zeta * omega
    let q = omega * omega - lambda * lambda  // ω_d², negative when overdamped
    let sine = b  // S̃
    let cosine = a - lambda * b  // C̃
    let u = a * u0 + b * v0
    // v = c·u₀ + d·v₀ with c = −ω₀²·b, d = a − 2λb.
    let v = -omega * omega * b * u0 + (a - 2 * lambda * b) * v0
    let qt2 = q * t * t
    let sineWithQ: Double  // e^{−λt}·dS/dq
    if abs(qt2) > 0.1 {
      sineWithQ = (t * cosine - sine) / (2 * q)
    } else {
      // dS/dq = Σ_{k≥1} k·(−1)^k·q^{k−1}·t^{2k+1}/(2k+1)!, times the envelope e^{−λt}.
      var term = -t * t * t / 6  // k = 1
      var sum = term
      for k in 2...12 {
        let kk = Double(k)
        term *= -qt2 * kk / ((kk - 1) * (2 * kk) * (2 * kk + 1))
        sum += term
      }
      sineWithQ = envelope(lambda * t) * sum
    }
    let sineWithLambda = -2 * lambda * sineWithQ
    let withLambda = -t * u + u0 * sine * (1 + lambda * t) + (v0 + lambda * u0) * sineWithLambda
    displacement = u
    withFrequency = (t * v - b * v0) / omega
    withDampingRatio = omega * withLambda
    withVelocity = b
    withDisplacement = a
  }
}

/// e^{−x}, through the public elementary function of SpringKit's scalar protocol.
@inline(__always)
func envelope(_ x: Double) -> Double { Double.exp(-x) }
