import SpringKit

// `springfit gesture --format json`.

extension Gesture {
  /// The report as data: the fling's keys (``Fling/json``, times from the release) and
  /// the gesture's.
  ///
  /// Gesture keys: `strategy` (the one the fling takes over with), `releasePosition`,
  /// `releaseVelocity` (units per second), `releaseTime` (the trace's seconds),
  /// `releasedPastBounds`, `axis` (`x` or `y` for a two-axis trace, `null` for one axis),
  /// `velocities` (each strategy: `strategy`, `velocity`, `samples`, `ignoredTrailing`, and
  /// `finger` `[x, y]` for a two-axis trace), `rubberBand` (`dimension`, `coefficient`) with
  /// `--bounds`, and `drag` (each sample: `time` in the trace's seconds, `position` as
  /// displayed, and `pointer`, the trace's value along the axis).
  public var json: JSONValue {
    guard case .object(var object) = fling.json else { return fling.json }
    let pointer = trace.positions(along: axis)
    object["strategy"] = .string(strategy.rawValue)
    object["releasePosition"] = .number(releasePosition)
    object["releaseVelocity"] = .number(releaseVelocity)
    object["releaseTime"] = .number(releaseTime)
    object["releasedPastBounds"] = .bool(releasedPastBounds)
    object["axis"] = trace.isPlanar ? .string(axis.rawValue) : .null
    object["velocities"] = .array(
      zip(estimates, fingerVelocities).map { pair, finger in
        var row: [String: JSONValue] = [
          "strategy": .string(pair.strategy.rawValue),
          "velocity": .number(pair.estimate.velocity),
          "samples": .number(Double(pair.estimate.sampleCount)),
          "ignoredTrailing": .number(Double(pair.estimate.ignoredTrailingSamples)),
        ]
        if trace.isPlanar {
          row["finger"] = .array([.number(finger.velocity.x), .number(finger.velocity.y)])
        }
        return .object(row)
      })
    if bounds != nil {
      object["rubberBand"] = [
        "dimension": .number(rubberBand.dimension),
        "coefficient": .number(rubberBand.coefficient),
      ]
    }
    object["drag"] = .array(
      zip(drag, pointer).map { sample, raw in
        [
          "time": .number(sample.time), "position": .number(sample.position),
          "pointer": .number(raw),
        ]
      })
    return .object(object)
  }
}
