public import SpringKit

/// How many decimals keyframe formats print, chosen so that rounding moves the keyframe
/// curve by at most a tenth of the error the keyframes were made for.
///
/// The error basis ε is the keyframes' tolerance, or for uniform sampling their maximum
/// error. Then
///
/// ```
/// values     0.5·10^−d ≤ ε/10
/// keyTimes   0.5·10^−d · duration · s ≤ ε/10     s: the steepest segment, value units/s
/// seconds    0.5·10^−d · s ≤ ε/10                (×2 for cubic curves, whose slope
///                                                 can exceed the chord's)
/// ```
///
/// because moving a keyframe by δt moves a straight segment by at most its slope × δt. So
/// rounded values add at most ε/10 to the error and rounded times at most another ε/10.
///
/// ```swift
/// let keyframes = try Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
/// let precision = KeyframePrecision(for: keyframes)
/// precision.valueDecimals  // 4: 0.00005 ≤ 0.0001
/// ```
public struct KeyframePrecision: Sendable, Hashable {
  /// Decimals of values.
  public var valueDecimals: Int
  /// Decimals of keyTimes (fractions of the duration).
  public var keyTimeDecimals: Int
  /// Decimals of times and durations in seconds.
  public var timeDecimals: Int

  /// A precision with the given decimals (each clamped to 0…17).
  public init(valueDecimals: Int, keyTimeDecimals: Int, timeDecimals: Int) {
    self.valueDecimals = min(max(valueDecimals, 0), 17)
    self.keyTimeDecimals = min(max(keyTimeDecimals, 0), 17)
    self.timeDecimals = min(max(timeDecimals, 0), 17)
  }

  /// The precision for keyframes: enough decimals that rounding adds at most a tenth of
  /// their tolerance (or maximum error) for values, and another tenth for times.
  ///
  /// keyTimes keep at least 3 decimals. Without a usable error basis (a zero maximum
  /// error) every number keeps 17 decimals.
  ///
  /// - Parameter keyframes: The keyframes to print.
  /// - Complexity: O(n) for n keyframes.
  public init<V: ExportableValue>(for keyframes: SpringKeyframes<V>) {
    let basis = keyframes.tolerance ?? keyframes.maximumError
    let budget = basis / 10
    var steepest = 0.0
    let times = keyframes.times
    for index in keyframes.values.indices.dropFirst() {
      let span = times[index] - times[index - 1]
      guard span > 0 else { continue }
      let change = keyframes.values[index] - keyframes.values[index - 1]
      steepest = max(steepest, Double(change.magnitude) / span)
    }
    if keyframes.calculationMode != .linear { steepest *= 2 }
    let timeError = steepest > 0 ? budget / steepest : .infinity
    self.init(
      valueDecimals: DecimalText.decimals(forError: budget),
      keyTimeDecimals: max(3, DecimalText.decimals(forError: timeError / keyframes.duration)),
      timeDecimals: max(3, DecimalText.decimals(forError: timeError)))
    if !(basis > 0) || !basis.isFinite {
      self = KeyframePrecision(valueDecimals: 17, keyTimeDecimals: 17, timeDecimals: 17)
    }
  }

  /// A value rounded to ``valueDecimals``.
  func value(_ number: Double) -> Double {
    DecimalText.rounded(number, decimals: valueDecimals)
  }

  /// A keyTime rounded to ``keyTimeDecimals``.
  func keyTime(_ number: Double) -> Double {
    DecimalText.rounded(number, decimals: keyTimeDecimals)
  }

  /// A time in seconds rounded to ``timeDecimals``.
  func time(_ number: Double) -> Double {
    DecimalText.rounded(number, decimals: timeDecimals)
  }
}
