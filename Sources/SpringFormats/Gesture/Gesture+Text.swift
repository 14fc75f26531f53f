import SpringKit

// The human-readable report of `springfit gesture`.

extension Gesture {
  /// The report as text: the trace, the drag as displayed, the release velocity by every
  /// strategy (the chosen one marked), then the fling's report (``Fling/text()``).
  ///
  /// - Returns: The report, ending with a newline.
  public func text() -> String {
    let number = Fling.number
    let first = drag[0]
    var lines: [String] = []
    let columns = trace.isPlanar ? "time,x,y, following \(axis.rawValue)" : "time,position"
    lines.append(
      "A drag of \(drag.count) samples (\(columns)) over "
        + "\(number(releaseTime - first.time)) s, from \(number(first.position)) to "
        + "\(number(releasePosition)).")
    if let bounds {
      let past = drag.map { max(0, $0.position - bounds.upper, bounds.lower - $0.position) }
      let most = past.max() ?? 0
      lines.append(
        most > 0
          ? "Past --bounds \(number(bounds.lower)),\(number(bounds.upper)) it shows through a "
            + "rubber band (dimension \(number(rubberBand.dimension)), coefficient "
            + "\(number(rubberBand.coefficient))): at most \(number(most)) past a bound."
          : "It stays within --bounds \(number(bounds.lower)),\(number(bounds.upper)).")
    }
    lines.append("")
    lines.append("Release velocity (units/s) by each strategy:")
    var table = [["strategy", "velocity", "samples used", "trailing ignored"]]
    if trace.isPlanar { table[0].append("finger (x, y)") }
    for ((kind, estimate), (_, finger)) in zip(estimates, fingerVelocities) {
      var row = [
        kind.rawValue + (kind == strategy ? " *" : ""), number(estimate.velocity),
        String(estimate.sampleCount), String(estimate.ignoredTrailingSamples),
      ]
      if trace.isPlanar { row.append("(\(number(finger.x)), \(number(finger.y)))") }
      table.append(row)
    }
    lines += Fling.columns(table).map { "  " + $0 }
    lines.append(
      "  (* the fling takes over with this one, --velocity-strategy \(strategy.rawValue).)")
    lines.append("")
    if releasedPastBounds {
      lines.append(
        "Released past the bounds at \(number(releasePosition)): a spring carries the release "
          + "velocity back onto \(number(fling.motion.target)).")
    }
    lines.append(
      "The fling after release (times from the release, at \(number(releaseTime)) s):")
    lines.append(fling.text())
    return lines.joined(separator: "\n")
  }
}
