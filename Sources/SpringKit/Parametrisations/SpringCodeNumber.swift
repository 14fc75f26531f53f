/// Numbers written into ready-to-paste source code: at most six significant digits, no
/// exponent for everyday magnitudes, trailing zeros trimmed (157.914, 0.3, 1500).
///
/// Rounded half up from the shortest decimal by the package's one significant-digit rounding
/// (`DecimalDigits`), so the text never shows binary noise such as `0.30000000000000004`.
@usableFromInline
enum SpringCodeNumber {
  static func text(_ value: Double, significantDigits: Int = 6) -> String {
    guard value.isFinite else { return "\(value)" }
    guard value != 0 else { return "0" }
    let magnitude = abs(value)
    guard magnitude >= 1e-6, magnitude < 1e15 else { return "\(value)" }
    // The integral digits always stay; below 1e15 they are at most 15.
    var decimal = DecimalDigits(magnitudeOf: value)
    decimal.round(toSignificantDigits: max(significantDigits, decimal.pointPosition))
    return (value < 0 ? "-" : "") + decimal.positionalText
  }
}
