/// Why a ``Chart`` or an ``OutlineFilmstrip`` cannot be drawn.
public enum ChartError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The chart has no panels, or the filmstrip no frames.
  case nothingToDraw
  /// A size (width, panel height, relative height, cell width, columns) is not a finite
  /// positive number; the associated value names it.
  case invalidSize(String)
  /// An axis' explicit range is not finite, or its bounds are equal; the associated value is
  /// the axis' label.
  case invalidRange(axis: String)
  /// A logarithmic axis has an explicit range that is not above zero.
  case logarithmicRangeNotPositive(axis: String)
  /// A filmstrip frame has a non-finite time or coordinate; the associated value is its
  /// index.
  case nonFiniteFrame(index: Int)
  /// Arrays that must pair up have different lengths; the associated value names them.
  case mismatchedCounts(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .nothingToDraw: "there is nothing to draw: no panels or no frames"
    case .invalidSize(let name): "the \(name) must be a finite number greater than 0"
    case .invalidRange(let axis):
      "the range of the axis '\(axis)' must be finite with distinct bounds"
    case .logarithmicRangeNotPositive(let axis):
      "the logarithmic axis '\(axis)' needs a range above 0"
    case .nonFiniteFrame(let index): "frame \(index) has a non-finite time or coordinate"
    case .mismatchedCounts(let names): "\(names) must have the same number of values"
    }
  }
}
