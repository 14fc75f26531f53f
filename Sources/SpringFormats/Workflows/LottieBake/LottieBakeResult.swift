/// A Lottie file with a spring baked in (``LottieBake/baked(_:)``), and what changed.
///
/// Every byte of ``bytes`` outside ``insertedRange`` equals the original's outside
/// ``replacedRange``: the bytes before the two ranges are the same, and so are the bytes
/// after them.
public struct LottieBakeResult: Sendable, Hashable {
  /// The new file.
  public var bytes: [UInt8]
  /// The original bytes that were replaced: the motion's keyframe objects, from the first
  /// one's `{` to the last one's `}`.
  public var replacedRange: Range<Int>
  /// Where the spring's keyframes are in ``bytes``.
  public var insertedRange: Range<Int>
  /// The motion that was replaced, as the original file had it.
  public var motion: LottieMotion
  /// The number of keyframes written in place of the motion's.
  public var keyframeCount: Int
  /// The last keyframe's frame on the main composition's clock (the first one's is the
  /// motion's ``LottieMotion/startFrame``).
  public var endFrame: Double
  /// The start velocity used, in the property's units per second along the straight line
  /// from the start value to the end value.
  public var initialVelocity: Double
  /// The largest distance between the written keyframes, as lottie-web plays them, and the
  /// spring, as a fraction of each dimension's travel: measured on ``bytes`` read back.
  public var error: Double
  /// The frame on the main composition's clock where the spring settles within the
  /// tolerance (where ``LottieBake/End/rest`` ends it); `infinity` for an undamped spring.
  ///
  /// An explicit end before it, or before the motion's ``LottieMotion/endFrame``, cuts the
  /// motion short: `springfit lottie bake` warns then.
  public var settlingFrame = Double.infinity
  /// Where a bake until rest lands when the spring would settle after the last frame it may
  /// end at (``LottieBake/End/rest``): `nil` when it settles in time.
  public var landing: Landing?

  /// A spring aimed to land on the motion's end value at a given frame.
  public struct Landing: Sendable, Hashable {
    /// The frame on the main composition's clock where the spring reaches the end value:
    /// the last keyframe's.
    public var frame: Double
    /// The target the spring was aimed at, as a fraction of the travel from the start value
    /// to the end value (1 is the end value itself).
    public var target: Double

    /// Creates a landing.
    public init(frame: Double, target: Double) {
      self.frame = frame
      self.target = target
    }
  }

  /// What the reader accepted in the original file the way players play it
  /// (``LottieDocument/warnings``); the bytes outside the motion are kept as they were.
  public var readWarnings: [LottieReadWarning] = []
}
