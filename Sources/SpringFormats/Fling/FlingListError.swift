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

extension FlingRequest {
  /// The bounds of a `LO,HI` list, such as `springfit fling --bounds 0,1200`.
  ///
  /// - Parameter numbers: The list's numbers.
  /// - Returns: The bounds.
  /// - Throws: ``FlingListError`` for a count other than two, an end that is not finite, or
  ///   `LO` above `HI`.
  public static func bounds(_ numbers: [Double]) throws(FlingListError) -> MotionBounds {
    guard numbers.count == 2 else { throw .boundsCount(numbers.count) }
    do {
      return try MotionBounds(lower: numbers[0], upper: numbers[1])
    } catch {
      throw .refused(entry: error.parameter == "upper" ? "HI" : "LO", error)
    }
  }

  /// The snap points of a `P,P,…` list, such as `springfit fling --snap 0,300,700`.
  ///
  /// - Parameter numbers: The list's numbers.
  /// - Returns: The snap points.
  /// - Throws: ``FlingListError`` naming `snap[i]` for a point that is not finite or not
  ///   above the one before it, or `snap` for an empty list.
  public static func snapPoints(_ numbers: [Double]) throws(FlingListError) -> SnapPoints {
    do {
      return try SnapPoints(numbers)
    } catch {
      // SpringKit's `points[i]`, as the list names it.
      let parameter = error.parameter
      let entry =
        parameter.hasPrefix("points") ? "snap" + parameter.dropFirst("points".count) : parameter
      throw .refused(entry: entry, error)
    }
  }
}
