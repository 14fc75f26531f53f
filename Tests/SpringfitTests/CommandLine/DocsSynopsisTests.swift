import ArgumentParsing
import Foundation
import Testing

@testable import springfit

/// README.md and the CLI guide show the synopses the declarations print.
///
/// The rule: in a fenced code block, a line that starts with `springfit <command>` begins a
/// synopsis, and the lines after it that start with a space continue it. With runs of white
/// space made one space, it must equal ``Help/docsSynopsis(for:)``: the usage line of
/// `springfit <command> --help`, with the SPRING forms written `SPRING`. A block that starts
/// with `Usage: springfit` is an error message and must equal the printed usage byte for byte.
@Suite("Docs synopses")
struct DocsSynopsisTests {
  /// The documents that show synopses, from the package root.
  static let documents = ["README.md", "Documentation/springfit/TheSpringfitCommand.md"]

  /// The package root, found from this source file's path.
  static let root = TestPaths.repository

  /// A synopsis found in a document.
  struct Found: Sendable {
    /// The subcommand it names.
    var command: CommandName
    /// The text, lines joined by newlines.
    var text: String
    /// The 1-based line where it starts.
    var line: Int
  }

  /// The synopses and usage blocks in a document's code blocks.
  static func synopses(in text: String) -> (synopses: [Found], usages: [Found]) {
    var synopses: [Found] = []
    var usages: [Found] = []
    var inCode = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      // Fences may be indented inside a list item.
      if line.drop(while: { $0 == " " }).hasPrefix("```") {
        inCode.toggle()
        continue
      }
      let isUsage = line.hasPrefix("Usage: springfit ")
      guard inCode, line.hasPrefix("springfit ") || isUsage else { continue }
      let start = index
      var block = [line]
      while index < lines.count, lines[index].hasPrefix(" ") {
        block.append(lines[index])
        index += 1
      }
      let words = line.split(separator: " ")
      let name = words.dropFirst(isUsage ? 2 : 1).first.map(String.init) ?? ""
      guard let command = CommandName(rawValue: name) else { continue }
      let found = Found(command: command, text: block.joined(separator: "\n"), line: start)
      if isUsage { usages.append(found) } else { synopses.append(found) }
    }
    return (synopses, usages)
  }

  @Test("Every synopsis in the docs is the declared one", arguments: documents)
  func synopses(document: String) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let (synopses, usages) = Self.synopses(in: text)
    #expect(!synopses.isEmpty)
    // An unclosed fence would hide the synopses after it.
    let fences = text.split(separator: "\n").filter {
      $0.drop(while: { $0 == " " }).hasPrefix("```")
    }
    #expect(fences.count % 2 == 0, "\(document) has an unclosed code block")
    for found in synopses {
      let shown = found.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(
        shown == Help.docsSynopsis(for: found.command),
        "\(document):\(found.line) shows\n\(shown)\ndeclared:\n\(Help.docsSynopsis(for: found.command))"
      )
    }
    for found in usages {
      #expect(
        found.text == Help.usage(for: found.command, prefix: "Usage: "),
        "\(document):\(found.line)")
    }
  }

  @Test("README and the article show every subcommand", arguments: documents)
  func everyCommand(document: String) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let shown = Set(Self.synopses(in: text).synopses.map(\.command))
    for command in CommandName.allCases {
      #expect(shown.contains(command), "\(document) has no synopsis of \(command.rawValue)")
    }
  }

  @Test("A drifted synopsis is caught")
  func catchesDrift() {
    let drifted = "```\nspringfit keyframes [SPRING] [--mode linear|cubic]\n```\n"
    let found = Self.synopses(in: drifted).synopses
    #expect(found.count == 1)
    #expect(found.first.map { $0.text != Help.docsSynopsis(for: $0.command) } == true)
  }
}
