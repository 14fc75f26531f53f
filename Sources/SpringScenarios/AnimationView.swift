public import SpringKit

/// The reusable animation view: a view that runs basic animations of its scale, opacity and
/// position one after another, holding each end state, and calls its start and stop handlers
/// in order as each animation starts and stops.
///
/// Each `Step` animates one property, either `from → to` (the value first jumps to `from`)
/// or `by` a distance from where the previous step left it, as Core Animation's basic
/// animations do. The next step starts when the previous one stops, as the seed chains them
/// from its stop handlers. Two drivers:
/// - **basic**, as the original: linear over the step's `Step.duration` (a
///   `CABasicAnimation` without a timing function is linear);
/// - **spring**: a `SpringSimulation` per step (``spring``, by default SwiftUI's `.smooth`
///   with the step's duration as its response), which stops at its exact rest instant
///   (`SpringSimulation.settlingTime`, with the property's `RestThreshold`) and then holds
///   its target.
///
/// At each start every start handler is called in order, at each stop every stop handler:
/// ``events(driver:)`` lists the calls with their times.
///
/// ```swift
/// let view = AnimationView()
/// let frames = try view.frames(driver: .basic, fps: 60)
/// let calls = try view.events(driver: .spring)   // start 1 (log), start 1 (counter), …
/// ```
public struct AnimationView: Sendable, Hashable {
  /// What a step animates.
  public enum Property: String, Sendable, Hashable, CaseIterable {
    /// The scale, 1 = the view's size.
    case scale
    /// The opacity, 0…1.
    case opacity
    /// The position's x, in points.
    case moveX
    /// The position's y, in points (y down).
    case moveY
    /// Both coordinates of the position.
    case move
  }

  /// How a step's end values are given.
  public enum Change: Sendable, Hashable {
    /// From one value to another (for scale, opacity, x and y only `x` is used).
    case fromTo(from: SIMD2<Double>, to: SIMD2<Double>)
    /// By a distance from the current value.
    case by(SIMD2<Double>)
  }

  /// One basic animation.
  public struct Step: Sendable, Hashable {
    /// The property.
    public var property: Property
    /// The change.
    public var change: Change
    /// Seconds, for the basic driver; the spring's response for the default spring.
    public var duration: Double

    /// Creates a step.
    public init(_ property: Property, _ change: Change, duration: Double) {
      self.property = property
      self.change = change
      self.duration = duration
    }
  }

  /// Which driver moves the view.
  public enum Driver: String, Sendable, Hashable, CaseIterable {
    /// Linear over each step's duration, as the seed's basic animations.
    case basic
    /// A spring per step, stopping at its rest instant.
    case spring
  }

  /// The steps, in order.
  public var steps: [Step]
  /// The spring of the spring driver: `.smooth(duration: 0.4)` by default.
  public var spring: Spring
  /// The start handlers' names, called in this order: `log`, `counter`.
  public var startHandlers: [String]
  /// The stop handlers' names, called in this order: `log`, `chain`.
  public var stopHandlers: [String]

  /// The seed's five forms: scale from → to, opacity by, x by, y from → to, both by.
  public static let defaultSteps = [
    Step(.scale, .fromTo(from: [1, 0], to: [1.5, 0]), duration: 0.4),
    Step(.opacity, .by([-0.6, 0]), duration: 0.4),
    Step(.moveX, .by([80, 0]), duration: 0.4),
    Step(.moveY, .fromTo(from: [0, 0], to: [40, 0]), duration: 0.4),
    Step(.move, .by([-80, -40]), duration: 0.4),
  ]

  /// Creates the view with the default steps and handlers.
  public init() {
    steps = Self.defaultSteps
    let omega = 2 * Double.pi / 0.4
    spring = Spring(uncheckedMass: 1, stiffness: omega * omega, damping: 2 * omega)
    startHandlers = ["log", "counter"]
    stopHandlers = ["log", "chain"]
  }

  /// One planned step: its interval and its property's start and end values.
  struct Segment {
    var property: Property
    var start: Double
    var end: Double
    var from: SIMD2<Double>
    var to: SIMD2<Double>
  }

  /// The state before anything runs: scale 1, opacity 1, position (0, 0).
  static let initial = AnimationViewFrame(time: 0, scale: 1, opacity: 1, position: .zero)

  /// The steps laid out in time for a driver.
  func segments(driver: Driver) throws(SpringError) -> [Segment] {
    var state = Self.initial
    var clock = 0.0
    var segments: [Segment] = []
    for step in steps {
      try SpringError.requirePositive(step.duration, "duration")
      let current = Self.value(of: step.property, in: state)
      var (from, to): (SIMD2<Double>, SIMD2<Double>)
      switch step.change {
      case .fromTo(let start, let end): (from, to) = (start, end)
      case .by(let distance): (from, to) = (current, current + distance)
      }
      if step.property != .move { (from, to) = (SIMD2(from.x, 0), SIMD2(to.x, 0)) }
      try SpringError.requireFinite(from, "from")
      try SpringError.requireFinite(to, "to")
      var length = step.duration
      if driver == .spring {
        let simulation = try SpringSimulation(
          spring: spring, value: from, target: to, restThreshold: Self.threshold(step.property))
        length = simulation.settlingTime ?? step.duration
        guard length.isFinite else {
          throw SpringError(parameter: "spring", value: .none, rule: .settles)
        }
      }
      segments.append(
        Segment(property: step.property, start: clock, end: clock + length, from: from, to: to))
      clock += length
      state = Self.setting(step.property, to: to, in: state)
    }
    return segments
  }

