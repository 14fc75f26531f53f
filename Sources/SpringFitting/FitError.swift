public import SpringKit

/// Why a fit could not be made: the input, not the optimiser, is at fault.
public enum FitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Fewer than two samples or keyframes.
  case tooFewPoints(Int)
  /// Samples whose times and values differ in number.
  case mismatchedCounts(times: Int, values: Int)
  /// A sample time or value that is not finite.
  case notFinite(field: String, index: Int)
  /// Sample times that are negative or not increasing.
  case timesNotIncreasing(index: Int)
  /// A fixed parameter or option out of range.
  case invalidOption(SpringError)
  /// A vector's component whose duration (or times) differ from the first component's;
  /// its index.
  case componentsDiffer(index: Int)
  /// No spring of the search could be evaluated on the data (for example, times so large
  /// that every motion overflows).
  case noSpringEvaluates

  /// A sentence naming the field and the rule.
  public var description: String {
    switch self {
    case .tooFewPoints(let count):
      "\(count) \(count == 1 ? "point" : "points") given; at least 2 are needed to fit"
    case .mismatchedCounts(let times, let values):
      "\(times) times but \(values) values; they must pair up"
    case .notFinite(let field, let index): "\(field)[\(index)] is not finite"
    case .timesNotIncreasing(let index) where index == 0:
      "times[0] is negative; times must start at 0 or later"
    case .timesNotIncreasing(let index):
      "times[\(index)] is not greater than the time before it (times must increase from 0)"
    case .invalidOption(let error): error.description
    case .componentsDiffer(let index):
      "component \(index) has another duration than component 0; the components of a vector "
        + "share their times"
    case .noSpringEvaluates: "no spring could be evaluated on these samples"
    }
  }
}
