import SpringKit

/// The text SpringFormats writes for numbers: the shortest decimal that reads back exactly.
///
/// Every writer in this module prints a `Double` through ``roundTrip(_:)``, which is Swift's
/// `Double.description`: the fewest significant digits for which `Double(text)` returns the
/// same bits. The spelling is fixed and locale independent:
///
/// ```
/// 1.0   -0.0   0.1   0.0001   1e-05   1000000000000000.0   1e+16   5e-324
/// ```
///
/// - Integral values always keep a fractional part: `1.0`, never `1`, so a reader can tell
///   at a glance that the column holds real numbers.
/// - Magnitudes from 2⁻¹⁴ (about 0.0001) up to below 2⁵³ (about 9e15) print positionally;
///   others use an exponent with a sign and at least two digits (`1e-05`, `1e+16`).
/// - The decimal point is always `.`.
///
/// All of these are valid JSON numbers and valid numbers for CSV readers.
public enum NumberText {
  /// The shortest text that reads back with `Double(_:)` to the same value.
  ///
  /// ```swift
  /// NumberText.roundTrip(0.1)       // "0.1"
  /// NumberText.roundTrip(2)         // "2.0"
  /// NumberText.roundTrip(1e-7)      // "1e-07"
  /// ```
  ///
  /// Finite values and infinities round-trip bit for bit (including the sign of zero).
  /// Non-finite values print as `inf`, `-inf` and `nan`, which `Double(_:)` reads back but
  /// JSON does not allow (``JSONWriter`` rejects them); a NaN's payload is not kept.
  ///
  /// - Parameter value: The number to print.
  /// - Returns: The number's text.
  public static func roundTrip(_ value: Double) -> String {
    value.description
  }

  /// An integral value below 2⁵³ in magnitude as an integer (`4`, `-12`), any other as
  /// ``roundTrip(_:)``: the numbers of Lottie files, whose readers take integer fields only
  /// without a fractional part (rlottie refuses `4.0` for a layer's `ty`).
  package static func integralAsInteger(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 0x1p53 ? String(Int64(value)) : roundTrip(value)
  }
}

// Numbers rounded for people to read (tables, summaries), not for reading back.
extension NumberText {
  /// A number rounded to at most `significantDigits` significant digits, for people to read.
  ///
  /// ```swift
  /// NumberText.rounded(157.91367041742973)   // "157.9137"
  /// NumberText.rounded(0.30000000000000004)  // "0.3"
  /// NumberText.rounded(1500)                 // "1500"
  /// NumberText.rounded(1.25e-7)              // "1.25e-07"
  /// ```
  ///
  /// The digits come from ``roundTrip(_:)``'s shortest decimal, rounded half up by SpringKit's
  /// one significant-digit rounding (`DecimalDigits`, shared with `package` access), so the text
  /// never shows binary noise and is the same on every platform. Trailing zeros are dropped
  /// and integral values print without a fractional part. Magnitudes from 0.0001 up to below
  /// 1e15 print positionally; others with an exponent in ``roundTrip(_:)``'s style (`1e-05`,
  /// `1.5e+16`). Zero prints as `0` whatever its sign; non-finite values as `inf`, `-inf` and
  /// `nan`.
  ///
  /// - Parameters:
  ///   - value: The number to print.
  ///   - significantDigits: The most significant digits to keep; at least 1 (smaller
  ///     values count as 1). Defaults to 7.
  /// - Returns: The rounded number's text.
  public static func rounded(_ value: Double, significantDigits: Int = 7) -> String {
    DecimalDigits.rounded(value, significantDigits: significantDigits, layout: .table)
  }
}
