public import SpringKit

/// A `LO,HI` or `P,P,…` list that describes no bounds or snap points
/// (``FlingRequest/bounds(_:)``, ``FlingRequest/snapPoints(_:)``).
///
/// ``reason`` names the entry at fault as the list's syntax does: `LO`, `HI`, `snap[1]`.
public enum FlingListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A bounds list with another count of numbers than two.
  case boundsCount(Int)
  /// An entry SpringKit refuses: the entry as the list names it, and SpringKit's error.
  case refused(entry: String, SpringError)

  /// What is wrong, naming the entry: `LO must be at most HI`, `snap[1] must be finite`.
  public var reason: String {
    switch self {
    case .boundsCount(let count):
      "expected two numbers LO,HI, got \(count)"
    case .refused(_, let error) where error.rule == .ordered:
      "LO must be at most HI"
    case .refused(let entry, let error):
      "\(entry) must be \(error.rule.requirement)"
    }
  }

  /// The reason.
  public var description: String { reason }
}
