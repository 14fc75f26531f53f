public import SpringKit

// `springfit fling --format csv`, written by ``CSVWriter``.

extension Fling {
  /// The most rows ``csvRows(step:timeOffset:)`` makes.
  public static let maximumRowCount = 1_000_000

  /// The columns of the CSV: `time,position,velocity,phase`.
  public static let csvColumns = ["time", "position", "velocity", "phase"]

  /// The times the CSV samples: every multiple of `step` before the rest instant, each
  /// phase's start, and the rest instant, in increasing order without repeats.
  ///
  /// - Parameter step: Seconds between samples; finite and greater than 0.
  /// - Returns: The times in seconds.
  /// - Throws: `SpringError` naming `step` when it is not positive and finite, or when the
  ///   samples would be more than ``maximumRowCount`` (`SpringError.Rule.sampleBudget`).
  /// - Complexity: O(n log n) for n samples.
  public func sampleTimes(step: Double) throws(SpringError) -> [Double] {
    guard step.isFinite, step > 0 else {
      throw SpringError(parameter: "step", value: .number(step), rule: .positive)
    }
    let end = motion.restTime
    let steps = (end / step).rounded(.down)
    guard steps + Double(motion.phases.count) + 1 < Double(Self.maximumRowCount) else {
      throw SpringError(parameter: "step", value: .number(step), rule: .sampleBudget)
    }
    var times = motion.phases.map(\.start.time) + [end]
    var index = 0.0
    while index <= steps {
      let time = index * step
      if time < end { times.append(time) }
      index += 1
    }
    times.sort()
    var unique: [Double] = []
    for time in times where unique.last != time { unique.append(time) }
    return unique
  }

  /// The CSV's rows for ``csvColumns``: at each of ``sampleTimes(step:)`` the time, the
  /// position, the velocity (each printed to round-trip) and the phase running then
  /// (`decay` or `spring`), `rest` at the rest instant.
  ///
  /// ```swift
  /// let text = try CSVWriter(columns: Fling.csvColumns)
  ///   .document(rows: fling.csvRows(step: 1.0 / 60))
  /// ```
  ///
  /// - Parameters:
  ///   - step: Seconds between samples (1/60 for 60 frames per second).
  ///   - timeOffset: Seconds added to each printed time (the release's instant, for a fling
  ///     after a drag); 0 by default.
  /// - Returns: One row of four fields per sample time.
  /// - Throws: `SpringError` as ``sampleTimes(step:)``.
  public func csvRows(step: Double, timeOffset: Double = 0) throws(SpringError) -> [[String]] {
    try sampleTimes(step: step).map { time in
      let state = motion.state(at: time)
      let phase =
        time >= motion.restTime ? "rest" : motion.phases[motion.phaseIndex(at: time)].name
      return [
        NumberText.roundTrip(time + timeOffset), NumberText.roundTrip(state.position),
        NumberText.roundTrip(state.velocity), phase,
      ]
    }
  }
}
