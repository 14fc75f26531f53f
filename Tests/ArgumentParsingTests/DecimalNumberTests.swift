import NameSuggestions
import Testing

/// The one decimal grammar (JSON's) that CSV cells, option values and lists share.
@Suite("One decimal grammar")
struct DecimalNumberTests {
  @Test(
    "JSON's numbers are read, correctly rounded",
    arguments: [
      ("0", 0.0), ("-3", -3), ("0.25", 0.25), ("1e-3", 0.001), ("2E+10", 2e10), ("-0", -0.0),
      ("0.30000000000000004", 0.30000000000000004), ("1e999", .infinity),
      ("-1e999", -.infinity),
    ])
  func accepted(_ text: String, _ value: Double) {
    #expect(DecimalNumber.parse(text) == value)
  }

  @Test(
    "What Double(String) reads beyond JSON is refused",
    arguments: [
      "0x10", "0x0.1p0", "0X1P-1", "inf", "-inf", "infinity", "nan", "NaN", "+3", ".5", "5.",
      "-.5", "007", "1e", "1e+", "-", "", " 1", "1 ", "1_000", "١", "1,5",
    ])
  func refused(_ text: String) {
    #expect(DecimalNumber.parse(text) == nil)
  }

  @Test("A scan stops where the number ends or says which part lacks a digit")
  func scan() throws {
    let bytes = Array("-12.5e3]".utf8)
    #expect(try DecimalNumber.scan(bytes, from: 0).get() == 7)
    guard case .failure(let failure) = DecimalNumber.scan(Array("1.x".utf8), from: 0) else {
      Issue.record("1.x scanned")
      return
    }
    #expect(failure.index == 2 && failure.part == .decimalPoint)
  }
}
