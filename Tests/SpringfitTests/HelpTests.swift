import Foundation
import Testing

@testable import springfit

/// Golden files for the help texts, in `Snapshots/` next to this file.
///
/// Run with `SPRINGFIT_RECORD_SNAPSHOTS=1` to write the current texts as the new goldens
/// (the tests then pass and report what they recorded); review the diff before committing.
@Suite("Help texts")
struct HelpTests {
  /// The folder of golden files, found from this source file's path.
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Whether goldens are re-recorded instead of compared.
  static let recording = ProcessInfo.processInfo.environment["SPRINGFIT_RECORD_SNAPSHOTS"] == "1"

  @Test(
    "Help matches its golden file",
    arguments: [(nil, "springfit-help.txt"), (.sample, "springfit-sample-help.txt")]
      as [(CommandName?, String)])
  func snapshot(command: CommandName?, file: String) throws {
    let text = Help.text(for: command)
    let url = Self.snapshots.appendingPathComponent(file)
    if Self.recording {
      try FileManager.default.createDirectory(
        at: Self.snapshots, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      print("Recorded \(url.path)")
      return
    }
    let golden = try? String(contentsOf: url, encoding: .utf8)
    try #require(
      golden != nil, "No golden \(file): run with SPRINGFIT_RECORD_SNAPSHOTS=1 to record it")
    #expect(text == golden, "Help changed: re-record with SPRINGFIT_RECORD_SNAPSHOTS=1")
  }

  @Test("Every option the parser knows is in the help, with its value name")
  func listsEveryOption() {
    let text = Help.text(for: .sample)
    for option in SampleOptions.options {
      #expect(text.contains("  " + option.label + " "), "\(option.name)")
    }
    #expect(text.contains("-h, --help"))
  }

  @Test(
    "The help names the defaults, the epsilon and the grid",
    arguments: [
      "Default: 60.", "Default: 0.", "Default: 1.", "Default: exact.", "Default: csv.",
      "SwiftUI's .smooth, duration 0.5 bounce 0", "eps = 0.001*|to - from|", "0.001 when to = from",
      "n = ceil(end/h - 1e-9)", "The default when --end is not given", "EXAMPLES:",
    ])
  func documents(phrase: String) {
    let flattened = Help.text(for: .sample).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(flattened.contains(phrase))
  }

  @Test("Lines fit in 80 columns", arguments: [nil, .sample] as [CommandName?])
  func width(command: CommandName?) {
    for line in Help.text(for: command).split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("The top-level help lists only implemented commands")
  func commandList() {
    let text = Help.text(for: nil)
    #expect(text.contains("  sample "))
    for planned in ["fit", "convert", "keyframes", "outline", "plot", "examples"] {
      #expect(!text.contains("  \(planned) "), "\(planned)")
    }
  }

  @Test("Every example in the help runs successfully")
  func examplesRun() throws {
    let commands = Help.exampleCommands(in: Help.text(for: .sample))
    #expect(commands.count == 4)
    for command in commands {
      let arguments = command.split(separator: " ").dropFirst().map(String.init)
      let run = Invocation(arguments)
      #expect(run.status == 0, "\(command): \(run.errors)")
      #expect(!run.output.isEmpty, "\(command)")
    }
  }
}
