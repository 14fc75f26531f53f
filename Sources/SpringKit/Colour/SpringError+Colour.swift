// Validation of colour components, shared by every colour type.

extension SpringError {
  /// Throws ``SpringError`` unless the three components are finite (rule
  /// ``SpringError/Rule/finite``, naming the first that is not) and `alpha` is in `0…1` (rule
  /// ``SpringError/Rule/unitInterval``, parameter `alpha`).
  @usableFromInline
  package static func requireColourComponents(
    _ first: (Double, String), _ second: (Double, String), _ third: (Double, String),
    alpha: Double
  ) throws(SpringError) {
    for (value, name) in [first, second, third] where !value.isFinite {
      throw SpringError(parameter: name, value: .number(value), rule: .finite)
    }
    guard alpha.isFinite, (0...1).contains(alpha) else {
      throw SpringError(parameter: "alpha", value: .number(alpha), rule: .unitInterval)
    }
  }
}
