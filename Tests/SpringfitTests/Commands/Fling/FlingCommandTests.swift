import Foundation
import SpringFormats
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit fling`: the landings against the table (each library's own formula),
/// the hand-off instants against the closed form of the decay, the target rules, and the CSV
/// rows against the JSON phases.
@Suite("springfit fling")
struct FlingCommandTests {
  /// UIKit's normal decay rate per second, λ = −1000·ln 0.998.
  static let lambda = -1000 * log(0.998)

  /// A number at a path of a parsed JSON report.
  static func number(_ node: JSONNode?) throws -> Double {
    guard case .number(let value, _) = node?.value else {
      throw FlingTestError.missing("\(String(describing: node))")
    }
    return value
  }

  /// The phases of a JSON report, each as (kind, start, end) with (time, position, velocity).
  static func phases(_ report: JSONNode) throws -> [(
    kind: String, start: [Double], end: [Double]
  )] {
    guard case .array(let phases) = report["phases"]?.value else {
      throw FlingTestError.missing("phases")
    }
    return try phases.map { phase in
      guard case .string(let kind) = phase["kind"]?.value else {
        throw FlingTestError.missing("kind")
      }
      let state = { (key: String) throws -> [Double] in
        try ["time", "position", "velocity"].map { try number(phase[key]?[$0]) }
      }
      return (kind, try state("start"), try state("end"))
    }
  }

  @Test("The text lists where each library lands 1000 units/s, as the issue's table")
  func ecosystemTable() {
    let run = springfit("fling")
    #expect(run.status == 0, "\(run.errors)")
    // The table (each library's own formula) and its stop values.
    for text in [
      "499.4998", "499 ", "500 ", "497.05", "238.0952", "238.071", "800 ", "345.2", "247.5",
    ] {
      #expect(run.output.contains(text), "\(text)")
    }
    #expect(run.output.contains("scrollView.decelerationRate = .normal"))
    #expect(run.output.contains("withDecay({ deceleration: "))
    #expect(run.output.contains("exponentialDecay<Float>(frictionMultiplier = "))
    #expect(run.output.contains("At rest on 499.4998 after "))
  }

  @Test("A fling past a bound hands off at the exact instant it reaches it")
  func boundHandOff() throws {
    let run = springfit(
      "fling", "--from", "900", "--velocity", "3000", "--bounds", "0,1200", "--format", "json")
    #expect(run.status == 0, "\(run.errors)")
    let report = try JSONReader.parse(Array(run.output.utf8))
    let lambda = Self.lambda
    #expect(abs(try Self.number(report["landing"]) - (900 + 3000 / lambda)) <= 1e-12 * 2400)
    #expect(try Self.number(report["target"]) == 1200)
    let phases = try Self.phases(report)
    try #require(phases.map(\.kind) == ["decay", "spring"])
    let decay = phases[0]
    #expect(decay.start == [0, 900, 3000])
    // The decay's closed form at the printed instant is on the bound, with v₀·e^(−λt).
    let t = decay.end[0]
    let position = 900 + 3000 / lambda * -expm1(-lambda * t)
    #expect(isClose(position, 1200, relative: 1e-12), "\(position)")
    #expect(decay.end[1] == 1200)
    #expect(abs(decay.end[2] - 3000 * exp(-lambda * t)) <= 1e-12 * 3000)
    #expect(abs(decay.end[2] - (3000 - lambda * 300)) <= 1e-12 * 3000)
    // The spring starts where and as the decay ended, and rests on the bound.
    #expect(phases[1].start == decay.end)
    #expect(phases[1].end[1] == 1200 && phases[1].end[2] == 0)
    #expect(try Self.number(report["restTime"]) == phases[1].end[0])
  }

  @Test(
    "Snap rules choose as Apple and Compose do",
    arguments: [("nearest", 300.0), ("compose", 700.0)])
  func snapRules(rule: String, expected: Double) throws {
    // Landing 320 + 200/λ ≈ 419.9: nearest 300; at 200 ≥ 125 units/s Compose goes on to 700.
    let run = springfit(
      "fling", "--from", "320", "--velocity", "200", "--snap", "0,300,700", "--snap-rule", rule,
      "--format", "json")
    #expect(run.status == 0, "\(run.errors)")
    let report = try JSONReader.parse(Array(run.output.utf8))
    #expect(try Self.number(report["target"]) == expected)
    let phases = try Self.phases(report)
    try #require(phases.count == 1)
    // The spring carries the release velocity from the release.
    #expect(phases[0].kind == "spring" && phases[0].start == [0, 320, 200])
    #expect(phases[0].end[1] == expected)
  }

  @Test("The CSV samples every frame, each phase's start and the rest instant")
  func csvRows() throws {
    let arguments = ["fling", "--from", "900", "--velocity", "3000", "--bounds", "0,1200"]
    let json = try JSONReader.parse(
      Array(springfit(arguments + ["--format", "json"]).output.utf8))
    let phases = try Self.phases(json)
    let run = springfit(arguments + ["--format", "csv", "--fps", "120"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "time,position,velocity,phase")
    let rows = lines.dropFirst().map { $0.split(separator: ",").map(String.init) }
    let times = rows.compactMap { Double($0[0]) }
    try #require(times.count == rows.count && rows.count > 2)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    #expect(rows.first == ["0.0", "900.0", "3000.0", "decay"])
    #expect(rows.last == ["\(phases[1].end[0])", "1200.0", "0.0", "rest"])
    // The hand-off instant is a row, the spring's first, with the decay's end state.
    let handOff = try #require(rows.first { $0[3] == "spring" })
    #expect(handOff.prefix(3).compactMap(Double.init) == phases[1].start)
    // Every frame of 1/120 s before the rest instant is there.
    let step = 1.0 / 120
    let rest = phases[1].end[0]
    let present = Set(times)
    var frame = 0.0
    while frame * step < rest {
      #expect(present.contains(frame * step), "frame \(frame)")
      frame += 1
    }
    #expect(rows.count == Int(frame) + 2)  // the frames, the hand-off and the rest instant
  }
}

extension FlingCommandTests {
  @Test("plot fling draws each phase and marks the hand-off where the JSON puts it")
  func plot() throws {
    let arguments = ["--from", "900", "--velocity", "3000", "--bounds", "0,1200"]
    let json = try JSONReader.parse(
      Array(springfit(["fling"] + arguments + ["--format", "json"]).output.utf8))
    let phases = try Self.phases(json)
    let run = springfit(["plot", "fling"] + arguments + ["--format", "csv"])
    #expect(run.status == 0, "\(run.errors)")
    let rows = run.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    #expect(rows.first == ["panel", "series", "x", "y"])
    let handOff = rows.filter { $0.count == 4 && $0[0] == "position" && $0[1] == "hand-off" }
    #expect(handOff.map { [Double($0[2]), Double($0[3])] } == [[phases[1].start[0], 1200]])
    #expect(rows.contains { $0.count == 4 && $0[0] == "position" && $0[1] == "decay 1" })
    #expect(rows.contains { $0.count == 4 && $0[0] == "velocity (units/s)" && $0[1] == "spring 2" })
  }
}

/// A key missing from a JSON report.
enum FlingTestError: Error {
  case missing(String)
}

extension FlingCommandTests {
  /// The `@keyframes` stops of a rule named `name` in `css`, as printed.
  static func stops(_ css: String, rule name: String) -> [Substring] {
    guard let start = css.range(of: "@keyframes \(name) {\n") else { return [] }
    return css[start.upperBound...].split(separator: "\n").prefix { $0 != "}" }
      .map { $0.drop { $0 == " " } }
  }

  @Test("The html page plays the css export, beside the free decay only when something ends it")
  func page() throws {
    let release = ["--from", "900", "--velocity", "3000"]
    let bounded = release + ["--bounds", "0,1200"]
    let page = springfit(["fling"] + bounded + ["--format", "html"])
    #expect(page.status == 0, "\(page.errors)")
    let css = springfit(
      ["fling"] + bounded + ["--format", "css", "--property=--value: {value}"])
    let freeCSS = springfit(
      ["fling"] + release + [
        "--format", "css", "--property=--value: {value}", "--tolerance",
        "0.3",
      ])
    #expect(Self.stops(page.output, rule: "fling-motion").count > 2)
    #expect(Self.stops(page.output, rule: "fling-motion") == Self.stops(css.output, rule: "fling"))
    #expect(
      Self.stops(page.output, rule: "decay-motion") == Self.stops(freeCSS.output, rule: "fling"))
    #expect(page.output.contains("#fling-shape {\n  animation: fling-motion "))

    let free = springfit(["fling"] + release + ["--format", "html"])
    #expect(free.status == 0, "\(free.errors)")
    #expect(Self.stops(free.output, rule: "fling-motion").count > 2)
    #expect(!free.output.contains("decay-shape"))
  }

  @Test("--output writes what standard output would show, and --format html needs no terminal")
  func outputFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fling-output-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("fling.json").path
    let written = springfit("fling", "--format", "json", "--output", path)
    #expect(written.status == 0, "\(written.errors)")
    #expect(written.output.isEmpty)
    let printed = springfit("fling", "--format", "json")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.output)
  }
}
