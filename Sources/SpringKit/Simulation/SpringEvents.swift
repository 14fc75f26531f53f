/// What happened to a ``SpringSimulation`` during one `advance(by:)`.
///
/// Events of one frame are reported together; listeners see them in this order:
/// ``started``, ``retargeted``, ``updated``, ``reachedRest``.
public struct SpringEvents: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  // The members are inlinable computed constants, not stored `static let`s: a stored one
  // is read through a lazy-initialisation accessor call that another module cannot inline,
  // which cost a third of a repeated frame in `SpringSimulation.advance(by:)`.

  /// The simulation moved for the first time (or again, after having been at rest).
  @inlinable public static var started: SpringEvents { SpringEvents(rawValue: 1 << 0) }
  /// The target changed since the previous frame.
  @inlinable public static var retargeted: SpringEvents { SpringEvents(rawValue: 1 << 1) }
  /// The displayed value or velocity changed this frame.
  @inlinable public static var updated: SpringEvents { SpringEvents(rawValue: 1 << 2) }
  /// The simulation came to rest this frame.
  ///
  /// The value snapped to the target and the velocity to zero. Reported once per rest.
  @inlinable public static var reachedRest: SpringEvents { SpringEvents(rawValue: 1 << 3) }

  /// The events in the order listeners receive them.
  public static let order: [SpringEvents] = [.started, .retargeted, .updated, .reachedRest]
}
