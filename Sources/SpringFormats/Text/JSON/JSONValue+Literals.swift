// Literal conformances so documents read like JSON in code and tests.

extension JSONValue: ExpressibleByNilLiteral {
  /// Creates ``JSONValue/null`` from `nil`.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// Creates ``JSONValue/bool(_:)`` from `true` or `false`.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// Creates ``JSONValue/number(_:)`` from an integer literal.
  public init(integerLiteral value: Int) {
    self = .number(Double(value))
  }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// Creates ``JSONValue/number(_:)`` from a floating-point literal.
  public init(floatLiteral value: Double) {
    self = .number(value)
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// Creates ``JSONValue/string(_:)`` from a string literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// Creates ``JSONValue/array(_:)`` from an array literal.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates ``JSONValue/object(_:)`` from a dictionary literal; when a key repeats, the
  /// last value wins.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
