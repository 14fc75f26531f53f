import SpringFormats
import Testing
import _SpringTestSupport

@Suite("NumberText")
struct NumberTextTests {
  @Test(
    "Documented spellings",
    arguments: [
      (1.0, "1.0"), (-0.0, "-0.0"), (0.0, "0.0"), (0.1, "0.1"), (2.5, "2.5"),
      (0.0001, "0.0001"), (0.00001, "1e-05"), (1e15, "1000000000000000.0"), (1e16, "1e+16"),
      (Double.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
      (-123.456, "-123.456"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
    ])
  func spelling(value: Double, text: String) {
    #expect(NumberText.roundTrip(value) == text)
  }

  @Test("NaN prints as nan")
  func notANumber() {
    #expect(NumberText.roundTrip(.nan) == "nan")
  }

  /// Every finite value must read back bit for bit.
  ///
  /// Random bit patterns cover every exponent and subnormals; random values in [−1, 1] and
  /// scaled ones cover the digits people see.
  @Test("Round trip bit for bit over a seeded random sweep")
  func roundTripSweep() {
    var generator = SeededGenerator(seed: 0x5EED_2024)
    var failures = 0
    for index in 0..<200_000 {
      let value: Double
      switch index % 3 {
      case 0: value = Double(bitPattern: generator.next())
      case 1: value = Double.random(in: -1...1, using: &generator)
      default:
        value =
          Double.random(in: -1...1, using: &generator)
          * Double(
            sign: .plus, exponent: Int.random(in: -1074...1023, using: &generator),
            significand: 1)
      }
      guard value.isFinite else { continue }
      let text = NumberText.roundTrip(value)
      let back = Double(text)
      if back?.bitPattern != value.bitPattern {
        failures += 1
        Issue.record(
          "seed 0x5EED_2024, index \(index): \(text) read back as \(String(describing: back))")
        if failures > 10 { return }
      }
    }
  }
}

/// ``NumberText/rounded(_:significantDigits:)``: numbers for people to read.
@Suite("NumberText.rounded")
struct NumberTextRoundedTests {
  /// The documented spellings, including carries and both notations.
  @Test(
    "Spellings",
    arguments: [
      (157.91367041742973, 7, "157.9137"), (0.30000000000000004, 7, "0.3"), (1500, 7, "1500"),
      (1.25e-7, 7, "1.25e-07"), (0, 7, "0"), (-0.0, 7, "0"), (-2.5, 7, "-2.5"), (1, 7, "1"),
      (9.9999999, 7, "10"), (999_999.96, 7, "1000000"), (0.00012345678, 7, "0.0001234568"),
      (0.000099999999, 7, "0.0001"), (0.00009, 7, "9e-05"), (1e15, 7, "1e+15"),
      (999_999_999_999_999, 7, "1e+15"), (123_456_789_012_345, 7, "123456800000000"),
      (0.0123456, 3, "0.0123"), (0.0125, 2, "0.013"), (1.5, 1, "2"), (2.5, 0, "3"),
      (Double.leastNonzeroMagnitude, 7, "5e-324"), (1.7976931348623157e308, 7, "1.797693e+308"),
      (Double.infinity, 7, "inf"), (-Double.infinity, 7, "-inf"), (12.5, 7, "12.5"),
      (100.0, 2, "100"), (0.1, 7, "0.1"), (-0.000123, 7, "-0.000123"),
    ] as [(Double, Int, String)])
  func spelling(value: Double, digits: Int, text: String) {
    #expect(NumberText.rounded(value, significantDigits: digits) == text)
  }

  /// NaN prints as `nan`.
  @Test("NaN")
  func notANumber() {
    #expect(NumberText.rounded(.nan) == "nan")
  }

  /// Rounded text reads back within half a unit in the last kept digit, over a seeded
  /// sweep of magnitudes.
  @Test("Reads back within half a unit of the last digit")
  func accuracy() throws {
    var generator = SeededGenerator(seed: 0x7EC5)
    for index in 0..<20_000 {
      let value =
        Double.random(in: -1...1, using: &generator)
        * Double(sign: .plus, exponent: Int.random(in: -60...60, using: &generator), significand: 1)
      guard value != 0 else { continue }
      let text = NumberText.rounded(value, significantDigits: 7)
      let back = try #require(Double(text), "seed 0x7EC5, index \(index): \(text)")
      // Half a unit in the 7th digit, plus the rounding of the shortest text itself.
      #expect(
        isClose(back, value, relative: 5.000_001e-7),
        "seed 0x7EC5, index \(index): \(value) → \(text)")
    }
  }
}
