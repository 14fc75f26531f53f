/// Linear keyframes of a ``MomentumMotion``, with a proven bound on their distance from it.
///
/// Made by ``MomentumMotion/linearKeyframes(tolerance:)``. Straight lines between the
/// keyframes stay within ``errorBound`` (at most ``tolerance``) of ``MomentumMotion/state(at:)``
/// at every time from 0 to ``duration``; after it the motion rests on its last value.
public struct MomentumKeyframes: Sendable, Hashable {
  /// The keyframe times in seconds, from 0 to the rest instant, increasing; every phase's
  /// start is one of them.
  public let times: [Double]
  /// The motion's position at each time (the target at the last).
  public let values: [Double]
  /// The tolerance the keyframes were planned for, in value units.
  public let tolerance: Double
  /// A bound on the distance between the straight lines and the motion, proven per segment
  /// (see ``MomentumMotion/linearKeyframes(tolerance:)``); at most ``tolerance``.
  public let errorBound: Double

  /// Creates keyframes from their parts (validated by the planner that makes them).
  init(times: [Double], values: [Double], tolerance: Double, errorBound: Double) {
    self.times = times
    self.values = values
    self.tolerance = tolerance
    self.errorBound = errorBound
  }

  /// The last time: the motion's rest instant.
  public var duration: Double { times[times.count - 1] }

  /// The times as fractions 0…1 of ``duration`` (all 0 for a motion that rests at once).
  public var keyTimes: [Double] {
    let duration = self.duration
    return duration > 0 ? times.map { $0 / duration } : times.map { _ in 0 }
  }

  /// The steepest segment's slope, in value units per second: a keyframe printed δ seconds
  /// off moves the lines by at most this times δ.
  public var maximumSlope: Double {
    var slope = 0.0
    for index in times.indices.dropFirst() {
      let span = times[index] - times[index - 1]
      guard span > 0 else { continue }
      slope = max(slope, abs(values[index] - values[index - 1]) / span)
    }
    return slope
  }

  /// The straight lines' value at `time` seconds: the first value before 0, the last after
  /// ``duration``.
  ///
  /// - Complexity: O(log n) for n keyframes.
  public func value(at time: Double) -> Double {
    guard time > 0 else { return values[0] }
    guard time < duration else { return values[values.count - 1] }
    var low = 0
    var high = times.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if times[middle] <= time { low = middle } else { high = middle }
    }
    let span = times[high] - times[low]
    guard span > 0 else { return values[high] }
    let fraction = (time - times[low]) / span
    return values[low] + (values[high] - values[low]) * fraction
  }
}
