// The outline as an SVG path `d` attribute.

/// How ``BendableOutline/svgPathData(format:flatEdgesAsLines:)`` writes numbers.
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
      let places = min(max(decimals, 0), 15)
      var scale = 1.0
      for _ in 0..<places { scale *= 10 }
      let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
      // Beyond 2⁵³ the scaled value has no fraction left to round: the shortest form is
      // exact.
      guard scaled < 9_007_199_254_740_992 else { return SVGNumberFormat.shortest.text(value) }
      guard scaled != 0 else { return "0" }
      var digits = String(UInt64(scaled))
      if places > 0 {
        if digits.count <= places {
          digits = String(repeating: "0", count: places - digits.count + 1) + digits
        }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
      }
      return value < 0 ? "-" + digits : digits
    }
  }
}

extension BendableOutline {
  /// The outline as the `d` attribute of an SVG `<path>`.
  ///
  /// Commands are absolute and upper case (`M`, `Q`, `L`, `Z`), separated by a space;
  /// coordinates within a command are separated by spaces, control point first for `Q`.
  /// The text is deterministic: the same outline and format always give the same string.
  ///
  /// ```swift
  /// let outline = try BendableOutline(width: 100, height: 50, overhang: 0)
  /// outline.svgPathData()
  /// // "M0 0 Q50 0 100 0 Q100 25 100 50 Q50 50 0 50 Q0 25 0 0 Z"
  /// outline.svgPathData(flatEdgesAsLines: true)
  /// // "M0 0 L100 0 L100 50 L0 50 L0 0 Z"
  /// ```
  ///
  /// - Parameters:
  ///   - format: How numbers are written; ``SVGNumberFormat/shortest`` (round-trip exact) by
  ///     default.
  ///   - flatEdgesAsLines: Whether straight edges are written as `L` commands.
  /// - Returns: The path data.
  public func svgPathData(
    format: SVGNumberFormat = .shortest, flatEdgesAsLines: Bool = false
  ) -> String {
    let point = { (p: SIMD2<Double>) in format.text(p.x) + " " + format.text(p.y) }
    return elements(flatEdgesAsLines: flatEdgesAsLines).map { element in
      switch element {
      case .move(let to): "M" + point(to)
      case .line(let to): "L" + point(to)
      case .quadCurve(let to, let control): "Q" + point(control) + " " + point(to)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
