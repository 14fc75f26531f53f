extension JSONValue {
  /// A number for a document that must print whatever the data: the number when finite,
  /// else `null` (an undamped spring's settling duration, an infinite deviation).
  package static func finiteNumber(_ value: Double) -> JSONValue {
    value.isFinite ? .number(value) : .null
  }
}
