import SpringFormats
import SpringKit
import SpringScenarios
import Testing

@Suite struct MenuFrameCSVTests {
  /// Read back with the CSV reader, every number is the frame's own double, row for row.
  @Test(arguments: [false, true])
  func readsBackToTheFrames(dismissing: Bool) throws {
    let menu = MenuBounce()
    let spring = try dismissing ? menu.dismissSpring() : menu.showSpring()
    let frames = try menu.frames(spring: spring, dismissing: dismissing, fps: 60, limit: 10)
    let table = try CSVTable(parsing: MenuFrame.csv(frames))
    #expect(table.columns == ["time", "position", "bend_horizontal", "bend_vertical"])
    try #require(table.rows.count == frames.count && frames.count > 10)
    for (row, frame) in zip(table.rows, frames) {
      #expect(row.fields.map { Double($0) } == [frame.time, frame.y, 0, frame.offset])
    }
    #expect(frames.contains { $0.offset != 0 })
  }

  /// No frames: the header alone.
  @Test func noFramesIsTheHeader() {
    #expect(MenuFrame.csv([]) == "time,position,bend_horizontal,bend_vertical\n")
  }
}
