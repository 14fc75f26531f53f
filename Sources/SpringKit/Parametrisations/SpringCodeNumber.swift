/// Numbers written into ready-to-paste source code: at most six significant digits, no
/// exponent for everyday magnitudes, trailing zeros trimmed (157.914, 0.3, 1500).
///
/// Computed from the digits of a rounded integer so the text never shows binary noise such
/// as `0.30000000000000004`.
@usableFromInline
enum SpringCodeNumber {
  static func text(_ value: Double, significantDigits: Int = 6) -> String {
    guard value.isFinite else { return "\(value)" }
    guard value != 0 else { return "0" }
    let magnitude = abs(value)
    guard magnitude >= 1e-6, magnitude < 1e15 else { return "\(value)" }
    // Decimal exponent of the leading digit, corrected for rounding across a power of ten.
    var exponent = Int(libmLog(magnitude) / libmLog(10).nextUp).advanced(by: 0)
    if magnitude < 1 { exponent -= 1 }
    while power(exponent + 1) <= magnitude { exponent += 1 }
    while power(exponent) > magnitude { exponent -= 1 }
    let decimals = max(0, significantDigits - 1 - exponent)
    var digits = String(Int((magnitude * power(decimals)).rounded()))
    if decimals > 0 {
      if digits.count <= decimals {
        digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
      }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
      while digits.hasSuffix("0") { digits.removeLast() }
      if digits.hasSuffix(".") { digits.removeLast() }
    }
    return value < 0 ? "-" + digits : digits
  }

  static func power(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent >= 0 ? result : 1 / result
  }
}
