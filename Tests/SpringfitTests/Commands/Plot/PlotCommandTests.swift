import Foundation
import SpringFitting
import SpringFormats
import SpringKit
import Testing

@testable import springfit

#if canImport(FoundationXML)
import FoundationXML
import SpringScenarios
#endif

/// `springfit plot` and `fit --plot`: parsing, pictures and data, files written atomically.
@Suite("springfit plot")
struct PlotCommandTests {
  /// A fresh empty directory for output files.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "springfit-plot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("Common options are read wherever they are; the rest goes to the kind")
  func parsing() throws {
    let command = try SpringfitCommand.parse([
      "plot", "--title", "-Two-", "spring", "preset:bouncy", "--format=csv", "--to", "2",
      "--output", "a.svg",
    ])
    guard let options = command.parsed(PlotOptions.self) else {
      Issue.record("not a plot: \(command)")
      return
    }
    #expect(options.title == "-Two-" && options.output == "a.svg" && options.format == .csv)
    guard case .springs(let curves, let end) = options.subject else {
      Issue.record("not springs")
      return
    }
    #expect(end == nil && curves.count == 1 && curves[0].name == "preset:bouncy")
    #expect(curves[0].spring == .bouncy && curves[0].to == 2)
    #expect(try SpringfitCommand.parse(["plot", "fit", "--help"]) == .help("plot"))
    #expect(try SpringfitCommand.parse(["plot", "--help"]) == .help("plot"))
    #expect(try SpringfitCommand.parse(["help", "plot"]) == .help("plot"))
  }

  @Test(
    "Bad plot command lines are usage errors naming the problem",
    arguments: [
      (["plot"], "missing what to plot: give spring, fit, outline, csv or fling first"),
      (
        ["plot", "sprng"],
        "unknown plot kind 'sprng'; expected spring, fit, outline, csv or fling. Did you mean 'spring'?"
      ),
      (["plot", "spring", "--output"], "missing value for option '--output'"),
      (
        ["plot", "spring", "--output", "a", "--output", "b"],
        "option '--output' is given more than once"
      ),
      (
        ["plot", "spring", "--format", "png"],
        "invalid value 'png' for option '--format': expected one of svg, csv"
      ),
      (
        ["plot", "spring", "--end", "0"],
        "invalid value '0' for option '--end': must be finite and greater than 0"
      ),
      (
        ["plot", "spring", "nope:x=1"],
        "unknown dialect 'nope' in the SPEC 'nope:x=1'. Dialects: swiftui, ca, uikit, android, "
          + "material, rebound, pop, framer, react-spring, flutter, react-native, compose, "
          + "reanimated, reanimated3, animejs, animejs3, figma, svelte, gsap, after-effects, "
          + "preset."
      ),
      (
        ["plot", "spring"] + Array(repeating: "preset:bouncy", count: 13),
        "at most 12 springs can be drawn together"
      ),
      (
        ["fit", "--example", "scale-pop", "--plot", "-"],
        "invalid value '-' for option '--plot': must be a file name (standard output holds the "
          + "fit; use 'springfit plot fit')"
      ),
      (["plot", "fit", "--batch", "x.jsonl"], ""),
      (["plot", "csv"], "missing a CSV file: give its path, or - for standard input"),
      (["plot", "csv", "a.csv", "b.csv"], "unexpected argument 'b.csv'"),
      (["fit", "--example", "scale-pop", "--plot", ""], "missing value for option '--plot'"),
      (
        ["plot", "spring", "--output="],
        "invalid value '' for option '--output': must be a file name"
      ),
    ] as [([String], String)])
  func usageErrors(arguments: [String], message: String) {
    let run = Invocation(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("Error: "))
    #expect(run.errors.split(separator: "\n").filter { $0.hasPrefix("Error:") }.count == 1)
    if !message.isEmpty {
      #expect(run.errors.hasPrefix("Error: \(message)\n"), "\(run.errors)")
    }
  }

