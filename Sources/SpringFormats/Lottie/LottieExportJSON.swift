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
    var text = ""
    try write(value, style: style, depth: 0, into: &text)
    return text
  }

  /// Appends `value` at nesting `depth`.
  private static func write(
    _ value: JSONValue, style: JSONStyle, depth: Int, into text: inout String
  ) throws(LottieExportError) {
    let pretty = style == .pretty
    func newline(_ depth: Int) -> String {
      pretty ? "\n" + String(repeating: "  ", count: depth) : ""
    }
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += try self.number(number)
    case .string(let string): text += quoted(string)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        text += newline(depth + 1)
        try write(element, style: style, depth: depth + 1, into: &text)
      }
      text += newline(depth)
      text += "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{"
      // `ty` first: rlottie reads a shape's type when it meets `ty` and skips every key
      // before it (`LottieParserImpl::parseObject`).
      let keys = members.keys.sorted {
        $0 == "ty" || ($1 != "ty" && $0.utf8.lexicographicallyPrecedes($1.utf8))
      }
      for (index, key) in keys.enumerated() {
        if index > 0 { text += "," }
        text += newline(depth + 1)
        text += quoted(key) + (pretty ? ": " : ":")
        if let member = members[key] {
          try write(member, style: style, depth: depth + 1, into: &text)
        }
      }
      text += newline(depth)
      text += "}"
    }
  }

  /// An integral number as an integer, any other as its shortest round-trip text.
  static func number(_ number: Double) throws(LottieExportError) -> String {
    guard number.isFinite else { throw .nonFiniteNumber }
    if number == number.rounded(), abs(number) < 0x1p53 {
      return String(Int64(number))
    }
    return NumberText.roundTrip(number)
  }

  /// A JSON string literal: `"`, `\` and control characters escaped (RFC 8259).
  private static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
