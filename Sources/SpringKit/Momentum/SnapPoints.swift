/// The values a fling may come to rest on: a sheet's detents, a pager's pages, a grid's lines.
///
/// The points are validated once, here: at least one, all finite, in increasing order
/// without repeats. ``target(position:velocity:landing:rule:)`` then chooses where a release
/// ends by a ``SnapRule``.
///
/// ```swift
/// let detents = try SnapPoints([0, 300, 700])
/// // Released at 320 moving up at −900 pt/s, a UIKit-style decay landing at about −130:
/// let target = try detents.target(position: 320, velocity: -900, landing: -130, rule: .nearest)
/// // 0
/// ```
public struct SnapPoints: Sendable, Hashable {
  /// The points, in increasing order.
  public let points: [Double]

  /// Creates snap points from a list sorted in increasing order.
  ///
  /// - Parameter points: At least one finite value, in increasing order without repeats.
  /// - Throws: ``SpringError`` naming `points` when the list is empty
  ///   (``SpringError/Rule/nonEmpty``) or out of order (``SpringError/Rule/strictlyIncreasing``,
  ///   naming the first point out of order as `points[i]`), or `points[i]` when one is not
  ///   finite.
  public init(_ points: [Double]) throws(SpringError) {
    guard !points.isEmpty else {
      throw SpringError(parameter: "points", value: .list([]), rule: .nonEmpty)
    }
    for (index, point) in points.enumerated() {
      try SpringError.requireFinite(point, "points[\(index)]")
      if index > 0, !(points[index - 1] < point) {
        throw SpringError(
          parameter: "points[\(index)]", value: .number(point), rule: .strictlyIncreasing)
      }
    }
    self.points = points
  }

  /// The point nearest `value`; a tie goes to the later point, as Compose's `closestAnchor`
  /// does.
  ///
  /// - Complexity: O(log n) for n points.
  public func nearest(to value: Double) -> Double {
    let (below, above) = neighbours(of: value)
    guard let below else { return above ?? value }
    guard let above else { return below }
    return value - below < above - value ? below : above
  }

  /// The nearest points at or below and at or above `value` (the same point when `value` is
  /// one); `nil` beyond the first or the last.
  ///
  /// - Complexity: O(log n) for n points.
  public func neighbours(of value: Double) -> (below: Double?, above: Double?) {
    // The first index whose point is at least `value`.
    var low = 0
    var high = points.count
    while low < high {
      let middle = (low + high) / 2
      if points[middle] < value { low = middle + 1 } else { high = middle }
    }
    let above = low < points.count ? points[low] : nil
    if let above, above == value { return (above, above) }
    return (low > 0 ? points[low - 1] : nil, above)
  }

  /// The point a release ends on, chosen by `rule`.
  ///
  /// - Parameters:
  ///   - position: The value at release.
  ///   - velocity: The release velocity, in value units per second.
  ///   - landing: Where the free fling would come to rest (a decay's resting value, or Apple's
  ///     `project()`); only ``SnapRule/nearest`` reads it.
  ///   - rule: How to choose.
  /// - Returns: One of ``points``.
  /// - Throws: ``SpringError`` naming `position`, `velocity` or `landing` when one is not
  ///   finite, or the rule's parameter when it breaks its rule.
  public func target(
    position: Double, velocity: Double, landing: Double, rule: SnapRule
  ) throws(SpringError) -> Double {
    try SpringError.requireFinite(position, "position")
    try SpringError.requireFinite(velocity, "velocity")
    try SpringError.requireFinite(landing, "landing")
    switch rule.kind {
    case .nearest:
      return nearest(to: landing)
    case .anchored(let velocityThreshold, let positionalThreshold):
      try SpringError.requireNonNegative(velocityThreshold, "velocityThreshold")
      guard positionalThreshold.isFinite, (0...1).contains(positionalThreshold) else {
        throw SpringError(
          parameter: "positionalThreshold", value: .number(positionalThreshold),
          rule: .unitInterval)
      }
      return anchoredTarget(
        position: position, velocity: velocity, velocityThreshold: velocityThreshold,
        positionalThreshold: positionalThreshold)
    }
  }

  /// Compose `AnchoredDraggable`'s `computeTarget`.
  func anchoredTarget(
    position: Double, velocity: Double, velocityThreshold: Double, positionalThreshold: Double
  ) -> Double {
    let (below, above) = neighbours(of: position)
    guard velocity != 0 else { return nearest(to: position) }
    // The anchors at or beyond the position in the direction of motion; beyond the last one
    // the motion can only go back to the end point behind it.
    let ahead = (velocity > 0 ? above : below) ?? (velocity > 0 ? below : above) ?? position
    if abs(velocity) >= velocityThreshold { return ahead }
    guard let behind = velocity > 0 ? below : above else { return ahead }
    let span = abs((above ?? behind) - (below ?? behind))
    return abs(behind - position) >= positionalThreshold * span ? ahead : behind
  }
}
