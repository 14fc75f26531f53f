public import SpringKit

/// How many decimals keyframe formats print: the same for every format, and verified on the
/// numbers as printed.
///
/// For error-bounded keyframes the decimals start from an estimate (below) and are then
/// checked: every format's numbers, rounded exactly as its writer prints them, are played as
/// their client plays them (Core Animation's keyTimes over the printed duration, CSS
/// percentages over printed milliseconds, `linear()` progress, SwiftUI's summed durations,
/// the CSV's times) and compared with the spring's closed form at 4,001 evenly spaced times,
/// 32 more per segment and both sides of every keyframe. While any of them strays beyond the
/// keyframes' tolerance, every kind of number gets one decimal more (at most 17). Rounding
/// cannot undo an error the keyframes already have, so plan them with room for it:
/// `Spring.printableKeyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)`
/// leaves a tenth of the tolerance to rounding.
///
/// The estimate: with the error basis ε the keyframes' tolerance, or for uniform sampling
/// their maximum error (which is not verified: rounding may add to it, and the writers state
/// the measured error of what they print),
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
/// moves its segment by at most δD/4 (the largest |h10| + |h11|).
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
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
  /// Decimals of Kochanek–Bartels tension, continuity and bias values, and of the control
  /// values of Bézier timing functions.
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

  /// The precision for keyframes: the fewest decimals, from the estimate up, for which every
  /// format's printed numbers stay within the keyframes' tolerance.
  ///
  /// keyTimes and seconds keep at least 3 decimals. Without a usable error basis (a zero
  /// maximum error) every number keeps 17 decimals. Uniform keyframes (no tolerance) keep
  /// the estimate.
  ///
  /// - Parameter keyframes: The keyframes to print.
  /// - Complexity: O(m) per try for m ≈ 4,000 + 40·n check times and n keyframes; one
  ///   try in most cases.
  public init<V: ExportableValue>(for keyframes: SpringKeyframes<V>) {
    self = Self.estimate(for: keyframes)
    guard let tolerance = keyframes.tolerance, tolerance > 0, tolerance.isFinite else { return }
    while PrintedKeyframes(keyframes: keyframes, precision: self).maximumError > tolerance,
      valueDecimals < 17 || keyTimeDecimals < 17 || timeDecimals < 17
        || parameterDecimals < 17
    {
      self = KeyframePrecision(
        valueDecimals: valueDecimals + 1, keyTimeDecimals: keyTimeDecimals + 1,
        timeDecimals: timeDecimals + 1, parameterDecimals: parameterDecimals + 1)
    }
  }

  /// The largest distance between the spring and what a client draws from these decimals of
  /// keyframes, over every format: the same measurement as ``init(for:)``'s.
  ///
  /// - Parameter keyframes: The keyframes.
  /// - Returns: The error in value units (Euclidean for vectors).
  /// - Complexity: O(m) for m ≈ 4,000 + 40·n check times and n keyframes.
  public func printedError<V: ExportableValue>(of keyframes: SpringKeyframes<V>) -> Double {
    PrintedKeyframes(keyframes: keyframes, precision: self).maximumError
  }

  /// The analytic estimate: enough decimals that rounding adds at most a tenth of the
  /// tolerance (or maximum error) for values, and another tenth for times.
  static func estimate<V: ExportableValue>(for keyframes: SpringKeyframes<V>) -> Self {
    let basis = keyframes.tolerance ?? keyframes.maximumError
    guard basis > 0, basis.isFinite else {
      return KeyframePrecision(
        valueDecimals: 17, keyTimeDecimals: 17, timeDecimals: 17, parameterDecimals: 17)
    }
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
      if let scales = bezierScales(keyframes, segment: index - 1) {
        // A Bézier segment is a Hermite one with tangents σ·Δ and σ'·Δ; a control value
        // off by δ moves it by at most (4/9)·δ·|Δ| through y, and through x by the local
        // slope times (4/9)·δ.
        slope = (1.5 + abs(scales.0) + abs(scales.1)) * change
        let reach = 8.0 / 9 * (change + slope)
        if reach > 0 { parameterError = min(parameterError, budget / reach) }
      }
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
    return KeyframePrecision(
      valueDecimals: DecimalText.decimals(forError: budget / lebesgue),
      keyTimeDecimals: max(3, DecimalText.decimals(forError: timeError / keyframes.duration)),
      timeDecimals: max(3, DecimalText.decimals(forError: timeError)),
      parameterDecimals: max(3, DecimalText.decimals(forError: parameterError)))
  }

  /// The start and end scales σ = y₁/x₁ and σ' = (1 − y₂)/(1 − x₂) of a segment's Bézier
  /// timing function, if it has one.
  static func bezierScales<V: ExportableValue>(_ keyframes: SpringKeyframes<V>, segment: Int)
    -> (Double, Double)?
  {
    guard segment < keyframes.timingFunctions.count,
      case .cubicBezier(let curve) = keyframes.timingFunctions[segment].kind,
      curve.x1 > 0, curve.x2 < 1
    else { return nil }
    return (curve.y1 / curve.x1, (1 - curve.y2) / (1 - curve.x2))
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
