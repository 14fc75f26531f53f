import ArgumentParsing
import Foundation
import Testing
import _SpringTestSupport

@testable import springfit

/// The CLI reference in the docs is generated from the registry, not kept by hand.
@Suite("CLI reference")
struct CLIReferenceTests {
  /// `Documentation/springfit/Reference.md` equals every help page as printed.
  @Test("The reference equals the help pages")
  func referenceMatches() throws {
    let folder = TestPaths.repository.appendingPathComponent("Documentation/springfit")
    let problem = try GoldenFile.mismatch(Help.reference, file: "Reference.md", in: folder)
    #expect(problem == nil, "\(problem ?? "")")
  }

  /// Every command and topic has a section, so a new command cannot be left out.
  @Test("The reference has a section per command and topic")
  func everyPage() {
    let reference = Help.reference
    for command in CommandName.allCases {
      #expect(reference.contains("## `springfit \(command.rawValue)`\n"))
    }
    for topic in HelpTopic.allCases {
      #expect(reference.contains("## `springfit help \(topic.rawValue)`\n"))
    }
  }
}
