/// The text SpringExport writes for numbers: the shortest decimal that reads back exactly.
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
}
