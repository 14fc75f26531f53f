/// JSON text for Lottie files: ``JSONWriter``'s layout and sorted keys, except that `ty`
/// comes first, and integral numbers without a fractional part (`4`, not `4.0`).
///
/// Key order matters to rlottie, which parses as it reads: a shape's keys before its `ty`
/// are skipped, and a split position's `x` and `y` before its `s` are not read as split
/// (sorted, `s` precedes `x` and `y`).
///
/// rlottie reads integer fields — a layer's `ty`, `ind`, a fill's `r`, a rectangle's `d` —
/// with an integer getter that refuses `4.0`, and the schema's integers (`w`, `h`) are
/// written as integers by After Effects' exporter too. Other numbers print as the shortest
/// text that reads back to the same `Double` (``NumberText/roundTrip(_:)``).
enum LottieExportJSON {
  /// The text of `value` in `style`, without a trailing newline.
  ///
  /// - Throws: ``LottieExportError/nonFiniteNumber`` for an infinite or NaN number.
  static func string(for value: JSONValue, style: JSONStyle) throws(LottieExportError) -> String {
    var writer = JSONWriter(style: style)
    writer.leadingKey = "ty"
    writer.writesIntegersWithoutFraction = true
    do {
      return try writer.string(for: value)
    } catch {
      // A whole value at the root can fail only on a non-finite number.
      throw .nonFiniteNumber
    }
  }

  /// An integral number as an integer, any other as its shortest round-trip text.
  static func number(_ number: Double) throws(LottieExportError) -> String {
    guard number.isFinite else { throw .nonFiniteNumber }
    return NumberText.integralAsInteger(number)
  }
}
