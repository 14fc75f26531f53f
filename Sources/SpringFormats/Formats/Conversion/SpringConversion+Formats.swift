// A spring's conversion in each of `springfit convert`'s formats.

extension SpringConversion {
  /// The formats a conversion is written in.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// An aligned table, one section per ecosystem (``SpringConversion/text``).
    case text
    /// One JSON object (``SpringConversion/jsonDocument``).
    case json
    /// A design-token file with the spring as the token `spring` (``SpringToken``), its
    /// fallbacks in `$extensions`.
    case token
  }

  /// The conversion in `format`, ending with a newline: what `springfit convert` prints.
  ///
  /// ```swift
  /// let json = try SpringConversion(spring: .bouncy).string(format: .json)
  /// ```
  ///
  /// - Throws: `JSONError` if the JSON writer refuses the document, which would be a bug:
  ///   non-finite numbers are written as `null`.
  public func string(format: Format) throws(JSONError) -> String {
    switch format {
    case .text:
      return text
    case .json:
      return try JSONWriter(style: .pretty).string(for: jsonDocument) + "\n"
    case .token:
      let token = SpringToken(path: ["spring"], spring: spring)
      let document: JSONValue = [
        "spring": token.document(fallbacks: SpringTokenFallbacks(spring: spring))
      ]
      return try JSONWriter(style: .pretty).string(for: document) + "\n"
    }
  }
}
