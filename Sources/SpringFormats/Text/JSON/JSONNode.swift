/// A JSON value read from text, with the line and column it starts at, so that errors about a
/// field can point at it.
///
/// ``JSONReader`` yields nodes rather than ``JSONValue``s: a reader has to say where a bad
/// field is, and ``JSONValue`` is the writer's model, which has no positions, keeps objects
/// as unordered dictionaries and numbers only as `Double`s. A node keeps what a message needs:
/// the position, the members in the order written and each number's text. ``jsonValue``
/// drops all three.
///
/// ```swift
/// let node = try JSONReader.parse(Array(#"{"values": [0.4, 1]}"#.utf8))
/// node["values"]?.line   // 1
/// ```
public struct JSONNode: Sendable, Equatable {
  /// The kinds of JSON value.
  public enum Value: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: its value (infinite when it overflows a double) and its text.
    case number(Double, text: String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object's members in the order written; keys are unique.
    case object([(key: String, node: JSONNode)])

    /// Whether two values are equal, members compared in order.
    public static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): true
      case (.bool(let a), .bool(let b)): a == b
      case (.number(let a, let x), .number(let b, let y)): a == b && x == y
      case (.string(let a), .string(let b)): a == b
      case (.array(let a), .array(let b)): a == b
      case (.object(let a), .object(let b)):
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.node == $1.node }
      default: false
      }
    }
  }

  /// The value.
  public var value: Value
  /// The 1-based line the value starts on.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes, the value starts at.
  public var column: Int

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - line: The 1-based line it starts on.
  ///   - column: The 1-based column, in UTF-8 bytes, it starts at.
  public init(value: Value, line: Int, column: Int = 1) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// What the value is, for messages: "a string", "an array", "null", ….
  public var kindDescription: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The member `key` of an object; `nil` for a missing key or a node that is not an object.
  public subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.node
  }

  /// The value as the writer models it: positions, member order and number texts dropped.
  ///
  /// - Complexity: O(n) in the number of values.
  public var jsonValue: JSONValue {
    switch value {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number, _): .number(number)
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(\.jsonValue))
    case .object(let members):
      .object(Dictionary(members.map { ($0.key, $0.node.jsonValue) }) { first, _ in first })
    }
  }
}
