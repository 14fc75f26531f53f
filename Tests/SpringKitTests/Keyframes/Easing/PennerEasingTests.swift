import SpringKit
import Testing
import _SpringTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Penner's curves: exact ends, published values, the published formulas, shape and slopes.
@Suite struct PennerEasingTests {
  /// Values of the published (easings.net) formulas at the exact double inputs, computed with
  /// mpmath at 50 digits (the literal formulas, not SpringKit's rearrangements of them).
  static let spotValues: [(PennerEasing, Double, Double)] = [
    (.easeInBack, 0.5, -0.087_697_500_000_000_011_555),
    (.easeOutBack, 0.5, 1.087_697_500_000_000_011_6),
    (.easeInOutBack, 0.25, -0.099_681_843_749_999_999_365),
    (.easeInOutBack, 0.8, 1.092_555_655_999_999_984),
    (.easeInElastic, 0.5, -0.015_625),
    (.easeOutElastic, 0.1, 1.250_000_000_000_000_040_7),
    (.easeOutElastic, 0.25, 0.911_611_652_351_681_559_45),
    (.easeInOutElastic, 0.25, 0.011_969_444_423_734_031_8),
    (.easeInOutElastic, 0.6, 1.117_461_577_598_238_557_7),
    (.easeOutBounce, 0.2, 0.302_500_000_000_000_033_58),
    (.easeOutBounce, 0.5, 0.765_625),
    (.easeOutBounce, 0.8, 0.939_999_999_999_999_987_79),
    (.easeOutBounce, 0.95, 0.984_531_250_000_000_003_05),
    (.easeInBounce, 0.3, 0.069_374_999_999_999_974_049),
    (.easeInOutBounce, 0.25, 0.117_187_5),
    (.easeInOutBounce, 0.8, 0.886_250_000_000_000_036_64),
    (.easeInOutExpo, 0.25, 0.015_625),
    (.easeInSine, 0.5, 0.292_893_218_813_452_475_6),
    (.easeInOutSine, 0.3, 0.206_107_373_853_763_421_31),
    (.easeInOutCirc, 0.25, 0.066_987_298_107_780_676_618),
    (.easeOutCirc, 0.1, 0.435_889_894_354_067_366_69),
  ]

  /// A few roundings of numbers below 2, plus libm's sin, cos and exp2 (within an ulp each):
  /// a handful of units in the last place of 1.
  static let tolerance = 1e-15

  @Test(arguments: PennerEasing.allCases)
  func endsAreExact(easing: PennerEasing) {
    #expect(easing.progress(at: 0) == 0)
    #expect(easing.progress(at: 1) == 1)
  }

  @Test(arguments: PennerEasing.allCases)
  func timesOutsideTheUnitIntervalAreClamped(easing: PennerEasing) {
    #expect(easing.progress(at: -0.5) == 0)
    #expect(easing.progress(at: -.infinity) == 0)
    #expect(easing.progress(at: 1.5) == 1)
    #expect(easing.progress(at: .infinity) == 1)
    #expect(easing.progress(at: .nan).isNaN)
    #expect(easing.derivative(at: .nan).isNaN)
  }

  @Test func rawValuesAreTheCSSStyleNames() {
    #expect(PennerEasing.allCases.count == 31)
    #expect(PennerEasing.easeOutQuint.rawValue == "easeOutQuint")
    #expect(PennerEasing(rawValue: "easeInOutElastic") == .easeInOutElastic)
    #expect(PennerEasing(rawValue: "linear") == .linear)
    #expect(PennerEasing(rawValue: "easeOutquint") == nil)
  }

  /// The seed motions: the donut chart's easeOutQuint (`c·((t − 1)⁵ + 1) + b`) and the
  /// counter's easeInQuart, and easeInOutCubic; all exact in binary.
  @Test func seedCurvesHaveTheirExactValues() {
    #expect(PennerEasing.easeOutQuint.progress(at: 0.5) == 0.968_75)
    #expect(PennerEasing.easeInQuart.progress(at: 0.5) == 0.0625)
    #expect(PennerEasing.easeInOutCubic.progress(at: 0.25) == 0.0625)
    #expect(PennerEasing.easeInOutCubic.progress(at: 0.75) == 0.9375)
    #expect(PennerEasing.easeOutExpo.progress(at: 0.5) == 0.968_75)
    #expect(PennerEasing.linear.progress(at: 0.3) == 0.3)
  }

