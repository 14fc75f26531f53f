import SpringFitting
import SpringKit
import SpringScenarios

extension ScenarioDrawing {
  /// The shine button's tap twice, side by side.
  ///
  /// On the left the seed's pop keyframes (``ShineButton``'s frames), on the right the spring
  /// fitted to them; the circle and the particles are the seed's in both. Without
  /// `particles`, the two pops alone (scale-pop).
  static func shine(fps: Double, particles: Bool) throws -> Parts {
    let button = ShineButton()
    let fit = ScalePop.fit
    let seed = particles ? try button.frames(fps: fps) : []
    let pop =
      particles
      ? [] : try ScalePop.fitted.frames(fps: fps)
    let times = particles ? seed.map(\.time) : pop.map(\.time)
    let seedScales = particles ? seed.map(\.iconScale) : pop.map(\.keyframeScale)
    // The pop starts when the circle ends; before it the icon shows at 1.
    let springScales =
      particles
      ? times.map { time in
        time < button.popStart
          ? 1
          : fit.spring.value(
            fromValue: ScalePop.startScale, toValue: ScalePop.endScale,
            initialVelocity: fit.initialVelocity, time: time - button.popStart)
      } : pop.map(\.springScale)
    let popStart = particles ? button.popStart : 0
    let format = SVGNumberFormat.fixed(decimals: 2)
    let scaleFormat = SVGNumberFormat.fixed(decimals: 4)
    let cell = 180.0
    let centreY = 90.0
    func lane(
      at x: Double, scales: [Double], label: String, detail: String
    ) -> SMILScene.Element {
      var children: [SMILScene.Element] = []
      if particles {
        children.append(
          SMILScene.Element(
            name: "circle",
            attributes: [
              ("class", "circle"), ("fill", "#fde3ea"), ("stroke", "#e0457b"),
              ("stroke-width", "2"),
            ],
            animations: [
              .init(attribute: "r", values: seed.map { format.text($0.circleRadius) })
            ]))
      }
      children.append(
        SMILScene.Element(
          name: "g", attributes: [("class", "icon")],
          animations: [
            .init(attribute: "transform", values: scales.map { scaleFormat.text($0) }, kind: .scale)
          ],
          children: [
            SMILScene.Element(
              name: "path",
              attributes: [("d", heart), ("fill", "#e0457b"), ("stroke", "none")])
          ]))
      if particles {
        for index in 0..<button.shineCount {
          let colour = index.isMultiple(of: 2) ? "#f5a623" : "#e0457b"
          children.append(
            SMILScene.Element(
              name: "circle", attributes: [("class", "particle"), ("fill", colour)],
              animations: [
                .init(
                  attribute: "cx", values: seed.map { format.text($0.particlePositions[index].x) }),
                .init(
                  attribute: "cy", values: seed.map { format.text($0.particlePositions[index].y) }),
                .init(attribute: "r", values: seed.map { format.text($0.particleRadius) }),
              ]))
        }
      }
      return SMILScene.Element(
        name: "g", attributes: [("class", "lane")],
        children: [
          SMILScene.Element(
            name: "g",
            attributes: [
              ("class", "button"),
              ("transform", "translate(\(format.text(x)) \(format.text(centreY)))"),
            ],
            children: children),
          SMILScene.Element(
            name: "text",
            attributes: [("x", format.text(x)), ("y", "182"), ("text-anchor", "middle")],
            text: label),
          SMILScene.Element(
            name: "text",
            attributes: [
              ("x", format.text(x)), ("y", "198"), ("text-anchor", "middle"), ("font-size", "11"),
              ("fill", "#555555"),
            ],
            text: detail),
        ])
    }
    let zeta = short(fit.spring.dampingRatio)
    let response = short(fit.spring.response)
    let scene = SMILScene(
      width: 2 * cell, height: 210,
      title: particles
        ? "The shine button: the seed's pop keyframes beside the spring fitted to them"
        : "The scale pop: the seed's keyframes beside the spring fitted to them",
      times: times, hold: hold,
      elements: [
        lane(
          at: cell / 2, scales: seedScales, label: "the seed's keyframes",
          detail: "0.4, 1, 0.9, 1, cubic, 1/3 s"),
        lane(
          at: 1.5 * cell, scales: springScales, label: "the fitted spring",
          detail: "ζ \(zeta), response \(response) s"),
      ])
    var columns = particles ? Scenario.shineButton.columns : ["iconScale"]
    columns.append("springIconScale")
    let rows = times.indices.map { index in
      ScenarioFrame(
        time: times[index],
        values: particles
          ? [
            seed[index].circleRadius, seed[index].iconScale, seed[index].rotation,
            seed[index].particleDistance, seed[index].particleRadius, springScales[index],
          ] : [seedScales[index], springScales[index]])
    }
    let still = min(Int((popStart + 0.15) * fps), times.count - 1)
    return Parts(
      columns: columns, frames: rows,
      springs: [
        ScenarioSpring(
          role: "pop", spring: fit.spring, initialVelocity: fit.initialVelocity,
          replaces: "keyframes 0.4, 1, 0.9, 1 (cubic, 1/3 s)", rmsDeparture: fit.rmsError,
          maxDeparture: fit.maxError)
      ],
      caption: (particles
        ? "The shine button's tap: the circle grows with easeOut over 0.1 s, then the icon "
          + "pops and 7 particles fly out while their layer turns 20° over 0.87 s. "
        : "The shine button's icon pop. ")
        + "Left, the seed's keyframes; right, the spring fitted to them (ζ \(zeta), response "
        + "\(response) s), which departs from them by RMS \(short(fit.rmsError)), max "
        + "\(short(fit.maxError)) in scale.",
      picture: .scene(scene, still: still))
  }

  /// A heart about 36 points wide, centred on the origin.
  static let heart =
    "M 0 13 C -10 6 -19 -1 -19 -8 C -19 -15 -13 -19 -8 -19 C -4 -19 -1 -16 0 -13 "
    + "C 1 -16 4 -19 8 -19 C 13 -19 19 -15 19 -8 C 19 -1 10 6 0 13 Z"
}
