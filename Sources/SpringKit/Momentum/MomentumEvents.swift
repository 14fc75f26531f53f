/// What happened to a ``MomentumSimulation`` during one `advance(by:)`.
///
/// Events of one frame are reported together; listeners see them in this order:
/// ``started``, ``handedOff``, ``bounced``, ``updated``, ``reachedRest``. The instants
/// themselves are exact and known in advance: ``MomentumPhase/start`` of each phase and
/// ``MomentumMotion/restTime``.
public struct MomentumEvents: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The motion moved for the first time.
  @inlinable public static var started: MomentumEvents { MomentumEvents(rawValue: 1 << 0) }
  /// A decay handed off to a spring (on a snap point or a bound) during this frame.
  @inlinable public static var handedOff: MomentumEvents { MomentumEvents(rawValue: 1 << 1) }
  /// The value bounced off a wall during this frame.
  @inlinable public static var bounced: MomentumEvents { MomentumEvents(rawValue: 1 << 2) }
  /// The displayed value or velocity changed this frame.
  @inlinable public static var updated: MomentumEvents { MomentumEvents(rawValue: 1 << 3) }
  /// The motion came to rest this frame, at ``MomentumMotion/restTime``.
  @inlinable public static var reachedRest: MomentumEvents { MomentumEvents(rawValue: 1 << 4) }
}
