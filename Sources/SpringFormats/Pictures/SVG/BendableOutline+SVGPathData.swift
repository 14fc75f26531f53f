public import SpringKit

// The outline as an SVG path `d` attribute.

extension BendableOutline {
  /// The outline as the `d` attribute of an SVG `<path>`.
  ///
  /// Commands are absolute and upper case (`M`, `Q`, `L`, `Z`), separated by a space;
  /// coordinates within a command are separated by spaces, control point first for `Q`.
  /// The text is deterministic: the same outline and format always give the same string.
  /// SpringFormats writes it (``SVGPathData``), since SpringKit holds no formats.
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
    SVGPathData.text(of: elements(flatEdgesAsLines: flatEdgesAsLines), format: format)
  }
}
