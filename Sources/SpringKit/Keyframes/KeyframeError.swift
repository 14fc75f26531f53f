/// A keyframe definition SpringKit refused: which field (and index), and what is wrong.
///
/// ```swift
/// // keyTimes[2] is 0.25, less than the entry before it (0.5): keyTimes must not decrease
/// ```
public struct KeyframeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the field.
  public enum Problem: Hashable, Sendable {
    /// Fewer values than the mode needs.
    case tooFewValues(count: Int, minimum: Int)
    /// An array has the wrong number of entries.
    case wrongCount(expected: Int, actual: Int)
    /// A value or time is infinite or NaN.
    case notFinite
    /// keyTimes must start at 0.
    case doesNotStartAtZero(Double)
    /// keyTimes must end at 1.
    case doesNotEndAtOne(Double)
    /// keyTimes must not decrease.
    case decreasing(previous: Double, value: Double)
    /// The duration must be finite and greater than 0.
    case nonPositiveDuration(Double)
  }

  /// The field, as named in Core Animation (`values`, `keyTimes`, `duration`,
  /// `timingFunctions`, `tensionValues`, …).
  public var field: String
  /// The index within the field, when one entry is at fault.
  public var index: Int?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error for a field, an optional index and a problem.
  public init(field: String, index: Int? = nil, problem: Problem) {
    self.field = field
    self.index = index
    self.problem = problem
  }

  /// "1 entry", "2 entries".
  static func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }

  /// A sentence naming the field, the entry and the rule.
  public var description: String {
    let name = index.map { "\(field)[\($0)]" } ?? field
    switch problem {
    case .tooFewValues(let count, let minimum):
      return "\(name) has \(Self.entries(count)); at least \(minimum) are needed"
    case .wrongCount(let expected, let actual):
      return "\(name) has \(Self.entries(actual)); \(expected) "
        + (expected == 1 ? "is" : "are") + " needed"
    case .notFinite:
      return "\(name) is not finite"
    case .doesNotStartAtZero(let value):
      return "\(name) is \(value); keyTimes must start at 0"
    case .doesNotEndAtOne(let value):
      return "\(name) is \(value); keyTimes must end at 1"
    case .decreasing(let previous, let value):
      return "\(name) is \(value), less than the entry before it (\(previous)): "
        + "keyTimes must not decrease"
    case .nonPositiveDuration(let value):
      return "\(name) is \(value); it must be finite and greater than 0"
    }
  }
}
