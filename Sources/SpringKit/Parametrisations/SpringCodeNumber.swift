/// Numbers written into ready-to-paste source code: at most six significant digits, no
/// exponent for everyday magnitudes, trailing zeros trimmed (157.914, 0.3, 1500).
///
/// Rounded half up from the shortest decimal by the package's one significant-digit rounding
/// (`DecimalDigits`), so the text never shows binary noise such as `0.30000000000000004`.
@usableFromInline
enum SpringCodeNumber {
  static func text(_ value: Double, significantDigits: Int = 6) -> String {
    DecimalDigits.rounded(value, significantDigits: significantDigits, layout: .code)
  }
}
