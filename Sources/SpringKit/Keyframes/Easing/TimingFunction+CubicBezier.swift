extension TimingFunction {
  /// A cubic Bézier timing curve from (0, 0) to (1, 1), as in CSS `cubic-bezier()` and Core
  /// Animation's `CAMediaTimingFunction(controlPoints:_:_:_:)`.
  ///
  /// The control points P1 = (x1, y1) and P2 = (x2, y2) shape a parametric curve, and the
  /// progress at a time is the height of the curve above it:
  ///
  /// ```
  /// x(t) = 3(1 − t)²t·x1 + 3(1 − t)t²·x2 + t³          t in [0, 1]
  /// y(t) = 3(1 − t)²t·y1 + 3(1 − t)t²·y2 + t³
  /// progress(time) = y(t)  where  x(t) = time
  /// ```
  ///
  /// With x1 and x2 in [0, 1] the curve never turns back in time: x′(t) is 3 times a quadratic
  /// with Bernstein coefficients x1, x2 − x1 and 1 − x2, and (x1 − x2)² ≤ x1·(1 − x2), so
  /// x′(t) ≥ 0 with at most isolated zeros and every time has exactly one t. The y values
  /// are free: y beyond [0, 1] makes the curve overshoot.
  ///
  /// ```swift
  /// let overshoot = try TimingFunction.CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
  /// overshoot.progress(at: 0.5)                 // 1.0874…
  /// overshoot.parameter(forTime: 0.5)           // t with x(t) = 0.5
  /// ```
  ///
  /// ## Solving x(t) = time
  ///
  /// ``parameter(forTime:)`` starts Newton's method at t = time inside the bracket
  /// [0, 1], which always holds the root because x is increasing. Each evaluation narrows the
  /// bracket; a Newton step that would leave it, or meets a zero slope, is replaced by
  /// bisection, and after 50 iterations only bisection is used. It stops once
  /// `|x(t) − time| ≤ 1e-12` and either the residual is down to x's rounding error
  /// (`2⁻⁵²·time`), or the Newton correction or the bracket is below `2⁻⁵²·t` — relative
  /// tests, so that t is resolved to its last bits even near 0, where x may be flat — and
  /// returns the point with the smallest residual it evaluated.
  ///
  /// - The guarantee: the returned t satisfies `|x(t) − time| ≤ 1e-12`, x evaluated in Double
  ///   (its rounding error is below 1e-15 because every term of the Bernstein form is
  ///   positive). Since x′ ≤ 3, 43 bisections shrink any bracket enough, so the solver meets
  ///   the tolerance within 93 of its 100 iterations.
  /// - In practice: 4–8 evaluations (at most 13 in a sweep of 200 000 random curves and
  ///   times, half of them with x1 or x2 at 0, 1/2 or 1), 15–30 for times within 1e-6 of a
  ///   vertical tangent (all 100 only for absurd ones such as 1e-300 with x1 = 0, where Newton
  ///   and bisection both creep towards t ≈ 1e-150), and a residual of an ulp or two, so the
  ///   progress is accurate to about
  ///   `1e-16 · |dy/dx|`. Where the curve is vertical (x′(t) = 0, for example x1 = 0 at
  ///   time 0, or x1 = 1 and x2 = 0 at time 1/2), the progress is ill-conditioned for any
  ///   method.
  public struct CubicBezier: Sendable, Hashable {
    /// The first control point's time, in [0, 1].
    public let x1: Double
    /// The first control point's progress.
    public let y1: Double
    /// The second control point's time, in [0, 1].
    public let x2: Double
    /// The second control point's progress.
    public let y2: Double

    /// The largest `|x(t) − time|` that ``parameter(forTime:)`` leaves: 1e-12.
    public static let timeTolerance = 1e-12

    /// Iterations that may take a Newton step; after these, only bisection.
    static let newtonIterations = 50
    /// A bound on all iterations: 50 + 43 bisections always meet the tolerance.
    static let maximumIterations = 100

    /// Creates a curve from its two control points.
    ///
    /// - Parameters:
    ///   - x1: The first control point's time, finite and in [0, 1].
    ///   - y1: The first control point's progress, any finite value.
    ///   - x2: The second control point's time, finite and in [0, 1].
    ///   - y2: The second control point's progress, any finite value.
    /// - Throws: ``SpringError`` naming the first control coordinate that breaks its rule.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(SpringError) {
      for (name, x) in [("x1", x1), ("x2", x2)] where !(x >= 0 && x <= 1) {
        throw SpringError(parameter: name, value: .number(x), rule: .unitInterval)
      }
      for (name, y) in [("y1", y1), ("y2", y2)] where !y.isFinite {
        throw SpringError(parameter: name, value: .number(y), rule: .finite)
      }
      self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// Creates a curve whose control points are known to be valid.
    init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
      self.x1 = x1
      self.y1 = y1
      self.x2 = x2
      self.y2 = y2
    }

    /// The point of the curve at a Bézier parameter.
    ///
    /// ```
    /// (x(t), y(t)) = (B(t; x1, x2), B(t; y1, y2))
    /// B(t; a, b)   = 3·(1 − t)·t·((1 − t)·a + t·b) + t³
    /// ```
    ///
    /// - Parameter t: The Bézier parameter, in [0, 1] (not clamped).
    /// - Returns: The point: (0, 0) at t = 0 and (1, 1) at t = 1, exactly.
    public func point(atParameter t: Double) -> (x: Double, y: Double) {
      (bernstein(t, x1, x2), bernstein(t, y1, y2))
    }

    /// The Bézier parameter t at which the curve reaches a time: the solution of x(t) = time.
    ///
    /// See the type's discussion for the method and its guarantee.
    ///
    /// - Parameter time: The time; values below 0 give 0 and values above 1 give 1. NaN gives
    ///   NaN.
    /// - Returns: t in [0, 1] with `|x(t) − time| ≤` ``timeTolerance``.
    /// - Complexity: Typically 4–8 evaluations of x, at most 100.
    public func parameter(forTime time: Double) -> Double {
      guard time > 0 else { return time.isNaN ? time : 0 }
      guard time < 1 else { return 1 }
      // The root stays in [lower, upper]: a residual that moves a bound is either above the
      // tolerance, and then has the sign of the exact residual (x's rounding error is far
      // smaller), or within it, and then the best point already meets the guarantee.
      var lower = 0.0
      var upper = 1.0
      var t = time
      var best = (t: t, residual: Double.infinity)
      for iteration in 0..<Self.maximumIterations {
        let residual = bernstein(t, x1, x2) - time
        if abs(residual) < abs(best.residual) { best = (t, residual) }
        if residual == 0 { break }
        if residual < 0 { lower = t } else { upper = t }
        let correction = residual / bernsteinSlope(t, x1, x2)  // ±infinity or NaN if flat
        // Converged: the residual is down to x's rounding error (an ulp or two of time), the
        // Newton correction is below t's last bits, or the bracket has no room left.
        if abs(best.residual) <= Self.timeTolerance
          && (abs(residual) <= 0x1p-52 * time || abs(correction) <= 0x1p-52 * t
            || upper - lower <= 0x1p-52 * t)
        {
          break
        }
        let newton = t - correction
        t =
          iteration < Self.newtonIterations && newton > lower && newton < upper
          ? newton : lower + (upper - lower) / 2
      }
      return best.t
    }

    /// The progress at a normalised time, y(t) where x(t) = time.
    ///
    /// - Parameter time: The fraction of the duration that has passed; values below 0 count as
    ///   0 and values above 1 as 1. NaN gives NaN.
    /// - Returns: The progress: exactly 0 at time 0 and exactly 1 at time 1; exactly `time`
    ///   when the curve is the diagonal (x1 = y1 and x2 = y2).
    /// - Complexity: That of ``parameter(forTime:)``.
    public func progress(at time: Double) -> Double {
      guard !time.isNaN else { return time }
      if x1 == y1 && x2 == y2 { return min(max(time, 0), 1) }
      return bernstein(parameter(forTime: time), y1, y2)
    }

    /// The slope d progress / d time at a normalised time, y′(t) / x′(t).
    ///
    /// Where x′(t) = 0 the slope is the limit along the curve: `±infinity` if y′(t) ≠ 0, and
    /// otherwise the ratio of the first derivatives of y and x that are not both zero (for
    /// example y2 / x2 at time 0 when x1 = y1 = 0).
    ///
    /// ```
    /// x′(t)  = 3·((1 − t)(1 − 3t)·x1 + t(2 − 3t)·x2 + t²)
    /// x″(t)  = 6·((3t − 2)·x1 + (1 − 3t)·x2 + t)
    /// x‴(t)  = 6·(3·x1 − 3·x2 + 1)                       (the same for y)
    /// ```
    ///
    /// - Parameter time: The fraction of the duration that has passed, clamped to [0, 1] (the
    ///   slope at an end is the one-sided slope there). NaN gives NaN.
    /// - Returns: The slope; exactly 1 for the diagonal.
    /// - Complexity: That of ``parameter(forTime:)``.
    public func derivative(at time: Double) -> Double {
      guard !time.isNaN else { return time }
      if x1 == y1 && x2 == y2 { return 1 }
      let t = parameter(forTime: time)
      let dx = bernsteinSlope(t, x1, x2)
      let dy = bernsteinSlope(t, y1, y2)
      if dx != 0 { return dy / dx }
      // A vertical tangent or a cusp of x: compare the first derivatives that do not vanish.
      let xs = [dx, bernsteinCurvature(t, x1, x2), bernsteinJerk(x1, x2)]
      let ys = [dy, bernsteinCurvature(t, y1, y2), bernsteinJerk(y1, y2)]
      for order in 0..<3 {
        if ys[order] != 0 && xs[order] == 0 { return ys[order] > 0 ? .infinity : -.infinity }
        if xs[order] != 0 { return ys[order] / xs[order] }
      }
      return 1  // Not reached: x‴ = 0 would make x quadratic with a double root, not 0 → 1.
    }
  }
}

