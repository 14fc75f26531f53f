import NameSuggestions

/// Reading a token duration in seconds: the current W3C object form
/// `{"value": 500, "unit": "ms"}` and the older string form `"500ms"` / `"0.5s"`.
enum SpringTokenDuration {
  /// The units a duration may have, with their length in seconds.
  static let units: [String: Double] = ["ms": 0.001, "s": 1]

  /// Seconds from a string such as `500ms` or `0.5s`.
  ///
  /// - Throws: ``SpringTokenError/Rule/badUnit(_:)`` for a number with another unit,
  ///   ``SpringTokenError/Rule/badDuration(_:)`` for text that is not a number and a unit.
  static func seconds(text: String, path: String) throws(SpringTokenError) -> Double {
    let bytes = Array(text.utf8)
    guard case .success(let end) = DecimalNumber.scan(bytes, from: 0), end > 0,
      let number = DecimalNumber.parse(String(decoding: bytes[..<end], as: UTF8.self))
    else { throw SpringTokenError(path: path, rule: .badDuration(text)) }
    let unit = String(decoding: bytes[end...], as: UTF8.self)
    guard !unit.isEmpty else { throw SpringTokenError(path: path, rule: .badDuration(text)) }
    guard let scale = units[unit] else { throw SpringTokenError(path: path, rule: .badUnit(unit)) }
    return number * scale
  }

  /// Seconds from a unit and a number in it.
  ///
  /// - Throws: ``SpringTokenError/Rule/badUnit(_:)`` for a unit other than `ms` or `s`.
  static func seconds(value: Double, unit: String, path: String) throws(SpringTokenError)
    -> Double
  {
    guard let scale = units[unit] else { throw SpringTokenError(path: path, rule: .badUnit(unit)) }
    return value * scale
  }

  /// The object form of a duration, in milliseconds when that reads back to the same
  /// seconds and in seconds otherwise, so that writing and reading lose nothing.
  static func json(seconds: Double) -> JSONValue {
    let milliseconds = seconds * 1000
    if milliseconds / 1000 == seconds {
      return ["value": .number(milliseconds), "unit": "ms"]
    }
    return ["value": .number(seconds), "unit": "s"]
  }
}
