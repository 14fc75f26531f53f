import SpringKit
import Testing
import _SpringTestSupport

/// The cubic Bézier solver against the mpmath reference (`Tests/ReferenceData/cubic-bezier.csv`,
/// written by `Scripts/reference/bezier_reference.py`) and under randomised control points.
@Suite struct CubicBezierEasingTests {
  typealias CubicBezier = TimingFunction.CubicBezier

  /// The promise of the issue.
  ///
  /// The solver leaves a residual of a few ulps in x, so y is off by
  /// about 1e-16·|dy/dx|; the steepest reference rows have |dy/dx| ≈ 100.
  static let progressTolerance = 1e-11

  static func curve(_ row: ReferenceTable.Row) throws -> CubicBezier {
    try CubicBezier(
      x1: row.number("x1"), y1: row.number("y1"), x2: row.number("x2"), y2: row.number("y2"))
  }

  @Test func progressMatchesTheReference() throws {
    let table = try ReferenceTable(named: "cubic-bezier.csv")
    #expect(table.rows.count >= 400)
    for row in table.rows {
      let curve = try Self.curve(row)
      let time = row.number("time")
      let progress = curve.progress(at: time)
      let error = abs(progress - row.number("progress"))
      #expect(error <= Self.progressTolerance, "\(row) time=\(time) progress=\(progress)")
      // The parameter itself is only well defined where x′(t) is not tiny; its residual is.
      let t = curve.parameter(forTime: time)
      #expect(
        isClose(curve.point(atParameter: t).x, time, absolute: CubicBezier.timeTolerance), "\(row)")
    }
  }

  /// The slope matches the reference to a relative 1e-8, and vertical tangents are infinite.
  ///
  /// dy/dx = y′/x′ loses digits as x′ → 0: its error is about ε·|y′|·|x″|/x′². A relative
  /// 1e-8 holds for every reference row; the vertical tangents must come out infinite.
  @Test func derivativeMatchesTheReference() throws {
    let table = try ReferenceTable(named: "cubic-bezier.csv")
    for row in table.rows {
      let curve = try Self.curve(row)
      let time = row.number("time")
      let expected = row.number("slope")
      let slope = curve.derivative(at: time)
      if expected.isInfinite {
        #expect(slope == expected, "\(row) time=\(time)")
        continue
      }
      let error = abs(slope - expected) / max(1, abs(expected))
      #expect(error <= 1e-8, "\(row) time=\(time) slope=\(slope) expected=\(expected)")
    }
  }

  /// The solver's guarantee, |x(t) − time| ≤ 1e-12, for random valid control points, a fifth of
  /// them with x1 or x2 at exactly 0 or 1, and times spread over [0, 1] and crowded at its ends
  /// and at 1/2 (where x1 = 1, x2 = 0 has its vertical tangent).
  @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
  func solverMeetsItsTimeToleranceForRandomCurves(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<20_000 {
      let x1 = Self.randomControlX(using: &random)
      let x2 = Self.randomControlX(using: &random)
      let y1 = Double.random(in: -3...4, using: &random)
      let y2 = Double.random(in: -3...4, using: &random)
      guard let curve = try? CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) else {
        Issue.record("valid control points rejected: \(x1) \(x2), seed \(seed)")
        return
      }
      let time = Self.randomTime(using: &random)
      let t = curve.parameter(forTime: time)
      let residual = abs(curve.point(atParameter: t).x - time)
      #expect(
        residual <= CubicBezier.timeTolerance && t >= 0 && t <= 1,
        "seed \(seed): \(curve) at \(time): t=\(t) residual \(residual)")
      #expect(curve.progress(at: time).isFinite, "seed \(seed): \(curve) at \(time)")
    }
  }

  static func randomControlX(using random: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: 0
    case 1: 1
    case 2: Double.random(in: 0...1e-6, using: &random)
    case 3: 1 - Double.random(in: 0...1e-6, using: &random)
    default: Double.random(in: 0...1, using: &random)
    }
  }

  static func randomTime(using random: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: Double.random(in: 0...1e-9, using: &random)
    case 1: 1 - Double.random(in: 0...1e-9, using: &random)
    case 2: 0.5 + Double.random(in: -1e-6...1e-6, using: &random)
    default: Double.random(in: 0...1, using: &random)
    }
  }

  static let extremeControlTimes: [(Double, Double)] = [
    (0, 0), (1, 1), (0, 1), (1, 0), (1e-300, 1), (1, .leastNonzeroMagnitude),
  ]

  /// Control points at the edges of the valid range, and times at the edges of [0, 1].
  @Test(arguments: extremeControlTimes)
  func solverIsRobustAtExtremeControlPoints(x1: Double, x2: Double) throws {
    let curve = try CubicBezier(x1: x1, y1: 0.3, x2: x2, y2: 0.7)
    let times = [
      .leastNonzeroMagnitude, 1e-300, 1e-16, 1e-8, 0.25, 0.5 - 1e-12, 0.5, 0.5 + 1e-12, 0.75,
      1 - 1e-12,
      (1.0).nextDown,
    ]
    for time in times {
      let t = curve.parameter(forTime: time)
      #expect(
        isClose(curve.point(atParameter: t).x, time, absolute: CubicBezier.timeTolerance), "\(time)"
      )
      #expect(t >= 0 && t <= 1)
      let progress = curve.progress(at: time)
      #expect(progress.isFinite && progress >= 0 && progress <= 1, "\(time): \(progress)")
    }
  }

  @Test func endsAreExactAndTimesAreClamped() throws {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<1000 {
      let curve = try CubicBezier(
        x1: Self.randomControlX(using: &random), y1: Double.random(in: -2...3, using: &random),
        x2: Self.randomControlX(using: &random), y2: Double.random(in: -2...3, using: &random))
      #expect(curve.progress(at: 0) == 0, "seed 42: \(curve)")
      #expect(curve.progress(at: 1) == 1, "seed 42: \(curve)")
      #expect(curve.progress(at: -1) == 0 && curve.progress(at: 2) == 1)
      #expect(curve.parameter(forTime: -1) == 0 && curve.parameter(forTime: 7) == 1)
    }
    let curve = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    #expect(curve.progress(at: .nan).isNaN)
    #expect(curve.parameter(forTime: .nan).isNaN)
    #expect(curve.derivative(at: .nan).isNaN)
  }

  /// Curves with y1 and y2 in [0, 1] never decrease.
  ///
  /// y(t) never decreases then (the argument that makes x increasing), so neither does the
  /// progress. Neighbouring times 1e-3 apart differ by far more than the
  /// solver's error of about 1e-16·|dy/dx|, except where the curve is flat and both are tiny.
  @Test func curvesWithinTheUnitSquareNeverDecrease() throws {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<500 {
      let curve = try CubicBezier(
        x1: Self.randomControlX(using: &random), y1: Double.random(in: 0...1, using: &random),
        x2: Self.randomControlX(using: &random), y2: Double.random(in: 0...1, using: &random))
      var previous = 0.0
      for index in 1...1000 {
        let progress = curve.progress(at: Double(index) / 1000)
        #expect(progress >= previous - 1e-15, "seed 7: \(curve) at \(Double(index) / 1000)")
        previous = progress
      }
    }
  }

  /// A curve on the diagonal (x1 = y1, x2 = y2) is the identity, exactly.
  @Test func diagonalCurvesAreExactlyLinear() throws {
    let curve = try CubicBezier(x1: 0.3, y1: 0.3, x2: 0.6, y2: 0.6)
    for index in 0...100 {
      let time = Double(index) / 100
      #expect(curve.progress(at: time) == time)
      #expect(curve.derivative(at: time) == 1)
    }
  }

  @Test func pointsAtTheEndsAreExact() throws {
    let curve = try CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
    #expect(curve.point(atParameter: 0) == (0, 0))
    #expect(curve.point(atParameter: 1) == (1, 1))
  }

  /// Slopes at the ends from the control points: y1/x1 at the start, (1 − y2)/(1 − x2) at the
  /// end, and the limits when a control point sits on an end's x.
  @Test func derivativesAtTheEnds() throws {
    let overshoot = try CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    #expect(isClose(overshoot.derivative(at: 0), 1.56 / 0.34, absolute: 1e-14))
    #expect(overshoot.derivative(at: 1) == 0)
    #expect(isClose(TimingFunction.easeOut.derivative(at: 0), 1 / 0.58, absolute: 1e-14))
    #expect(isClose(TimingFunction.easeIn.derivative(at: 1), 1 / 0.58, absolute: 1e-14))
    #expect(try CubicBezier(x1: 0, y1: 1, x2: 0.5, y2: 1).derivative(at: 0) == .infinity)
    #expect(try CubicBezier(x1: 0, y1: -1, x2: 0.5, y2: 1).derivative(at: 0) == -.infinity)
    #expect(try CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).derivative(at: 0.5) == .infinity)
    // x1 = x2 = y1 = 0: x ≈ t³ and y ≈ 3·y2·t² near 0, so the curve leaves vertically.
    #expect(try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0.5).derivative(at: 0) == .infinity)
    // x1 = x2 = y1 = y2 = 0 would be the diagonal; y2 = 0, y1 = 0, x's t³ against y's t³.
    #expect(try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0).derivative(at: 0) == 1)
  }
}
