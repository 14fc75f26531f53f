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
  static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ReferenceData/lottie")

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
      "--layer", "Slide", "--property", "position.y", "--spring", "preset:snappy", "--end", "40",
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
}
