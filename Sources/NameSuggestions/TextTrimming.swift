// The one trim the readers share: CSV fields, `--spring` items and list options all drop
// the spaces and tabs a person types around a piece, and nothing else.

/// Spaces and tabs, the blanks trimmed from the ends of a piece of text.
package enum TextTrimming {
  /// The text without spaces or tabs at either end.
  ///
  /// Other whitespace (line breaks, no-break spaces) is kept: it is never typed around a
  /// value by accident, and a reader that meets it should say so rather than guess.
  package static func trimmed(_ text: some StringProtocol) -> String {
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(text[first...last])
  }
}
