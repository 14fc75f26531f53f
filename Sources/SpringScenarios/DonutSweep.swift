public import SpringKit

/// The donut chart sweeping in: segments with values 2, 1 and 4 take angles in proportion
/// (2π in all), and every angle grows with the chart's progress.
///
/// Two drivers run side by side:
/// - **eased**, as the original: progress = easeOutQuint(t / 1 s), from time, not from
///   counting timer ticks;
/// - **spring**: a `SpringSimulation` of the progress from 0 to 1, by default SwiftUI's
///   `.smooth` with the duration that settles in 1 s: ζ = 1 and the exact settling duration
///   (within 0.001 of the distance, `Spring.settlingDuration`) of 1 s, which is
///   `.smooth(duration: 0.6805…)`. It comes to rest (within 1/1000 of a turn,
///   ``restThreshold``) a few frames after 1 s and then holds exactly 1.
///
/// Segment k ends at the angle `progress · 2π · (v₀ + … + v_k) / Σv`, measured clockwise from
/// the chart's start, so all segments grow together and keep their proportions (the whole
/// ring is scaled, not revealed by a moving front); the last end angle is exactly 2π at
/// progress 1.
///
/// ```swift
/// let frames = try DonutSweep().frames(fps: 60)
/// frames[60].easedEndAngles      // [4π/7, 6π/7, 2π] at 1 s
/// ```
public struct DonutSweep: Sendable, Hashable {
  /// The segments' values: 2, 1, 4.
  public var values: [Double]
  /// The curve's duration, in seconds: 1.
  public var duration: Double
  /// The curve: easeOutQuint.
  public var easing: PennerEasing
  /// The spring of the progress: ``defaultSpring``.
  public var spring: Spring

  /// When the spring's progress counts as at rest: within 1/1000 of the full sweep
  /// (`RestThreshold.init(minimumVisibleChange:)` with 0.001).
  public static let restThreshold: RestThreshold = {
    guard let threshold = try? RestThreshold(minimumVisibleChange: 0.001) else {
      preconditionFailure("0.001 is a valid visible change")
    }
    return threshold
  }()

  /// ζ = 1 with an exact settling duration of 1 s (`.smooth(duration: 0.6805…)`).
  public static let defaultSpring: Spring = {
    guard let spring = try? Spring(settlingDuration: 1, dampingRatio: 1) else {
      preconditionFailure("a settling duration of 1 s at ζ = 1 is valid")
    }
    return spring
  }()

  /// Creates the chart.
  ///
  /// - Parameter values: The segments' values; 2, 1, 4 by default.
  public init(values: [Double] = [2, 1, 4]) {
    self.values = values
    duration = 1
    easing = .easeOutQuint
    spring = Self.defaultSpring
  }

  /// The segments' end angles at full progress, in radians: `2π · (v₀ + … + v_k) / Σv`.
  ///
  /// - Throws: `SpringError` when there are no values, a value is negative or not finite,
  ///   or they sum to 0.
  public func fullEndAngles() throws(SpringError) -> [Double] {
    guard !values.isEmpty else {
      throw SpringError(parameter: "values", value: .list([]), rule: .positiveCount)
    }
    var cumulative: [Double] = []
    var sum = 0.0
    for value in values {
      try SpringError.requireNonNegative(value, "values")
      sum += value
      cumulative.append(sum)
    }
    try SpringError.requirePositive(sum, "sum of values")
    return cumulative.map { $0 == sum ? 2 * Double.pi : 2 * Double.pi * ($0 / sum) }
  }

  /// Frames from time 0 until a frame at or after the curve's end and the spring's rest (or
  /// `limit` seconds).
  ///
  /// - Parameters:
  ///   - fps: Frames per second; finite and greater than 0. 60 by default.
  ///   - limit: The latest frame time, in seconds; 10 by default.
  /// - Returns: One frame per 1/fps seconds; at 60 fps frame 60 is at 1 s.
  /// - Throws: `SpringError` when a parameter or the values break their rules.
  /// - Complexity: O(frames × segments).
  public func frames(fps: Double = 60, limit: Double = 10) throws(SpringError) -> [DonutFrame] {
    try FrameClock.validate(fps: fps, limit: limit)
    try SpringError.requirePositive(duration, "duration")
    let full = try fullEndAngles()
    var simulation = try SpringSimulation(
      spring: spring, value: 0.0, target: 1, restThreshold: Self.restThreshold)
    let curveEnd = FrameClock.firstIndex(from: duration, fps: fps)
    let last = FrameClock.lastIndex(through: limit, fps: fps)
    func frame(_ time: Double) -> DonutFrame {
      let eased = easing.progress(at: time / duration)
      let sprung = simulation.value
      return DonutFrame(
        time: time, easedProgress: eased, springProgress: sprung,
        easedEndAngles: full.map { eased * $0 }, springEndAngles: full.map { sprung * $0 })
    }
    var frames = [frame(0)]
    var index = 0
    var previous = 0.0
    while index < last, !simulation.isAtRest || index < curveEnd {
      index += 1
      let time = FrameClock.time(index, fps: fps)
      try simulation.advance(by: time - previous)
      previous = time
      frames.append(frame(time))
    }
    return frames
  }
}

/// One frame of ``DonutSweep``: each segment's end angle, in radians clockwise from the
/// chart's start; segment k spans from the previous end angle (0 for the first) to its own.
public struct DonutFrame: Sendable, Hashable {
  /// Seconds since the sweep began.
  public let time: Double
  /// The eased progress, 0…1.
  public let easedProgress: Double
  /// The spring's progress (1 at rest).
  public let springProgress: Double
  /// The segments' end angles with the eased progress.
  public let easedEndAngles: [Double]
  /// The segments' end angles with the spring's progress.
  public let springEndAngles: [Double]

  /// The eased sweep angle of each segment: the difference of consecutive end angles.
  public var easedSweeps: [Double] { Self.sweeps(easedEndAngles) }
  /// The spring's sweep angle of each segment.
  public var springSweeps: [Double] { Self.sweeps(springEndAngles) }

  static func sweeps(_ ends: [Double]) -> [Double] {
    zip(ends, [0] + ends.dropLast()).map { $0 - $1 }
  }
}