  @Test("A help flag given as an option's value is the value, not a request for help")
  func helpAsValue() throws {
    guard
      let options = try SpringfitCommand.parse(["plot", "spring", "--title", "-h"]).parsed(
        PlotOptions.self)
    else {
      Issue.record("not a plot")
      return
    }
    #expect(options.title == "-h")
    #expect(
      try SpringfitCommand.parse(["plot", "spring", "--format", "nope", "-h"]) == .help("plot"))
  }

  @Test("Titles with characters XML forbids still give a well-formed SVG")
  func controlCharacters() {
    let run = springfit("plot", "spring", "--title", "a\u{1}b\u{FFFE}c")
    #expect(run.status == 0)
    #expect(XMLParser(data: Data(run.output.utf8)).parse())
    #expect(run.output.contains("<title>a\u{FFFD}b\u{FFFD}c</title>"))
  }

  @Test("plot spring draws every spring as SVG, or writes the data it is drawn from")
  func springs() throws {
    let svg = springfit("plot", "spring", "preset:smooth", "preset:bouncy", "--end", "1")
    #expect(svg.status == 0 && svg.errors.isEmpty)
    let expected = try Chart.springMotion(
      [
        SpringCurve(name: "preset:smooth", spring: .smooth),
        SpringCurve(name: "preset:bouncy", spring: .bouncy),
      ], title: "springfit plot spring", end: 1)
    #expect(svg.output == (try expected.svg()))
    let csv = springfit(
      "plot", "spring", "preset:smooth", "preset:bouncy", "--end", "1", "--format", "csv")
    #expect(csv.output == expected.csv())
    // No spring at all: SwiftUI's default.
    let defaulted = springfit("plot", "spring", "--format", "csv")
    #expect(defaulted.output.contains("\nposition,smooth (SwiftUI's default),0.0,0.0\n"))
    // A UIKit spec's velocity is a fraction of the distance per second.
    let uikit = springfit(
      "plot", "spring", "uikit:duration=0.5,damping=0.7,velocity=2", "--to", "3", "--format", "csv")
    let spec = try SpringSpec.parse("uikit:duration=0.5,damping=0.7,velocity=2")
    let rows = uikit.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
    let second = try #require(rows.dropFirst().first)
    let time = try #require(Double(String(second[second.count - 2])))
    let value = try #require(Double(String(second[second.count - 1])))
    #expect(
      value
        == (spec.spring.value(fromValue: 0.0, toValue: 3.0, initialVelocity: 6.0, time: time)))
  }

  @Test("plot fit draws the same fit as springfit fit, with the residual")
  func fit() throws {
    let run = springfit("plot", "fit", "--example", "scale-pop", "--format", "csv")
    #expect(run.status == 0 && run.errors.isEmpty)
    let fit = try SpringFitter().fit(ScalePop.keyframes())
    let rows = run.output.split(separator: "\n").dropFirst()
    let spring = rows.filter { $0.hasPrefix("value,fitted spring,") }
    let residual = rows.filter { $0.hasPrefix("spring − curve,,") }
    // The keyframes' duration and the held tail after it.
    #expect(spring.count == 2 * SpringFitter.comparisonCount - 1 && residual.count == spring.count)
    let keyframes = rows.filter { $0.hasPrefix("value,keyframes,") }
    #expect(keyframes.count == 4)
    let last = try #require(spring.last?.split(separator: ","))
    #expect(
      Double(String(last[3]))
        == (fit.spring.value(
          fromValue: fit.from, toValue: fit.to, initialVelocity: fit.initialVelocity,
          time: 2 * ScalePop.duration)))
    let svg = springfit("plot", "fit", "--example", "scale-pop")
    #expect(svg.output.contains("<title>springfit plot fit: example &apos;scale-pop&apos;</title>"))
  }

  @Test("plot outline draws at most twelve frames of the menu as a filmstrip, ending at rest")
  func outline() throws {
    let run = springfit("plot", "outline", "--format", "csv")
    #expect(run.status == 0 && run.errors.isEmpty)
    let rows = run.output.split(separator: "\n")
    #expect(rows.first == "time,d")
    #expect(rows.count - 1 <= PlotCommand.filmstripFrames && rows.count - 1 >= 6)
    // Frame 0: the menu just below the screen, its outline's corner at (0, 667).
    #expect(rows[1].hasPrefix("0.0,M0 667 "))
    let frames = try MenuBounce().showFrames(fps: 60)
    let lastTime = try #require(frames.last?.time)
    #expect(rows.last?.hasPrefix(NumberText.roundTrip(lastTime) + ",") == true)
    let svg = springfit("plot", "outline", "--dismiss", "--title", "Down")
    #expect(svg.status == 0 && svg.output.contains("<title>Down</title>"))
  }

  @Test("plot csv draws every numeric column against time; bad CSV names the line")
  func csv() {
    let text = "time,position,label,velocity\n0,0,a,1\n0.5,0.75,b,\n1,1,c,0\n"
    let run = Invocation(["plot", "csv", "-", "--format", "csv"], input: text)
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(
      run.output
        == "panel,series,x,y\nvalue,position,0.0,0.0\nvalue,position,0.5,0.75\n"
        + "value,position,1.0,1.0\nvalue,velocity,0.0,1.0\nvalue,velocity,1.0,0.0\n")
    let chosen = Invocation(
      ["plot", "csv", "-", "--x", "position", "--y", "velocity", "--format", "csv"], input: text)
    #expect(chosen.output.hasPrefix("panel,series,x,y\nvelocity,velocity,0.0,1.0\n"))
    let bad = Invocation(["plot", "csv", "-", "--y", "label"], input: text)
    #expect(bad.status == 65 && bad.output.isEmpty)
    #expect(bad.errors == "Error: standard input:2: label 'a' is not a number\n")
    let short = Invocation(["plot", "csv", "-"], input: "time,x\n0,1\n1\n")
    #expect(short.status == 65)
    #expect(short.errors == "Error: standard input:3: 1 fields; the header has 2 (time,x)\n")
    let missing = springfit("plot", "csv", "/nonexistent/motion.csv")
    #expect(missing.status == 66 && missing.output.isEmpty)
    // A byte order mark (as spreadsheets write) is not part of the first column's name.
    let marked = Invocation(
      ["plot", "csv", "-", "--format", "csv"], input: "\u{FEFF}time,a\n0,1\n")
    #expect(marked.status == 0 && marked.output == "panel,series,x,y\na,a,0.0,1.0\n")
    // With no drawable column, the first bad cell is named.
    let none = Invocation(["plot", "csv", "-"], input: "time,a\n0,1\n1,x\n")
    #expect(none.status == 65)
    #expect(
      none.errors
        == "Error: standard input:3: a 'x' is not a number, and no column but 'time' holds only "
        + "numbers\n")
    let unknown = Invocation(["plot", "csv", "-", "--x", "t"], input: "time,a\n0,1\n")
    #expect(
      unknown.errors
        == "Error: standard input:1: there is no column 't'; the columns are 'time', 'a'\n")
  }

  @Test("--output writes the file atomically and nothing to standard output")
  func outputFile() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("springs.svg").path
    let run = springfit("plot", "spring", "preset:bouncy", "--output", path)
    #expect(run.status == 0 && run.output.isEmpty && run.errors.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == springfit("plot", "spring", "preset:bouncy").output)
    // Replacing an existing file works and keeps its permissions; nothing else is left.
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    #expect(springfit("plot", "spring", "preset:smooth", "--output", path).status == 0)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == springfit("plot", "spring", "preset:smooth").output)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["springs.svg"])
    // `-` is standard output.
    let dash = springfit("plot", "spring", "--output", "-")
    #expect(dash.status == 0 && dash.output.hasPrefix("<?xml"))
    // A directory is refused by name, and nothing is left in it.
    let intoDirectory = springfit("plot", "spring", "--output", directory.path)
    #expect(intoDirectory.status == 1)
    #expect(intoDirectory.errors == "Error: cannot write '\(directory.path)': it is a directory\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["springs.svg"])
    // A file that cannot be created: exit 1, a message naming it, nothing left behind.
    let missing = directory.appendingPathComponent("no/such/dir/x.svg").path
    let failed = springfit("plot", "spring", "--output", missing)
    #expect(failed.status == 1 && failed.output.isEmpty)
    #expect(failed.errors == "Error: cannot write '\(missing)': No such file or directory\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["springs.svg"])
    // Bad data leaves no file either.
    let bad = directory.appendingPathComponent("bad.svg").path
    let refused = Invocation(["plot", "csv", "-", "--output", bad], input: "time\n")
    #expect(refused.status == 65)
    #expect(!FileManager.default.fileExists(atPath: bad))
  }

  @Test("fit --plot writes the fit's chart and still prints the result")
  func fitPlot() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("pop.svg").path
    let run = springfit("fit", "--example", "scale-pop", "--plot", path)
    #expect(run.status == 0)
    #expect(run.output == springfit("fit", "--example", "scale-pop").output)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    let title = "springfit fit: example &apos;scale-pop&apos;"
    #expect(svg.contains("<title>\(title)</title>"))
    #expect(
      svg
        == springfit(
          "plot", "fit", "--example", "scale-pop", "--title", "springfit fit: example 'scale-pop'"
        ).output)
    let conflict = springfit("fit", "--batch", "-", "--plot", path)
    #expect(conflict.status == 64)
  }
}
