import Foundation
import SpringFormats
import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit scenario menu-drag` and the trace beneath it: the JSON's frames and release
/// against `MenuDrag`, the built-in trace against `Examples/menu-drag.csv` and
/// `gesture --example menu-drag`, and the exit codes.
@Suite("springfit scenario menu-drag")
struct MenuDragCommandTests {
  /// A parsed JSON report of a run that must succeed.
  static func report(_ arguments: String...) throws -> JSONNode {
    let run = springfit(arguments)
    #expect(run.status == 0, "\(run.errors)")
    return try JSONReader.parse(Array(run.output.utf8))
  }

  /// A string member of a JSON object.
  static func string(_ node: JSONNode?) -> String? {
    guard case .string(let text) = node?.value else { return nil }
    return text
  }

  @Test("The JSON holds MenuDrag's frames and its release: robust and two-sample velocity, detent")
  func jsonIsTheModel() throws {
    let report = try Self.report("scenario", "menu-drag", "--format", "json")
    let drag = MenuDrag()
    let release = try drag.release()
    let frames = try drag.frames(fps: 60)
    guard case .array(let rows)? = report["frames"]?.value else {
      Issue.record("no frames")
      return
    }
    #expect(rows.count == frames.count)
    for (row, frame) in zip(rows, frames) {
      #expect(try FlingCommandTests.number(row["time"]) == frame.time)
    }
    let object = try #require(report["release"])
    #expect(try FlingCommandTests.number(object["velocity"]) == release.velocity)
    #expect(try FlingCommandTests.number(object["twoSampleVelocity"]) == release.twoSampleVelocity)
    #expect(
      try FlingCommandTests.number(object["trueVelocity"]) == MenuDrag.recordedTraceTrueVelocity)
    #expect(try FlingCommandTests.number(object["detentY"]) == 443)
    #expect(Self.string(object["detent"]) == "open")
    #expect(Self.string(object["twoSampleDetent"]) == "half")
    #expect(try FlingCommandTests.number(object["overshoot"]) == release.overshoot(in: frames))
    let rest = try FlingCommandTests.number(object["restTime"])
    #expect(rest == frames[frames.count - 1].time - release.time)
    #expect(Self.string(report["scenario"]) == "menu-drag")
  }

  @Test("The built-in trace is Examples/menu-drag.csv and MenuDrag.recordedTrace")
  func traceIsTheFile() throws {
    let file = try String(
      contentsOf: TestPaths.repository.appending(path: "Examples/menu-drag.csv"), encoding: .utf8)
    #expect(file == GestureExample.menuDrag.csv)
    let trace = try GestureTrace(csv: file)
    #expect(!trace.isPlanar)
    #expect(trace.samples.map(\.time) == MenuDrag.recordedTrace.map(\.time))
    #expect(trace.positions(along: .y) == MenuDrag.recordedTrace.map(\.position))
  }

  @Test("gesture --example menu-drag releases at the scenario's robust velocity")
  func gestureAgrees() throws {
    let report = try Self.report(
      "gesture", "--example", "menu-drag", "--bounds", "443,619", "--snap", "443,531,619",
      "--format", "json")
    let velocity = try FlingCommandTests.number(report["releaseVelocity"])
    #expect(velocity == (try MenuDrag().release().velocity))
    #expect(isClose(velocity, MenuDrag.recordedTraceTrueVelocity, relative: 0.02))
  }

  @Test("Exit codes: 0 drawn, 64 for a misspelt name with a suggestion")
  func exitCodes() {
    let svg = springfit("scenario", "menu-drag")
    #expect(svg.status == 0 && svg.output.contains("<animate"))
    let page = springfit("scenario", "menu-drag", "--format", "html")
    #expect(page.status == 0 && page.output.contains("two samples give -50"))
    let misspelt = springfit("scenario", "menu-dragg")
    #expect(misspelt.status == 64)
    #expect(misspelt.errors.contains("'menu-drag'"))
    let examples = springfit("examples")
    #expect(examples.output.contains("menu-drag       gesture,scenario"))
  }
}