  @Test(arguments: spotValues)
  func matchesIndependentlyComputedValues(easing: PennerEasing, time: Double, expected: Double) {
    let actual = easing.progress(at: time)
    #expect(isClose(actual, expected, absolute: Self.tolerance), "\(easing)(\(time)) = \(actual)")
  }

  /// On a fine grid, SpringKit's curves agree with the published formulas written literally.
  ///
  /// SpringKit rearranges some formulas (reflections, `(d1·p − k)²` for bounce, `√(p(2 − p))`
  /// for circ-out). Both sides carry a few roundings of numbers up to 2 (a few 1e-16), the
  /// literal circ-out `√(1 − (p − 1)²)` cancels near 0 (2.3e-15 at worst on this grid), and the
  /// sine arguments of elastic carry about 1e-15: 1e-14 bounds them all.
  @Test(arguments: PennerEasing.allCases)
  func agreesWithThePublishedFormulas(easing: PennerEasing) {
    for index in 0...2000 {
      let time = Double(index) / 2000
      let difference = abs(easing.progress(at: time) - Published.progress(easing, time))
      #expect(difference <= 1e-14, "\(easing) at \(time)")
    }
  }

  static let monotone: [PennerEasing] = PennerEasing.allCases.filter { easing in
    !["Back", "Elastic", "Bounce"].contains { easing.rawValue.hasSuffix($0) }
  }

  @Test(arguments: monotone)
  func nonOvershootingCurvesNeverDecrease(easing: PennerEasing) {
    var previous = easing.progress(at: 0)
    for index in 1...10_000 {
      let value = easing.progress(at: Double(index) / 10_000)
      #expect(value >= previous, "\(easing) at \(Double(index) / 10_000)")
      #expect(value <= 1)
      previous = value
    }
  }

  @Test func backElasticAndBounceLeaveTheUnitIntervalOrTurnBack() {
    let grid = (0...1000).map { Double($0) / 1000 }
    let backIn = grid.map(PennerEasing.easeInBack.progress(at:))
    // Penner's c1 = 1.70158 was chosen for a 10 % undershoot.
    #expect(isClose(backIn.min() ?? 0, -0.1, absolute: 1e-3))
    #expect(grid.map(PennerEasing.easeOutElastic.progress(at:)).max() ?? 0 > 1.2)
    let bounce = PennerEasing.easeOutBounce
    // Each parabola ends touching 1: at d1·p = 1, 2 and 2.5, bounceOut is exactly 1.
    for scaled in [1.0, 2, 2.5] {
      #expect(isClose(bounce.progress(at: scaled / 2.75), 1, absolute: 2e-16))
    }
    #expect(bounce.progress(at: 0.5) < bounce.progress(at: 1 / 2.75))
  }

  /// Central differences with h = 1e-6: truncation error h²·|f‴|/6 ≤ 2e-9 (elastic's f‴ is
  /// about (10·2π/3)³ ≈ 9300) and rounding 1e-16/h = 1e-10, on the slope's scale.
  @Test(arguments: PennerEasing.allCases)
  func derivativeMatchesFiniteDifferences(easing: PennerEasing) {
    let h = 1e-6
    for index in 0..<400 {
      let time = (Double(index) + 0.5) / 400
      if easing.rawValue.hasSuffix("Bounce") && Self.isNearABounce(easing, time, h) { continue }
      let slope = easing.derivative(at: time)
      let estimate = (easing.progress(at: time + h) - easing.progress(at: time - h)) / (2 * h)
      #expect(isClose(slope, estimate, absolute: 1e-7 * max(1, abs(slope))), "\(easing) at \(time)")
    }
  }

  @Test func derivativeAtTheEndsIsTheOneSidedSlope() {
    #expect(PennerEasing.linear.derivative(at: 0.4) == 1)
    #expect(PennerEasing.easeInQuad.derivative(at: 0) == 0)
    #expect(PennerEasing.easeInQuad.derivative(at: 1) == 2)
    #expect(PennerEasing.easeOutQuint.derivative(at: 0) == 5)
    #expect(PennerEasing.easeOutQuint.derivative(at: 2) == 0)
    #expect(PennerEasing.easeInCirc.derivative(at: 1) == .infinity)
    #expect(PennerEasing.easeOutCirc.derivative(at: 0) == .infinity)
    #expect(PennerEasing.easeInOutCirc.derivative(at: 0.5) == .infinity)
    // c3·3 − c1·2 = 3 + c1.
    #expect(isClose(PennerEasing.easeInBack.derivative(at: 1), 4.701_58, absolute: 1e-14))
  }

