/// How many decimals a Lottie export prints: values (in the property's Lottie units), frame
/// times and easing handles.
///
/// ``LottieKeyframesWriter/precision(for:)`` chooses them so that the printed numbers,
/// played as a Lottie player plays them, stay within the keyframes' tolerance.
public struct LottieExportPrecision: Sendable, Hashable {
  /// Decimals of keyframe values `s`, in the property's units (percent for scale).
  public var valueDecimals: Int
  /// Decimals of keyframe times `t`, in frames.
  public var frameDecimals: Int
  /// Decimals of the easing handles' `x` and `y`.
  public var handleDecimals: Int

  /// A precision with the given decimals, each clamped to 0…17.
  ///
  /// - Parameters:
  ///   - valueDecimals: Decimals of values.
  ///   - frameDecimals: Decimals of frame times.
  ///   - handleDecimals: Decimals of easing handles.
  public init(valueDecimals: Int, frameDecimals: Int, handleDecimals: Int) {
    self.valueDecimals = min(max(valueDecimals, 0), 17)
    self.frameDecimals = min(max(frameDecimals, 0), 17)
    self.handleDecimals = min(max(handleDecimals, 0), 17)
  }

  /// One decimal more of every kind, up to 17.
  var finer: Self {
    Self(
      valueDecimals: valueDecimals + 1, frameDecimals: frameDecimals + 1,
      handleDecimals: handleDecimals + 1)
  }

  /// Whether every kind has 17 decimals already.
  var isFinest: Bool { valueDecimals == 17 && frameDecimals == 17 && handleDecimals == 17 }
}
