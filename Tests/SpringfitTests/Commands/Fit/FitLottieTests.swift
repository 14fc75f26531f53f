import ArgumentParsing
import Foundation
import SpringFormats
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit fit` on a Lottie file: detected, fitted per motion, narrowed by `--layer`,
/// `--property` and `--motion`; `plot fit` and `preview` draw the one motion chosen.
@Suite("fit on Lottie files")
struct FitLottieTests {
  /// A reference file's path (`Tests/ReferenceData/lottie/`).
  static func reference(_ name: String) -> String {
    TestPaths.tests.appendingPathComponent("ReferenceData/lottie/\(name)").path
  }

  @Test("The baked spring comes back in the JSON, one motion per property")
  func bakedJSON() throws {
    let run = Invocation(["fit", Self.reference("baked-spring.json"), "--format", "json"])
    #expect(run.status == 0 && run.errors.isEmpty)
    let node = try JSONReader.parse(Array(run.output.utf8))
    guard case .array(let motions) = node["motions"]?.value, let motion = motions.first else {
      Issue.record("no motions in \(run.output)")
      return
    }
    #expect(motions.count == 1)
    #expect(motion["baked"]?.jsonValue == .bool(true))
    #expect(motion["layer"]?.jsonValue == .string("Baked"))
    guard case .number(let stiffness, _) = motion["fit"]?["spring"]?["stiffness"]?.value else {
      Issue.record("no stiffness")
      return
    }
    #expect(isClose(stiffness, 170, absolute: 1e-6 * 170))
  }

  /// `fit --plot`, `plot fit` and `preview` fit the chosen motion through the generic path;
  /// a baked motion must still be fitted with its endpoints free, as `fit` reports it.
  @Test("fit --plot fits a baked motion as fit does")
  func bakedWithPlot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = Self.reference("baked-spring.json")
    let run = Invocation(["fit", file, "--format", "json", "--plot", folder.path("fit.svg")])
    #expect(run.status == 0 && run.errors.isEmpty)
    // The Lottie report (issue 31, item 10), its one motion fitted as the plot draws it.
    let report = try JSONReader.parse(Array(run.output.utf8))
    guard case .array(let motions) = report["motions"]?.value, motions.count == 1,
      let node = motions[0]["fit"],
      case .number(let stiffness, _) = node["spring"]?["stiffness"]?.value,
      case .number(let damping, _) = node["spring"]?["damping"]?.value
    else {
      Issue.record("no spring in \(run.output)")
      return
    }
    // The file is a spring of stiffness 170 and damping 14 baked for 1.2 s, cut off before
    // it rests: with its target held at the last keyframe the fit is near 169.84 and 13.98.
    // With free endpoints the fit recovers the baked spring to an RMS error of 5e-15, its
    // parameters to about 1e-12; 1e-6 leaves room for another libm and still tells the two
    // apart by three orders of magnitude.
    #expect(
      isClose(stiffness, 170, absolute: 1e-6 * 170) && isClose(damping, 14, absolute: 1e-6 * 14))
  }

  @Test("--property and --motion narrow the text and the CSV")
  func narrowing() {
    let file = Self.reference("opacity-holds.json")
    let all = Invocation(["fit", file, "--format", "csv"])
    #expect(all.status == 0 && all.output.split(separator: "\n").count == 5)
    let one = Invocation(["fit", file, "--property", "opacity", "--motion", "2"])
    #expect(one.status == 0)
    #expect(one.output.hasPrefix("Layer 'Toast' [1], opacity, motion 2: frames 50 to 60"))
    #expect(one.output.components(separatedBy: "Layer '").count == 2)
  }

  @Test("plot fit and preview take the one motion chosen")
  func oneMotion() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = Self.reference("precomp-stretch.json")
    let plot = Invocation([
      "plot", "fit", file, "--layer", "Card/Badge", "--property", "scale", "--output",
      folder.path("fit.svg"),
    ])
    #expect(plot.status == 0, "\(plot.errors)")
    #expect(FileManager.default.fileExists(atPath: folder.path("fit.svg")))
    let page = Invocation(["preview", file, "--property", "rotation"])
    #expect(page.status == 0, "\(page.errors)")
    #expect(page.output.contains("<html"))
    // fit --plot prints the Lottie report, as fit without --plot does (issue 31, item 10).
    let plain = Invocation(["fit", file, "--property", "rotation"])
    let report = Invocation(["fit", file, "--property", "rotation", "--plot", folder.path("r.svg")])
    #expect(report.status == 0 && report.output.hasPrefix("Layer '"), "\(report.output)")
    #expect(report.output == plain.output)
    #expect(FileManager.default.fileExists(atPath: folder.path("r.svg")))
  }
}

/// Issue 36, item 2: a motion whose layer starts before frame 0 is fitted, and its chart is
/// drawn on the motion's own clock.
@Suite("fit on Lottie motions before frame 0")
struct FitLottieEarlyMotionTests {
  /// A rotation from frame −10 to 10 in a layer that starts at −10.
  static let early =
    #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "L", "ind": 1, "ip": -10, "#
    + #""op": 60, "st": 0, "ks": {"r": {"a": 1, "k": [{"t": -10, "s": [0], "#
    + #""o": {"x": [0.2], "y": [0]}, "i": {"x": [0.1], "y": [1]}}, {"t": 10, "s": [90]}]}}}]}"#

  @Test("fit and plot fit take a motion that starts before frame 0")
  func beforeFrameZero() throws {
    let run = Invocation(["fit", "-"], input: Self.early)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("Layer 'L' [1], rotation, motion 1: frames -10 to 10"))
    #expect(!run.output.contains("not fitted"))
    let plot = Invocation(["plot", "fit", "-", "--format", "svg"], input: Self.early)
    #expect(plot.status == 0, "\(plot.errors)")
    #expect(plot.output.contains("time since frame -10 (-0.3333 s), at 30 fps (s)"))
  }
}

/// Issue 36, item 1: what players play is read, with a warning naming the JSON path.
@Suite("fit on Lottie files players play")
struct FitLottieWarningTests {
  /// A file whose one keyframe has an easing handle x of 1.022 and no `i`.
  static let odd =
    #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "L", "ind": 1, "ip": 0, "#
    + #""op": 60, "st": 0, "ks": {"r": {"a": 1, "k": [{"t": 0, "s": [0], "#
    + #""o": {"x": [1.022], "y": [0]}}, {"t": 10, "s": [90]}]}}}]}"#

  @Test("fit reads the file, warns on standard error with the path, and fits")
  func fitWarns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("odd.json", Self.odd)
    let run = Invocation(["fit", path, "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(run.errors)")
    #expect(lines.first?.hasPrefix("Warning: \(path):1: layers[0].ks.r.k[0].o.x[0]: ") == true)
    #expect(lines.first?.contains("1.022 clamped to 1") == true)
    #expect(lines.last?.hasPrefix("Warning: \(path):1: layers[0].ks.r.k[0].i: ") == true)
    let report = try JSONReader.parse(Array(run.output.utf8))
    guard case .array(let motions) = report["motions"]?.value else {
      Issue.record("no motions in \(run.output)")
      return
    }
    #expect(motions.count == 1 && motions.first?["fit"] != nil)
  }

  @Test("lottie bake warns too, and writes the file")
  func bakeWarns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("odd.json", Self.odd)
    let run = Invocation([
      "lottie", "bake", path, "--layer", "L", "--property", "rotation", "--spring",
      "preset:snappy", "--end-frame", "40",
    ])
    #expect(run.status == 0 && !run.output.isEmpty, "\(run.errors)")
    #expect(run.errors.contains("Warning: \(path):1: layers[0].ks.r.k[0].o.x[0]: "))
  }

  @Test("fit reads a .tgs sticker (gzip'd Lottie) as the JSON it holds")
  func tgs() {
    let json = Invocation(["fit", FitLottieTests.reference("scale-pop.json"), "--format", "json"])
    let tgs = Invocation([
      "fit", FitLottieTests.reference("tgs/scale-pop-named.tgs"), "--format", "json",
    ])
    #expect(tgs.status == 0 && tgs.errors.isEmpty, "\(tgs.errors)")
    #expect(!json.output.isEmpty && tgs.output == json.output)
  }

  /// The 786 motions of issue 36's file: one block each, and no progress on standard error,
  /// which only `main` turns on, for a terminal (item 7).
  @Test("fit on 786 motions prints each and no progress outside a terminal")
  func manyMotionsQuietly() {
    #expect(FitProgress.standardError.callback(motions: 786) == nil)
    let run = Invocation(["fit", FitLottieTests.reference("real/1643-exploding-star.json")])
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(run.output.components(separatedBy: "\nLayer '").count == 786)
  }

  /// A time-remapped precomposition that is frozen or reversed is not fitted as forward
  /// motion: its motions say why (item 3).
  @Test("fit says which motions a time remap keeps from being fitted")
  func timeRemapped() {
    let run = Invocation(["fit", FitLottieTests.reference("real/timeremap.json"), "--layer", "1/1"])
    #expect(run.status == 65)
    #expect(
      run.errors.contains(
        "time-remapped by layer 'Freeze' [1] (layers[0].tm): the precomposition is frozen"))
    let plot = Invocation([
      "plot", "fit", FitLottieTests.reference("real/timeremap.json"), "--layer", "1/1",
      "--property", "rotation",
    ])
    #expect(plot.status == 65 && plot.output.isEmpty)
    #expect(
      plot.errors.contains(
        "layer 'Freeze/Shape Layer 1' [1/1] rotation motion 1 is not fitted: time-remapped by "
          + "layer 'Freeze' [1]"))
    let reversed = Invocation(["fit", FitLottieTests.reference("real/timeremap.json")])
    #expect(reversed.status == 0 && reversed.errors.isEmpty)
    #expect(
      reversed.output.contains(
        "  Not fitted: time-remapped by layer 'Reverse' [2] (layers[1].tm): the "
          + "precomposition plays backwards; not fitted as forward motion\n"))
  }
}
