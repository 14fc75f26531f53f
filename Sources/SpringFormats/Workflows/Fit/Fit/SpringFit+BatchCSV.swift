public import SpringFitting
import SpringKit

// The rows `springfit fit --batch --format csv` writes: one header, one row per input line.

extension SpringFit {
  /// The columns of a batch of fits as CSV: the 1-based input `line`, the `error` of a line
  /// that could not be fitted (empty otherwise), then the fit's numbers under the keys of
  /// `fit --format json`.
  public static let batchCSVColumns = [
    "line", "error", "verdict", "dampingRatio", "response", "duration", "bounce", "mass",
    "stiffness", "damping", "from", "to", "initialVelocity", "settlingDuration",
    "bandSettlingTime", "rmsError", "maxError",
  ]

  /// The header line of ``batchCSVColumns``, with its line break.
  public static var batchCSVHeader: String {
    batchCSVColumns.map(CSVWriter.field).joined(separator: ",") + "\n"
  }

  /// This fit's row for input line `line`, with its line break: numbers
  /// ``NumberText/roundTrip(_:)``, empty where a number is not finite (an undamped spring's
  /// settling duration).
  ///
  /// - Parameter line: The input line's 1-based number.
  /// - Returns: One CSV record.
  public func batchCSVRow(line: Int) -> String {
    let numbers = [
      spring.dampingRatio, spring.response, spring.duration, spring.bounce, spring.mass,
      spring.stiffness, spring.damping, from, to, initialVelocity, spring.settlingDuration,
      bandSettlingTime, rmsError, maxError,
    ]
    let fields =
      ["\(line)", "", verdict.name]
      + numbers.map { $0.isFinite ? NumberText.roundTrip($0) : "" }
    return fields.map(CSVWriter.field).joined(separator: ",") + "\n"
  }

  /// The row of an input line that could not be fitted: its number and the message, the
  /// other fields empty.
  ///
  /// ```swift
  /// SpringFit.batchCSVErrorRow("empty line; expected a keyframe JSON object", line: 3)
  /// // 3,empty line; expected a keyframe JSON object,,,,,,,,,,,,,,,
  /// ```
  ///
  /// - Parameters:
  ///   - message: What is wrong (quoted when it holds a comma, quote or line break).
  ///   - line: The input line's 1-based number.
  /// - Returns: One CSV record.
  public static func batchCSVErrorRow(_ message: String, line: Int) -> String {
    let fields =
      ["\(line)", message]
      + [String](repeating: "", count: batchCSVColumns.count - 2)
    return fields.map(CSVWriter.field).joined(separator: ",") + "\n"
  }
}
