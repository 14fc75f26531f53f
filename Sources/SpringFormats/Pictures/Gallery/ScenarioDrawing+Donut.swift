import SpringKit
import SpringScenarios

extension ScenarioDrawing {
  /// The donut of 2, 1, 4 sweeping in (``DonutSweep``).
  ///
  /// easeOutQuint beside the spring that settles in 1 s. Each segment is a circle stroked with one dash: its length is the
  /// segment's sweep times the radius, its offset the segment's start, and the circle is
  /// turned so that the sweep starts at 12 o'clock and runs clockwise.
  static func donut(fps: Double) throws -> Parts {
    let donut = DonutSweep()
    let frames = try donut.frames(fps: fps)
    let format = SVGNumberFormat.fixed(decimals: 2)
    let radius = 56.0
    let circumference = 2 * Double.pi * radius
    let centreY = 86.0
    func chart(x: Double, ends: [[Double]], label: String, detail: String) -> SMILScene.Element {
      let segments = donut.values.indices.map { segment in
        SMILScene.Element(
          name: "circle",
          attributes: [
            ("class", "segment"), ("cx", format.text(x)), ("cy", format.text(centreY)),
            ("r", format.text(radius)), ("fill", "none"),
            ("stroke", ChartPalette.color(at: segment)), ("stroke-width", "24"),
            ("transform", "rotate(-90 \(format.text(x)) \(format.text(centreY)))"),
          ],
          animations: [
            .init(
              attribute: "stroke-dasharray",
              values: ends.map { frame in
                let start = segment == 0 ? 0 : frame[segment - 1]
                return format.text((frame[segment] - start) * radius) + " "
                  + format.text(circumference)
              }),
            .init(
              attribute: "stroke-dashoffset",
              values: ends.map { frame in
                format.text(segment == 0 ? 0 : -frame[segment - 1] * radius)
              }),
          ])
      }
      return SMILScene.Element(
        name: "g", attributes: [("class", "lane")],
        children: [
          SMILScene.Element(
            name: "circle",
            attributes: [
              ("cx", format.text(x)), ("cy", format.text(centreY)), ("r", format.text(radius)),
              ("fill", "none"), ("stroke", "#f0f0f0"), ("stroke-width", "24"),
            ])
        ] + segments + [
          SMILScene.Element(
            name: "text",
            attributes: [("x", format.text(x)), ("y", "176"), ("text-anchor", "middle")],
            text: label),
          SMILScene.Element(
            name: "text",
            attributes: [
              ("x", format.text(x)), ("y", "192"), ("text-anchor", "middle"),
              ("font-size", "11"), ("fill", "#555555"),
            ],
            text: detail),
        ])
    }
    let spring = donut.spring
    let departure = try Self.departure(
      spring: spring, from: 0, to: 1, duration: donut.duration
    ) { donut.easing.progress(at: $0 / donut.duration) }
    let scene = SMILScene(
      width: 360, height: 204,
      title: "The donut chart sweeping in: easeOutQuint beside a spring that settles in 1 s",
      times: frames.map(\.time), hold: hold,
      elements: [
        chart(
          x: 90, ends: frames.map(\.easedEndAngles), label: "easeOutQuint (the seed)",
          detail: "1 s"),
        chart(
          x: 270, ends: frames.map(\.springEndAngles), label: "the spring",
          detail: "ζ 1, settles in 1 s"),
      ])
    let still = min(Int((0.25 * fps).rounded()), frames.count - 1)
    return Parts(
      columns: Scenario.donutSweep.columns,
      frames: frames.map {
        ScenarioFrame(
          time: $0.time,
          values: [$0.easedProgress, $0.springProgress] + $0.easedSweeps + $0.springSweeps)
      },
      springs: [
        ScenarioSpring(
          role: "progress", spring: spring, initialVelocity: 0,
          replaces: "easeOutQuint over 1 s", rmsDeparture: departure.rms,
          maxDeparture: departure.max)
      ],
      caption: "A donut chart of 2, 1 and 4 sweeps in: easeOutQuint over 1 s beside the "
        + "critically damped spring that settles in 1 s (response \(short(spring.response)) "
        + "s), which departs from the curve by RMS \(short(departure.rms)), max "
        + "\(short(departure.max)) of the sweep.",
      picture: .scene(scene, still: still))
  }
}
