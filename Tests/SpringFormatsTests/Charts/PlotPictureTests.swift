import SpringFormats
import SpringKit
import SpringScenarios
import Testing

/// `PlotPicture` writes what its chart or filmstrip writes; the menu's filmstrip keeps at
/// most twelve evenly chosen frames, the last among them, with the screen's edge as guide.
@Suite("Plot pictures")
struct PlotPictureTests {
  @Test("A picture's text is its chart's or filmstrip's SVG or CSV")
  func text() throws {
    let curve = SpringCurve(name: "bouncy", spring: .bouncy, from: 0, to: 1, initialVelocity: 0)
    let chart = try Chart.springMotion([curve], title: "t")
    #expect(try PlotPicture.chart(chart).svg() == chart.svg())
    #expect(PlotPicture.chart(chart).csv() == chart.csv())
    let frames = try MenuBounce().showFrames(fps: 60)
    let strip = try OutlineFilmstrip(menu: frames, title: "menu", screenHeight: 667)
    #expect(try PlotPicture.filmstrip(strip).svg() == strip.svg())
    #expect(PlotPicture.filmstrip(strip).csv() == strip.csv())
  }

  @Test("The menu's filmstrip: at most twelve frames, the last at rest among them")
  func menu() throws {
    let frames = try MenuBounce().showFrames(fps: 60)
    #expect(frames.count > 12)
    let strip = try OutlineFilmstrip(menu: frames, title: "menu", screenHeight: 667)
    #expect(strip.frames.count <= 12 && strip.frames.count >= 6)
    #expect(strip.frames.first == OutlineFilmstrip.Frame(menuFrame: frames[0]))
    #expect(strip.frames.last == OutlineFilmstrip.Frame(menuFrame: frames[frames.count - 1]))
    #expect(strip.title == "menu" && strip.guideY == 667)
    #expect(strip.guideLabel == "the screen's bottom edge")
    let three = try OutlineFilmstrip(menu: frames, title: "", screenHeight: 0, count: 3)
    #expect(three.frames.count == 3)
    #expect(throws: ChartError.nothingToDraw) {
      try OutlineFilmstrip(menu: [], title: "", screenHeight: 0)
    }
  }
}
