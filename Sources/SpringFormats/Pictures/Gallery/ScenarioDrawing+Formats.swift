// A scenario's drawing in each of `springfit scenario`'s formats.

extension ScenarioDrawing {
  /// The formats a drawing is written in.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// An animated SVG (SMIL) that repeats, holding its last frame 1 s first
    /// (``ScenarioDrawing/svg()``), or its still (``ScenarioDrawing/stillSVG()``).
    case svg
    /// A self-contained HTML page with the SVG inline under its caption
    /// (``ScenarioDrawing/html()``).
    case html
    /// The frames drawn, the columns that name their numbers, and the springs
    /// (``ScenarioDrawing/json()``).
    case json
  }

  /// The drawing in `format`: what `springfit scenario` prints.
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - still: For ``Format/svg``: the still instead of the animation.
  /// - Returns: The SVG, the page or the JSON.
  /// - Throws: `JSONError` should the JSON fail, which would be a bug.
  public func string(format: Format, still: Bool = false) throws(JSONError) -> String {
    switch format {
    case .svg: still ? stillSVG() : svg()
    case .html: html()
    case .json: try json()
    }
  }
}
