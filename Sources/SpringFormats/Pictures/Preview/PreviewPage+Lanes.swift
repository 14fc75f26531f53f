public import SpringKit

// The lanes a preview page is built from: a spring through the `linear()` export, keyframes
// through the `@keyframes` export, and any curve as dense stops.

extension PreviewLane {
  /// A spring played by ``CSSLinearEasing``'s `linear()` easing as the timing function of an
  /// animation of `--value` from `from` to `to` (``CSSKeyframesWriter`` when they are equal,
  /// since `linear()` is a progress from one to the other).
  ///
  /// - Parameters:
  ///   - keyframes: Linear keyframes of the spring, from `Spring.printableKeyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)`.
  ///   - from: The motion's start.
  ///   - to: The motion's target.
  ///   - id: The lane's identifier.
  ///   - title: The lane's heading.
  /// - Returns: The lane.
  /// - Throws: ``PreviewError/format(_:)`` when a writer refuses the keyframes.
  public static func spring(
    _ keyframes: SpringKeyframes<Double>, from: Double, to: Double, id: String = "spring",
    title: String
  ) throws(PreviewError) -> PreviewLane {
    let name = "\(id)-motion"
    let css: String
    let detail: String
    if to != from {
      let easing: CSSLinearEasing
      do {
        easing = try CSSLinearEasing(keyframes: keyframes, from: from, to: to)
      } catch {
        throw .format(error)
      }
      css =
        "@keyframes \(name) { from { --value: \(CurveKeyframes.cssNumber(from)); } "
        + "to { --value: \(CurveKeyframes.cssNumber(to)); } }\n"
        + "#\(id)-shape { animation: \(name) \(easing.milliseconds)ms \(easing.function) both; }"
      // The export's own statement of its error, from its header comment.
      let header = easing.stylesheet().split(separator: "\n").first.map(String.init) ?? ""
      detail =
        "springfit's CSS linear() easing: "
        + (statement(header, after: "/* Spring easing: ", before: ".")
          ?? "\(easing.stops.count) stops") + "."
    } else {
      do {
        css = try CSSKeyframesWriter(
          name: name, template: "--value: {value}", selector: "#\(id)-shape"
        ).string(for: keyframes)
      } catch {
        throw .format(error)
      }
      detail = "springfit's CSS @keyframes: " + keyframesStatement(css, keyframes) + "."
    }
    return PreviewLane(
      id: id, title: title, detail: detail, css: css, valueRange: range(keyframes.values))
  }

  /// Linear keyframes played by ``CSSKeyframesWriter``'s `@keyframes` rule on `--value`.
  ///
  /// - Parameters:
  ///   - keyframes: Linear keyframes.
  ///   - id: The lane's identifier.
  ///   - title: The lane's heading.
  /// - Returns: The lane.
  /// - Throws: ``PreviewError/format(_:)`` when the writer refuses the keyframes.
  public static func keyframes(
    _ keyframes: SpringKeyframes<Double>, id: String = "keyframes", title: String
  ) throws(PreviewError) -> PreviewLane {
    let css: String
    do {
      css = try CSSKeyframesWriter(
        name: "\(id)-motion", template: "--value: {value}", selector: "#\(id)-shape"
      ).string(for: keyframes)
    } catch {
      throw .format(error)
    }
    return PreviewLane(
      id: id, title: title,
      detail: "springfit's CSS @keyframes, played with linear timing: "
        + keyframesStatement(css, keyframes) + ".",
      css: css, valueRange: range(keyframes.values))
  }

  /// A curve played by the dense stops of ``CurveKeyframes``.
  ///
  /// - Parameters:
  ///   - curve: The stops.
  ///   - what: What the curve is, for the detail: `the keyframe curve`.
  ///   - isLinear: Whether the curve is straight between its knots, so that the stops are
  ///     its own points rather than an approximation.
  ///   - id: The lane's identifier.
  ///   - title: The lane's heading.
  /// - Returns: The lane.
  public static func curve(
    _ curve: CurveKeyframes, what: String, isLinear: Bool = false, id: String = "keyframes",
    title: String
  ) -> PreviewLane {
    let values = curve.values.compactMap { Double($0) }
    let how =
      isLinear
      ? "CSS draws straight lines as Core Animation's linear mode does: \(curve.count) "
        + "@keyframes stops"
      : "CSS cannot draw this curve, so it plays as \(curve.count) straight-line @keyframes "
        + "stops"
    let detail =
      curve.timingFunction == "step-end"
      ? "CSS @keyframes with step-end timing: \(curve.count) stops, each value held until the "
        + "next keyTime, exact."
      : how + ", within \(NumberText.rounded(curve.tolerance, significantDigits: 3)) of "
        + "\(what) (largest error of the printed stops "
        + "\(NumberText.rounded(curve.measuredError, significantDigits: 3)), checked at "
        + "\(curve.checkCount) times)."
    return PreviewLane(
      id: id, title: title, detail: detail,
      css: curve.stylesheet(name: "\(id)-motion", property: "--value", selector: "#\(id)-shape"),
      valueRange: range(values))
  }

  /// A composed motion played by `MomentumKeyframes.css(template:name:selector:)`.
  static func fling(
    _ motion: MomentumMotion, tolerance: Double, id: String, title: String
  ) throws(PreviewError) -> PreviewLane {
    let css: String
    let keyframes: MomentumKeyframes
    do {
      keyframes = try motion.linearKeyframes(tolerance: tolerance)
      css = try keyframes.css(
        template: "--value: {value}", name: "\(id)-motion", selector: "#\(id)-shape")
    } catch {
      throw .spring(error)
    }
    let header = css.split(separator: "\n").first.map(String.init) ?? ""
    let detail =
      "springfit's CSS @keyframes, played with linear timing: "
      + (statement(header, after: "/* Fling keyframes: ", before: ". */")
        ?? "\(keyframes.values.count) keyframes") + "."
    return PreviewLane(
      id: id, title: title, detail: detail, css: css, valueRange: range(keyframes.values))
  }

  /// What a writer's header comment says between `prefix` and a final `suffix`
  /// (`27 stops over 0.8196 s, within 0.001 of the spring (largest error 0.000999)`), or
  /// `nil` when the line does not start with `prefix`.
  static func statement(_ line: String, after prefix: String, before suffix: String) -> String? {
    guard line.hasPrefix(prefix) else { return nil }
    let rest = String(line.dropFirst(prefix.count))
    guard rest.hasSuffix(suffix) else { return rest }
    return String(rest.dropLast(suffix.count))
  }

  /// The `@keyframes` export's own statement of its count and error, from its header.
  static func keyframesStatement(_ css: String, _ keyframes: SpringKeyframes<Double>) -> String {
    let header = css.split(separator: "\n").first.map(String.init) ?? ""
    return statement(header, after: "/* Spring keyframes: ", before: ". */")
      ?? "\(keyframes.values.count) keyframes"
  }

  /// The smallest and largest of `values` (0...0 for none).
  static func range(_ values: [Double]) -> ClosedRange<Double> {
    guard let low = values.min(), let high = values.max(), low <= high else { return 0...0 }
    return low...high
  }
}
