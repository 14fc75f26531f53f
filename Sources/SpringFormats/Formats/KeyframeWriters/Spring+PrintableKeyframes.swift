public import SpringKit

extension Spring {
  /// The share of a tolerance that printable keyframes are planned within; the rest is
  /// left to the rounding of the printed numbers: 0.9.
  public static let printablePlanningShare = 0.9

  /// As few keyframes as keep the curve within `tolerance` of the spring once they are
  /// printed by a SpringFormats writer.
  ///
  /// ``SpringKit/Spring/keyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)``
  /// bounds the keyframes as `Double`s; a file holds them rounded to a few decimals, and the
  /// player reads those. So these keyframes are planned within
  /// ``printablePlanningShare`` × `tolerance` (a few more keyframes: about 5 % more linear
  /// ones, 4 % more cubic ones), and their ``SpringKit/SpringKeyframes/tolerance`` is
  /// `tolerance`: ``KeyframePrecision/init(for:)`` then finds decimals for which every
  /// format's printed numbers, played as their clients play them, stay within it.
  ///
  /// ```swift
  /// let keyframes = try Spring.bouncy.printableKeyframes(
  ///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
  /// let css = try CSSKeyframesWriter().string(for: keyframes)  // within 0.001 as printed
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - tolerance: The largest distance allowed between the printed keyframe curve and the
  ///     spring, in value units; finite and greater than 0 (see the planner for its least
  ///     attainable value).
  ///   - interpolation: How the consumer fills the time between keyframes.
  ///   - end: The duration in seconds, finite and greater than 0; `nil` (the default) for
  ///     the settling duration.
  /// - Returns: The keyframes, stated for `tolerance`.
  /// - Throws: `SpringError` as the planner does, and as
  ///   ``KeyframePrecision/init(printable:)`` does when the printed file would break its
  ///   promise (a duration below ``KeyframePrecision/shortestDuration``, a printed curve
  ///   beyond the tolerance).
  /// - Complexity: as the planner's.
  public func printableKeyframes<V: ExportableValue>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, tolerance: Double,
    interpolation: KeyframeInterpolation = .linear, end: Double? = nil
  ) throws(SpringError) -> SpringKeyframes<V> {
    if let end, end.isFinite, end > 0, end < KeyframePrecision.shortestDuration {
      throw SpringError(parameter: "end", value: .number(end), rule: .printableDuration)
    }
    return try checkedPrintableKeyframes(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
      tolerance: tolerance, interpolation: interpolation, end: end, checksAdvice: true)
  }

  /// The keyframes planned within ``printablePlanningShare`` × `tolerance`, checked by
  /// ``KeyframePrecision/init(printable:)``; a tolerance error speaks of `tolerance` and
  /// its limit of the caller's tolerance.
  ///
  /// When the printed numbers need more than the share left to them (Bézier handles near the
  /// finest tolerances), the keyframes are planned once more within what printing leaves, so
  /// that a tolerance the error advised is kept. With `checksAdvice`, the planner's advice,
  /// which knows nothing of printing, is tried once and raised to what printing needs.
  private func checkedPrintableKeyframes<V: ExportableValue>(
    fromValue: V, toValue: V, initialVelocity: V, tolerance: Double,
    interpolation: KeyframeInterpolation, end: Double?, checksAdvice: Bool
  ) throws(SpringError) -> SpringKeyframes<V> {
    let plan = { (share: Double) throws(SpringError) -> SpringKeyframes<V> in
      try self.keyframes(
        fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
        tolerance: share * tolerance, interpolation: interpolation, end: end
      ).stated(forTolerance: tolerance)
    }
    let keyframes: SpringKeyframes<V>
    do throws(SpringError) {
      keyframes = try plan(Self.printablePlanningShare)
    } catch {
      // Speak of the caller's tolerance, and of the least one that would do for it.
      guard error.parameter == "tolerance" else { throw error }
      var stated = error
      stated.value = .number(tolerance)
      stated.limit = error.limit.map {
        KeyframePrecision.roundedUp($0 / Self.printablePlanningShare)
      }
      if checksAdvice, let advised = stated.limit, advised > tolerance, advised.isFinite {
        do throws(SpringError) {
          _ = try checkedPrintableKeyframes(
            fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
            tolerance: advised, interpolation: interpolation, end: end, checksAdvice: false)
        } catch {
          if error.parameter == "tolerance", let limit = error.limit, limit > advised {
            stated.limit = limit
            stated.rule = error.rule
          }
        }
      }
      throw stated
    }
    do throws(SpringError) {
      _ = try KeyframePrecision(printable: keyframes)
      return keyframes
    } catch {
      guard error.rule == .printableTolerance else { throw error }
      let printed = KeyframePrecision(for: keyframes).printedError(of: keyframes)
      let rounding = printed - keyframes.maximumError
      let share = Self.printablePlanningShare - 1.25 * rounding / tolerance
      guard share >= Self.printablePlanningShare / 4,
        let replanned = try? plan(share),
        (try? KeyframePrecision(printable: replanned)) != nil
      else { throw error }
      return replanned
    }
  }
}
