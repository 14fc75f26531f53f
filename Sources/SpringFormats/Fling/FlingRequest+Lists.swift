public import SpringKit

// The list syntaxes of `springfit fling`: `--bounds LO,HI` and `--snap P,P,...`, read from
// their numbers into SpringKit's values, each refusal naming the entry as the list does.

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
