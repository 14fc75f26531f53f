// The formulas behind PennerEasing: each family's ease-in and ease-out halves and their slopes.
// The in-out form is assembled from the two halves in PennerEasing.progress(at:).

extension PennerEasing {
  /// A family of curves with the constants its form uses.
  enum Family: Sendable {
    case linear
    /// `p^exponent`, exponent 2...5.
    case power(Int)
    case sine
    case expo
    case circ
    /// Penner's back with the overshoot constant c (c1 or c2).
    case back(overshoot: Double)
    /// Penner's elastic with period 3 and phase 0.75 (in, out) or 4.5 and 1.125 (in-out).
    case elastic(period: Double, phase: Double)
    case bounce
  }

  /// Which half (or both) of the family a curve uses.
  enum Form: Sendable {
    case easeIn
    case easeOut
    case easeInOut
  }

  /// Penner's back overshoot, c1.
  static let backOvershoot = 1.70158
  /// The in-out back overshoot, c2 = c1·1.525.
  static let backInOutOvershoot = backOvershoot * 1.525

  /// The family and form of this curve.
  var shape: (family: Family, form: Form) {
    switch self {
    case .linear: (.linear, .easeIn)
    case .easeInQuad: (.power(2), .easeIn)
    case .easeOutQuad: (.power(2), .easeOut)
    case .easeInOutQuad: (.power(2), .easeInOut)
    case .easeInCubic: (.power(3), .easeIn)
    case .easeOutCubic: (.power(3), .easeOut)
    case .easeInOutCubic: (.power(3), .easeInOut)
    case .easeInQuart: (.power(4), .easeIn)
    case .easeOutQuart: (.power(4), .easeOut)
    case .easeInOutQuart: (.power(4), .easeInOut)
    case .easeInQuint: (.power(5), .easeIn)
    case .easeOutQuint: (.power(5), .easeOut)
    case .easeInOutQuint: (.power(5), .easeInOut)
    case .easeInSine: (.sine, .easeIn)
    case .easeOutSine: (.sine, .easeOut)
    case .easeInOutSine: (.sine, .easeInOut)
    case .easeInExpo: (.expo, .easeIn)
    case .easeOutExpo: (.expo, .easeOut)
    case .easeInOutExpo: (.expo, .easeInOut)
    case .easeInCirc: (.circ, .easeIn)
    case .easeOutCirc: (.circ, .easeOut)
    case .easeInOutCirc: (.circ, .easeInOut)
    case .easeInBack: (.back(overshoot: Self.backOvershoot), .easeIn)
    case .easeOutBack: (.back(overshoot: Self.backOvershoot), .easeOut)
    case .easeInOutBack: (.back(overshoot: Self.backInOutOvershoot), .easeInOut)
    case .easeInElastic: (.elastic(period: 3, phase: 0.75), .easeIn)
    case .easeOutElastic: (.elastic(period: 3, phase: 0.75), .easeOut)
    case .easeInOutElastic: (.elastic(period: 4.5, phase: 1.125), .easeInOut)
    case .easeInBounce: (.bounce, .easeIn)
    case .easeOutBounce: (.bounce, .easeOut)
    case .easeInOutBounce: (.bounce, .easeInOut)
    }
  }
}

/// ln 2, for the slopes of the powers of two.
private let ln2 = 0.693_147_180_559_945_3

extension PennerEasing.Family {
  /// The ease-in half at u in [0, 1]: exactly 0 at 0 and exactly 1 at 1.
  func easeIn(_ u: Double) -> Double {
    switch self {
    case .linear: return u
    case .power(let exponent): return raised(u, to: exponent)
    case .sine:
      // 1 − cos(π/2) rounds to 1 − 2^-53 instead of 1.
      return u == 1 ? 1 : 1 - libmCos(Double.pi / 2 * u)
    case .expo: return u == 0 ? 0 : libmExp2(10 * u - 10)
    case .circ: return 1 - oneMinusSquare(u).squareRoot()
    case .back(let c):
      // c3·u³ − c·u² = u²·(u + c·(u − 1)), exactly 1 at u = 1.
      return u * u * (u + c * (u - 1))
    case .elastic(let period, let phase):
      if u == 0 || u == 1 { return u }
      let angle = (10 * u - (10 + phase)) * (2 * Double.pi / period)
      return -libmExp2(10 * u - 10) * libmSin(angle)
    case .bounce: return 1 - bounceOut(1 - u)
    }
  }

