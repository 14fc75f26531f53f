import Testing

@testable import springfit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bad-input rows that need a real process: standard input unreadable.
///
/// The in-process matrix (``BadInputMatrixTests``) simulates a failing read; these make
/// descriptor 0 unreadable in a child process, as `springfit fit - <&-` does in a shell.
@Suite("Bad input at the process boundary")
struct BadInputProcessTests {
  @Test("fit - with standard input closed exits 66 naming it")
  func closedInput() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(66), observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      BadInputProcessTests.closeStandardInput()
      exit(SpringfitCommand.main(["fit", "-", "--format", "json"]))
    }
    Self.check(result)
  }

  @Test("fit --batch - with standard input closed exits 66 naming it")
  func closedBatchInput() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(66), observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      BadInputProcessTests.closeStandardInput()
      exit(SpringfitCommand.main(["fit", "--batch", "-"]))
    }
    Self.check(result)
  }

  /// Makes descriptor 0 fail every read with `EBADF`, as a closed standard input does.
  ///
  /// `close(0)` alone would race with the test runner's threads, which may open a file and
  /// get descriptor 0 (a non-blocking one fails with `EAGAIN` instead); `dup2` of a
  /// write-only `/dev/null` replaces it atomically.
  static func closeStandardInput() {
    let writeOnly = open("/dev/null", O_WRONLY)
    _ = dup2(writeOnly, 0)
  }

  /// Nothing from springfit on standard output, and the one message on standard error.
  static func check(_ result: ExitTest.Result, sourceLocation: SourceLocation = #_sourceLocation) {
    let output = String(decoding: result.standardOutputContent, as: UTF8.self)
    #expect(!output.contains("{") && !output.contains("Error"), sourceLocation: sourceLocation)
    let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      errors.contains("Error: cannot read standard input: Bad file descriptor\n"),
      sourceLocation: sourceLocation)
  }
}
