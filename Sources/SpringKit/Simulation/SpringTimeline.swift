/// Simulations that start at given times or when another comes to rest: the shine button
/// starts its icon pop when the circle animation ends.
///
/// ```swift
/// var timeline = SpringTimeline<Double>()
/// let circle = try timeline.add(circleSimulation, start: .immediately)
/// try timeline.add(popSimulation, start: .afterRest(of: circle))
/// while !timeline.isFinished { let events = try timeline.advance(by: 1 / 60) }
/// ```
public struct SpringTimeline<Value: SpringVector>: Sendable {
  /// When a simulation starts.
  public enum Start: Sendable, Hashable {
    /// With the first frame after it is added (at time 0 when added before any frame).
    case immediately
    /// At this many seconds on the timeline; a time already past starts it with the next
    /// frame.
    case at(Double)
    /// At the instant the simulation with this index comes to rest: its
    /// ``SpringSimulation/settlingTime``, placed on the timeline, so a sequence keeps the same
    /// rhythm at every frame rate. The new simulation advances by the part of that frame after
    /// the instant (by none with a numerical integrator, whose rest instant is the frame's end).
    case afterRest(of: Int)
  }

  /// The simulations, in the order they were added.
  public private(set) var simulations: [SpringSimulation<Value>] = []
  /// When each simulation starts.
  public private(set) var starts: [Start] = []
  /// Whether each simulation has started.
  public private(set) var hasStarted: [Bool] = []
  /// Seconds since the timeline began.
  public private(set) var time = 0.0
  /// When each simulation last came to rest, in timeline seconds.
  var restTimes: [Double] = []

  /// Creates an empty timeline.
  public init() {}

  /// Whether every simulation has started and come to rest.
  public var isFinished: Bool {
    zip(simulations, hasStarted).allSatisfy { $0.isAtRest && $1 }
  }

  /// Adds a simulation and says when it starts.
  ///
  /// - Parameters:
  ///   - simulation: The simulation, as it should be when it starts.
  ///   - start: When it starts; `.afterRest(of:)` must name a simulation added before.
  /// - Returns: The simulation's index.
  /// - Throws: ``SpringError`` for a start time that is negative or not finite, or an index
  ///   that names no earlier simulation.
  @discardableResult
  public mutating func add(
    _ simulation: SpringSimulation<Value>, start: Start
  ) throws(SpringError) -> Int {
    switch start {
    case .immediately: break
    case .at(let time): try SpringError.requireNonNegative(time, "start")
    case .afterRest(let index):
      guard simulations.indices.contains(index) else {
        throw SpringError(parameter: "afterRest", value: .count(index), rule: .earlierSimulation)
      }
    }
    simulations.append(simulation)
    starts.append(start)
    hasStarted.append(false)
    restTimes.append(.infinity)
    return simulations.count - 1
  }

  /// Changes one simulation in place (to retarget it, give it a velocity, …).
  ///
  /// - Parameters:
  ///   - index: The simulation's index, as returned by ``add(_:start:)``.
  ///   - change: The change; its error is rethrown.
  /// - Throws: ``SpringError`` for an index that names no simulation, or the change's error.
  public mutating func modify(
    _ index: Int, _ change: (inout SpringSimulation<Value>) throws(SpringError) -> Void
  ) throws(SpringError) {
    guard simulations.indices.contains(index) else {
      throw SpringError(parameter: "index", value: .count(index), rule: .validIndex)
    }
    try change(&simulations[index])
  }

  /// Advances every started simulation by one frame, starting the ones whose time has come.
  ///
  /// A simulation that starts at a time within the frame advances by the part of the frame
  /// after that time, and so does one that starts at another's rest instant within it.
  ///
  /// - Parameter frameDuration: Seconds; finite and at least 0.
  /// - Returns: The events of each simulation this frame (empty for those not started).
  /// - Throws: ``SpringError`` for a bad frame duration; the timeline is then unchanged.
  public mutating func advance(by frameDuration: Double) throws(SpringError) -> [SpringEvents] {
    try SpringError.requireNonNegative(frameDuration, "frameDuration")
    let frameStart = time
    time += frameDuration
    var events = [SpringEvents](repeating: [], count: simulations.count)
    for index in simulations.indices {
      var duration = frameDuration
      if !hasStarted[index] {
        switch starts[index] {
        case .immediately:
          hasStarted[index] = true
        case .at(let start) where start <= time:
          hasStarted[index] = true
          duration = time - max(start, frameStart)
        case .afterRest(let other) where hasStarted[other] && simulations[other].isAtRest:
          hasStarted[index] = true
          duration = time - max(restTimes[other], frameStart)
        default:
          continue
        }
      }
      events[index] = try simulations[index].advance(by: duration)
      if events[index].contains(.reachedRest) {
        // The rest instant on the simulation's clock, carried to the timeline's: its clock
        // reached `time` at the end of this frame.
        let simulation = simulations[index]
        let early = simulation.time - (simulation.settlingTime ?? simulation.time)
        restTimes[index] = time - min(max(0, early), duration)
      }
    }
    return events
  }
}
