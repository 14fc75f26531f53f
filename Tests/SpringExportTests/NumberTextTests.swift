import SpringExport
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
