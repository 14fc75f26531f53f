public import SpringKit

// `springfit gesture --format csv`, written by ``CSVWriter`` with ``Fling/csvColumns``.

extension Gesture {
  /// The CSV's rows for ``Fling/csvColumns``: the drag, then the fling.
  ///
  /// Columns `time,position,velocity,phase`: each drag sample as displayed (phase `drag`; its velocity the chosen strategy's estimate over the
  /// samples up to it, what a live view would read), then the fling's rows
  /// (``Fling/csvRows(step:timeOffset:)``) from the release on. Times are the trace's
  /// seconds.
  ///
  /// - Parameter step: Seconds between the fling's samples (1/60 for 60 frames per second).
  /// - Returns: One row of four fields per sample.
  /// - Throws: `SpringError` as ``Fling/sampleTimes(step:)``.
  /// - Complexity: O(n) in the samples.
  public func csvRows(step: Double) throws(SpringError) -> [[String]] {
    var tracker = VelocityTracker<Double>()
    var rows: [[String]] = []
    for sample in drag {
      // The drag was accepted by a tracker already: the same samples pass again.
      try tracker.append(sample.position, at: sample.time)
      rows.append([
        NumberText.roundTrip(sample.time), NumberText.roundTrip(sample.position),
        NumberText.roundTrip(tracker.velocity(strategy: strategy)), "drag",
      ])
    }
    return rows + (try fling.csvRows(step: step, timeOffset: releaseTime))
  }
}
