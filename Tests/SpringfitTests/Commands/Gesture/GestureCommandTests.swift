import Foundation
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit gesture`: the release velocity against `VelocityTracker` on the same samples
/// (and the velocity the example trace was generated with), the fling against `springfit
/// fling` with the same release and options, the rubber band against its formula on both
/// sides, and the CSV's drag rows before the fling's.
@Suite("springfit gesture")
struct GestureCommandTests {
  /// The example's samples along y.
  static func sheetSamples() throws -> [PointerSample<Double>] {
    let trace = try GestureTrace(csv: GestureExample.sheetDrag.csv)
    return trace.samples.map { PointerSample(time: $0.time, position: $0.position.y) }
  }

  /// A parsed JSON report of a run that must succeed.
  static func report(_ arguments: String...) throws -> JSONNode {
    let run = springfit(arguments)
    #expect(run.status == 0, "\(run.errors)")
    return try JSONReader.parse(Array(run.output.utf8))
  }

  @Test(
    "The release velocity is VelocityTracker's on the same samples, for every strategy",
    arguments: VelocityStrategy.allCases)
  func releaseVelocity(strategy: VelocityStrategy) throws {
    let tracker = try VelocityTracker(try Self.sheetSamples())
    let report = try Self.report(
      "gesture", "--example", "sheet-drag", "--velocity-strategy", strategy.rawValue,
      "--format", "json")
    let velocity = try FlingCommandTests.number(report["releaseVelocity"])
    #expect(velocity == tracker.velocity(strategy: strategy))
    #expect(try FlingCommandTests.number(report["releasePosition"]) == 249.8)
  }

  @Test("The robust default recovers the 1600 px/s the example was generated with")
  func robustRecoversTheFlick() throws {
    // The trace moves at 1600 px/s (positions rounded to 0.1 px) and ends with a move of
    // 0.4 px in 4 ms, as Chrome on Android sends; two-sample estimates read 100 px/s there.
    let report = try Self.report("gesture", "--example", "sheet-drag", "--format", "json")
    let velocity = try FlingCommandTests.number(report["releaseVelocity"])
    #expect(abs(velocity + 1_600) < 0.02 * 1_600)
    let samples = try Self.sheetSamples()
    let last = samples[samples.count - 1]
    let before = samples[samples.count - 2]
    let twoSample = (last.position - before.position) / (last.time - before.time)
    #expect(abs(twoSample) < 0.1 * 1_600)
  }

  @Test(
    "The fling is 'springfit fling --from P --velocity V' with the same options",
    arguments: [
      [String](),
      ["--snap", "0,350,700", "--snap-rule", "compose"],
      ["--bounds", "0,700"],
      ["--bounds", "0,700", "--snap", "0,350,700", "--decay", "compose:friction=1"],
    ])
  func flingMatches(options: [String]) throws {
    let gesture = try JSONReader.parse(
      Array(
        springfit(["gesture", "--example", "sheet-drag", "--format", "json"] + options).output
          .utf8))
    let position = try FlingCommandTests.number(gesture["releasePosition"])
    let velocity = try FlingCommandTests.number(gesture["releaseVelocity"])
    let flingRun = springfit(
      [
        "fling", "--from", NumberText.roundTrip(position), "--velocity",
        NumberText.roundTrip(velocity), "--format", "json",
      ] + options)
    #expect(flingRun.status == 0, "\(flingRun.errors)")
    let fling = try JSONReader.parse(Array(flingRun.output.utf8))
    let ours = try FlingCommandTests.phases(gesture)
    let theirs = try FlingCommandTests.phases(fling)
    #expect(ours.map(\.kind) == theirs.map(\.kind))
    #expect(ours.map(\.start) == theirs.map(\.start))
    #expect(ours.map(\.end) == theirs.map(\.end))
    for key in ["target", "landing", "restTime"] {
      #expect(
        try FlingCommandTests.number(gesture[key]) == FlingCommandTests.number(fling[key]), "\(key)"
      )
    }
    // The keyframe exports are fling's, byte for byte.
    let css = springfit(["gesture", "--example", "sheet-drag", "--format", "css"] + options)
    let flingCSS = springfit(
      [
        "fling", "--from", NumberText.roundTrip(position), "--velocity",
        NumberText.roundTrip(velocity), "--format", "css",
      ] + options)
    #expect(css.status == 0, "\(css.errors)")
    #expect(css.output == flingCSS.output)
  }

  @Test("Past --bounds the drag shows through UIScrollView's rubber band, on both sides")
  func rubberBand() throws {
    let folder = try TemporaryFolder()
    // From inside 100...300 past the upper bound, back, and past the lower one.
    let positions = [200.0, 320, 420, 250, 60, -80]
    let text =
      "time,position\n"
      + positions.enumerated().map { "\(Double($0.offset) * 0.016),\($0.element)" }.joined(
        separator: "\n") + "\n"
    let path = try folder.write("drag.csv", text)
    let report = try Self.report(
      "gesture", path, "--bounds", "100,300", "--dimension", "400", "--format", "json")
    guard case .array(let drag) = report["drag"]?.value else {
      throw FlingTestError.missing("drag")
    }
    // b(x) = (1 − 1/(x·c/d + 1))·d, c = 0.55, d = 400.
    let band = { (x: Double) in (1 - 1 / (x * 0.55 / 400 + 1)) * 400 }
    let expected = positions.map { y in
      y > 300 ? 300 + band(y - 300) : y < 100 ? 100 - band(100 - y) : y
    }
    #expect(drag.count == positions.count)
    for (node, (raw, shown)) in zip(drag, zip(positions, expected)) {
      let position = try FlingCommandTests.number(node["position"])
      #expect(isClose(position, shown, relative: 1e-12), "\(raw)")
      #expect(try FlingCommandTests.number(node["pointer"]) == raw)
    }
    // Released below the lower bound: a spring carries the release velocity back onto it.
    #expect(report["releasedPastBounds"]?.value == .bool(true))
    #expect(try FlingCommandTests.number(report["target"]) == 100)
    let phases = try FlingCommandTests.phases(report)
    #expect(phases.map(\.kind) == ["spring"])
    #expect(phases[0].start[2] == (try FlingCommandTests.number(report["releaseVelocity"])))
  }

  @Test("The CSV has the drag rows, then the fling's from the release instant")
  func csv() throws {
    let run = springfit("gesture", "--example", "sheet-drag", "--format", "csv")
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "time,position,velocity,phase")
    let samples = try Self.sheetSamples()
    let drag = lines.dropFirst().prefix(samples.count)
    #expect(drag.allSatisfy { $0.hasSuffix(",drag") })
    #expect(drag.first?.hasPrefix("12.408,560.0,0.0,") == true)
    let after = lines.dropFirst(1 + samples.count)
    #expect(after.first?.hasPrefix("12.636,249.8,") == true)
    #expect(after.first?.hasSuffix(",spring") == true || after.first?.hasSuffix(",decay") == true)
    #expect(after.last?.hasSuffix(",rest") == true)
  }

  @Test("The built-in example is Examples/sheet-drag.csv, byte for byte")
  func exampleFile() throws {
    let file = try String(
      contentsOf: TestPaths.repository.appending(path: "Examples/sheet-drag.csv"), encoding: .utf8)
    #expect(file == GestureExample.sheetDrag.csv)
  }
}
