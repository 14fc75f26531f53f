import SpringKit

/// Small helpers for writing SVG text by hand.
enum SVGMarkup {
  /// Text with XML's five special characters escaped, for element content and attributes.
  ///
  /// Characters XML 1.0 does not allow at all (control characters other than tab, line feed
  /// and carriage return; U+FFFE and U+FFFF) become U+FFFD, so any title or column name
  /// gives a well-formed document.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if character.unicodeScalars.contains(where: isForbiddenInXML) {
        result.append("\u{FFFD}")
        continue
      }
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Whether XML 1.0 forbids a scalar anywhere in a document.
  static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00..<0x20, 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// A coordinate with two decimals (a hundredth of a pixel), clamped to ±10⁶ so that a wild
  /// data value cannot produce an unreadable number.
  static func coordinate(_ value: Double) -> String {
    let clamped = value.isNaN ? 0 : min(max(value, -1e6), 1e6)
    return SVGNumberFormat.fixed(decimals: 2).text(clamped)
  }

  /// The font stack of chart text: one that rsvg and browsers on every platform have.
  static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"

  /// An estimate of a text's width in pixels: 0.6 em per character, generous for the
  /// sans-serif fonts of ``fontFamily`` (no font metrics are available).
  static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.6
  }

  /// The start of an SVG document of the given size, with a white background.
  static func documentStart(width: Double, height: Double, title: String) -> [String] {
    let (w, h) = (coordinate(width), coordinate(height))
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
        + "viewBox=\"0 0 \(w) \(h)\" font-family=\"\(fontFamily)\" font-size=\"12\">",
    ]
    if !title.isEmpty { lines.append("<title>\(escaped(title))</title>") }
    lines.append("<rect width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>")
    return lines
  }

  /// A `<text>` element.
  static func text(
    _ content: String, x: Double, y: Double, anchor: String = "start", attributes: String = ""
  ) -> String {
    let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"\(anchor)\""
    let extra = attributes.isEmpty ? "" : " " + attributes
    return "<text x=\"\(coordinate(x))\" y=\"\(coordinate(y))\"\(anchorAttribute)\(extra)>"
      + escaped(content) + "</text>"
  }

  /// A `<line>` element.
  static func line(
    from start: SIMD2<Double>, to end: SIMD2<Double>, attributes: String
  ) -> String {
    "<line x1=\"\(coordinate(start.x))\" y1=\"\(coordinate(start.y))\" "
      + "x2=\"\(coordinate(end.x))\" y2=\"\(coordinate(end.y))\" \(attributes)/>"
  }
}
