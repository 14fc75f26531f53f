import SpringKit

/// Numbers rounded to a fixed number of decimals, for keyframe formats.
///
/// The digits come from SpringKit's one decimal formatter (`DecimalFormatting`, shared with
/// `package` access).
enum DecimalText {
  /// 10^`exponent` for 0 ≤ exponent ≤ 22, exact.
  static func powerOfTen(_ exponent: Int) -> Double {
    DecimalFormatting.powerOfTen(exponent)
  }

  /// `value` rounded half away from zero to `decimals` decimals, as the nearest `Double`;
  /// `value` itself when it is too large for that to matter.
  static func rounded(_ value: Double, decimals: Int) -> Double {
    let scale = powerOfTen(decimals)
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 0x1p53 else { return value }
    let result = scaled / scale
    return result == 0 ? 0 : result
  }

  /// `value` rounded to `decimals` decimals in positional notation, without trailing zeros
  /// or a trailing point: `0.3516`, `1`, `-2.5`, never `-0`.
  ///
  /// Values whose rounded digits do not fit in 2⁵³ print with ``NumberText/roundTrip(_:)``.
  static func fixed(_ value: Double, decimals: Int) -> String {
    DecimalFormatting.fixed(value, decimals: decimals) ?? NumberText.roundTrip(value)
  }

  /// The fewest decimals d ≥ 0 for which rounding moves a number by at most `error`
  /// (0.5·10⁻ᵈ ≤ error), at most 17: 0 for an infinite error, 17 for zero or NaN.
  ///
  /// Each step 0.5·10⁻ᵈ is the `Double` nearest to it (an exact power of ten divides 0.5),
  /// and an error within a relative 10⁻⁹ of a step counts as reaching it, so that an error
  /// computed as `0.5 / 10⁶` in one place and `5e-7` in another gives the same decimals
  /// (dividing 0.5 by 10 six times gives 5.0000000000000004e-07, once one decimal more).
  static func decimals(forError error: Double) -> Int {
    guard error < .infinity else { return 0 }
    guard error > 0 else { return 17 }
    for decimals in 0..<17 where 0.5 / powerOfTen(decimals) <= error * (1 + 1e-9) {
      return decimals
    }
    return 17
  }

  /// Items joined by `", "` and wrapped to `width` columns: the first line continues
  /// `prefix`, later lines start with `indent`; `suffix` ends the last line.
  static func wrapped(
    _ items: [String], prefix: String, indent: String, suffix: String, width: Int = 100
  ) -> String {
    var text = prefix
    var column = prefix.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0
    for (index, item) in items.enumerated() {
      let piece = item + (index == items.count - 1 ? suffix : ",")
      let separator = index == 0 ? "" : " "
      if index > 0, column + separator.count + piece.count > width {
        text += "\n" + indent
        column = indent.count
      } else {
        text += separator
        column += separator.count
      }
      text += piece
      column += piece.count
    }
    if items.isEmpty { text += suffix }
    return text
  }
}
