public import SpringKit

/// Writes keyframes as RFC 4180 CSV: `keyTime,time,value`, one row per keyframe.
///
/// The rows list the keyframes only: the calculation mode, and the tension, continuity and
/// bias that shape a `KeyframeInterpolation.cubic` export, are not in them
/// (``KeyframeJSONWriter`` and ``SwiftKeyframesWriter`` carry them). A
/// `KeyframeInterpolation.bezier` export adds the columns `x1,y1,x2,y2`: the control values
/// of the timing function of the segment that starts at the row's keyframe, empty on the
/// last row.
///
/// `keyTime` is the fraction of the duration (0…1), `time` the same in seconds; vectors
/// have one value column per component (`value.x,value.y`). Numbers are rounded as
/// ``KeyframePrecision`` says and printed by ``CSVWriter``:
///
/// ```
/// keyTime,time,value
/// 0.0,0.0,0.0
/// 0.0482,0.0253,0.043
/// …
/// 1.0,0.5238,1.0
/// ```
public struct KeyframeCSVWriter: Sendable, Hashable {
  /// Creates a writer.
  public init() {}

  /// The column names for a value type: `keyTime`, `time`, then `value` or `value.x`, ….
  ///
  /// - Parameter type: The value type.
  /// - Returns: The header's columns.
  public func columns<V: ExportableValue>(for type: V.Type) -> [String] {
    let names = V.exportComponentNames
    let valueColumns = names.count == 1 ? ["value"] : names.map { "value." + $0 }
    return ["keyTime", "time"] + valueColumns
  }

  /// The columns for keyframes: ``columns(for:)``, then `x1,y1,x2,y2` when they have timing
  /// functions.
  func columns<V: ExportableValue>(for keyframes: SpringKeyframes<V>) -> [String] {
    columns(for: V.self) + (keyframes.timingFunctions.isEmpty ? [] : ["x1", "y1", "x2", "y2"])
  }

  /// The CSV text of keyframes: a header row, then one row per keyframe, each ended by
  /// `\n`.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes.
  ///   - precision: The decimals to round to; by default chosen from the keyframes.
  /// - Returns: The text.
  /// - Complexity: O(n) for n keyframes.
  public func string<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, precision: KeyframePrecision? = nil
  ) -> String {
    let precision = precision ?? KeyframePrecision(for: keyframes)
    var text = ""
    // The columns are fixed and non-empty, and every row matches them.
    guard let csv = try? CSVWriter(columns: columns(for: keyframes)) else { return text }
    csv.writeHeader(to: &text)
    let eased = !keyframes.timingFunctions.isEmpty
    for (index, value) in keyframes.values.enumerated() {
      let keyTime = keyframes.keyTimes[index]
      let row =
        [precision.keyTime(keyTime), precision.time(keyTime * keyframes.duration)]
        + value.exportComponents.map(precision.value)
      guard eased else {
        try? csv.writeRow(row, to: &text)
        continue
      }
      var controls = ["", "", "", ""]
      if index < keyframes.timingFunctions.count,
        case .cubicBezier(let curve) = keyframes.timingFunctions[index].kind
      {
        controls = PrintedKeyframes<V>.controlValues(curve, precision: precision)
          .map(NumberText.roundTrip)
      }
      try? csv.writeRow(row.map(NumberText.roundTrip) + controls, to: &text)
    }
    return text
  }
}
