public import SpringKit

/// The animated number label: an integer rolling from its old value to a new one, shown
/// rounded, with a second new value arriving mid-flight.
///
/// Two drivers run side by side:
/// - **eased**, as the original: `from + (to − from) · easeInQuart(t / 0.3 s)`; a new value
///   at time tᵣ restarts the curve from the value shown then (rounded), over another 0.3 s;
/// - **spring**: a `SpringSimulation` whose target moves at tᵣ (`SpringSimulation.setTarget(_:)`),
///   so value and velocity stay continuous. The default spring is SwiftUI's
///   `.smooth(duration: 0.3)` (ζ = 1, response 0.3 s), the same perceptual duration as the
///   curve; it settles within 0.001 of the distance in about 0.44 s.
///
/// Both are shown rounded half away from zero (`Double.rounded()`), as a label would.
///
/// ```swift
/// let frames = try CounterRoll().frames(fps: 60)   // 0 → 100, then 250 at 0.15 s
/// frames[9].easedShown          // the value shown when 250 arrives
/// frames.last?.springShown      // 250
/// ```
public struct CounterRoll: Sendable, Hashable {
  /// The value before the animation: 0.
  public var from: Int
  /// The first new value: 100.
  public var to: Int
  /// When the second new value arrives, in seconds, or `nil` for none: 0.15.
  public var retargetTime: Double?
  /// The second new value: 250.
  public var retargetValue: Int
  /// The curve's duration, in seconds: 0.3.
  public var duration: Double
  /// The curve: easeInQuart.
  public var easing: PennerEasing
  /// The spring: `.smooth(duration: 0.3)`.
  public var spring: Spring

  /// SwiftUI's `.smooth(duration: 0.3)`: mass 1, ω₀ = 2π/0.3 rad/s, ζ = 1.
  public static let defaultSpring = Spring(
    uncheckedMass: 1, stiffness: (2 * Double.pi / 0.3) * (2 * Double.pi / 0.3),
    damping: 2 * (2 * Double.pi / 0.3))

  /// Creates the counter.
  ///
  /// - Parameters:
  ///   - from: The old value; 0 by default.
  ///   - to: The new value; 100 by default.
  ///   - retargetTime: When a second value arrives, or `nil`; 0.15 s by default.
  ///   - retargetValue: The second value; 250 by default.
  public init(
    from: Int = 0, to: Int = 100, retargetTime: Double? = 0.15, retargetValue: Int = 250
  ) {
    self.from = from
    self.to = to
    self.retargetTime = retargetTime
    self.retargetValue = retargetValue
    duration = 0.3
    easing = .easeInQuart
    spring = Self.defaultSpring
  }

  /// The eased value at a time (before rounding).
  ///
  /// - Parameter time: Seconds since the first new value; negative times count as 0.
  /// - Returns: The value the curve gives.
  public func easedValue(at time: Double) -> Double {
    let first = { (t: Double) in
      Double(self.from) + Double(self.to - self.from) * self.easing.progress(at: t / self.duration)
    }
    let t = max(time, 0)
    guard let retargetTime, t >= retargetTime else { return first(t) }
    let shown = first(retargetTime).rounded()
    return shown
      + (Double(retargetValue) - shown) * easing.progress(at: (t - retargetTime) / duration)
  }

  /// The final value: ``retargetValue`` when a retarget is set, ``to`` otherwise.
  public var finalValue: Int { retargetTime == nil ? to : retargetValue }

  /// Frames from time 0 until the curve has ended and the spring rests (or `limit` seconds).
  ///
  /// The retarget happens exactly at ``retargetTime``: the spring advances to that time,
  /// takes the new target, and advances to the frame time.
  ///
  /// - Parameters:
  ///   - fps: Frames per second; finite and greater than 0. 60 by default.
  ///   - limit: The latest frame time, in seconds; 10 by default.
  /// - Returns: One frame per 1/fps seconds.
  /// - Throws: `SpringError` when `fps`, `limit`, ``duration`` or ``retargetTime`` breaks
  ///   its rule.
  /// - Complexity: O(frames).
  public func frames(fps: Double = 60, limit: Double = 10) throws(SpringError) -> [CounterFrame] {
    try FrameClock.validate(fps: fps, limit: limit)
    try SpringError.requirePositive(duration, "duration")
    if let retargetTime { try SpringError.requireNonNegative(retargetTime, "retargetTime") }
    var simulation = try SpringSimulation(spring: spring, value: Double(from), target: Double(to))
    let curveEnd = (retargetTime ?? 0) + duration
    let last = FrameClock.lastIndex(through: limit, fps: fps)
    var pendingRetarget = retargetTime
    func frame(_ time: Double) -> CounterFrame {
      let eased = easedValue(at: time)
      return CounterFrame(
        time: time, easedValue: eased, easedShown: Self.shown(eased),
        springValue: simulation.value, springShown: Self.shown(simulation.value))
    }
    var frames = [frame(0)]
    var index = 0
    var previous = 0.0
    while index < last,
      !simulation.isAtRest || pendingRetarget != nil || previous < curveEnd
    {
      index += 1
      let time = FrameClock.time(index, fps: fps)
      if let retarget = pendingRetarget, retarget <= time {
        try simulation.advance(by: max(retarget - previous, 0))
        try simulation.setTarget(Double(retargetValue))
        try simulation.advance(by: time - max(retarget, previous))
        pendingRetarget = nil
      } else {
        try simulation.advance(by: time - previous)
      }
      previous = time
      frames.append(frame(time))
    }
    return frames
  }

  /// A value as a label shows it: rounded half away from zero, clamped to `Int`'s range.
  static func shown(_ value: Double) -> Int {
    let rounded = value.rounded()
    guard rounded > Double(Int.min), rounded < Double(Int.max) else {
      return rounded < 0 ? Int.min : Int.max
    }
    return Int(rounded)
  }
}

/// One frame of ``CounterRoll``.
public struct CounterFrame: Sendable, Hashable {
  /// Seconds since the first new value.
  public let time: Double
  /// The eased value before rounding.
  public let easedValue: Double
  /// The eased value as shown.
  public let easedShown: Int
  /// The spring's value before rounding.
  public let springValue: Double
  /// The spring's value as shown.
  public let springShown: Int
}
