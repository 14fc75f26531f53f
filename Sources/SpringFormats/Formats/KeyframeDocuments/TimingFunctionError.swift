import NameSuggestions
public import SpringKit

/// A timing function that does not read: which entry of a list, and why.
///
/// ``reason`` and ``description`` are rendered from the data, in the wording keyframe files
/// and `springfit --timing-functions` share.
public struct TimingFunctionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why the text is not a timing function.
  public enum Problem: Sendable, Equatable {
    /// A name that is none of ``TimingFunctionReader/allNames``; the nearest one, if close.
    case unknownName(String, suggestion: String?)
    /// Control points other than four numbers; how many there were.
    case controlPointCount(Int)
    /// A control point that is not a number, as written.
    case notANumber(String)
    /// Four numbers that SpringKit refuses as a cubic Bézier (x outside [0, 1], not finite).
    case invalidControlPoints(SpringError)
  }

  /// The entry's 0-based position in a list, or `nil` for a single timing function.
  public var index: Int?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - index: The entry's position in a list, if any.
  ///   - problem: What is wrong.
  public init(index: Int? = nil, problem: Problem) {
    self.index = index
    self.problem = problem
  }

  /// What is wrong, without the entry's position.
  public var reason: String {
    switch problem {
    case .unknownName(let name, let suggestion):
      "unknown timing function '\(EchoedText.safe(name))'; expected a Core Animation name "
        + "(\(TimingFunction.coreAnimationNames.map(\.name).joined(separator: ", "))), a CSS "
        + "keyword (ease-in-out, ...), a Penner curve (easeOutQuint, ...) or four control "
        + "points x1,y1,x2,y2." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    case .controlPointCount(let count):
      "\(count) control point numbers; a cubic Bézier needs 4 (x1,y1,x2,y2)"
    case .notANumber(let text):
      "'\(EchoedText.safe(text))' is not a number"
    case .invalidControlPoints(let error):
      error.description
    }
  }

  /// `timingFunctions[i]: reason` for an entry of a list, else the reason.
  public var description: String {
    index.map { "timingFunctions[\($0)]: \(reason)" } ?? reason
  }
}
