/// A position of a pointer at an instant: what a drag reports with each move event.
///
/// ```swift
/// let sample = PointerSample(time: 0.016, position: SIMD2<Double>(120, 340))
/// ```
public struct PointerSample<Value: SpringVector>: Sendable, Equatable {
  /// When the pointer was at ``position``, in seconds (any origin: an event's timestamp).
  public var time: Double
  /// Where the pointer was, in points (or any unit; velocities come out in units per second).
  public var position: Value

  /// Creates a sample from its time in seconds and its position.
  @inlinable
  public init(time: Double, position: Value) {
    self.time = time
    self.position = position
  }
}
