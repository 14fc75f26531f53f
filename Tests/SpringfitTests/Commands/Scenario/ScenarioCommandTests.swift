import Foundation
import SpringFitting
import SpringKit
import SpringScenarios
import Testing

@testable import SpringFormats
@testable import springfit

/// `springfit scenario`: parsing, and what it writes read back: the JSON frames against the
/// SpringKit models, the SVG's one timeline, the still and the page.
@Suite("springfit scenario")
struct ScenarioCommandTests {
  /// The options a command line parses to.
  func options(_ arguments: String...) throws -> ScenarioOptions {
    guard
      let options = try SpringfitCommand.parse(["scenario"] + arguments).parsed(
        ScenarioOptions.self)
    else { throw SpecTestFailure.wrongCommand }
    return options
  }

  @Test("NAME, --format, --still and --output parse")
  func parsing() throws {
    #expect(try options("counter") == ScenarioOptions(scenario: .counter))
    let json = try options("--format", "json", "donut-sweep", "--output", "d.json")
    #expect(json == ScenarioOptions(scenario: .donutSweep, format: .json, output: "d.json"))
    #expect(try options("menu-bounce", "--still", "--output", "-").still)
    #expect(try options("shine-button", "--format=html").format == .html)
  }

  /// The JSON's frames as (time, values).
  func frames(_ name: String) throws -> (columns: [String], rows: [(Double, [Double])]) {
    let run = Invocation(["scenario", name, "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let tree = try JSONTree.parse(run.output)
    guard case .array(let columns)? = tree["columns"], case .array(let frames)? = tree["frames"]
    else { throw SpecTestFailure.wrongCommand }
    let rows = frames.map { frame -> (Double, [Double]) in
      guard case .array(let values)? = frame["values"] else { return (.nan, []) }
      return (frame["time"]?.number ?? .nan, values.map { $0.number ?? .nan })
    }
    return (columns.compactMap(\.string), rows)
  }

  @Test("Each scenario's JSON frames are its SpringKit model's frames, at 60 fps")
  func framesAreTheModels() throws {
    let menu = try frames("menu-bounce")
    let show = try MenuBounce().showFrames(fps: 60)
    #expect(menu.columns == ["y", "offset"])
    #expect(menu.rows.map(\.0) == show.map(\.time))
    #expect(menu.rows.map(\.1) == show.map { [$0.y, $0.offset] })

    let counter = try frames("counter")
    let roll = try CounterRoll().frames(fps: 60)
    #expect(counter.columns == Scenario.counter.columns)
    #expect(
      counter.rows.map(\.1)
        == roll.map {
          [$0.easedValue, Double($0.easedShown), $0.springValue, Double($0.springShown)]
        })

    let donut = try frames("donut-sweep")
    let sweep = try DonutSweep().frames(fps: 60)
    #expect(
      donut.rows.map(\.1)
        == sweep.map {
          [$0.easedProgress, $0.springProgress] + $0.easedSweeps + $0.springSweeps
        })

    let view = try frames("animation-view")
    let basic = try AnimationView().frames(driver: .basic)
    #expect(view.columns == Scenario.animationView.columns)
    // The basic lane is the model's own frames while it runs, then holds its end.
    for (index, frame) in basic.enumerated() {
      #expect(
        Array(view.rows[index].1.prefix(4))
          == [frame.scale, frame.opacity, frame.position.x, frame.position.y])
    }

    // The shine button: the seed's frames, then the fitted spring's scale, 1 before the pop.
    let shine = try frames("shine-button")
    let tap = try ShineButton().frames(fps: 60)
    #expect(shine.columns == Scenario.shineButton.columns + ["springIconScale"])
    #expect(
      shine.rows.map { Array($0.1.prefix(5)) }
        == tap.map {
          [$0.circleRadius, $0.iconScale, $0.rotation, $0.particleDistance, $0.particleRadius]
        })
    let fit = try SpringFitter().fit(ScalePop.keyframes())
    for (time, values) in shine.rows {
      let expected =
        time < 0.1
        ? 1
        : fit.spring.value(
          fromValue: 0.4, toValue: 1.0, initialVelocity: fit.initialVelocity, time: time - 0.1)
      // The pop starts when the circle ends, at 0.1 s = frame 6: no rounding between them.
      #expect(values[5] == expected, "t = \(time)")
    }
  }

  /// Every match of a regular expression's first group.
  func matches(_ pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test(
    "Every animation of the SVG has one value per frame plus the held one, on one timeline",
    arguments: [
      "menu-bounce", "menu-drag", "shine-button", "scale-pop", "counter", "donut-sweep",
      "animation-view",
    ])
  func oneTimeline(name: String) throws {
    let svg = springfit("scenario", name).output
    let count = try frames(name).rows.count
    let last = try #require(try frames(name).rows.last?.0)
    let durations = Set(try matches(#"dur="([^"]+)s""#, in: svg))
    #expect(durations.count == 1)
    let duration = try #require(durations.first.flatMap(Double.init))
    #expect(abs(duration - (last + ScenarioDrawing.hold)) < 1e-12)
    let keyTimes = try matches(#"keyTimes="([^"]+)""#, in: svg)
    let values = try matches(#"values="([^"]+)""#, in: svg)
    #expect(!values.isEmpty && keyTimes.count == values.count)
    for (times, list) in zip(keyTimes, values) {
      let parts = times.split(separator: ";").compactMap { Double($0) }
      #expect(parts.count == count + 1)
      #expect(list.split(separator: ";").count == count + 1)
      #expect(zip(parts, parts.dropFirst()).allSatisfy { $0 < $1 })
      #expect(parts.first == 0 && parts.last == 1)
    }
    #expect(svg.contains("repeatCount=\"indefinite\""))
    let still = springfit("scenario", name, "--still").output
    #expect(still.hasPrefix("<?xml") && !still.contains("<animate"))
    let page = springfit("scenario", name, "--format", "html").output
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<svg "))
  }

  @Test("--output writes what standard output shows")
  func outputFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springfit-scenario-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("donut.svg").path
    let written = springfit("scenario", "donut-sweep", "--output", path)
    #expect(written.status == 0 && written.output.isEmpty)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == springfit(
          "scenario", "donut-sweep"
        ).output)
  }
}
