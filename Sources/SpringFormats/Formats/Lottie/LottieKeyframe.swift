/// One keyframe of an animated Lottie property (an element of `k` when it is animated).
///
/// ```json
/// {"t": 0, "s": [100, 100], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}
/// ```
///
/// The segment from this keyframe to the next runs from ``value`` to the next keyframe's
/// value (or this keyframe's legacy ``legacyEnd`` `e`), eased by ``outEasing`` and the
/// ``inEasing`` handle, unless ``isHold``. A position keyframe may add spatial tangents:
/// the segment's path is then the cubic `s, s + to, next + ti, next`.
public struct LottieKeyframe: Sendable, Hashable {
  /// `t`: the frame the keyframe is at (fractional frames allowed), in the layer's time.
  public var time: Double
  /// `s`: the value at this keyframe, one number per dimension; `nil` for the legacy final
  /// keyframe that has only `t`.
  public var value: [Double]?
  /// `e`: the legacy end value of the segment that starts here.
  public var legacyEnd: [Double]?
  /// `o`: the easing handle leaving this keyframe.
  public var outEasing: LottieEasingHandle?
  /// `i`: the easing handle entering the next keyframe.
  public var inEasing: LottieEasingHandle?
  /// `h`: the value holds until the next keyframe.
  public var isHold: Bool
  /// `to`: the spatial tangent leaving this keyframe, relative to ``value``.
  public var outTangent: [Double]?
  /// `ti`: the spatial tangent entering the next keyframe, relative to its value.
  public var inTangent: [Double]?

  /// Creates a keyframe.
  ///
  /// - Parameters:
  ///   - time: `t`, in frames.
  ///   - value: `s`.
  ///   - legacyEnd: `e`.
  ///   - outEasing: `o`.
  ///   - inEasing: `i`.
  ///   - isHold: `h`.
  ///   - outTangent: `to`.
  ///   - inTangent: `ti`.
  public init(
    time: Double, value: [Double]?, legacyEnd: [Double]? = nil,
    outEasing: LottieEasingHandle? = nil, inEasing: LottieEasingHandle? = nil,
    isHold: Bool = false, outTangent: [Double]? = nil, inTangent: [Double]? = nil
  ) {
    self.time = time
    self.value = value
    self.legacyEnd = legacyEnd
    self.outEasing = outEasing
    self.inEasing = inEasing
    self.isHold = isHold
    self.outTangent = outTangent
    self.inTangent = inTangent
  }
}
