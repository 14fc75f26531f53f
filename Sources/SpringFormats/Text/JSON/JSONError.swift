/// Why a JSON writer refused to write: which value or call, and the rule it breaks.
public enum JSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A number is infinite or NaN, which JSON cannot represent. `path` locates it in the
  /// document (`$` is the root, for example `$.samples[3].position`); `value` is its text.
  case nonFiniteNumber(path: String, value: String)
  /// A key given to ``JSONStreamWriter`` does not come strictly after the previous key of
  /// the same object in sorted order (a repeated key breaks this too).
  case keyOutOfOrder(path: String, key: String, previousKey: String)
  /// A ``JSONStreamWriter`` call that does not fit the document written so far, such as a
  /// value where a key is expected; the text says which.
  case misplaced(String)

  /// A sentence naming the offending value or call and the rule.
  public var description: String {
    switch self {
    case .nonFiniteNumber(let path, let value):
      "JSON numbers must be finite, got \(value) at \(path)"
    case .keyOutOfOrder(let path, let key, let previousKey):
      "JSON object keys must be written in sorted order without repeats, got '\(key)' after "
        + "'\(previousKey)' in \(path)"
    case .misplaced(let what):
      "misplaced JSON token: \(what)"
    }
  }
}
