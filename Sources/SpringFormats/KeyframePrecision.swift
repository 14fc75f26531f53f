public import SpringKit

/// How many decimals keyframe formats print, chosen so that rounding moves the keyframe
/// curve by at most a tenth of the error the keyframes were made for.
///
/// The error basis ε is the keyframes' tolerance, or for uniform sampling their maximum
/// error. Then
///
/// ```
/// values       0.5·10^−d · L ≤ ε/10               L = 1 + max Σ|wⱼ|/2 (1 when linear)
/// keyTimes     0.5·10^−d · duration · s ≤ ε/10   s: the steepest segment, value units/s
/// seconds      0.5·10^−d · s ≤ ε/10
/// parameters   0.5·10^−d · M · (|Δ₋| + |Δ₊|)/4 ≤ ε/10   (tension, continuity, bias)
/// ```
///
/// because moving a keyframe by δt moves a segment by at most its slope × δt: the chord's
/// for a straight segment, and for a cubic one at most (1.5·|Δ| + |D₀| + |D₁|)/h with D₀
/// and D₁ its tangents. A cubic tangent is Σwⱼ·Δⱼ over the chords Δ₋ and Δ₊ beside its
/// keyframe (see `KeyframeTrack.tangents(segment:)`): rounding the values by δ moves it by
/// at most 2δ·Σ|wⱼ|, and rounding tension, continuity and bias by δ moves a weight by at
/// most M·δ (M the sum of the weights' partial derivatives); a tangent that moves by δD
/// moves its segment by at most δD/4 (the largest |h10| + |h11|). So rounded values add at
/// most ε/10 to the error, rounded times at most another ε/10, and rounded parameters at
/// most another.
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
  /// Decimals of Kochanek–Bartels tension, continuity and bias values.
  public var parameterDecimals: Int

  /// A precision with the given decimals (each clamped to 0…17).
  ///
  /// - Parameters:
  ///   - valueDecimals: Decimals of values.
  ///   - keyTimeDecimals: Decimals of keyTimes.
  ///   - timeDecimals: Decimals of times and durations in seconds.
  ///   - parameterDecimals: Decimals of tension, continuity and bias; 17 by default.
  public init(
    valueDecimals: Int, keyTimeDecimals: Int, timeDecimals: Int, parameterDecimals: Int = 17
  ) {
    self.valueDecimals = min(max(valueDecimals, 0), 17)
    self.keyTimeDecimals = min(max(keyTimeDecimals, 0), 17)
    self.timeDecimals = min(max(timeDecimals, 0), 17)
    self.parameterDecimals = min(max(parameterDecimals, 0), 17)
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
    var lebesgue = 1.0
    var parameterError = Double.infinity
    let times = keyframes.times
    let cubic = keyframes.calculationMode != .linear
    let track = cubic ? try? keyframes.track() : nil
    for index in keyframes.values.indices.dropFirst() {
      let span = times[index] - times[index - 1]
      guard span > 0 else { continue }
      let change = Double((keyframes.values[index] - keyframes.values[index - 1]).magnitude)
      var slope = change
      if let track {
        let (start, end) = track.tangents(segment: index - 1)
        slope = 1.5 * change + Double(start.magnitude) + Double(end.magnitude)
      }
      steepest = max(steepest, slope / span)
    }
    if let track {
      let chord = { (index: Int) -> Double in
        guard index > 0, index < track.values.count else { return 0 }
        return Double((track.values[index] - track.values[index - 1]).magnitude)
      }
      for index in track.values.indices {
        let (t, c, b) = (track.tensions[index], track.continuities[index], track.biases[index])
        let weights = (abs(1 - t) / 2) * (1 + abs(c)) * (2 + 2 * abs(b))
        lebesgue = max(lebesgue, 1 + weights / 2)
        let slopes =
          ((1 + abs(c)) * (1 + abs(b)) + abs(1 - t) * (1 + abs(b)) + abs(1 - t) * (1 + abs(c)))
          / 2
        let reach = slopes * (chord(index) + chord(index + 1)) / 4
        if reach > 0 { parameterError = min(parameterError, budget / reach) }
      }
    }
    let timeError = steepest > 0 ? budget / steepest : .infinity
    self.init(
      valueDecimals: DecimalText.decimals(forError: budget / lebesgue),
      keyTimeDecimals: max(3, DecimalText.decimals(forError: timeError / keyframes.duration)),
      timeDecimals: max(3, DecimalText.decimals(forError: timeError)),
      parameterDecimals: max(3, DecimalText.decimals(forError: parameterError)))
    if !(basis > 0) || !basis.isFinite {
      self = KeyframePrecision(
        valueDecimals: 17, keyTimeDecimals: 17, timeDecimals: 17, parameterDecimals: 17)
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

  /// A tension, continuity or bias rounded to ``parameterDecimals``.
  func parameter(_ number: Double) -> Double {
    DecimalText.rounded(number, decimals: parameterDecimals)
  }

  /// A time in seconds rounded to ``timeDecimals``.
  func time(_ number: Double) -> Double {
    DecimalText.rounded(number, decimals: timeDecimals)
  }
}
