import Foundation

/// A parsed JSON document for tests, read with `JSONDecoder`.
///
/// `JSONSerialization` on Linux can read a double one ulp off (it parsed
/// `0.30000000000000004` as `0.3000000000000001`); `JSONDecoder` reads every shortest
/// round-trip number back exactly, which tests of exact output need.
enum JSONTree: Decodable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONTree])
  /// An object.
  case object([String: JSONTree])

  /// Decodes whichever kind of value the container holds.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let elements = try? container.decode([JSONTree].self) {
      self = .array(elements)
    } else {
      self = .object(try container.decode([String: JSONTree].self))
    }
  }

  /// Parses a JSON text.
  static func parse(_ text: String) throws -> JSONTree {
    try JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
  }

  /// The member `key` of an object, if this is an object that has it.
  subscript(key: String) -> JSONTree? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The members of an object.
  var members: [String: JSONTree]? {
    guard case .object(let members) = self else { return nil }
    return members
  }

  /// The value of a number.
  var number: Double? {
    guard case .number(let value) = self else { return nil }
    return value
  }

  /// The value of a string.
  var string: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }
}
