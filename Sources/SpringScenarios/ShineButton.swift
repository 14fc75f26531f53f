public import SpringKit

/// The shine button's tap: a circle grows, the icon pops, and particles fly out while their
/// layer turns (WCLShineButton's defaults).
///
/// With the total duration T (1 s) and the button's half size s (30 points):
///
/// ```
/// circle     0 ≤ t ≤ 0.1T      radius 1 → 1.5·s, Core Animation easeOut; then held
/// icon pop   0.1T ≤ t ≤ 0.1T + T/3   scale keyframes [0.4, 1, 0.9, 1], cubic (ScalePop);
///                                  1 before, 1 after
/// particles  0.1T ≤ t ≤ 0.1T + 0.87T  n dots at angles −90° + 360°·k/n + turn
///            distance 1.5·s → 1.5·1.4·s,     easeOut of the flight's progress
///            radius   r → 0 (r = 3.5 pt),    the same easeOut progress
///            turn     0 → 20°,               linear
/// ```
///
/// The pop and the particles start when the circle ends, as the original chains them from
/// the circle's "animation did stop". **SpringKit's choices** where the seed is vague: the
/// particles leave from the grown circle's rim (1.5·s) and stop on the circle of radius
/// 1.5·1.4·s, shrinking to nothing on the way; their flight and the turn share the 0.87T
/// window; the circle's fade and the small dots are not modelled; the icon shows at scale 1
/// until the pop starts at 0.4.
///
/// ```swift
/// let frames = try ShineButton().frames(fps: 60)   // 61 frames, 0…1 s
/// frames[6].circleRadius        // 45: the circle is fully grown at 0.1 s
/// ```
public struct ShineButton: Sendable, Hashable {
  /// The button's width and height, in points: 60.
  public var size: Double
  /// The whole animation's duration, in seconds: 1.
  public var totalDuration: Double
  /// The number of particles: 7.
  public var shineCount: Int
  /// How far the particle layer turns, in degrees: 20.
  public var turnAngle: Double
  /// The grown circle's radius in half sizes: 1.5.
  public var distanceMultiple: Double
  /// A particle's starting radius, in points: 3.5 (a 7-point dot).
  public var particleRadius: Double

  /// Creates the button with WCLShineButton's defaults.
  ///
  /// - Parameter size: Points; 60 by default.
  public init(size: Double = 60) {
    self.size = size
    totalDuration = 1
    shineCount = 7
    turnAngle = 20
    distanceMultiple = 1.5
    particleRadius = 3.5
  }

  /// The fraction of the duration the circle grows in: 0.1.
  public static let circleFraction = 0.1
  /// The fraction of the duration the particles fly and turn in: 0.87.
  public static let particleFraction = 0.87
  /// How much farther than the circle the particles end: 1.4.
  public static let particleDistanceFactor = 1.4

  /// When the pop and the particles start: the circle's end, 0.1 × ``totalDuration``.
  public var popStart: Double { Self.circleFraction * totalDuration }

  /// The state at a time.
  ///
  /// - Parameter time: Seconds since the tap; clamped to 0…``totalDuration`` (NaN counts as
  ///   0). The parameters are not validated here; ``frames(fps:)`` validates them.
  /// - Returns: The frame at that time.
  public func frame(at time: Double) -> ShineFrame {
    let t = min(max(time.isNaN ? 0 : time, 0), totalDuration)
    let half = size / 2
    let grown = distanceMultiple * half
    let circleProgress = popStart > 0 ? TimingFunction.easeOut.progress(at: t / popStart) : 1
    let circleRadius = 1 + (grown - 1) * circleProgress

    let sincePop = t - popStart
    let iconScale =
      sincePop < 0 || totalDuration <= 0
      ? 1 : ScalePop.keyframes().value(at: sincePop / totalDuration)

    let flight = Self.particleFraction * totalDuration
    let linear = sincePop < 0 ? 0 : flight > 0 ? min(sincePop / flight, 1) : 1
    let eased = TimingFunction.easeOut.progress(at: linear)
    let distance = grown + (grown * Self.particleDistanceFactor - grown) * eased
    let radius = sincePop < 0 ? 0 : particleRadius * (1 - eased)
    let rotation = turnAngle * Double.pi / 180 * linear
    let count = max(shineCount, 0)
    let positions = (0..<count).map { index -> SIMD2<Double> in
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count) + rotation
      return SIMD2(distance * libmCos(angle), distance * libmSin(angle))
    }
    return ShineFrame(
      time: t, circleRadius: circleRadius, iconScale: iconScale, rotation: rotation,
      particleDistance: distance, particleRadius: radius, particlePositions: positions)
  }

  /// Frames from the tap to the end of the animation.
  ///
  /// - Parameter fps: Frames per second; finite and greater than 0. 60 by default.
  /// - Returns: Frames at 0, 1/fps, 2/fps, …, the last at exactly ``totalDuration`` (61 at
  ///   60 fps for 1 s; at a rate that does not divide the duration the last step is
  ///   shorter).
  /// - Throws: `SpringError` when `fps`, ``size``, ``totalDuration``,
  ///   ``distanceMultiple`` or ``particleRadius`` is not finite and positive (``turnAngle``
  ///   must be finite, ``shineCount`` at least 0).
  /// - Complexity: O(frames × ``shineCount``).
  public func frames(fps: Double = 60) throws(SpringError) -> [ShineFrame] {
    try SpringError.requirePositive(size, "size")
    try SpringError.requirePositive(totalDuration, "totalDuration")
    try SpringError.requirePositive(distanceMultiple, "distanceMultiple")
    try SpringError.requirePositive(particleRadius, "particleRadius")
    try SpringError.requireFinite(turnAngle, "turnAngle")
    try SpringError.requireNonNegative(count: shineCount, "shineCount")
    try FrameClock.validate(fps: fps, limit: totalDuration)
    let last = FrameClock.firstIndex(from: totalDuration, fps: fps)
    return (0...last).map { frame(at: min(FrameClock.time($0, fps: fps), totalDuration)) }
  }
}

/// One frame of ``ShineButton``, in points and radians around the button's centre (y down).
public struct ShineFrame: Sendable, Hashable {
  /// Seconds since the tap.
  public let time: Double
  /// The growing circle's radius.
  public let circleRadius: Double
  /// The icon's scale.
  public let iconScale: Double
  /// The particle layer's turn, in radians (clockwise on screen).
  public let rotation: Double
  /// The particles' distance from the centre.
  public let particleDistance: Double
  /// Each particle's radius; 0 before they start and at the end.
  public let particleRadius: Double
  /// The particles' centres relative to the button's centre, the first straight up before
  /// the turn.
  public let particlePositions: [SIMD2<Double>]
}
