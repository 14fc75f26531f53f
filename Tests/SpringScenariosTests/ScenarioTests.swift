import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

/// The scenario catalogue: names, descriptions, columns and frames.
@Suite struct ScenarioTests {
  /// The names are the `springfit` example names.
  @Test func names() {
    #expect(
      Scenario.allCases.map(\.name) == [
        "menu-bounce", "menu-drag", "scale-pop", "shine-button", "counter", "donut-sweep",
        "animation-view",
      ])
    #expect(Scenario(rawValue: "scale-pop") == .scalePop)
  }

  /// Each has a one-line description.
  @Test(arguments: Scenario.allCases)
  func summaries(scenario: Scenario) {
    #expect(!scenario.summary.isEmpty)
    #expect(!scenario.summary.contains("\n"))
    #expect(scenario.summary.count <= 120)
  }

  /// Every frame has one value per column, times increase from 0, and values are finite.
  @Test(arguments: Scenario.allCases)
  func framesMatchColumns(scenario: Scenario) throws {
    let frames = try scenario.frames(fps: 60)
    #expect(frames.first?.time == 0)
    for frame in frames {
      #expect(frame.values.count == scenario.columns.count)
      let finite = frame.values.allSatisfy { $0.isFinite }
      #expect(finite)
    }
    for (previous, next) in zip(frames, frames.dropFirst()) { #expect(next.time > previous.time) }
  }

  /// End values: the menu back below the screen, the pop on 1, the counter on 250, the
  /// donut's sweeps summing to 2π.
  @Test func endValues() throws {
    let menu = try Scenario.menuBounce.frames()
    #expect(menu.last?.values == [667, 0])
    #expect(menu.contains { $0.values == [443, 0] })
    let pop = try Scenario.scalePop.frames()
    #expect(pop.last?.values == [1, 1])
    let shine = try Scenario.shineButton.frames()
    #expect(shine.count == 61)
    #expect(shine.last?.values[1] == 1)
    let counter = try Scenario.counter.frames()
    #expect(counter.last?.values == [250, 250, 250, 250])
    let donut = try Scenario.donutSweep.frames()
    let last = try #require(donut.last)
    #expect(last.values[0] == 1 && last.values[1] == 1)
    #expect(isClose(last.values[2...4].reduce(0, +), 2 * Double.pi, absolute: 4 * Double.pi.ulp))
    #expect(isClose(last.values[5...7].reduce(0, +), 2 * Double.pi, absolute: 4 * Double.pi.ulp))
  }

  /// The menu's table is the show, then the dismissal starting at the show's end.
  @Test func menuTableIsShowThenDismiss() throws {
    let menu = MenuBounce()
    let show = try menu.showFrames()
    let dismiss = try menu.dismissFrames()
    let table = try Scenario.menuBounce.frames()
    #expect(table.count == show.count + dismiss.count - 1)
    let showEnd = try #require(show.last?.time)
    #expect(table[show.count].time == showEnd + dismiss[1].time)
    #expect(table[show.count].values == [dismiss[1].y, dismiss[1].offset])
  }

  /// A bad frame rate throws.
  @Test(arguments: Scenario.allCases)
  func badFrameRateThrows(scenario: Scenario) {
    #expect(throws: SpringError.self) { try scenario.frames(fps: -1) }
    #expect(throws: SpringError.self) {
      try scenario.frames(fps: .infinity)
    }
  }
}