  /// The ease-out half at v in [0, 1], `1 − easeIn(1 − v)`: exactly 0 at 0 and 1 at 1.
  func easeOut(_ v: Double) -> Double {
    switch self {
    case .linear: return v
    case .power(let exponent): return 1 - raised(1 - v, to: exponent)
    case .sine: return libmSin(Double.pi / 2 * v)
    case .expo: return v == 1 ? 1 : 1 - libmExp2(-10 * v)
    case .circ:
      // √(1 − (v − 1)²) = √(v·(2 − v)), accurate near v = 0.
      return (v * (2 - v)).squareRoot()
    case .back(let c):
      // 1 + c3·s³ + c·s² with s = v − 1, written to be exactly 0 at v = 0.
      let s = v - 1
      return 1 + s * s * (s + c * (s + 1))
    case .elastic(let period, let phase):
      if v == 0 || v == 1 { return v }
      let angle = (10 * v - phase) * (2 * Double.pi / period)
      return libmExp2(-10 * v) * libmSin(angle) + 1
    case .bounce: return bounceOut(v)
    }
  }

  /// The slope of the ease-in half at u.
  func easeInSlope(_ u: Double) -> Double {
    switch self {
    case .linear: return 1
    case .power(let exponent): return Double(exponent) * raised(u, to: exponent - 1)
    case .sine: return Double.pi / 2 * libmSin(Double.pi / 2 * u)
    case .expo: return 10 * ln2 * libmExp2(10 * u - 10)
    case .circ: return u / oneMinusSquare(u).squareRoot()
    case .back(let c): return u * (3 * u + c * (3 * u - 2))
    case .elastic(let period, let phase):
      let omega = 2 * Double.pi / period
      let angle = (10 * u - (10 + phase)) * omega
      return -libmExp2(10 * u - 10) * (10 * ln2 * libmSin(angle) + 10 * omega * libmCos(angle))
    case .bounce: return bounceOutSlope(1 - u)
    }
  }

  /// The slope of the ease-out half at v, `easeInSlope(1 − v)`.
  func easeOutSlope(_ v: Double) -> Double {
    switch self {
    case .linear: return 1
    case .power(let exponent): return Double(exponent) * raised(1 - v, to: exponent - 1)
    case .sine: return Double.pi / 2 * libmCos(Double.pi / 2 * v)
    case .expo: return 10 * ln2 * libmExp2(-10 * v)
    case .circ: return (1 - v) / (v * (2 - v)).squareRoot()
    case .back(let c):
      let s = v - 1
      return s * (3 * s + c * (3 * s + 2))
    case .elastic(let period, let phase):
      let omega = 2 * Double.pi / period
      let angle = (10 * v - phase) * omega
      return libmExp2(-10 * v) * (10 * omega * libmCos(angle) - 10 * ln2 * libmSin(angle))
    case .bounce: return bounceOutSlope(v)
    }
  }
}

/// `x^exponent` by repeated multiplication (monotone in x, exact for 0 and 1).
private func raised(_ x: Double, to exponent: Int) -> Double {
  var result = 1.0
  for _ in 0..<exponent { result *= x }
  return result
}

/// `1 − u²` without cancellation near u = 1.
private func oneMinusSquare(_ u: Double) -> Double {
  u < 0.5 ? 1 - u * u : (1 - u) * (1 + u)
}

/// Penner's d1; n1 = d1² = 7.5625.
private let bounceScale = 2.75

/// The bounce parabola that covers v: its centre k and its floor b in `(d1·v − k)² + b`.
private func bounceParabola(_ v: Double) -> (scaled: Double, centre: Double, floor: Double) {
  let scaled = bounceScale * v
  if scaled < 1 { return (scaled, 0, 0) }
  if scaled < 2 { return (scaled, 1.5, 0.75) }
  if scaled < 2.5 { return (scaled, 2.25, 0.9375) }
  return (scaled, 2.625, 0.984_375)
}

/// Penner's bounce-out, `n1·(v − k/d1)² + b` written as `(d1·v − k)² + b`.
private func bounceOut(_ v: Double) -> Double {
  let (scaled, centre, floor) = bounceParabola(v)
  let offset = scaled - centre
  return offset * offset + floor
}

/// The slope of bounce-out, `2·d1·(d1·v − k)`.
private func bounceOutSlope(_ v: Double) -> Double {
  let (scaled, centre, _) = bounceParabola(v)
  return 2 * bounceScale * (scaled - centre)
}
