/// Over which times a keyframe track and the spring are compared.
///
/// A keyframe animation holds its last value after its duration (Core Animation's fill
/// forwards, CSS `animation-fill-mode: forwards`), while a spring that replaces it keeps
/// moving until it rests. By default the comparison follows what a user watches: the keyframe
/// curve over its duration, then the held last value for as long again.
///
/// ```swift
/// var options = FitOptions()
/// options.window = .keyframesOnly  // the spring is cut off at the keyframes' duration
/// ```
///
/// Raw samples (`SpringFitter.fit(times:values:)`) are always compared at their own times:
/// they record a motion and say nothing about what follows their last time.
public enum FitWindow: String, Sendable, Hashable, CaseIterable {
  /// The keyframe curve from 0 to its duration T, then its last value held from T to 2T
  /// (the default).
  ///
  /// The tail is as long as the keyframes, at the same spacing: a spring still visibly
  /// moving at twice the duration costs as much as a mismatch during the keyframes, the
  /// keyframes keep half of the weight, and the window scales with the duration, so a track
  /// played k times slower fits the same spring with ω₀/k.
  case keyframesThenHeld
  /// The keyframe curve from 0 to its duration only: for a spring that is cut off at the
  /// keyframes' duration, whatever it would do afterwards.
  case keyframesOnly
}
