extension CSSKeyframesWriter {
  /// The property the template's declaration sets: the text before its colon, trimmed
  /// (`transform` for `transform: scale({value})`), or `all` when there is none, as a
  /// `transition` of the same animation names it.
  public var property: String {
    guard let colon = template.firstIndex(of: ":") else { return "all" }
    let name = template[..<colon].trimmingPrefix(while: \.isWhitespace)
    let trimmed = String(name.reversed().drop(while: \.isWhitespace).reversed())
    return trimmed.isEmpty ? "all" : trimmed
  }
}
