public import SpringKit

/// The shine button's icon pop: Core Animation keyframes [0.4, 1, 0.9, 1] in cubic mode over
/// 1/3 s, beside a spring from 0.4 to 1.
///
/// The spring that matters is the one SpringFitting fits to the keyframes, ``fitted``; any
/// other can be passed in to compare:
///
/// ```swift
/// let pop = ScalePop.fitted
/// let frames = try pop.frames(fps: 60)
/// frames[6].keyframeScale     // the keyframes at 0.1 s
/// frames[6].springScale       // the spring at 0.1 s
/// ```
public struct ScalePop: Sendable, Hashable {
  /// The scale the pop starts from: 0.4.
  public static let startScale = 0.4
  /// The scale the pop ends on: 1.
  public static let endScale = 1.0
  /// The pop's duration: a third of the shine button's 1-second animation.
  public static let duration = 1.0 / 3

  /// The spring the keyframes are compared with.
  public let spring: Spring
  /// The spring's initial velocity, in scale units per second.
  public let initialVelocity: Double

  /// Creates the comparison.
  ///
  /// - Parameters:
  ///   - spring: The spring, usually fitted to ``keyframes()``.
  ///   - initialVelocity: Scale units per second; finite.
  /// - Throws: `SpringError` when the velocity is not finite.
  public init(spring: Spring, initialVelocity: Double = 0) throws(SpringError) {
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    self.spring = spring
    self.initialVelocity = initialVelocity
  }

  /// The original keyframes: [0.4, 1, 0.9, 1], cubic, 1/3 s.
  public static func keyframes() -> KeyframeTrack<Double> {
    // The literal values satisfy every rule of KeyframeTrack.
    guard
      let track = try? KeyframeTrack(
        values: [startScale, 1, 0.9, endScale], duration: duration, calculationMode: .cubic)
    else { preconditionFailure("the built-in scale-pop keyframes are valid") }
    return track
  }

  /// Frames of both from time 0 until a frame at or after the keyframes' end (1/3 s) and
  /// the spring's rest (or `limit` seconds).
  ///
  /// The keyframes hold their last value after 1/3 s; the spring runs in a
  /// `SpringSimulation` with `RestThreshold.scale` and holds 1 once at rest.
  ///
  /// - Parameters:
  ///   - fps: Frames per second; finite and greater than 0. 60 by default.
  ///   - limit: The latest frame time, in seconds; 10 by default.
  /// - Returns: One frame per 1/fps seconds.
  /// - Throws: `SpringError` when a parameter breaks its rule.
  /// - Complexity: O(frames · log keyframes).
  public func frames(fps: Double = 60, limit: Double = 10) throws(SpringError)
    -> [ScalePopFrame]
  {
    try FrameClock.validate(fps: fps, limit: limit)
    let track = Self.keyframes()
    var simulation = try SpringSimulation(
      spring: spring, value: Self.startScale, target: Self.endScale, velocity: initialVelocity,
      restThreshold: .scale)
    let keyframeEnd = FrameClock.firstIndex(from: Self.duration, fps: fps)
    let last = FrameClock.lastIndex(through: limit, fps: fps)
    var frames = [
      ScalePopFrame(time: 0, keyframeScale: track.value(at: 0), springScale: simulation.value)
    ]
    var index = 0
    var previous = 0.0
    while index < last, !simulation.isAtRest || index < keyframeEnd {
      index += 1
      let time = FrameClock.time(index, fps: fps)
      try simulation.advance(by: time - previous)
      previous = time
      frames.append(
        ScalePopFrame(
          time: time, keyframeScale: track.value(at: time), springScale: simulation.value))
    }
    return frames
  }
}

/// One frame of ``ScalePop``.
public struct ScalePopFrame: Sendable, Hashable {
  /// Seconds since the pop began.
  public let time: Double
  /// The keyframes' scale.
  public let keyframeScale: Double
  /// The spring's scale.
  public let springScale: Double
}
