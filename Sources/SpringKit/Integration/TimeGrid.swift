/// Evenly spaced times: `start + i·step` for `i = 0, 1, …, count − 1`, and, when the grid
/// divides an interval, the last time exactly at its end.
///
/// One grid serves every uniform sampling in SpringKit, SpringFitting, the charts and
/// `springfit`, so that they all round the same way:
///
/// ```swift
/// let frames = TimeGrid(step: 1.0 / 60, reaching: 1)   // 0, 1/60, …, 60/60: 61 times
/// let curve = TimeGrid(duration: 0.5, intervals: 1000)  // 0, 0.0005, …, exactly 0.5
/// ```
///
/// Rounding: time i is `start + Double(i) * step`, with `step = (end − start) / n` for a
/// division into n intervals, so every time is within about an ulp of the exact
/// `start + i·(end − start)/n`; the last time of a division is `end` itself, never
/// `start + n·step`, which can miss it by an ulp. A grid of steps has no end to pin, so its
/// last time is `Double(n) * step`.
public struct TimeGrid: RandomAccessCollection, Sendable, Hashable {
  /// The first time, in seconds.
  public let start: Double
  /// The time between neighbouring grid times, in seconds.
  public let step: Double
  /// The number of times.
  public let count: Int
  /// The last time when the grid divides an interval (then it is exactly this), or `nil`
  /// for a grid of steps.
  public let end: Double?

  /// The `intervals + 1` times from `start` to `end`, both included: `start + i·step` with
  /// `step = (end − start) / intervals`, the last exactly `end`.
  ///
  /// - Parameters:
  ///   - start: The first time, in seconds.
  ///   - end: The last time, in seconds.
  ///   - intervals: The number of steps between them; values below 1 count as 1.
  @inlinable
  public init(from start: Double, to end: Double, intervals: Int) {
    let intervals = Swift.max(intervals, 1)
    self.start = start
    self.step = (end - start) / Double(intervals)
    self.count = intervals + 1
    self.end = end
  }

  /// The `intervals + 1` times from 0 to `duration`, both included: `i·(duration /
  /// intervals)`, the last exactly `duration`.
  ///
  /// - Parameters:
  ///   - duration: The last time, in seconds.
  ///   - intervals: The number of steps; values below 1 count as 1.
  @inlinable
  public init(duration: Double, intervals: Int) {
    self.init(from: 0, to: duration, intervals: intervals)
  }

  /// The `count` times `0, step, 2·step, …, (count − 1)·step`.
  ///
  /// - Parameters:
  ///   - step: Seconds between times.
  ///   - count: The number of times; values below 0 count as 0.
  @inlinable
  public init(step: Double, count: Int) {
    start = 0
    self.step = step
    self.count = Swift.max(count, 0)
    end = nil
  }

  /// The times `0, step, …, n·step` up to the first at or just after `end`, with
  /// n = ``steps(reaching:step:)`` (at least 0).
  ///
  /// - Parameters:
  ///   - step: Seconds between times; finite and greater than 0.
  ///   - end: The time to reach, in seconds; finite, with `end / step` below 2⁶² (the grid
  ///     is empty otherwise: check ``steps(reaching:step:)`` first when it may not be).
  @inlinable
  public init(step: Double, reaching end: Double) {
    let steps = Self.steps(reaching: end, step: step)
    // Not a trap for NaN or a count beyond Int: an empty grid, as documented.
    let count = steps < 0x1p62 ? Int(Swift.max(steps, 0)) + 1 : 0
    self.init(step: step, count: count)
  }

  /// How many steps of `step` reach `end`: n = ⌈end/step − 10⁻⁹⌉, and at least 1 for an
  /// end after 0.
  ///
  /// The 10⁻⁹ absorbs the rounding of end/step, so that an end that is a whole number of
  /// steps in decimal is reached exactly there: 0.14 / (1/50) is 7.000000000000001 in
  /// `Double`, and without the allowance `end: 0.14, step: 1/50` would take 8 steps, not 7.
  /// An end after 0 but within a billionth of a step of it (`end: 1e-12, step: 1/60`) still
  /// takes one step, so that the last time is at or after the end. A `Double` because the
  /// count may exceed `Int`'s range (or be infinite); it is 0 or negative for an end at or
  /// before 0.
  ///
  /// - Parameters:
  ///   - end: The time to reach, in seconds.
  ///   - step: Seconds between times.
  /// - Returns: The number of steps, a whole number.
  @inlinable
  public static func steps(reaching end: Double, step: Double) -> Double {
    let steps = (end / step - 1e-9).rounded(.up)
    return end > 0 && steps < 1 ? 1 : steps
  }

  /// The index of the first time, 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the index of the last time, ``count``.
  @inlinable
  public var endIndex: Int { count }

  /// The time a ``SpringStateSequence`` re-anchors at for `index`: exactly `index·step`
  /// for a grid of steps (the recurrence advances by exact steps, so over ten million of
  /// them the rounding of `Double(index) * step` would show), the listed time for a
  /// division (whose states are compared with curves at those times).
  @inlinable
  func anchorTime(_ index: Int) -> DoubleDouble {
    end == nil ? DoubleDouble.product(Double(index), step) : DoubleDouble(self[index])
  }

  /// The time at `index`, in seconds: `start + Double(index) * step`, or ``end`` for the
  /// last time of a division.
  ///
  /// - Precondition: `index` is in `0..<count`.
  @inlinable
  public subscript(index: Int) -> Double {
    if let end, index == count - 1 { return end }
    return start + Double(index) * step
  }
}
