/// A JSON node with the path that reached it, so that every read can name the member at
/// fault in a ``LottieReadError``.
struct LottieJSONField {
  /// The node.
  var node: JSONNode
  /// Its path from the root: `layers[2].ks`.
  var path: String

  /// The path of a member.
  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// An error at this node.
  func error(_ problem: LottieReadError.Problem) -> LottieReadError {
    LottieReadError(path: path, line: node.line, problem: problem)
  }

  /// The member `key`, or `nil` when absent (or `null`).
  func member(_ key: String) -> LottieJSONField? {
    guard let child = node[key] else { return nil }
    if case .null = child.value { return nil }
    return LottieJSONField(node: child, path: path(key))
  }

  /// The member `key`, which must be there.
  func required(_ key: String, _ what: String) throws(LottieReadError) -> LottieJSONField {
    guard let child = member(key) else {
      throw LottieReadError(path: path(key), line: node.line, problem: .missing(what: what))
    }
    return child
  }

  /// Whether the node is an object.
  var isObject: Bool {
    if case .object = node.value { return true }
    return false
  }

  /// The node as an object; `what` names it in the error.
  func object(_ what: String) throws(LottieReadError) -> LottieJSONField {
    guard isObject else {
      throw error(.wrongType(expected: what, found: node.kindDescription))
    }
    return self
  }

  /// The node's elements, each with its path.
  func elements(_ what: String) throws(LottieReadError) -> [LottieJSONField] {
    guard case .array(let elements) = node.value else {
      throw error(.wrongType(expected: what, found: node.kindDescription))
    }
    return elements.enumerated().map { LottieJSONField(node: $1, path: "\(path)[\($0)]") }
  }

  /// The node as a finite number.
  func number() throws(LottieReadError) -> Double {
    switch node.value {
    case .number(let value, let text):
      guard value.isFinite else {
        throw error(.invalidNumber(value: text, rule: "numbers must be finite"))
      }
      return value
    default:
      throw error(.wrongType(expected: "a number", found: node.kindDescription))
    }
  }

  /// The node as a number or an array of numbers (a scalar becomes one element).
  func numbers() throws(LottieReadError) -> [Double] {
    if case .array = node.value {
      var values: [Double] = []
      for element in try elements("a number or an array of numbers") {
        values.append(try element.number())
      }
      return values
    }
    guard case .number = node.value else {
      throw error(
        .wrongType(expected: "a number or an array of numbers", found: node.kindDescription))
    }
    return [try number()]
  }

  /// The node as a string.
  func string() throws(LottieReadError) -> String {
    guard case .string(let text) = node.value else {
      throw error(.wrongType(expected: "a string", found: node.kindDescription))
    }
    return text
  }

  /// The node as a flag: `true`/`false` or a number (non-zero is true).
  func flag() throws(LottieReadError) -> Bool {
    switch node.value {
    case .bool(let flag): return flag
    case .number(let value, _): return value != 0
    default: throw error(.wrongType(expected: "a boolean or 0/1", found: node.kindDescription))
    }
  }

  /// An optional numeric member.
  func number(_ key: String) throws(LottieReadError) -> Double? {
    try member(key)?.number()
  }

  /// An optional string member.
  func string(_ key: String) throws(LottieReadError) -> String? {
    try member(key)?.string()
  }
}