  /// Whether p ± h straddles one of bounce's corners (d1·u = 1, 2 or 2.5 in its half).
  static func isNearABounce(_ easing: PennerEasing, _ time: Double, _ h: Double) -> Bool {
    let corners = [1.0, 2, 2.5].map { $0 / 2.75 }
    let candidates: [Double] =
      switch easing {
      case .easeOutBounce: corners
      case .easeInBounce: corners.map { 1 - $0 }
      default: corners.map { (1 - $0) / 2 } + corners.map { (1 + $0) / 2 }
      }
    return candidates.contains { isClose($0, time, absolute: 2 * h) }
  }
}

/// The easings.net formulas, written literally for comparison.
private enum Published {
  static let c1 = 1.70158
  static let c2 = c1 * 1.525
  static let c3 = c1 + 1
  static let c4 = 2 * Double.pi / 3
  static let c5 = 2 * Double.pi / 4.5

  static func power(_ x: Double, _ n: Int) -> Double {
    (0..<n).reduce(1) { product, _ in product * x }
  }

  static func bounceOut(_ x: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 {
      let y = x - 1.5 / d1
      return n1 * y * y + 0.75
    }
    if x < 2.5 / d1 {
      let y = x - 2.25 / d1
      return n1 * y * y + 0.9375
    }
    let y = x - 2.625 / d1
    return n1 * y * y + 0.984_375
  }

  static func progress(_ easing: PennerEasing, _ x: Double) -> Double {
    switch easing {
    case .linear: x
    case .easeInQuad: x * x
    case .easeOutQuad: 1 - (1 - x) * (1 - x)
    case .easeInOutQuad: x < 0.5 ? 2 * x * x : 1 - power(-2 * x + 2, 2) / 2
    case .easeInCubic: x * x * x
    case .easeOutCubic: 1 - power(1 - x, 3)
    case .easeInOutCubic: x < 0.5 ? 4 * x * x * x : 1 - power(-2 * x + 2, 3) / 2
    case .easeInQuart: x * x * x * x
    case .easeOutQuart: 1 - power(1 - x, 4)
    case .easeInOutQuart: x < 0.5 ? 8 * power(x, 4) : 1 - power(-2 * x + 2, 4) / 2
    case .easeInQuint: power(x, 5)
    case .easeOutQuint: 1 - power(1 - x, 5)
    case .easeInOutQuint: x < 0.5 ? 16 * power(x, 5) : 1 - power(-2 * x + 2, 5) / 2
    case .easeInSine: 1 - cos(x * Double.pi / 2)
    case .easeOutSine: sin(x * Double.pi / 2)
    case .easeInOutSine: -(cos(Double.pi * x) - 1) / 2
    case .easeInExpo: x == 0 ? 0 : exp2(10 * x - 10)
    case .easeOutExpo: x == 1 ? 1 : 1 - exp2(-10 * x)
    case .easeInOutExpo:
      x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? exp2(20 * x - 10) / 2 : (2 - exp2(-20 * x + 10)) / 2
    case .easeInCirc: 1 - (1 - x * x).squareRoot()
    case .easeOutCirc: (1 - (x - 1) * (x - 1)).squareRoot()
    case .easeInOutCirc:
      x < 0.5
        ? (1 - (1 - 4 * x * x).squareRoot()) / 2
        : ((1 - power(-2 * x + 2, 2)).squareRoot() + 1) / 2
    case .easeInBack: c3 * x * x * x - c1 * x * x
    case .easeOutBack: 1 + c3 * power(x - 1, 3) + c1 * power(x - 1, 2)
    case .easeInOutBack:
      x < 0.5
        ? (power(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
        : (power(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    case .easeInElastic:
      x == 0 ? 0 : x == 1 ? 1 : -exp2(10 * x - 10) * sin((x * 10 - 10.75) * c4)
    case .easeOutElastic:
      x == 0 ? 0 : x == 1 ? 1 : exp2(-10 * x) * sin((x * 10 - 0.75) * c4) + 1
    case .easeInOutElastic:
      x == 0
        ? 0
        : x == 1
          ? 1
          : x < 0.5
            ? -(exp2(20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
            : (exp2(-20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
    case .easeInBounce: 1 - bounceOut(1 - x)
    case .easeOutBounce: bounceOut(x)
    case .easeInOutBounce: x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
    }
  }
}
