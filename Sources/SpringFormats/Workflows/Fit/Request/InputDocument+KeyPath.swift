// The key path keyframe JSON names, read from the document detected once.

extension InputDocument {
  /// The `keyPath` of keyframe JSON shaped like a `CAKeyframeAnimation`, read from the parsed
  /// document (as ``KeyframeDocument/keyPath(json:)`` reads it from text); `nil` for other
  /// input or when it is missing or not a string.
  public var keyPath: String? {
    guard case .keyframeJSON(let node) = self, case .object(let members) = node.value,
      let member = members.first(where: { $0.key == "keyPath" }),
      case .string(let keyPath) = member.node.value
    else { return nil }
    return keyPath
  }
}
