/// Ordered lists of handlers for a simulation's events: the thin observer layer over the
/// value-type core of ``SpringSimulation``.
///
/// Handlers run in the order of ``SpringEvents/order`` and, for each event, in the order they
/// were registered — the seed animation view kept two ordered lists of start and stop
/// handlers, this keeps one per event. Observers are not `Sendable`: handlers typically touch
/// UI state, so they run on the caller's actor, like the animation loop that drives them.
///
/// ```swift
/// var observers = SpringObservers<Double>()
/// observers.on(.started) { _ in print("started") }
/// observers.on(.reachedRest) { simulation in print("rest at", simulation.time) }
/// try observers.advance(&simulation, by: 1 / 60)
/// ```
public struct SpringObservers<Value: SpringVector> {
  /// A handler; it receives the simulation after the frame.
  public typealias Handler = (SpringSimulation<Value>) -> Void

  private var handlers: [(events: SpringEvents, handler: Handler)] = []

  /// Creates an empty set of observers.
  public init() {}

  /// Registers a handler for one or more events.
  ///
  /// - Parameters:
  ///   - events: The events that trigger it; a handler registered for several runs once per
  ///     matching event.
  ///   - handler: The handler.
  public mutating func on(_ events: SpringEvents, perform handler: @escaping Handler) {
    handlers.append((events, handler))
  }

  /// Calls the handlers of `events`, event by event in ``SpringEvents/order``, each event's
  /// handlers in registration order.
  ///
  /// - Parameters:
  ///   - events: What happened this frame.
  ///   - simulation: The simulation after the frame.
  public func notify(_ events: SpringEvents, from simulation: SpringSimulation<Value>) {
    for event in SpringEvents.order where events.contains(event) {
      for entry in handlers where entry.events.contains(event) {
        entry.handler(simulation)
      }
    }
  }

  /// Advances a simulation by one frame and notifies the handlers of its events.
  ///
  /// - Parameters:
  ///   - simulation: The simulation to advance.
  ///   - frameDuration: The frame's duration in seconds; finite and at least 0.
  /// - Returns: The frame's events.
  /// - Throws: ``SpringError`` for a bad frame duration; nothing is notified then.
  @discardableResult
  public func advance(
    _ simulation: inout SpringSimulation<Value>, by frameDuration: Double
  ) throws(SpringError) -> SpringEvents {
    let events = try simulation.advance(by: frameDuration)
    notify(events, from: simulation)
    return events
  }
}
