/// A W3C design-tokens file with the springs found in it.
///
/// A token is an object with a `$value`; the other objects are groups, whose `$type` their
/// tokens inherit unless they give their own. Tokens of type `spring` are read into
/// ``springs``; every other token is left as it was and listed in ``otherTokens``, its
/// ``JSONNode`` untouched (member order, number texts and positions kept).
///
/// ```swift
/// let text = #"""
///   {"motion": {"$type": "spring",
///     "bouncy": {"$value": {"duration": {"value": 500, "unit": "ms"}, "bounce": 0.3}},
///     "base": {"$value": "{motion.bouncy}"}}}
///   """#
/// let file = try SpringTokenFile(bytes: Array(text.utf8))
/// file.springs.map(\.name)   // ["motion.bouncy", "motion.base"]
/// ```
///
/// `$value` holds exactly one parametrisation (``SpringTokenForm``). Durations are read in
/// the object form `{"value": 500, "unit": "ms"}` and the string forms `"500ms"`, `"0.5s"`.
/// An alias (`"{motion.base}"`) may stand for a whole `$value` or any member of it; it
/// resolves to the target token's `$value`.
public struct SpringTokenFile: Sendable, Equatable {
  /// A token of another type, passed through untouched.
  public struct OtherToken: Sendable, Equatable {
    /// The path of group names and the token's name.
    public var path: [String]
    /// Its `$type`, own or inherited; `nil` when it has none.
    public var type: String?
    /// The token object as read.
    public var node: JSONNode
  }

  /// The whole document as read.
  public var document: JSONNode
  /// The spring tokens, in document order.
  public var springs: [SpringToken]
  /// The tokens of other types, in document order.
  public var otherTokens: [OtherToken]

  /// Reads a token file.
  ///
  /// - Parameter bytes: UTF-8 JSON text.
  /// - Throws: ``SpringTokenError`` with the JSON path and the rule at the first bad spring
  ///   token, alias or duration; ``SpringTokenError/Rule/syntax(_:)`` for text that is not
  ///   JSON.
  /// - Complexity: O(n·d) for n values and aliases d deep.
  public init(bytes: [UInt8]) throws(SpringTokenError) {
    let document: JSONNode
    do {
      document = try JSONReader.parse(bytes)
    } catch {
      throw SpringTokenError(path: "", rule: .syntax(error))
    }
    try self.init(document: document)
  }

  /// Reads the tokens of a parsed document.
  ///
  /// - Parameter document: The document.
  /// - Throws: ``SpringTokenError`` as ``init(bytes:)`` does.
  /// - Complexity: O(n·d) for n values and aliases d deep.
  public init(document: JSONNode) throws(SpringTokenError) {
    guard case .object = document.value else {
      throw SpringTokenError(path: "", rule: .notAnObject(found: document.kindDescription))
    }
    self.document = document
    springs = []
    otherTokens = []
    let resolver = SpringTokenResolver(document: document)
    try collect(document, path: [], inheritedType: nil, resolver: resolver)
  }

  private mutating func collect(
    _ group: JSONNode, path: [String], inheritedType: String?, resolver: SpringTokenResolver
  ) throws(SpringTokenError) {
    guard case .object(let members) = group.value else { return }
    let groupType = Self.type(of: group) ?? inheritedType
    for (key, node) in members where !key.hasPrefix("$") {
      guard case .object = node.value else { continue }  // not a token or group: left alone
      let childPath = path + [key]
      guard node["$value"] != nil else {
        try collect(node, path: childPath, inheritedType: groupType, resolver: resolver)
        continue
      }
      let type = try resolver.type(ofTokenAt: childPath, inherited: groupType)
      if type == "spring" {
        springs.append(try resolver.springToken(node, path: childPath))
      } else {
        otherTokens.append(OtherToken(path: childPath, type: type, node: node))
      }
    }
  }

  /// A node's own `$type`, if it is a string.
  static func type(of node: JSONNode) -> String? {
    guard case .string(let type) = node["$type"]?.value else { return nil }
    return type
  }
}
