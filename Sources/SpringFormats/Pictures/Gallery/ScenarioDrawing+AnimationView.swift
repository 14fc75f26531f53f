import SpringKit
import SpringScenarios

extension ScenarioDrawing {
  /// The reusable animation view (`AnimationView`), twice side by side.
  ///
  /// On the left the seed's linear basic animations, on the right springs; each lane lists
  /// its handlers' calls, each line shown from the first frame at or after its call.
  static func animationView(fps: Double) throws -> Parts {
    let view = AnimationView()
    let frames = try Scenario.animationView.frames(fps: fps)
    let times = frames.map(\.time)
    let format = SVGNumberFormat.fixed(decimals: 2)
    let scaleFormat = SVGNumberFormat.fixed(decimals: 4)
    let laneWidth = 220.0
    let side = 40.0
    var listed: [ScenarioCall] = []
    func lane(index: Int, driver: AnimationView.Driver, label: String) throws -> SMILScene.Element {
      let x = Double(index) * laneWidth
      let columns = (index * 4)..<(index * 4 + 4)
      let rows = frames.map { Array($0.values[columns]) }
      let calls = try view.events(driver: driver)
      let lines = calls.enumerated().map { number, call in
        let text =
          "\(NumberText.rounded(call.time, significantDigits: 3)) s  "
          + (call.isStart ? "start" : "stop") + " \(call.step + 1) \(call.property.rawValue): "
          + call.handler
        listed.append(ScenarioCall(lane: driver.rawValue, time: call.time, text: text))
        return SMILScene.Element(
          name: "text",
          attributes: [
            ("class", "call"), ("x", format.text(x + 12)),
            ("y", format.text(196 + 12 * Double(number))), ("font-size", "10"),
            ("fill", call.isStart ? "#0072B2" : "#D55E00"),
          ],
          animations: [
            .init(
              attribute: "visibility",
              values: times.map { $0 >= call.time ? "visible" : "hidden" }, kind: .discrete)
          ],
          text: text)
      }
      return SMILScene.Element(
        name: "g", attributes: [("class", "lane")],
        children: [
          SMILScene.Element(
            name: "text", attributes: [("x", format.text(x + 12)), ("y", "20")], text: label),
          SMILScene.Element(
            name: "g", attributes: [("transform", "translate(\(format.text(x + 60)) 80)")],
            children: [
              SMILScene.Element(
                name: "g", attributes: [("class", "position")],
                animations: [
                  .init(
                    attribute: "transform",
                    values: rows.map { format.text($0[2]) + " " + format.text($0[3]) },
                    kind: .translate)
                ],
                children: [
                  SMILScene.Element(
                    name: "g", attributes: [("class", "scale")],
                    animations: [
                      .init(
                        attribute: "transform", values: rows.map { scaleFormat.text($0[0]) },
                        kind: .scale)
                    ],
                    children: [
                      SMILScene.Element(
                        name: "rect",
                        attributes: [
                          ("class", "view"), ("x", format.text(-side / 2)),
                          ("y", format.text(-side / 2)), ("width", format.text(side)),
                          ("height", format.text(side)), ("rx", "6"),
                          ("fill", ChartPalette.color(at: 2)),
                        ],
                        animations: [
                          .init(attribute: "opacity", values: rows.map { scaleFormat.text($0[1]) })
                        ])
                    ])
                ])
            ]),
        ] + lines)
    }
    let departure = try Self.departure(
      spring: view.spring, from: 0, to: 1, duration: AnimationView.defaultSteps[0].duration
    ) { $0 / AnimationView.defaultSteps[0].duration }
    let scene = SMILScene(
      width: 2 * laneWidth, height: 196 + 12 * 20 + 8,
      title: "The animation view: basic animations beside springs, with their handlers' calls",
      times: times, hold: hold,
      elements: [
        try lane(index: 0, driver: .basic, label: "basic animations: linear, 0.4 s"),
        try lane(index: 1, driver: .spring, label: "springs: .smooth(0.4 s)"),
      ])
    let still = min(Int((0.5 * fps).rounded()), frames.count - 1)
    return Parts(
      columns: Scenario.animationView.columns, frames: frames,
      springs: [
        ScenarioSpring(
          role: "step", spring: view.spring, initialVelocity: 0,
          replaces: "a linear basic animation over 0.4 s", rmsDeparture: departure.rms,
          maxDeparture: departure.max)
      ],
      caption: "A view scales from 1 to 1.5, fades by 0.6, moves by 80 in x, from 0 to 40 in y "
        + "and back by (−80, −40), each step started by the previous one's stop handler: left "
        + "the seed's linear basic animations of 0.4 s, right springs .smooth(duration: 0.4) "
        + "that stop at their rest instants. Under each, its start and stop handlers' calls in "
        + "order as they fire. Over one step the spring departs from the linear ramp by RMS "
        + "\(short(departure.rms)), max \(short(departure.max)) of the distance.",
      picture: .scene(scene, still: still), calls: listed)
  }
}
