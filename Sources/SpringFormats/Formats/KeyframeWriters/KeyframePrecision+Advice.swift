public import SpringKit

// What a tolerance or a duration that printable keyframes refused must be, in words, from
// SpringKit's error: the rules `springfit keyframes` and `preview` quote for their options.

extension KeyframePrecision {
  /// The rule a tolerance must meet after a spring's printable keyframes refused it
  /// (`SpringError.Rule.attainableTolerance` or `SpringError.Rule.printableTolerance`): the
  /// smallest tolerance that worked, when the planner found one, and why.
  ///
  /// ```swift
  /// do {
  ///   _ = try Spring.bouncy.printableKeyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-300)
  /// } catch {
  ///   let rule = KeyframePrecision.toleranceRule(after: error)
  ///   // "at least … for this spring and motion (finer keyframes would be lost to …)"
  /// }
  /// ```
  ///
  /// - Parameter error: The planner's or the printer's error.
  /// - Returns: The rule, completing "must be …"; `nil` for an error about something else.
  public static func toleranceRule(after error: SpringError) -> String? {
    guard error.rule == .attainableTolerance || error.rule == .printableTolerance else {
      return nil
    }
    // The limit is a tolerance SpringFormats planned with successfully; without one, no
    // number is advised.
    let reason =
      error.rule == .printableTolerance
      ? "keyframes printed with the most decimals (17) stray further from this motion"
      : "finer keyframes would be lost to rounding or need more than "
        + "\(Spring.maximumKeyframeCount)"
    return error.limit.map { "at least \($0) for this spring and motion (\(reason))" }
      ?? "larger, but \(reason) and no tolerance was found that they keep; give a slower spring"
  }

  /// The rule the end of a keyframe motion must meet after its duration was refused
  /// (`SpringError.Rule.printableDuration`): at least ``shortestDuration``.
  public static var durationRule: String {
    "at least \(NumberText.rounded(shortestDuration)) s, the shortest motion whose keyframe "
      + "times 17 decimals print to 5 significant digits"
  }
}
