// The lexical pieces of JSON shared by the writers: string escaping, key order and paths.

/// JSON's lexical rules: how strings are quoted, how keys are ordered, how paths are named.
enum JSONText {
  /// A string as a JSON string literal, escaped per RFC 8259.
  ///
  /// `"` and `\` are escaped with a backslash; the control characters U+0000–U+001F use the
  /// short forms `\b \f \n \r \t` where JSON has one and `\u00XX` otherwise. Everything
  /// else, including `/` and non-ASCII text, is written as itself in UTF-8.
  static func quoted(_ text: String) -> String {
    // Most strings (keys, code, notes) need no escape: copy them whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      return "\"" + text + "\""
    }
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    result += "\""
    return result
  }

  /// Whether `lhs` sorts before `rhs`: byte order of their UTF-8, which is Unicode scalar
  /// order and does not depend on the platform or locale.
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// The keys of an object in the order they are written.
  static func sortedKeys(_ members: [String: JSONValue]) -> [String] {
    members.keys.sorted(by: precedes)
  }

  /// A location in a document as text: `$` for the root, then `.key` for object members
  /// and `[index]` for array elements, for example `$.samples[3].position`.
  static func path(_ components: [JSONPathComponent]) -> String {
    var text = "$"
    for component in components {
      switch component {
      case .key(let key): text += "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

/// One step from a container to a value inside it.
enum JSONPathComponent: Sendable, Hashable {
  /// The member with this key of an object.
  case key(String)
  /// The element at this index of an array.
  case index(Int)
}
