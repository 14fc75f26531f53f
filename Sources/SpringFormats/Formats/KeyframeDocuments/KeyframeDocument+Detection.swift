// What a keyframe file is before it is decoded: JSON or CSV, and the key path JSON names.

extension KeyframeDocument {
  /// Whether ``decode(_:overriding:)`` reads the bytes as JSON.
  ///
  /// They are JSON when the first character after a byte order mark and whitespace is `{`
  /// or `[`; anything else is read as CSV.
  ///
  /// ```swift
  /// KeyframeDocument.isJSON(Array("\u{FEFF} {\"values\": [0, 1]}".utf8))  // true
  /// KeyframeDocument.isJSON(Array("keyTime,value\n".utf8))  // false
  /// ```
  ///
  /// - Complexity: O(n) in the leading whitespace.
  public static func isJSON(_ bytes: [UInt8]) -> Bool {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let first = bytes[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  /// The `keyPath` of keyframe JSON shaped like a `CAKeyframeAnimation` (`transform.scale`,
  /// `position.y`): the property the keyframes animate, which the document itself ignores.
  ///
  /// ```swift
  /// let json = Array(#"{"keyPath": "opacity", "values": [0, 1], "duration": 0.3}"#.utf8)
  /// KeyframeDocument.keyPath(json: json)  // "opacity"
  /// ```
  ///
  /// - Parameter bytes: The file's UTF-8 text.
  /// - Returns: The key path, or `nil` when the bytes are not a JSON object or its `keyPath`
  ///   is missing or not a string; decode the document for the reason it is unreadable.
  /// - Complexity: O(n) in the length of the text.
  public static func keyPath(json bytes: [UInt8]) -> String? {
    guard isJSON(bytes), let node = try? JSONReader.parse(bytes),
      case .object(let members) = node.value,
      let member = members.first(where: { $0.key == "keyPath" }),
      case .string(let keyPath) = member.node.value
    else { return nil }
    return keyPath
  }
}
