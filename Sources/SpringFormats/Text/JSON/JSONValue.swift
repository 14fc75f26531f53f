/// A JSON document as a value: null, a boolean, a number, a string, an array or an object.
///
/// ```swift
/// let document: JSONValue = [
///   "name": "bouncy",
///   "stiffness": 157.91,
///   "tags": ["swiftui", "preset"],
/// ]
/// let text = try JSONWriter(style: .compact).string(for: document)
/// // {"name":"bouncy","stiffness":157.91,"tags":["swiftui","preset"]}
/// ```
///
/// Objects are unordered here and written with their keys sorted (see ``JSONWriter``), so
/// equal values always give the same text. A ``number(_:)`` may hold any `Double`, but JSON
/// has no infinities or NaN: writing one throws ``JSONError/nonFiniteNumber(path:value:)``,
/// and ``validate()`` finds it beforehand.
public enum JSONValue: Sendable, Hashable {
  /// The JSON literal `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; it must be finite to be written.
  case number(Double)
  /// A string of Unicode text.
  case string(String)
  /// An ordered list of values.
  case array([JSONValue])
  /// Members with unique keys, written sorted by key.
  case object([String: JSONValue])
}
