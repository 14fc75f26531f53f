import SpringKit
import SpringScenarios

extension ScenarioDrawing {
  /// The number label rolling 0 → 100, retargeted to 250 at 0.15 s (``CounterRoll``):
  /// easeInQuart above the spring, each an integer label as displayed and a bar at the
  /// unrounded value.
  static func counter(fps: Double) throws -> Parts {
    let counter = CounterRoll()
    let frames = try counter.frames(fps: fps)
    let format = SVGNumberFormat.fixed(decimals: 2)
    let barWidth = 200.0
    let full = Double(max(abs(counter.finalValue), abs(counter.to), 1))
    func lane(
      top: Double, label: String, values: [Double], shown: [Int], colour: String
    ) -> SMILScene.Element {
      // One text per run of equal labels, visible only during its frames (discrete).
      var runs: [(value: Int, frames: Range<Int>)] = []
      for (index, value) in shown.enumerated() {
        if let last = runs.last, last.value == value {
          runs[runs.count - 1].frames = last.frames.lowerBound..<(index + 1)
        } else {
          runs.append((value, index..<(index + 1)))
        }
      }
      let labels = runs.map { run in
        SMILScene.Element(
          name: "text",
          attributes: [
            ("class", "label"), ("x", "110"), ("y", format.text(top + 46)),
            ("text-anchor", "end"), ("font-size", "36"), ("fill", colour),
          ],
          animations: [
            .init(
              attribute: "visibility",
              values: shown.indices.map { run.frames.contains($0) ? "visible" : "hidden" },
              kind: .discrete)
          ],
          text: String(run.value))
      }
      return SMILScene.Element(
        name: "g", attributes: [("class", "lane")],
        children: [
          SMILScene.Element(
            name: "text", attributes: [("x", "16"), ("y", format.text(top))], text: label),
          SMILScene.Element(
            name: "rect",
            attributes: [
              ("x", "130"), ("y", format.text(top + 20)), ("width", format.text(barWidth)),
              ("height", "20"), ("fill", "#eeeeee"),
            ]),
          SMILScene.Element(
            name: "rect",
            attributes: [
              ("class", "bar"), ("x", "130"), ("y", format.text(top + 20)), ("height", "20"),
              ("fill", colour),
            ],
            animations: [
              .init(
                attribute: "width",
                values: values.map { format.text(max($0, 0) / full * barWidth) })
            ]),
        ] + labels)
    }
    let spring = counter.spring
    let departure = try Self.departure(
      spring: spring, from: Double(counter.from), to: Double(counter.to),
      duration: counter.duration
    ) {
      Double(counter.from) + Double(counter.to - counter.from)
        * counter.easing.progress(at: $0 / counter.duration)
    }
    let scene = SMILScene(
      width: 350, height: 190,
      title: "The number label: easeInQuart beside a spring, 0 → 100, then 250 at 0.15 s",
      times: frames.map(\.time), hold: hold,
      elements: [
        lane(
          top: 24, label: "easeInQuart over 0.3 s (the seed)", values: frames.map(\.easedValue),
          shown: frames.map(\.easedShown), colour: ChartPalette.color(at: 1)),
        lane(
          top: 104, label: "spring: .smooth(duration: 0.3), ζ 1",
          values: frames.map(\.springValue), shown: frames.map(\.springShown),
          colour: ChartPalette.color(at: 0)),
        SMILScene.Element(
          name: "text",
          attributes: [("x", "16"), ("y", "180"), ("font-size", "11"), ("fill", "#555555")],
          text: "0 → 100; at 0.15 s the value becomes 250"),
      ])
    let still = min(Int((0.2 * fps).rounded()), frames.count - 1)
    return Parts(
      columns: Scenario.counter.columns,
      frames: frames.map {
        ScenarioFrame(
          time: $0.time,
          values: [$0.easedValue, Double($0.easedShown), $0.springValue, Double($0.springShown)])
      },
      springs: [
        ScenarioSpring(
          role: "value", spring: spring, initialVelocity: 0,
          replaces: "easeInQuart from 0 to 100 over 0.3 s", rmsDeparture: departure.rms,
          maxDeparture: departure.max)
      ],
      caption: "A number label rolls from 0 to 100 and, at 0.15 s, on to 250: easeInQuart over "
        + "0.3 s (restarting from the shown value) above the spring .smooth(duration: 0.3), "
        + "which keeps its velocity through the change. From 0 to 100 the spring departs from "
        + "the curve by RMS \(short(departure.rms)), max \(short(departure.max)).",
      picture: .scene(scene, still: still))
  }
}
