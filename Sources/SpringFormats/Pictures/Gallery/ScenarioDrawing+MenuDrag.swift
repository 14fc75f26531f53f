import SpringKit
import SpringScenarios

extension ScenarioDrawing {
  /// The menu dragged up as a sheet and released onto a detent, drawn as the bouncing menu
  /// is; the still is the frame of the largest bulge after the release.
  static func menuDrag(fps: Double) throws -> Parts {
    let drag = MenuDrag()
    let frames = try drag.frames(fps: fps)
    let release = try drag.release()
    var svg = try AnimatedOutlineSVG(
      keyframes: frames.map { AnimatedOutlineSVG.Keyframe(menuFrame: $0) })
    svg.title =
      "The bouncing menu, dragged: released at the robust velocity onto the detent the "
      + "fling picks"
    svg.playback = .loop(hold: hold)
    let spring = try drag.spring()
    let bulge = frames.indices.min { frames[$0].offset < frames[$1].offset } ?? 0
    let restTime = (frames.last?.time ?? release.time) - release.time
    let naming = { (detent: Double) in
      switch detent {
      case drag.openY: "open"
      case drag.halfY: "half"
      default: "closed"
      }
    }
    let name = naming(release.detent)
    let report = ScenarioRelease(
      time: release.time, position: release.position, velocity: release.velocity,
      twoSampleVelocity: release.twoSampleVelocity,
      trueVelocity: MenuDrag.recordedTraceTrueVelocity, landing: release.landing,
      detentName: name, detent: release.detent,
      twoSampleDetentName: naming(release.twoSampleDetent),
      overshoot: release.overshoot(in: frames),
      restTime: restTime)
    return Parts(
      columns: ["y", "offset"],
      frames: frames.map { ScenarioFrame(time: $0.time, values: [$0.y, $0.offset]) },
      springs: [
        ScenarioSpring(
          role: "menu", spring: spring, initialVelocity: release.velocity, replaces: nil,
          rmsDeparture: nil, maxDeparture: nil)
      ],
      caption: "The menu as a sheet (detents 443 open, 531 half, 619 closed) follows a "
        + "synthetic drag up from closed, rubber-banded past its ends, and is released at "
        + "\(short(release.time)) s at \(short(release.velocity)) pt/s (robust; two samples "
        + "give \(short(release.twoSampleVelocity)) and would pick "
        + "\(report.twoSampleDetentName); the synthetic trace's true velocity is "
        + "\(short(MenuDrag.recordedTraceTrueVelocity))): the projection picks \(name) "
        + "(\(short(release.detent))); a UIKit spring (0.6 s, damping 0.75) takes it there, "
        + "overshooting \(short(report.overshoot)) pt and resting \(short(restTime)) s after "
        + "the release, its top edge bent by its lag.",
      picture: .outline(svg, still: bulge), release: report)
  }
}
