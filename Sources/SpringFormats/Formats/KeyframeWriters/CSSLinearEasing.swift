public import SpringKit

/// A CSS `linear()` easing function from keyframes, with the duration to pair it with.
///
/// `linear()` maps the time fraction to a progress between a transition's start and end
/// values: progress = (value − from)/(to − from), so 0 is `from`, 1 is `to`, and values
/// above 1 overshoot. Give the property `from` and `to` as its start and end values and the
/// curve is the spring's. Every stop but the first and last has an explicit percentage
/// (its keyTime), so unevenly spaced keyframes keep their times:
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
/// let easing = try CSSLinearEasing(keyframes: keyframes)
/// easing.function  // linear(0, 0.0037 0.84%, 0.015 1.739%, …, 1)
/// easing.transition(property: "transform")
/// // transition: transform 828.45ms linear(0, 0.0037 0.84%, …, 1);
/// ```
///
/// CSS draws straight lines between stops, so the keyframes must be linear ones.
/// Progress keeps as many decimals as values (scaled by 1/|to − from|), and more while the
/// printed curve — `from` + progress·(to − from) between the printed percentages, over the
/// printed milliseconds — strays beyond the keyframes' tolerance; the stylesheet's comment
/// states that curve's measured error (see ``KeyframePrecision``).
public struct CSSLinearEasing: Sendable, Hashable {
  /// The stops as written: `0`, `0.3516 12.5%`, …, `1`.
  public let stops: [String]
  /// The duration in milliseconds, as written (`736`, or `735.7` when the tolerance needs
  /// it).
  public let milliseconds: String
  /// The summary for the comment: count, duration and the printed curve's error.
  private let summary: String
  /// The values progress 0 and 1 stand for, for the comment: `0`, `300`.
  private let startText: String, endText: String

  /// The easing of keyframes made for linear interpolation.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes of one component, with linear calculation mode.
  ///   - from: The value progress 0 stands for; by default the first value.
  ///   - to: The value progress 1 stands for; by default the last value.
  ///   - precision: The decimals of keyTimes and seconds; by default chosen from the
  ///     keyframes. Progress decimals follow the value decimals, scaled by 1/|to − from|.
  /// - Throws: ``KeyframeFormatError`` when the keyframes are not linear, have more than
  ///   one component, or `to − from` is zero or not finite.
  /// - Complexity: O(n) for n keyframes.
  public init<V: ExportableValue>(
    keyframes: SpringKeyframes<V>, from: Double? = nil, to: Double? = nil,
    precision: KeyframePrecision? = nil
  ) throws(KeyframeFormatError) {
    guard keyframes.calculationMode == .linear else {
      throw .needsLinearInterpolation(calculationMode: keyframes.calculationMode.rawValue)
    }
    guard V.exportComponentNames.count == 1 else {
      throw .needsOneComponent(count: V.exportComponentNames.count)
    }
    let values = keyframes.values.map { $0.exportComponents[0] }
    let start = from ?? values[0]
    let end = to ?? values[values.count - 1]
    let travel = end - start
    guard travel.isFinite, travel != 0 else { throw .noTravel(from: start, to: end) }
    let precision = precision ?? KeyframePrecision(for: keyframes)
    // Progress moves the value by |travel| per unit: round it as finely as values, and
    // finer while the printed curve strays beyond the tolerance.
    let printed = PrintedKeyframes(keyframes: keyframes, precision: precision)
    var progressDecimals = PrintedKeyframes<V>.progressDecimals(
      precision: precision, travel: travel)
    var error = printed.error(
      of: .cssLinear(from: start, to: end, progressDecimals: progressDecimals))
    while let tolerance = keyframes.tolerance, error > tolerance, progressDecimals < 17 {
      progressDecimals += 1
      error = printed.error(
        of: .cssLinear(from: start, to: end, progressDecimals: progressDecimals))
    }
    let percentDecimals = PrintedKeyframes<V>.cssPercentDecimals(precision)
    var stops: [String] = []
    for (index, value) in values.enumerated() {
      let progress = DecimalText.fixed((value - start) / travel, decimals: progressDecimals)
      guard index > 0, index < values.count - 1 else {
        stops.append(progress)
        continue
      }
      let percent = DecimalText.fixed(100 * keyframes.keyTimes[index], decimals: percentDecimals)
      stops.append("\(progress) \(percent)%")
    }
    self.stops = stops
    milliseconds = DecimalText.fixed(
      1000 * keyframes.duration, decimals: PrintedKeyframes<V>.cssMillisecondDecimals(precision))
    summary = KeyframeSummary.line(keyframes, noun: "stops", error: error)
    (startText, endText) = (
      NumberText.rounded(start, significantDigits: 17),
      NumberText.rounded(end, significantDigits: 17)
    )
  }

  /// The function: `linear(0, 0.3516 12.5%, …, 1)`.
  public var function: String { "linear(" + stops.joined(separator: ", ") + ")" }

  /// A `transition` declaration for a property: `transition: transform 736ms linear(…);`.
  ///
  /// - Parameter property: The property that transitions.
  /// - Returns: The declaration, on one line.
  public func transition(property: String = "transform") -> String {
    "transition: \(property) \(milliseconds)ms \(function);"
  }

  /// A ready stylesheet: a comment saying what the easing is and the values its progress 0
  /// and 1 stand for, then a rule with the `transition` declaration, wrapped to 100 columns.
  ///
  /// - Parameters:
  ///   - property: The property that transitions.
  ///   - selector: The rule's selector.
  /// - Returns: The CSS text, ending with a newline.
  public func stylesheet(property: String = "transform", selector: String = ".spring")
    -> String
  {
    "/* Spring easing: \(summary).\n"
      + "   linear() gives the progress: 0 is the start value (\(startText)), 1 the end value "
      + "(\(endText)). */\n"
      + "\(selector) {\n"
      + DecimalText.wrapped(
        stops, prefix: "  transition: \(property) \(milliseconds)ms linear(", indent: "    ",
        suffix: ");")
      + "\n}\n"
  }
}
