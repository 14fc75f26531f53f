import SpringKit

/// The comment line keyframe snippets start with: how many keyframes, and how close the
/// printed numbers are to the spring.
enum KeyframeSummary {
  /// `24 keyframes over 0.736 s, within 0.001 of the spring as printed (largest error
  /// 0.000912)`: `error` is the measured error of the printed numbers, not the planner's.
  static func line<V: ExportableValue>(
    _ keyframes: SpringKeyframes<V>, noun: String, error: Double
  ) -> String {
    let count =
      "\(keyframes.values.count) \(noun) over "
      + NumberText.rounded(keyframes.duration, significantDigits: 4) + " s"
    var largest = NumberText.rounded(roundedUp(error), significantDigits: 3)
    guard let tolerance = keyframes.tolerance else {
      return count + ", evenly spaced (largest error \(largest) as printed)"
    }
    let within = NumberText.rounded(tolerance)
    guard error <= tolerance else {
      return count + ", made for \(within) but \(largest) from the spring as printed"
    }
    if roundedUp(error) > tolerance { largest = within }
    return count + ", within \(within) of the spring as printed (largest error \(largest))"
  }

  /// `value` rounded up to three significant digits, so that the stated error is never
  /// below the measured one (at most the tolerance, which the measured error is within).
  static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    var scale = 1.0
    while value * scale < 100 { scale *= 10 }
    while value * scale >= 1000 { scale /= 10 }
    return (value * scale).rounded(.up) / scale
  }
}
