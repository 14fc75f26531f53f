public import SpringKit

/// Why a preview page cannot be written.
public enum PreviewError: Error, Sendable, Hashable, CustomStringConvertible {
  /// SpringKit refused the spring's keyframes (no end for an undamped spring, a tolerance
  /// that cannot be reached, a value that is not finite).
  case spring(SpringError)
  /// A CSS writer refused the keyframes.
  case format(KeyframeFormatError)
  /// The chart could not be drawn.
  case chart(ChartError)
  /// A curve's straight-line stops could not get within the tolerance with at most
  /// `stops` stops (a jump, or a tolerance below what the printed times can resolve).
  case toleranceNotReached(tolerance: Double, stops: Int)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .spring(let error): error.description
    case .format(let error): error.description
    case .chart(let error): error.description
    case .toleranceNotReached(let tolerance, let stops):
      "the keyframe curve cannot be drawn within \(NumberText.rounded(tolerance)) with at most "
        + "\(stops) straight-line stops; give a larger --tolerance"
    }
  }
}
