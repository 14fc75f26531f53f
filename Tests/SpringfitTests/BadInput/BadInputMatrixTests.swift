import ArgumentParsing
import Testing

@testable import springfit

/// The bad-input matrix: every subcommand and input form refuses bad input with the
/// documented exit status, one `Error:` line that names the input, line, field, option or
/// key at fault, nothing on standard output and no file left behind.
///
/// The rows live in one table per command (`BadInputCase+Fit.swift`, …); add a command's
/// table to ``cases``.
@Suite("Bad-input matrix")
struct BadInputMatrixTests {
  /// Every row, in table order; an unreadable file is left out when running as root.
  static let cases: [BadInputCase] =
    (BadInputCase.topLevel + BadInputCase.sample
    + BadInputCase.springSpec + BadInputCase.convert + BadInputCase.keyframes
    + BadInputCase.outline + BadInputCase.examples + BadInputCase.fitFlags
    + BadInputCase.fitJSON + BadInputCase.fitCSV + BadInputCase.fitInputs
    + BadInputCase.fitBatch + BadInputCase.plot + BadInputCase.preview
    + BadInputCase.scenario + BadInputCase.easing + BadInputCase.fitLottie + BadInputCase.fling
    + BadInputCase.gesture + BadInputCase.lottieBake + BadInputCase.inputOutput
    + BadInputCase.tokens + BadInputCase.keyframesRetarget + BadInputCase.colours).filter(
      \.isMeaningful)

  @Test("The matrix has at least 60 rows over every subcommand")
  func coverage() {
    #expect(Self.cases.count >= 60)
    let commands = Set(Self.cases.compactMap { $0.arguments.first })
    for command in CommandName.allCases {
      #expect(commands.contains(command.rawValue), "no row for \(command.rawValue)")
    }
  }

  @Test("Refused with the documented status and one message", arguments: cases)
  func refusal(_ row: BadInputCase) throws {
    let folder = try TemporaryFolder()
    defer {
      BadInputFixtures.restorePermissions(row.fixture, in: folder)
      folder.remove()
    }
    let input = try BadInputFixtures.make(row.fixture, in: folder)
    let before = BadInputFixtures.contents(of: folder)
    let arguments = BadInputFixtures.arguments(
      row.arguments, input: input, output: folder.path(BadInputFixtures.outputName))
    var output = ""
    var errors = ""
    let status = SpringfitCommand.run(
      arguments, input: row.input.standardInput, output: &output, errors: &errors)

    #expect(status == row.exit.rawValue, "\(errors)")
    #expect(output.isEmpty, "standard output: \(output.prefix(200))")
    let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
    let messages = lines.filter { $0.hasPrefix("Error: ") }
    try #require(messages.count == 1, "standard error: \(errors)")
    let message = try #require(messages.first)
    for mention in row.mentions {
      #expect(message.contains(mention), "'\(mention)' missing from \(message)")
    }
    // The message comes first. A usage error adds the usage (which may wrap) and the
    // pointer to the help; any other refusal is the one line alone.
    #expect(lines.first == message && lines.last == "", "standard error: \(errors)")
    if row.exit == .usage {
      #expect(lines.count >= 4 && lines[1].hasPrefix("Usage: "), "standard error: \(errors)")
      #expect(lines.dropLast().last?.hasPrefix("See 'springfit ") == true)
    } else {
      #expect(lines.count == 2, "standard error: \(errors)")
    }
    // Nothing written: not the output file, not a temporary file beside it.
    #expect(BadInputFixtures.contents(of: folder) == before)
  }
}
