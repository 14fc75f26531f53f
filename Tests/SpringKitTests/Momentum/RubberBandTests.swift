import SpringKit
import Testing
import _SpringTestSupport

@Suite struct RubberBandTests {
  /// The distance between two doubles in units in the last place of the larger.
  static func ulps(_ a: Double, _ b: Double) -> Double {
    abs(a - b) / max(a.ulp, b.ulp)
  }

  @Test func offsetIsWithinOneUlpOfTheFormula() throws {
    // Correctly rounded values of (1 − 1/(x·c/d + 1))·d from the mpmath script.
    let rows = try ReferenceTable(named: "momentum-bounds.csv").rows.filter {
      $0.text("kind") == "rubber"
    }
    #expect(rows.count == 55)
    for row in rows {
      let band = try RubberBand(dimension: row.number("wall"))
      let x = row.number("x0")
      let expected = row.number("velocity")
      #expect(Self.ulps(band.offset(forDistance: x), expected) <= 1, "\(row)")
      // Odd: the same within one ulp below a range as above it.
      #expect(Self.ulps(band.offset(forDistance: -x), -expected) <= 1, "\(row)")
    }
  }

  @Test func bothSidesOfARangeBandTowardTheirOwnBound() throws {
    let band = try RubberBand(dimension: 100)
    let bounds = try MotionBounds(lower: 100, upper: 200)
    // 250 in 100…200 shows past the upper bound (b3ll/Motion's range form shows about 145),
    // banded by its own distance, 50; −50 shows below the lower bound, banded by 150.
    #expect(band.value(250, within: bounds) == 200 + band.offset(forDistance: 50))
    #expect(band.value(-50, within: bounds) == 100 - band.offset(forDistance: 150))
    #expect(band.value(150, within: bounds) == 150)
    #expect(band.value(250, within: bounds) > 200 && band.value(-50, within: bounds) < 100)
    // Slope c at the edge, never past d.
    // b(x)/x = c/(1 + cx/d) → c.
    let slope = band.offset(forDistance: 1e-9) / 1e-9
    #expect(isClose(slope, 0.55 / (1 + 0.55e-9 / 100), absolute: 1e-15))
    #expect(band.offset(forDistance: 1e300) == 100 && band.offset(forDistance: .infinity) == 100)
  }

  @Test func inverseRoundTrips() throws {
    let band = try RubberBand(dimension: 320)
    let bounds = try MotionBounds(lower: -40, upper: 600)
    for value in [-900.0, -41, -40, 0, 600, 600.5, 1_000, 5_000] {
      let shown = band.value(value, within: bounds)
      let back = band.unbandedValue(shown, within: bounds)
      // The inverse divides by d − b, which loses digits as b nears d: 1e-12 of the distance.
      #expect(isClose(back, value, absolute: 1e-12 * max(1, abs(value)) * 320), "\(value)")
    }
    #expect(band.distance(forOffset: 320) == .infinity)
  }

  @Test func badInputNamesTheParameter() {
    #expect(throws: SpringError(parameter: "dimension", value: .number(0), rule: .positive)) {
      try RubberBand(dimension: 0)
    }
    #expect(throws: SpringError(parameter: "coefficient", value: .number(.nan), rule: .positive)) {
      try RubberBand(dimension: 1, coefficient: .nan)
    }
    #expect(
      throws: SpringError(parameter: "lower", value: .number(2), rule: .ordered, limit: 1)
    ) { try MotionBounds(lower: 2, upper: 1) }
    #expect(throws: SpringError(parameter: "upper", value: .number(.infinity), rule: .finite)) {
      try MotionBounds(lower: 0, upper: .infinity)
    }
  }
}
