extension Spring {
  /// The largest difference between the 0 → 1 motions from rest of this spring and `other`,
  /// as a fraction of the distance.
  ///
  /// This is how the dialect views say how far a conversion is from exact: 0 for the same
  /// motion (springs with equal ω₀ and ζ move identically whatever their masses), about 0.01
  /// for a difference a careful eye can just see.
  ///
  /// - Parameter other: The spring to compare with.
  /// - Returns: max |x(t) − x_other(t)| over 2049 evenly spaced times covering both motions
  ///   until they settle (or 20 periods of an undamped one, at most 200 periods).
  /// - Complexity: O(1): the two springs' exact settling durations and two samplings of
  ///   2049 points.
  public func deviation(from other: Spring) -> Double {
    guard self != other else { return 0 }
    return deviation(from: other, ownHorizon: deviationHorizon)
  }

  /// How long ``deviation(from:)`` follows this spring's motion: its settling duration, or
  /// 20 periods of a motion that never settles.
  var deviationHorizon: Double {
    let settling = settlingDuration
    return settling.isFinite ? settling : 20 * response
  }

  /// ``deviation(from:)`` with this spring's ``deviationHorizon`` already known, for searches
  /// that compare one spring with many.
  func deviation(from other: Spring, ownHorizon: Double) -> Double {
    guard self != other else { return 0 }
    let longestPeriod = max(response, other.response)
    let end = min(max(ownHorizon, other.deviationHorizon, longestPeriod), 200 * longestPeriod)
    let count = 2049
    let step = TimeGrid(duration: end, intervals: count - 1).step
    guard
      let mine = try? sample(fromValue: 0.0, toValue: 1, step: step, count: count),
      let theirs = try? other.sample(fromValue: 0.0, toValue: 1, step: step, count: count)
    else { return .infinity }
    return zip(mine, theirs).reduce(0) { max($0, abs($1.0 - $1.1)) }
  }
}
