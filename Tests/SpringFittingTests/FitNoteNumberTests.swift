import Testing

@testable import SpringFitting

/// Numbers in the fit's notes: significant digits through the package's one rounding, integral
/// digits kept below 10⁶, a mantissa and a power of ten above.
@Suite("Numbers in fit notes")
struct FitNoteNumberTests {
  @Test(
    "Rounded to significant digits for sentences",
    arguments: [
      (0.123_456, 4, "0.1235"), (277_058.478, 4, "277058"), (1.265, 3, "1.27"),
      (-0.575, 2, "-0.58"), (2.5, 4, "2.5"), (0.000_123_456, 3, "0.000123"),
      (1.234_56e9, 4, "1.235e9"), (9_999_600, 4, "1e7"), (-3.0e8, 4, "-3e8"),
    ])
  func rounded(value: Double, digits: Int, text: String) {
    #expect(FitModel.format(value, digits: digits) == text)
  }

  /// Zero and non-finite values print as Swift prints them.
  @Test("Zero and non-finite values")
  func special() {
    #expect(FitModel.format(0) == "0.0")
    #expect(FitModel.format(.infinity) == "inf")
  }
}
