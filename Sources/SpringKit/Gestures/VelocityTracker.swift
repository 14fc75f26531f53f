/// The velocity of a pointer from its recent timestamped positions: the release velocity a
/// fling or a spring takes over with.
///
/// Append each move's position and time as it arrives (the press too), then read
/// ``velocity`` when the pointer lifts. The tracker keeps the newest
/// ``historyCapacity`` samples (older ones are dropped), so memory and the cost of an
/// estimate stay bounded however long the drag. Times are in seconds, velocities in
/// position units per second.
///
/// ```swift
/// var tracker = VelocityTracker<SIMD2<Double>>()
/// try tracker.append(SIMD2(0, 600), at: 10.000)
/// try tracker.append(SIMD2(0, 560), at: 10.008)
/// try tracker.append(SIMD2(0, 500), at: 10.016)
/// try tracker.append(SIMD2(0, 499.5), at: 10.024)  // Chrome's trailing move before pointerup
/// tracker.velocity                     // ≈ (0, -8750): the trailing move is ignored
/// tracker.velocity(strategy: .impulse)  // Compose's Impulse, for comparison
/// ```
///
/// The value type is any ``SpringVector``: `Double` for one axis, `SIMD2<Double>` for a
/// point. ``VelocityStrategy`` describes the strategies and what each does with 1, 2 or 3
/// samples and with samples at equal times.
public struct VelocityTracker<Value: SpringVector>: Sendable {
  /// How many samples a tracker keeps: 20, Compose's and Flutter's history size.
  public static var historyCapacity: Int { 20 }

  /// The kept samples, oldest first (a ring buffer once full).
  @usableFromInline var storage: [PointerSample<Value>] = []
  /// The index in ``storage`` of the oldest sample once the buffer is full.
  @usableFromInline var oldest = 0
  /// How many samples were appended since creation or ``removeAll()``: the index the next
  /// sample has in error messages.
  public private(set) var appendedCount = 0

  /// The largest distance between neighbouring samples and the largest speed between them,
  /// 1e150 (units, units per second): below it every estimate is finite.
  static var maximumSpeed: Double { 1e150 }

  /// Creates an empty tracker.
  @inlinable
  public init() {}

  /// Creates a tracker holding `samples` (only the newest ``historyCapacity`` are kept).
  ///
  /// - Throws: ``SpringError`` as ``append(_:at:)`` does, naming `samples[i]`.
  /// - Complexity: O(n) for n samples.
  public init(_ samples: some Sequence<PointerSample<Value>>) throws(SpringError) {
    for sample in samples { try append(sample.position, at: sample.time) }
  }

  /// The kept samples, oldest first: at most ``historyCapacity``.
  ///
  /// - Complexity: O(``historyCapacity``).
  public var samples: [PointerSample<Value>] {
    Array(storage[oldest...] + storage[..<oldest])
  }

  /// The newest sample, if any.
  public var last: PointerSample<Value>? {
    storage.isEmpty ? nil : storage[(oldest + storage.count - 1) % storage.count]
  }

  /// Records that the pointer was at `position` at `time`.
  ///
  /// Samples must arrive in chronological order; equal times are allowed (see
  /// ``VelocityStrategy`` for what each strategy does with them).
  ///
  /// - Parameters:
  ///   - position: The pointer's position; every component finite.
  ///   - time: The event's time in seconds; finite, and at or after the previous sample's.
  /// - Throws: ``SpringError`` naming `samples[i].position` (rule
  ///   ``SpringError/Rule/finite``, or ``SpringError/Rule/trackableSpeed`` when it is more
  ///   than 1e150 from the previous sample or reached from it faster than 1e150 units/s) or
  ///   `samples[i].time` (``SpringError/Rule/finite``, or ``SpringError/Rule/chronological``
  ///   with the previous time as its limit), where `i` is ``appendedCount``, the sample's index
  ///   since creation or ``removeAll()``. A refused sample leaves the tracker unchanged, and
  ///   every velocity of the samples accepted is finite.
  /// - Complexity: O(1).
  public mutating func append(_ position: Value, at time: Double) throws(SpringError) {
    let index = appendedCount
    guard time.isFinite else {
      throw SpringError(parameter: "samples[\(index)].time", value: .number(time), rule: .finite)
    }
    try SpringError.requireFinite(position, "samples[\(index)].position")
    if let previous = last {
      guard time >= previous.time else {
        throw SpringError(
          parameter: "samples[\(index)].time", value: .number(time), rule: .chronological,
          limit: previous.time)
      }
      let distance = Double((position - previous.position).magnitude)
      let elapsed = time - previous.time
      guard distance <= Self.maximumSpeed, elapsed == 0 || distance / elapsed <= Self.maximumSpeed
      else {
        throw SpringError(
          parameter: "samples[\(index)].position", value: SpringError.Value(position),
          rule: .trackableSpeed)
      }
    }
    let sample = PointerSample(time: time, position: position)
    if storage.count < Self.historyCapacity {
      storage.append(sample)
    } else {
      storage[oldest] = sample
      oldest = (oldest + 1) % storage.count
    }
    appendedCount += 1
  }

  /// Forgets every sample (a new gesture begins).
  public mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    oldest = 0
    appendedCount = 0
  }

  /// The release velocity by the default strategy, ``VelocityStrategy/robust``, in units per
  /// second; zero with fewer than two samples at distinct times in the window.
  ///
  /// - Complexity: O(``historyCapacity``).
  public var velocity: Value { estimate(strategy: .robust).velocity }

  /// The release velocity by `strategy`, in units per second.
  ///
  /// - Complexity: O(``historyCapacity``).
  public func velocity(strategy: VelocityStrategy) -> Value {
    estimate(strategy: strategy).velocity
  }
}
