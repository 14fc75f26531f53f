import SpringKit

/// How SVG path data and markup write numbers (``SVGPathData``,
/// `BendableOutline.svgPathData(format:flatEdgesAsLines:)`).
public enum SVGNumberFormat: Sendable, Hashable {
  /// The shortest text that reads back to the same `Double` (Swift's `description`), with a
  /// trailing `.0` dropped and `-0` written `0`: `187.5`, `0.1`, `375`, `1e-05`.
  case shortest
  /// Rounded half away from zero to at most this many decimals (clamped to 0…15), trailing
  /// zeros and a trailing point dropped: with 2, `187.5`, `0.33`, `375`.
  case fixed(decimals: Int)

  /// The text of one number.
  ///
  /// - Parameter value: A finite number (non-finite values are written as Swift prints
  ///   them, which SVG does not accept).
  /// - Returns: The number as path data text.
  public func text(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    switch self {
    case .shortest:
      if value == 0 { return "0" }
      var text = "\(value)"
      if text.hasSuffix(".0") { text.removeLast(2) }
      return text
    case .fixed(let decimals):
      // Beyond 2⁵³ nothing is left to round: the shortest form is exact.
      return DecimalFormatting.fixed(value, decimals: min(max(decimals, 0), 15))
        ?? SVGNumberFormat.shortest.text(value)
    }
  }
}
