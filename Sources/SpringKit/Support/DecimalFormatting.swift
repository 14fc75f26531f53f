// The one fixed-decimals formatter of the package. SpringFormats' writers (DecimalText,
// SVGNumberFormat) print "a number rounded to d decimals, trailing zeros dropped" through it,
// shared with `package` access. Significant digits are DecimalDigits' job.

/// Positional decimal text with a fixed number of decimals, trailing zeros dropped.
package enum DecimalFormatting {
  /// 10^`exponent` for 0 ≤ exponent ≤ 22, exact (every power of ten up to 10²² is a
  /// `Double`); exponents outside are clamped.
  package static func powerOfTen(_ exponent: Int) -> Double {
    var power = 1.0
    for _ in 0..<min(max(exponent, 0), 22) { power *= 10 }
    return power
  }

  /// `value` rounded half away from zero to `decimals` decimals (0…22), positional, without
  /// trailing zeros or a trailing point, never `-0`: `0.3516`, `1`, `-2.5`.
  ///
  /// - Returns: The text, or `nil` when the value is not finite or its rounded digits do not
  ///   fit in 2⁵³ (nothing is left to round there; callers print their shortest form).
  package static func fixed(_ value: Double, decimals: Int) -> String? {
    let decimals = min(max(decimals, 0), 22)
    let scaled = (abs(value) * powerOfTen(decimals)).rounded(.toNearestOrAwayFromZero)
    guard scaled.isFinite, scaled < 0x1p53 else { return nil }
    guard scaled != 0 else { return "0" }
    var digits = String(UInt64(scaled))
    if digits.count <= decimals {
      digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
    }
    var integral = String(digits.dropLast(decimals))
    var fraction = String(digits.suffix(decimals))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    if integral.isEmpty { integral = "0" }
    return (value < 0 ? "-" : "") + integral + (fraction.isEmpty ? "" : "." + fraction)
  }
}
