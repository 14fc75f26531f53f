public import SpringKit

/// The one SVG path writer: drawing commands as the `d` attribute of a `<path>`.
///
/// Commands are absolute and upper case (`M`, `Q`, `L`, `Z`), separated by a space;
/// coordinates within a command are separated by spaces, control point first for `Q`. The
/// text is deterministic: the same elements and format always give the same string.
///
/// ```swift
/// SVGPathData.text(of: [.move(to: [0, 0]), .line(to: [10, 0.5]), .close])
/// // "M0 0 L10 0.5 Z"
/// ```
public enum SVGPathData {
  /// The path data of drawing commands.
  ///
  /// - Parameters:
  ///   - elements: The commands, as SpringKit's outline produces them.
  ///   - format: How numbers are written; ``SVGNumberFormat/shortest`` (round-trip exact) by
  ///     default.
  /// - Returns: The path data.
  /// - Complexity: O(n) in the number of elements.
  public static func text(of elements: [OutlineElement], format: SVGNumberFormat = .shortest)
    -> String
  {
    let point = { (p: SIMD2<Double>) in format.text(p.x) + " " + format.text(p.y) }
    return elements.map { element in
      switch element {
      case .move(let to): "M" + point(to)
      case .line(let to): "L" + point(to)
      case .quadCurve(let to, let control): "Q" + point(control) + " " + point(to)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
