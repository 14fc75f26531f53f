import SpringKit

/// The comment line keyframe snippets start with: how many keyframes, and how close they
/// are to the spring.
enum KeyframeSummary {
  /// `24 keyframes over 0.736 s, within 0.001 of the spring (largest error 0.000987)`.
  static func line<V: ExportableValue>(_ keyframes: SpringKeyframes<V>, noun: String) -> String {
    let count =
      "\(keyframes.values.count) \(noun) over "
      + NumberText.rounded(keyframes.duration, significantDigits: 4) + " s"
    let largest = NumberText.rounded(roundedDown(keyframes.maximumError), significantDigits: 3)
    guard let tolerance = keyframes.tolerance else {
      return count + ", evenly spaced (largest error \(largest))"
    }
    return count + ", within \(NumberText.rounded(tolerance)) of the spring "
      + "(largest error \(largest))"
  }

  /// `value` rounded down to three significant digits, so that an error just below the
  /// tolerance does not print as the tolerance.
  static func roundedDown(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    var scale = 1.0
    while value * scale < 100 { scale *= 10 }
    while value * scale >= 1000 { scale /= 10 }
    return (value * scale).rounded(.down) / scale
  }
}
