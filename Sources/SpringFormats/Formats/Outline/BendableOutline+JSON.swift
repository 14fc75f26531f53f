public import SpringKit

// The outline's drawing commands as JSON, as `springfit outline --format json` prints them.

extension BendableOutline {
  /// The outline's drawing commands as a JSON array (`OutlineElement.jsonPath(_:)`), in
  /// the outline's own coordinates.
  public var jsonPath: JSONValue { OutlineElement.jsonPath(elements) }
}

extension OutlineElement {
  /// Drawing commands as a JSON array of one-member objects: `{"move": [x, y]}`,
  /// `{"line": [x, y]}`, `{"quadCurve": {"control": [x, y], "to": [x, y]}}` and
  /// `{"close": true}`.
  ///
  /// ```swift
  /// OutlineElement.jsonPath([.move(to: SIMD2(0, 0)), .line(to: SIMD2(1, 0)), .close])
  /// // [{"move": [0.0, 0.0]}, {"line": [1.0, 0.0]}, {"close": true}]
  /// ```
  ///
  /// - Complexity: O(n) for n commands.
  public static func jsonPath(_ elements: [OutlineElement]) -> JSONValue {
    let point = { (p: SIMD2<Double>) -> JSONValue in [.number(p.x), .number(p.y)] }
    return .array(
      elements.map { element -> JSONValue in
        switch element {
        case .move(let to): ["move": point(to)]
        case .line(let to): ["line": point(to)]
        case .quadCurve(let to, let control):
          ["quadCurve": ["control": point(control), "to": point(to)]]
        case .close: ["close": true]
        }
      })
  }
}
