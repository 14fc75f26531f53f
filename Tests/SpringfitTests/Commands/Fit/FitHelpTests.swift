import ArgumentParsing
import Foundation
import Testing

@testable import springfit

/// The help texts of `fit` and `examples`.
@Suite("fit and examples help")
struct FitHelpTests {
  @Test(
    "Help matches its golden file",
    arguments: [
      (("fit" as CommandName), "springfit-fit-help.txt"),
      ("examples", "springfit-examples-help.txt"),
    ])
  func snapshot(command: CommandName, file: String) throws {
    try Snapshot.check(Help.text(for: command), file: file)
    for arguments in [["help", command.rawValue], [command.rawValue, "--help"]] {
      let run = Invocation(arguments)
      #expect(run.status == 0 && run.errors.isEmpty && run.output == Help.text(for: command))
    }
  }

  @Test("fit's help lists every option, the input formats and the exit statuses")
  func completeness() {
    let text = Help.text(for: "fit")
    for option in FitCommandOptions.options {
      #expect(
        text.contains("  " + option.label + " ") || text.contains("  " + option.label + "\n"),
        "\(option.name)")
    }
    let flattened = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for phrase in [
      "Default: text.", "Default: linear.", "Default: evenly spaced.", "time,value CSV",
      "keyTime,value CSV", "CAKeyframeAnimation", "1001 evenly spaced times", "EXAMPLES:",
      "64 Bad usage", "65 Bad data", "66 The input file is missing", "KEYFRAMES_FILE",
    ] {
      #expect(flattened.contains(phrase), "\(phrase)")
    }
    for line in text.split(separator: "\n") + Help.text(for: "examples").split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test("The top-level help lists fit and examples, and exit statuses 65 and 66")
  func topLevel() {
    let text = Help.text(for: nil)
    #expect(text.contains("\n  fit ") && text.contains("\n  examples "))
    #expect(text.contains("\n  65 ") && text.contains("\n  66 "))
  }

  /// Each example command line runs; the files it names are made first, and `< FILE` is
  /// piped to standard input.
  @Test(
    "Every example in the help runs successfully", arguments: [("fit" as CommandName), "examples"])
  func examplesRun(command: CommandName) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = [
      "pop.json": FitFixtures.popJSON,
      "samples.csv": "time,value\n0,0\n0.05,0.6\n0.1,0.95\n0.15,1.05\n0.2,1.02\n0.3,1\n",
      "sets.jsonl": FitFixtures.popJSON.replacing("\n", with: " ") + "\n"
        + #"{"values": [0, 1.1, 1], "duration": 0.5}"# + "\n",
    ]
    for (name, text) in files { try folder.write(name, text) }
    let commands = Help.exampleCommands(in: Help.text(for: command))
    #expect(commands.count == (command == "fit" ? 7 : 4))
    for command in commands {
      var arguments = command.split(separator: " ").dropFirst().map(String.init)
      var input = ""
      if let redirect = arguments.firstIndex(of: "<") {
        input = try #require(files[arguments[redirect + 1]])
        arguments.removeSubrange(redirect...)
      }
      arguments = arguments.map { files[$0] != nil ? folder.path($0) : $0 }
      let run = Invocation(arguments, input: input)
      #expect(run.status == 0, "\(command): \(run.errors)")
      #expect(!run.output.isEmpty && !run.output.contains("\"error\""), "\(command)")
    }
  }
}
