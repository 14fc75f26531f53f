// A token file's springs in each of `springfit tokens`' formats.

extension SpringTokenFile {
  /// The formats a token file's springs are written in.
  public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Each spring token's name, then `springfit convert`'s table for it.
    case text
    /// One object keyed by token name, each `springfit convert --format json`'s document.
    case json
    /// CSS custom properties in a `:root` rule: `linear()` easings, durations and the
    /// nearest `cubic-bezier()` (``SpringTokenFile/stylesheet(tolerance:)``).
    case css
  }

  /// Each spring token's name and form, then its ``SpringConversion`` table; `No spring
  /// tokens.` for a file without any.
  public var conversionText: String {
    let sections = springs.map { token in
      "\(token.name) (\(token.form.rawValue))\n\n" + SpringConversion(spring: token.spring).text
    }
    return sections.isEmpty ? "No spring tokens.\n" : sections.joined(separator: "\n")
  }

  /// One object keyed by token name, each the token's ``SpringConversion/jsonDocument``; the
  /// first token of a repeated name wins.
  public var conversionDocument: JSONValue {
    .object(
      Dictionary(springs.map { ($0.name, SpringConversion(spring: $0.spring).jsonDocument) }) {
        first, _ in first
      })
  }

  /// The file's springs in `format`, ending with a newline: what `springfit tokens` prints.
  ///
  /// - Throws: `JSONError` if the JSON writer refuses the document, which would be a bug.
  /// - Complexity: O(n) for n spring tokens.
  public func string(format: OutputFormat) throws(JSONError) -> String {
    switch format {
    case .text: conversionText
    case .json: try JSONWriter(style: .pretty).string(for: conversionDocument) + "\n"
    case .css: stylesheet()
    }
  }
}
