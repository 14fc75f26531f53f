/// An input SpringKit refused: which parameter, the value it got, and the rule it broke.
///
/// Every entry point that takes outside input validates it and throws this error instead of
/// trapping or returning NaN. The error carries data, not text: the value as a ``Value``, the
/// ``Rule`` (declared next to the subsystem that owns it, as `SpringError.Rule.positive` or
/// `SpringError.Rule.attainableTolerance`), and, for rules whose bound depends on the input,
/// that bound as a number. ``description`` renders the sentence from them:
///
/// ```swift
/// do {
///   _ = try Spring(mass: -1, stiffness: 100, damping: 10)
/// } catch {
///   print(error)  // mass must be finite and greater than 0, got -1.0
///   error.value   // .number(-1.0)
///   error.rule    // .positive
/// }
/// ```
public struct SpringError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of the parameter, as spelled in the API (for example `"stiffness"`).
  public var parameter: String
  /// The rejected value.
  public var value: Value
  /// The rule the value broke.
  public var rule: Rule
  /// The bound the rule measured the value against, when it depends on the input (the
  /// smallest attainable tolerance of ``Rule/attainableTolerance``); `nil` for fixed rules.
  public var limit: Double?

  /// Creates an error for a parameter, its rejected value, the broken rule and the bound the
  /// rule measured against, if it depends on the input.
  @inlinable
  public init(parameter: String, value: Value, rule: Rule, limit: Double? = nil) {
    self.parameter = parameter
    self.value = value
    self.rule = rule
    self.limit = limit
  }

  /// A sentence naming the parameter, the rule and the value (and the limit, if any).
  public var description: String {
    let sentence = "\(parameter) must be \(rule.requirement), got \(value)"
    guard let limit else { return sentence }
    return sentence + "; \(rule.limitPhrase) \(limit)"
  }
}

// Validation helpers shared by every entry point.
extension SpringError {
  @usableFromInline
  package static func requirePositive(_ value: Double, _ parameter: String) throws(SpringError) {
    guard value.isFinite, value > 0 else {
      throw SpringError(parameter: parameter, value: .number(value), rule: .positive)
    }
  }

  /// Throws ``SpringError`` with the rule `.nonNegative` unless `value` is finite and ≥ 0.
  @usableFromInline
  package static func requireNonNegative(_ value: Double, _ parameter: String)
    throws(SpringError)
  {
    guard value.isFinite, value >= 0 else {
      throw SpringError(parameter: parameter, value: .number(value), rule: .nonNegative)
    }
  }

  /// Throws ``SpringError`` with the rule `.finite` unless every component of `value` is finite.
  @inlinable
  package static func requireFinite<V: SpringVector>(_ value: V, _ parameter: String)
    throws(SpringError)
  {
    guard value.isFinite else {
      throw SpringError(parameter: parameter, value: Value(value), rule: .finite)
    }
  }

  @usableFromInline
  package static func requireNonNegative(count: Int, _ parameter: String) throws(SpringError) {
    guard count >= 0 else {
      throw SpringError(parameter: parameter, value: .count(count), rule: .nonNegativeCount)
    }
  }
}
