import ArgumentParsing
import Testing

@testable import springfit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real process boundary: exit statuses and standard streams, in child processes.
///
/// The exit-test machinery may itself write a few bytes to a child's standard streams, so
/// these tests look for what springfit writes rather than for empty streams; the in-process
/// tests check emptiness exactly.
@Suite("The springfit process")
struct ProcessTests {
  @Test("--version exits 0 and prints the version")
  func version() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(0), observing: [\.standardOutputContent]
    ) {
      exit(SpringfitCommand.main(["--version"]))
    }
    #expect(String(decoding: result.standardOutputContent, as: UTF8.self) == "springfit 0.1.0\n")
  }

  @Test("A bad option value exits 64 with the message on standard error only")
  func badValue() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(64),
      observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      exit(SpringfitCommand.main(["sample", "--stiffness", "1", "--damping", "1", "--mass", "-1"]))
    }
    let output = String(decoding: result.standardOutputContent, as: UTF8.self)
    #expect(!output.contains("Error") && !output.contains("time,"))
    let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      errors.contains(
        "Error: invalid value '-1' for option '--mass': must be finite and greater than 0\n"))
  }

  @Test("Sampling exits 0 with CSV on standard output and nothing on standard error")
  func sample() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(0),
      observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      exit(SpringfitCommand.main(["sample", "--end", "2", "--fps", "1000"]))
    }
    let output = String(decoding: result.standardOutputContent, as: UTF8.self)
    // More than one 64 KiB chunk, so the buffered stream's flushing is exercised.
    #expect(output.utf8.count > 1 << 16)
    #expect(output.split(separator: "\n").count == 2002)
    #expect(!String(decoding: result.standardErrorContent, as: UTF8.self).contains("Error"))
  }

  @Test("A write to a closed descriptor is reported once, with errno")
  func writeFailure() {
    var stream = FileDescriptorStream(descriptor: 987_654)
    stream.write("lost")
    stream.flush()
    #expect(stream.failure == EBADF)
    stream.write("also lost")
    stream.flush()
    #expect(stream.failure == EBADF)
  }

  @Test("Closed standard output exits 1 with an error")
  func closedOutput() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(1), observing: [\.standardErrorContent]
    ) {
      close(1)
      exit(SpringfitCommand.main(["--version"]))
    }
    let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(errors.contains("Error: cannot write to standard output: "))
  }

  /// `convert` exits 0 with its JSON on standard output; a bad spec exits 64 with the
  /// message on standard error.
  @Test("convert exits 0 with JSON, and 64 for a bad spec")
  func convert() async throws {
    let result = try await #require(
      processExitsWith: .exitCode(0), observing: [\.standardOutputContent]
    ) {
      exit(SpringfitCommand.main(["convert", "--spring", "preset:bouncy", "--format", "json"]))
    }
    let output = String(decoding: result.standardOutputContent, as: UTF8.self)
    #expect(output.contains("\"equivalents\": {"))
    let failure = try await #require(
      processExitsWith: .exitCode(64), observing: [\.standardErrorContent]
    ) {
      exit(SpringfitCommand.main(["convert", "--spring", "andriod:"]))
    }
    let errors = String(decoding: failure.standardErrorContent, as: UTF8.self)
    #expect(
      errors.contains("Error: unknown dialect 'andriod' in --spring. Did you mean 'android'?"))
  }
}
