import ArgumentParsing
import Foundation
import SpringKit
import Testing

@testable import springfit

/// The help and the docs that list every ecosystem or every command list them all.
///
/// These lists are prose, not generated: each time an ecosystem or a command was added, some
/// of them were left behind (the help's overview named nine of seventeen ecosystems, README
/// ten of eleven commands). The check is on text with runs of white space made one space, so
/// that wrapping a name across lines does not hide it.
@Suite("Docs lists")
struct DocsListsTests {
  /// Every ecosystem `springfit convert` prints: its title and its JSON key.
  static let ecosystems = Spring.smooth.equivalents().map { (title: $0.title, key: $0.key) }

  /// A document from the package root, with runs of white space made one space.
  static func document(_ path: String) throws -> String {
    let text = try String(
      contentsOf: DocsSynopsisTests.root.appendingPathComponent(path), encoding: .utf8)
    return flattened(text)
  }

  /// Text with every run of white space made one space.
  static func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The titles a text leaves out.
  static func missingTitles(in text: String) -> [String] {
    ecosystems.map(\.title).filter { !text.contains($0) }
  }

  @Test("The top-level help and convert's help name every ecosystem and every JSON key")
  func help() {
    #expect(Self.ecosystems.count == 17)
    #expect(Self.missingTitles(in: Self.flattened(Help.text(for: nil))) == [])
    let convert = Self.flattened(Help.text(for: "convert"))
    #expect(Self.missingTitles(in: convert) == [])
    for key in Self.ecosystems.map(\.key) {
      #expect(convert.contains(" \(key),") || convert.contains(" \(key) "), "\(key)")
    }
  }

  @Test(
    "README, the DocC landing page and the CLI article name every ecosystem",
    arguments: [
      "README.md", "Sources/SpringKit/SpringKit.docc/SpringKit.md",
      "Documentation/springfit/TheSpringfitCommand.md",
    ])
  func documents(path: String) throws {
    #expect(Self.missingTitles(in: try Self.document(path)) == [], "\(path)")
  }

  @Test("The CLI article lists every key of convert's JSON equivalents")
  func articleKeys() throws {
    let article = try Self.document("Documentation/springfit/TheSpringfitCommand.md")
    for key in Self.ecosystems.map(\.key) {
      #expect(article.contains("`\(key)`"), "\(key)")
    }
  }

  /// A count as the docs write it in prose: a word up to twenty, figures above.
  static func word(for count: Int) -> String {
    let words = [
      "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
      "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
      "nineteen", "twenty",
    ]
    return (1...words.count).contains(count) ? words[count - 1] : "\(count)"
  }

  /// The prose that counts the ecosystems says how many the table holds (the lists above
  /// hold the names; this holds the number written beside them).
  @Test(
    "README and the CLI article count the ecosystems the table holds",
    arguments: [
      ("README.md", "the spring core, the \u{0} ecosystems' parameters"),
      ("README.md", "\u{0} in all; `springfit"),
      ("Documentation/springfit/TheSpringfitCommand.md", "each of the \u{0} ecosystems"),
    ])
  func ecosystemCount(path: String, phrase: String) throws {
    let text = try Self.document(path).lowercased()
    let expected = phrase.replacingOccurrences(
      of: "\u{0}", with: Self.word(for: Self.ecosystems.count))
    #expect(text.contains(expected), "\(path) should say: \(expected)")
  }

  @Test("README's status counts and names every command, in the registry's order")
  func readmeCommands() throws {
    let readme = try Self.document("README.md")
    let names = CommandRegistry.commands.map { $0.configuration.name.rawValue }
    let count = Self.word(for: names.count)
    let listed = names.map { "`\($0)`" }
    let expected =
      "all \(count) `springfit` commands ("
      + listed.dropLast().joined(separator: ", ") + ", " + (listed.last ?? "") + ")"
    let found = readme.contains(expected)
    #expect(found, "README should say: \(expected)")
  }

  /// The test command of README's first lines is the one `.ci/run`'s test stage runs (with
  /// its build flags), and both keep the output short: failures and the summary, and the
  /// events `Scripts/slowest-tests.sh` reads for the progress and the slowest tests.
  @Test("README's test command is the one CI runs")
  func testCommand() throws {
    let readme = try String(
      contentsOf: DocsSynopsisTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let command = try #require(
      readme.split(separator: "\n").first { $0.hasPrefix("swift test ") }
        .map { String($0.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces) })
    #expect(command.contains("--quiet") && command.contains("--no-parallel"))
    #expect(command.contains("--event-stream-output-path .build/test-events.jsonl"))
    let ci = Self.flattened(
      try String(
        contentsOf: DocsSynopsisTests.root.appendingPathComponent(".ci/run"), encoding: .utf8
      ).replacingOccurrences(of: "\\\n", with: " "))
    #expect(ci.contains("watch_tests 1800 \(command) $debug_flags"), "\(command)")
    #expect(ci.contains("Scripts/slowest-tests.sh --count 10 .build/test-events.jsonl"))
  }
}
