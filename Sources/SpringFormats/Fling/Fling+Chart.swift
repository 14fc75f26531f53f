import SpringKit

// `springfit plot fling`: the composed motion drawn with SpringKit's charts.

extension Fling {
  /// The fling as a chart: the position above, one line per phase (decay, spring) with a
  /// marker at each hand-off and dashed lines at the target and the bounds it comes near,
  /// and the velocity below, from the release to 1.1 × the rest instant.
  ///
  /// - Parameters:
  ///   - title: The chart's title.
  ///   - pointsPerPhase: Samples per phase; 301 by default (at least 2).
  /// - Returns: A two-panel chart.
  public func chart(title: String, pointsPerPhase: Int = 301) -> Chart {
    let count = max(pointsPerPhase, 2)
    var positions: [ChartSeries] = []
    var velocities: [ChartSeries] = []
    var handOffs: [SIMD2<Double>] = []
    for (index, phase) in motion.phases.enumerated() {
      let span = phase.end.time - phase.start.time
      let states = (0..<count).map { step in
        // The last sample is the phase's end state as the motion reports it.
        step == count - 1
          ? phase.end : phase.state(after: span * Double(step) / Double(count - 1))
      }
      let name = "\(phase.name) \(index + 1)"
      var line = ChartSeries(
        name: name, x: states.map(\.time), y: states.map(\.position))
      line.color = ChartPalette.color(at: phase.name == "decay" ? 0 : 1)
      positions.append(line)
      var speed = ChartSeries(
        name: name, x: states.map(\.time), y: states.map(\.velocity))
      speed.color = line.color
      velocities.append(speed)
      if index > 0 { handOffs.append(SIMD2(phase.start.time, phase.start.position)) }
    }
    let end = max(motion.restTime * 1.1, 0.001)
    // The rest: the value stays on the target.
    var rest = ChartSeries(
      name: "at rest", x: [motion.restTime, end], y: [motion.target, motion.target])
    rest.color = ChartPalette.color(at: 2)
    positions.append(rest)
    if !handOffs.isEmpty {
      var markers = ChartSeries(name: "hand-off", points: handOffs, style: .markers)
      markers.color = ChartPalette.color(at: 3)
      positions.append(markers)
    }
    var references = [ChartPanel.ReferenceLine(value: motion.target, label: "target")]
    // The bounds the motion comes near (within a tenth of its span); a far one would only
    // squeeze the picture.
    let drawn = positions.flatMap { $0.points.map(\.y) }
    let low = drawn.min() ?? motion.target
    let high = drawn.max() ?? motion.target
    let margin = 0.1 * (high - low)
    if let bounds {
      for bound in [bounds.lower, bounds.upper]
      where bound != motion.target && bound >= low - margin && bound <= high + margin {
        references.append(ChartPanel.ReferenceLine(value: bound, label: "bound"))
      }
    }
    let subtitle =
      "from \(Self.number(position)) at \(Self.number(velocity)) units/s, decay "
      + "\(decay.dialectName); lands at \(Self.number(motion.landing)), rests on "
      + "\(Self.number(motion.target)) after \(Self.number(motion.restTime)) s"
    return Chart(
      title: title, subtitle: subtitle, xAxis: ChartAxis(label: "time (s)", range: 0...end),
      panels: [
        ChartPanel(
          yAxis: ChartAxis(label: "position"), series: positions, referenceLines: references),
        ChartPanel(
          yAxis: ChartAxis(label: "velocity (units/s)"), series: velocities,
          referenceLines: [ChartPanel.ReferenceLine(value: 0)], relativeHeight: 0.6),
      ])
  }
}
