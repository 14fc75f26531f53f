/// Text made safe for HTML element content and double-quoted attribute values.
enum HTMLText {
  /// `text` with `&`, `<`, `>` and `"` escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
