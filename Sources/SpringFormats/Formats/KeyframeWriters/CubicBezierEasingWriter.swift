public import SpringKit

/// Writes the cubic Bézier nearest a spring (`CubicBezierEasing`) as lines ready
/// to paste: CSS, Core Animation and SwiftUI, Android, Compose, or JSON.
///
/// ```swift
/// let easing = try Spring.snappy.nearestCubicBezier()
/// print(CubicBezierEasingWriter().string(for: easing, format: .css))
/// // /* The cubic-bezier nearest the spring over 620 ms: largest error 0.0… of the travel. */
/// // transition-timing-function: cubic-bezier(0.2…, 1.0…, 0.3…, 1.0…);
/// // transition-duration: 620ms;
/// ```
public struct CubicBezierEasingWriter: Sendable, Hashable {
  /// What to write.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// A summary line with the error, then every other format's lines.
    case text
    /// A comment with the duration and the largest error, then
    /// `transition-timing-function: cubic-bezier(…)` and `transition-duration`.
    case css
    /// `CAMediaTimingFunction(controlPoints:)` and SwiftUI's `UnitCurve.bezier`.
    case swift
    /// `PathInterpolator(…)`, with the duration in milliseconds.
    case android
    /// `tween(durationMillis, easing = CubicBezierEasing(…))`.
    case compose
    /// `{"controlPoints": [x1, y1, x2, y2], "duration": s, "maximumError": e}`.
    case json
  }

  /// Creates a writer.
  public init() {}

  /// The text for an easing, ending with a newline.
  ///
  /// - Parameters:
  ///   - easing: The curve, its duration and its error.
  ///   - format: What to write.
  /// - Returns: The text.
  public func string(for easing: CubicBezierEasing, format: Format) -> String {
    let curve = easing.curve
    let numbers = [curve.x1, curve.y1, curve.x2, curve.y2].map {
      DecimalText.fixed($0, decimals: easing.decimals)
    }
    let list = numbers.joined(separator: ", ")
    let floats = numbers.map { $0 + "f" }.joined(separator: ", ")
    // The easing spans whole milliseconds (at most CubicBezierEasing.maximumDuration, 10⁹ of
    // them), so both spellings are exact; a whole number no Int holds would print as is.
    let whole = (easing.duration * 1000).rounded()
    let milliseconds = Int(exactly: whole).map(String.init) ?? NumberText.roundTrip(whole)
    let seconds = NumberText.roundTrip(easing.duration)
    let error = NumberText.rounded(
      KeyframeSummary.roundedUp(easing.maximumError), significantDigits: 3)
    switch format {
    case .text:
      return "cubic-bezier(\(list)) over \(seconds) s: largest error \(error) of the travel\n\n"
        + [Format.css, .swift, .android, .compose].map { string(for: easing, format: $0) }
        .joined(separator: "\n")
    case .css:
      return "/* The cubic-bezier nearest the spring over \(milliseconds) ms: largest error "
        + "\(error) of the travel. */\n"
        + "transition-timing-function: cubic-bezier(\(list));\n"
        + "transition-duration: \(milliseconds)ms;\n"
    case .swift:
      return "CAMediaTimingFunction(controlPoints: \(list))  // duration \(seconds) s\n"
        + "UnitCurve.bezier(startControlPoint: UnitPoint(x: \(numbers[0]), y: \(numbers[1])), "
        + "endControlPoint: UnitPoint(x: \(numbers[2]), y: \(numbers[3])))\n"
    case .android:
      return "PathInterpolator(\(floats))  // duration \(milliseconds) ms\n"
    case .compose:
      return "tween<Float>(durationMillis = \(milliseconds), "
        + "easing = CubicBezierEasing(\(floats)))\n"
    case .json:
      let document = JSONValue.object([
        "controlPoints": .array([curve.x1, curve.y1, curve.x2, curve.y2].map { .number($0) }),
        "duration": .number(easing.duration),
        "maximumError": .number(easing.maximumError),
      ])
      return ((try? JSONWriter(style: .pretty).string(for: document)) ?? "{}") + "\n"
    }
  }
}
