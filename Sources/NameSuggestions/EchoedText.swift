// The one way text from an input is echoed into a message: escaped and short.

/// Text from a file or an argument made safe to quote in an error message: control
/// characters escaped, UTF-16 named instead of echoed, long text elided.
///
/// A CSV header or a Lottie layer name is the file author's text; printed as is, an ESC or
/// BEL in it drives the reader's terminal, NUL bytes (UTF-16 read as UTF-8) print as
/// garbage, and a 200,000-column header prints megabytes. Every message that quotes input
/// text passes it through ``safe(_:limit:)``.
///
/// ```swift
/// EchoedText.safe("val\u{1B}[31mue")   // val\u{1B}[31mue (the escape sequence as text)
/// EchoedText.safe(String(repeating: "c,", count: 100_000))
/// // c,c,c,…  the first 80 characters, then "… (200000 characters)"
/// ```
package enum EchoedText {
  /// The most characters of input text a message quotes: 80.
  package static let defaultLimit = 80

  /// What a message says instead of text that looks like UTF-16 read as UTF-8.
  package static let utf16Notice = "(the file looks like UTF-16; save it as UTF-8)"

  /// The text as a message may quote it.
  ///
  /// - C0 and C1 control characters, DEL and the bidirectional overrides and isolates
  ///   (which reorder what follows them on screen) become `\u{XX}`; a tab becomes `\t`.
  /// - Text in which at least one character in four is NUL is UTF-16 read as UTF-8: it
  ///   becomes ``utf16Notice``.
  /// - Text longer than `limit` characters keeps its first `limit` and ends with
  ///   `… (N characters)`.
  ///
  /// - Parameters:
  ///   - text: The input's text.
  ///   - limit: The most characters kept; ``defaultLimit`` by default.
  /// - Returns: Printable text.
  /// - Complexity: O(n) for n characters.
  package static func safe(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
    let scalars = text.unicodeScalars
    let nulls = scalars.reduce(0) { $0 + ($1.value == 0 ? 1 : 0) }
    if nulls > 0, 4 * nulls >= scalars.count { return utf16Notice }
    var result = ""
    var kept = 0
    var total = 0
    for character in text {
      total += 1
      guard kept < max(limit, 1) else { continue }
      kept += 1
      result += escaped(character)
    }
    guard total > kept else { return result }
    return result + "… (\(total) characters)"
  }

  /// A character as a message shows it: itself, or its scalars as `\u{XX}` when any would
  /// act on the terminal instead of printing.
  static func escaped(_ character: Character) -> String {
    guard character.unicodeScalars.contains(where: isControl) else { return String(character) }
    return character.unicodeScalars.map { scalar in
      guard isControl(scalar) else { return String(scalar) }
      if scalar == "\t" { return "\\t" }
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }.joined()
  }

  /// Whether a scalar acts instead of printing: C0, DEL, C1, and the bidirectional
  /// embeddings, overrides and isolates.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
