import ArgumentParsing
import Foundation
import Testing
import _SpringTestSupport

@testable import springfit

/// The `springfit` examples in the docs print what the docs show.
///
/// Every transcript (``DocTranscript``) in README.md and the CLI guide runs, command by
/// command, through `/bin/sh` with the built `springfit` first on `PATH`, in a temporary
/// folder holding `Snapshots/doc-fixtures`; what each command writes to standard output and
/// standard error must be the output shown. Every example command of every help text runs
/// there too and must succeed (the help shows no output).
///
/// The shown outputs are generated: `Scripts/update-doc-outputs.sh` (or this suite with
/// `SPRINGFIT_RECORD_SNAPSHOTS=1`) rewrites them from what the tool prints, so a change
/// that moves numbers updates the docs by re-running it.
@Suite("Doc outputs")
struct DocOutputTests {
  /// The documents that show `springfit` transcripts, from the package root.
  static let documents = [
    "README.md", "Documentation/springfit/TheSpringfitCommand.md", "Guides/Colour.md",
  ]

  /// The package root, found from this source file's path.
  static let root = TestPaths.repository

  /// The files the examples read.
  static let fixtures = TestPaths.suite.appendingPathComponent("Snapshots/doc-fixtures")

  /// What the commands printed: one output per command, standard error after standard
  /// output, run in order in one shell so that `echo $?` sees the command before it.
  static func run(_ commands: [String]) throws -> [String] {
    let tool = try BuiltSpringfit.require()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("springfit-doc-outputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    // The repository's Examples folder, as a command run from the repository's root sees it.
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples"))
    // A record separator line before each command; the status carries over the separator.
    let separator = "\u{1E}"
    let script =
      "status=0\n"
      + commands.map {
        "printf '\(separator)\\n'; (exit $status); {\n\($0)\n} 2>&1; status=$?\n"
      }.joined()
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = tool.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    environment["LC_ALL"] = "C"
    let data = try ChildProcess.run(
      "/bin/sh", ["-c", "cd '\(folder.path)' || exit 1\n" + script], environment: environment,
      mergingErrors: true
    ).standardOutput
    let text = String(decoding: data, as: UTF8.self)
    return text.components(separatedBy: separator + "\n").dropFirst().map { $0 }
  }

  @Test("Every transcript in the docs shows what springfit prints", arguments: documents)
  func transcripts(document: String) throws {
    let url = Self.root.appendingPathComponent(document)
    let text = try String(contentsOf: url, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let transcripts = DocTranscript.transcripts(in: lines)
    if document.hasSuffix("TheSpringfitCommand.md") { #expect(transcripts.count >= 8) }
    #expect(!transcripts.isEmpty, "\(document) shows no springfit transcript")
    var replacements: [(range: Range<Int>, lines: [String])] = []
    for transcript in transcripts {
      let outputs = try Self.run(transcript.steps.map(\.command))
      try #require(outputs.count == transcript.steps.count, "\(document): \(outputs)")
      for (step, output) in zip(transcript.steps, outputs) {
        let actual = DocTranscript.lines(of: output)
        let shown = try #require(
          DocTranscript.rendered(actual, shownAs: step.shown),
          "\(document):\(step.line + 1): \(step.command): cannot elide \(actual.count) lines")
        if GoldenFile.recording {
          replacements.append((step.shownRange, shown))
        } else {
          #expect(
            shown == step.shown,
            """
            \(document):\(step.line + 1): `\(step.command)` prints
            \(shown.joined(separator: "\n"))
            but the document shows
            \(step.shown.joined(separator: "\n"))
            (Scripts/update-doc-outputs.sh rewrites the shown outputs)
            """)
        }
      }
    }
    guard GoldenFile.recording else { return }
    for replacement in replacements.reversed() {
      lines.replaceSubrange(replacement.range, with: replacement.lines)
    }
    let updated = lines.joined(separator: "\n")
    if updated != text { try Data(updated.utf8).write(to: url, options: .atomic) }
  }

  @Test("Every example in the help texts runs successfully", arguments: CommandName.allCases)
  func helpExamples(command: CommandName) throws {
    let commands = Help.exampleCommands(in: Help.text(for: command))
    #expect(!commands.isEmpty, "springfit \(command.rawValue) --help shows no example")
    let outputs = try Self.run(commands.map { $0 + " >/dev/null; echo \"exit $?\"" })
    for (command, output) in zip(commands, outputs) {
      #expect(output.hasSuffix("exit 0\n"), "\(command): \(output)")
    }
  }

  /// The transcript reader finds the steps, drops separating blank lines and elides.
  @Test("Transcripts are read and elided as documented")
  func reader() {
    let lines = [
      "```", "$ springfit a", "one", "", "two", "", "$ echo $?", "0", "```", "```",
      "springfit b", "```",
    ]
    let transcripts = DocTranscript.transcripts(in: lines)
    #expect(transcripts.count == 1)
    #expect(transcripts.first?.steps.map(\.command) == ["springfit a", "echo $?"])
    #expect(transcripts.first?.steps.map(\.shown) == [["one", "", "two"], ["0"]])
    #expect(transcripts.first?.steps.first?.shownRange == 2..<5)
    #expect(
      DocTranscript.rendered(["1", "2", "3", "4"], shownAs: ["x", "...", "y"]) == ["1", "...", "4"])
    #expect(DocTranscript.rendered(["1", "2"], shownAs: ["x", "...", "y"]) == nil)
    #expect(DocTranscript.rendered(["1", "2"], shownAs: ["x"]) == ["1", "2"])
  }
}
