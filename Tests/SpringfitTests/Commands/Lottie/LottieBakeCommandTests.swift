import ArgumentParsing
import Foundation
import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// `springfit lottie bake`: the help, its examples, and the written bytes (standard output or
/// `--output`) equal to SpringFormats' bake.
@Suite("springfit lottie bake")
struct LottieBakeCommandTests {
  /// `Tests/ReferenceData/lottie/`.
  static let references = TestPaths.tests.appendingPathComponent("ReferenceData/lottie")

  static func reference(_ name: String) throws -> String {
    try String(contentsOf: references.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("The help matches its golden file, and every example runs")
  func help() throws {
    try Snapshot.check(Help.text(for: "lottie"), file: "springfit-lottie-help.txt")
    for arguments in [["help", "lottie"], ["lottie", "--help"], ["lottie", "bake", "-h"]] {
      let run = Invocation(arguments)
      #expect(run.status == 0 && run.errors.isEmpty && run.output == Help.text(for: "lottie"))
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The examples read the repository's Examples files, as from its root; outputs go to a
    // temporary folder.
    let repository = Self.references.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let commands = Help.exampleCommands(in: Help.text(for: "lottie"))
    #expect(commands.count == 3)
    for command in commands {
      let words = command.split(separator: " ").dropFirst().map(String.init)
      let arguments = words.enumerated().map { index, word in
        guard word.hasSuffix(".json") else { return word }
        return index > 0 && words[index - 1] == "--output"
          ? folder.path(word) : repository.appendingPathComponent(word).path
      }
      let run = Invocation(arguments)
      #expect(run.status == 0, "\(command): \(run.errors)")
      if let output = arguments.firstIndex(of: "--output") {
        let text = try String(contentsOfFile: arguments[output + 1], encoding: .utf8)
        #expect(try LottieDocument(json: Array(text.utf8)).layers.count == 1)
      } else {
        #expect(try LottieDocument(json: Array(run.output.utf8)).layers.count == 1)
      }
    }
  }

  @Test("Standard output, standard input and --output carry the library's bytes")
  func bytes() throws {
    let text = try Self.reference("split-position.json")
    let bake = LottieBake(
      layer: "Slide", property: "position.y", spring: .snappy, end: .frame(40), tolerance: 1e-4)
    let expected = String(decoding: try bake.baked(Array(text.utf8)).bytes, as: UTF8.self)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("slide.json", text)
    let options = [
      "--layer", "Slide", "--property", "position.y", "--spring", "preset:snappy", "--end-frame",
      "40",
      "--tolerance", "1e-4",
    ]
    let printed = Invocation(["lottie", "bake", path] + options)
    #expect(printed.status == 0 && printed.errors.isEmpty && printed.output == expected)
    let piped = Invocation(["lottie", "bake", "-"] + options, input: text)
    #expect(piped.status == 0 && piped.output == expected)
    let written = Invocation(
      ["lottie", "bake", path] + options + ["--output", folder.path("out.json")])
    #expect(written.status == 0 && written.output.isEmpty)
    #expect(try String(contentsOfFile: folder.path("out.json"), encoding: .utf8) == expected)
    // The keyframes of position.x and every other byte before the splice are the original's.
    let prefix = try #require(text.range(of: #""y": {"a": 1, "k": ["#)).upperBound
    #expect(expected.hasPrefix(text[..<prefix]))
  }

  @Test("--end is seconds after the motion's start, --end-frame a frame; a cut warns")
  func endUnits() throws {
    // position.y moves from frame 3 to frame 18 at 30 frames per second.
    let text = try Self.reference("split-position.json")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("slide.json", text)
    let bake = { (end: [String]) in
      Invocation(
        [
          "lottie", "bake", path, "--layer", "Slide", "--property", "position.y", "--spring",
          "preset:snappy",
        ] + end)
    }
    // 1.2 s after frame 3 is frame 39: the spring has settled there, so nothing to warn of.
    let seconds = bake(["--end", "1.2"])
    let frames = bake(["--end-frame", "39"])
    #expect(seconds.status == 0 && seconds.errors.isEmpty, "\(seconds.errors)")
    #expect(frames.status == 0 && frames.errors.isEmpty && seconds.output == frames.output)
    // 0.5 s (frame 18, the original motion's last keyframe): the spring is still moving.
    let short = bake(["--end", "0.5"])
    #expect(short.status == 0 && !short.output.isEmpty)
    let warnings = short.errors.split(separator: "\n")
    #expect(warnings.count == 1, "\(short.errors)")
    #expect(warnings.first?.hasPrefix("Warning: the bake ends at frame 18 (0.5 s") == true)
    #expect(short.errors.contains("cut short"))
    // 0.2 s (frame 9): before the original motion's last keyframe too, which asks about units.
    let shorter = bake(["--end", "0.2"])
    #expect(shorter.status == 0 && shorter.errors.split(separator: "\n").count == 2)
    #expect(shorter.errors.contains("last keyframe at frame 18 (0.5 s)"))
    #expect(shorter.errors.contains("--end-frame N"))
    // --end-frame warns alike, without asking about seconds.
    let framed = bake(["--end-frame", "9"]).errors.split(separator: "\n")
    #expect(framed.count == 2 && framed.first == shorter.errors.split(separator: "\n").first)
    #expect(framed.last?.hasSuffix("(0.5 s).") == true)
    // The default ends at rest and never warns.
    #expect(bake([]).errors.isEmpty)
  }

  @Test("Until rest past the out point lands on the end value there, and says so")
  func landsAtOutPoint() throws {
    // A rotation 0 → 90° over frames 0–12 in a layer that stops showing at frame 15.
    let text =
      #"{"fr": 30, "ip": 0, "op": 90, "layers": [{"ty": 4, "nm": "L", "op": 15, "ks": {"r": "#
      + #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "#
      + #""y": [1]}}, {"t": 12, "s": [90]}]}}}]}"#
    let run = Invocation(
      [
        "lottie", "bake", "-", "--layer", "L", "--property", "rotation", "--spring",
        "preset:bouncy",
      ],
      input: text)
    #expect(run.status == 0, "\(run.errors)")
    let library = try LottieBake(layer: "L", property: "rotation", spring: .bouncy)
      .baked(Array(text.utf8))
    #expect(run.output == String(decoding: library.bytes, as: UTF8.self))
    let landing = try #require(library.landing)
    let aim = NumberText.rounded(landing.target, significantDigits: 4)
    #expect(
      run.errors.hasPrefix("Warning: the spring settles at frame ")
        && run.errors.contains("after frame 15, the last the bake may end at")
        && run.errors.contains(
          "aimed at \(aim) × the travel so that it lands on the end value at frame 15"),
      "\(run.errors)")
    let baked = try LottieDocument(json: library.bytes)
    let rotation = try #require(baked.layers.first?.namedProperties.first?.property)
    #expect(rotation.keyframes.last?.time == 15 && rotation.keyframes.last?.value == [90])
  }

  @Test("The library's bake says where the spring settles")
  func settlingFrame() throws {
    let bytes = Array(try Self.reference("split-position.json").utf8)
    let atRest = try LottieBake(layer: "Slide", property: "position.y", spring: .snappy)
      .baked(bytes)
    // Ending at rest ends on a whole frame at or after the settling instant.
    #expect(atRest.settlingFrame <= atRest.endFrame && atRest.endFrame < atRest.settlingFrame + 1)
    let cut = try LottieBake(
      layer: "Slide", property: "position.y", spring: .snappy, end: .seconds(0.5)
    ).baked(bytes)
    #expect(cut.endFrame == 18 && cut.settlingFrame == atRest.settlingFrame)
  }
}
