import SpringKit
import SpringScenarios

extension ScenarioDrawing {
  /// Hokusai's menu springing up, drawn as `springfit outline --format svg` draws it, looping
  /// with a held rest; the still is the frame of the largest bulge.
  static func menu(fps: Double) throws -> Parts {
    let menu = MenuBounce()
    let frames = try menu.showFrames(fps: fps)
    var svg = try AnimatedOutlineSVG(
      keyframes: frames.map { AnimatedOutlineSVG.Keyframe(menuFrame: $0) })
    svg.title = "The bouncing menu: Hokusai's UIKit spring (0.8 s, damping 0.6, velocity 0.6)"
    svg.playback = .loop(hold: hold)
    let spring = try menu.showSpring()
    let velocity = try SpringVelocity.absolute(
      normalized: menu.initialSpringVelocity, distance: menu.shownY - menu.hiddenY)
    let bulge = frames.indices.min { frames[$0].offset < frames[$1].offset } ?? 0
    return Parts(
      columns: ["y", "offset"],
      frames: frames.map { ScenarioFrame(time: $0.time, values: [$0.y, $0.offset]) },
      springs: [
        ScenarioSpring(
          role: "menu", spring: spring, initialVelocity: velocity, replaces: nil,
          rmsDeparture: nil, maxDeparture: nil)
      ],
      caption: "Hokusai's menu springs up on its UIKit spring (duration 0.8 s, damping 0.6, "
        + "velocity 0.6, ζ \(short(spring.dampingRatio))); its top edge bulges by its lag "
        + "behind the target and flattens as it settles at \(short(frames.last?.time ?? 0)) s.",
      picture: .outline(svg, still: bulge))
  }
}