  /// The time the last step stops, in seconds.
  ///
  /// - Throws: `SpringError` when a step's duration is not positive or its values are not
  ///   finite, or the spring never settles.
  public func totalDuration(driver: Driver) throws(SpringError) -> Double {
    try segments(driver: driver).last?.end ?? 0
  }

  /// The view's state at a time.
  func frame(at time: Double, segments: [Segment], driver: Driver) throws(SpringError)
    -> AnimationViewFrame
  {
    var state = Self.initial
    for segment in segments {
      guard time >= segment.start else { break }
      var value = segment.to
      if time < segment.end {
        let local = time - segment.start
        switch driver {
        case .basic:
          value =
            segment.from + (segment.to - segment.from) * (local / (segment.end - segment.start))
        case .spring:
          value = spring.value(fromValue: segment.from, toValue: segment.to, time: local)
        }
      }
      state = Self.setting(segment.property, to: value, in: state)
    }
    return AnimationViewFrame(
      time: time, scale: state.scale, opacity: state.opacity, position: state.position)
  }

  /// Frames from time 0 until the last step stops, one per 1/fps seconds, the last at the
  /// stop.
  ///
  /// - Parameters:
  ///   - driver: Basic (linear) or spring.
  ///   - fps: Frames per second; finite and greater than 0. 60 by default.
  /// - Returns: The frames; at a step's stop the view holds the step's end values.
  /// - Throws: `SpringError` when `fps` or a step breaks its rule.
  /// - Complexity: O(frames × steps).
  public func frames(driver: Driver, fps: Double = 60) throws(SpringError)
    -> [AnimationViewFrame]
  {
    let segments = try self.segments(driver: driver)
    let end = segments.last?.end ?? 0
    try FrameClock.validate(fps: fps, limit: end)
    let last = FrameClock.firstIndex(from: end, fps: fps)
    var frames: [AnimationViewFrame] = []
    for index in 0...last {
      frames.append(
        try frame(
          at: min(FrameClock.time(index, fps: fps), end), segments: segments, driver: driver))
    }
    return frames
  }

  /// The handlers' calls in order: at each step's start every start handler, at its stop
  /// every stop handler.
  ///
  /// - Parameter driver: Basic or spring (the spring's steps stop at their rest instants).
  /// - Returns: The calls, times increasing; a stop comes before the next step's start.
  /// - Throws: `SpringError` when a step breaks its rule.
  public func events(driver: Driver) throws(SpringError) -> [AnimationViewEvent] {
    try segments(driver: driver).enumerated().flatMap { index, segment in
      startHandlers.map {
        AnimationViewEvent(
          time: segment.start, step: index, property: segment.property, isStart: true,
          handler: $0)
      }
        + stopHandlers.map {
          AnimationViewEvent(
            time: segment.end, step: index, property: segment.property, isStart: false,
            handler: $0)
        }
    }
  }

  static func threshold(_ property: Property) -> RestThreshold {
    switch property {
    case .scale: .scale
    case .opacity: .opacity
    case .moveX, .moveY, .move: .points
    }
  }

  static func value(of property: Property, in state: AnimationViewFrame) -> SIMD2<Double> {
    switch property {
    case .scale: SIMD2(state.scale, 0)
    case .opacity: SIMD2(state.opacity, 0)
    case .moveX: SIMD2(state.position.x, 0)
    case .moveY: SIMD2(state.position.y, 0)
    case .move: state.position
    }
  }

  static func setting(
    _ property: Property, to value: SIMD2<Double>, in state: AnimationViewFrame
  ) -> AnimationViewFrame {
    var (scale, opacity, position) = (state.scale, state.opacity, state.position)
    switch property {
    case .scale: scale = value.x
    case .opacity: opacity = value.x
    case .moveX: position.x = value.x
    case .moveY: position.y = value.x
    case .move: position = value
    }
    return AnimationViewFrame(time: state.time, scale: scale, opacity: opacity, position: position)
  }
}

/// One frame of ``AnimationView``.
public struct AnimationViewFrame: Sendable, Hashable {
  /// Seconds since the first step started.
  public let time: Double
  /// The view's scale.
  public let scale: Double
  /// The view's opacity.
  public let opacity: Double
  /// The view's offset from where it started, in points (y down).
  public let position: SIMD2<Double>
}

/// One call of a handler of ``AnimationView``.
public struct AnimationViewEvent: Sendable, Hashable {
  /// When it is called, in seconds.
  public let time: Double
  /// The step's index, from 0.
  public let step: Int
  /// The step's property.
  public let property: AnimationView.Property
  /// Whether it is a start handler (else a stop handler).
  public let isStart: Bool
  /// The handler's name.
  public let handler: String
}
