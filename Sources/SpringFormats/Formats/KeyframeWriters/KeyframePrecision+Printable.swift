public import SpringKit

// The promise a keyframe file makes in its header, checked before anything is written.

extension SpringError.Rule {
  /// At least ``KeyframePrecision/shortestDuration`` seconds: the shortest keyframe motion
  /// whose times the 17 decimals keyframe formats print at most hold to 5 significant
  /// digits (a motion of 10⁻¹⁴⁹ s would print as 0 s, every time with it).
  public static let printableDuration = Self(
    "printableDuration",
    requirement:
      "at least 1e-12 s, the shortest motion whose keyframe times 17 decimals print to 5 "
      + "significant digits")
  /// At least the distance between the spring and its keyframes as printed with the most
  /// decimals (17): the error's ``SpringError/limit`` is that distance rounded up to two
  /// significant digits, a tolerance whose keyframes print within it.
  public static let printableTolerance = Self(
    "printableTolerance",
    requirement: "at least the distance of the keyframes printed with 17 decimals from the spring",
    limitPhrase: "a tolerance they keep is")
}

extension KeyframePrecision {
  /// The shortest keyframe duration a file holds, in seconds: 10⁻¹², so that its times,
  /// printed with the 17 decimals keyframe formats print at most, keep 5 significant digits
  /// (a motion of 10⁻¹⁴⁹ s would print as 0 s, and every time with it; one of 10⁻¹⁶ s
  /// strays 0.2 of its travel from the spring).
  public static let shortestDuration = 1e-12

  /// The precision for keyframes, after checking that the printed file keeps the promise its
  /// header makes: a duration that prints as more than 0 s, and for error-bounded keyframes
  /// a printed curve within their tolerance.
  ///
  /// ``init(for:)`` adds decimals, 17 at most, until every format's printed numbers are
  /// within the tolerance; a motion too short for 17 decimals of a second (a spring that
  /// settles within 10⁻¹⁶ s) may never get there, and a file stating "within 0.001" would be
  /// further off. This initialiser refuses such keyframes instead.
  ///
  /// ```swift
  /// let spring = try Spring(duration: 1e-17, bounce: 0)
  /// let keyframes = try spring.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
  /// _ = try KeyframePrecision(printable: keyframes)
  /// // throws: tolerance must be at least the distance … ; a tolerance they keep is 0.22
  /// ```
  ///
  /// - Parameter keyframes: The keyframes to print.
  /// - Throws: `SpringError` with parameter `duration` and rule `SpringError.Rule.printableDuration`
  ///   when the duration is below ``shortestDuration``; with parameter `tolerance` and rule
  ///   `SpringError.Rule.printableTolerance` when the printed curve strays beyond
  ///   the tolerance (its `SpringError.limit` is the printed distance rounded up).
  /// - Complexity: As ``init(for:)``, and one more measurement.
  public init<V: ExportableValue>(printable keyframes: SpringKeyframes<V>) throws(SpringError) {
    guard keyframes.duration >= Self.shortestDuration else {
      throw SpringError(
        parameter: "duration", value: .number(keyframes.duration), rule: .printableDuration)
    }
    self.init(for: keyframes)
    guard let tolerance = keyframes.tolerance else { return }
    let printed = printedError(of: keyframes)
    guard printed <= tolerance else {
      // Printing adds about the same distance at any tolerance, and printable keyframes
      // leave it only the share Spring.printablePlanningShare does not take: advise the
      // tolerance whose share holds it, so that the advice is kept when tried.
      let rounding = max(0, printed - keyframes.maximumError)
      let kept = max(printed, 1.25 * rounding / (1 - Spring.printablePlanningShare))
      throw SpringError(
        parameter: "tolerance", value: .number(tolerance), rule: .printableTolerance,
        limit: kept.isFinite ? Self.roundedUp(kept) : nil)
    }
  }

  /// `value` rounded up to two significant digits, so that a least tolerance prints short.
  static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    let power = { (exponent: Int) in
      exponent >= 0
        ? DecimalText.powerOfTen(exponent) : 1 / DecimalText.powerOfTen(-exponent)
    }
    var exponent = 0
    while value >= 100 * power(exponent), exponent < 22 { exponent += 1 }
    while value < 10 * power(exponent), exponent > -22 { exponent -= 1 }
    // Dividing by an exact power of ten, not multiplying by its rounded inverse, keeps
    // the digits (5.3e-10, not 5.299999999999999e-10).
    let rounded =
      exponent >= 0
      ? (value / power(exponent)).rounded(.up) * power(exponent)
      : (value * DecimalText.powerOfTen(-exponent)).rounded(.up) / DecimalText.powerOfTen(-exponent)
    return rounded >= value ? rounded : value
  }
}