/// `3·(1 − t)·t·((1 − t)·a + t·b) + t³`, the Bernstein form of a timing curve's coordinate.
///
/// For a and b in [0, 1] every term is non-negative, so the rounding error is a few units in
/// the last place of the result.
private func bernstein(_ t: Double, _ a: Double, _ b: Double) -> Double {
  let s = 1 - t
  return 3 * s * t * (s * a + t * b) + t * t * t
}

/// d/dt of ``bernstein(_:_:_:)``: `3·(s(s − 2t)·a + t(2s − t)·b + t²)` with s = 1 − t.
private func bernsteinSlope(_ t: Double, _ a: Double, _ b: Double) -> Double {
  let s = 1 - t
  return 3 * (s * (s - 2 * t) * a + t * (2 * s - t) * b + t * t)
}

/// d²/dt² of ``bernstein(_:_:_:)``: `6·((t − 2s)·a + (s − 2t)·b + t)` with s = 1 − t.
private func bernsteinCurvature(_ t: Double, _ a: Double, _ b: Double) -> Double {
  let s = 1 - t
  return 6 * ((t - 2 * s) * a + (s - 2 * t) * b + t)
}

/// d³/dt³ of ``bernstein(_:_:_:)``: `6·(3a − 3b + 1)`.
private func bernsteinJerk(_ a: Double, _ b: Double) -> Double {
  6 * (3 * a - 3 * b + 1)
}
