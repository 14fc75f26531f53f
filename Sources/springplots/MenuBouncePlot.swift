import SpringFormats
import SpringKit
import SpringScenarios

/// Hokusai's bouncing menu springing up: its motion and bend, and its outline frame by frame.
enum MenuBouncePlot {
  /// The menu's show frames at 60 fps.
  static func frames() throws -> (menu: MenuBounce, frames: [MenuFrame]) {
    let menu = MenuBounce()
    return (menu, try menu.showFrames(fps: 60))
  }

  static let motion = Plot(
    name: "menu-bounce",
    sentence: "The bouncing menu springing up at 60 fps (UIKit duration 0.8 s, damping 0.6, "
      + "velocity 0.6): its top edge's height above the screen's bottom, and the bend offset "
      + "that makes the edge bulge while it lags behind its target."
  ) {
    let (menu, frames) = try Self.frames()
    let times = frames.map(\.time)
    var height = ChartSeries(
      name: "top edge", x: times, y: frames.map { menu.screenHeight - $0.y })
    height.color = ChartPalette.color(at: 0)
    var bend = ChartSeries(name: "bend offset", x: times, y: frames.map(\.offset))
    bend.color = ChartPalette.color(at: 1)
    return .chart(
      Chart(
        title: "The bouncing menu",
        subtitle: "\(menu.buttonCount) buttons, \(NumberText.rounded(menu.menuHeight)) pt tall, "
          + "on a \(NumberText.rounded(menu.screenWidth)) × "
          + "\(NumberText.rounded(menu.screenHeight)) pt screen; one point per frame at 60 fps",
        xAxis: ChartAxis(label: "time (s)"),
        panels: [
          ChartPanel(
            yAxis: ChartAxis(label: "height above bottom (pt)", includesZero: true),
            series: [height],
            referenceLines: [ChartPanel.ReferenceLine(value: menu.menuHeight, label: "shown")]),
          ChartPanel(
            yAxis: ChartAxis(label: "bend offset (pt, y down)", includesZero: true), series: [bend],
            relativeHeight: 0.6),
        ]))
  }

  static let filmstrip = Plot(
    name: "menu-filmstrip",
    sentence: "The same motion as outlines, every third frame (1/20 s apart): the top edge "
      + "bulges up while the menu rises and flattens as it settles."
  ) {
    let (menu, frames) = try Self.frames()
    let shown = stride(from: 0, to: min(frames.count, 36), by: 3).map { frames[$0] }
    var strip = try OutlineFilmstrip(frames: shown.map { OutlineFilmstrip.Frame(menuFrame: $0) })
    strip.title = "The bouncing menu, frame by frame"
    strip.guideY = menu.screenHeight
    strip.guideLabel = "the screen's bottom edge (the fill below it is the hidden overhang)"
    return .filmstrip(strip)
  }
}
