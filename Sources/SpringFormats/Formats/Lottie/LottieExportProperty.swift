/// The layer-transform property a Lottie export animates, and the units a spring's value is
/// written in there.
///
/// Every choice is one a Lottie player eases the same way (see ``LottieKeyframesWriter``):
/// scale keeps one easing for both of its dimensions, and position is split so that only x
/// moves, with no spatial tangents.
public enum LottieExportProperty: String, Sendable, Hashable, CaseIterable {
  /// The transform's scale `ks.s`: the spring's value is a factor (1 is full size), written
  /// in percent as Lottie stores it (`[100·v, 100·v]`).
  case scale
  /// The x of a split position `ks.p = {"s": true, "x": …, "y": …}`, in pixels.
  case position
  /// The transform's rotation `ks.r`, in degrees.
  case rotation

  /// What a spring's value is multiplied by when written: 100 for scale, 1 otherwise.
  public var factor: Double { self == .scale ? 100 : 1 }

  /// How many numbers each keyframe's `s` holds: 2 for scale, 1 otherwise.
  public var dimensions: Int { self == .scale ? 2 : 1 }
}
