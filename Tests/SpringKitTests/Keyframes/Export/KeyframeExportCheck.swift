import SpringKit

/// An independent dense check of exported keyframes: the public ``KeyframeTrack`` against
/// the public closed form, on a grid that is not the library's own.
struct KeyframeExportCheck<V: SpringVector> {
  let spring: Spring
  let fromValue: V
  let toValue: V
  let initialVelocity: V

  /// The largest distance between the keyframes' track and the spring at `count` evenly
  /// spaced times from 0 to the duration and at 10⁻⁹ of the duration either side of every
  /// keyframe.
  func maximumDistance(_ keyframes: SpringKeyframes<V>, count: Int = 50_000) throws -> Double {
    let track = try keyframes.track()
    var times = (0...count).map { keyframes.duration * Double($0) / Double(count) }
    for time in keyframes.times {
      times += [time - 1e-9 * keyframes.duration, time + 1e-9 * keyframes.duration]
    }
    var worst = 0.0
    for time in times where time >= 0 && time <= keyframes.duration {
      let spring = spring.value(
        fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, time: time)
      worst = max(worst, Double((spring - track.value(at: time)).magnitude))
    }
    return worst
  }

  /// The largest distance from the spring (as the library measures it) of `count` evenly
  /// spaced keyframes over the same duration.
  func uniformError(
    count: Int, matching keyframes: SpringKeyframes<V>, interpolation: KeyframeInterpolation
  ) throws -> Double {
    try spring.keyframes(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, count: count,
      interpolation: interpolation, end: keyframes.duration
    ).maximumError
  }
}
