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
    // Below 1e15 and with at most `significantDigits` digits, the digits fit in 2⁵³.
    return DecimalFormatting.fixed(value, decimals: decimals) ?? "\(value)"
  }

  static func power(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent >= 0 ? result : 1 / result
  }
}
