import ArgumentParsing
import Foundation
import Testing

@testable import springfit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real process boundary: the built `springfit`, its exit statuses and standard streams.
///
/// Run through ``ChildProcess``, not Swift Testing's exit tests (see there for why).
@Suite("The springfit process")
struct ProcessTests {
  @Test("--version exits 0 and prints the version")
  func version() throws {
    let result = try BuiltSpringfit.run("--version")
    #expect(result.status == 0)
    #expect(result.outputText == "springfit 0.1.0\n")
    #expect(result.errorText.isEmpty)
  }

  @Test("A bad option value exits 64 with the message on standard error only")
  func badValue() throws {
    let result = try BuiltSpringfit.run(
      "sample", "--stiffness", "1", "--damping", "1", "--mass", "-1")
    #expect(result.status == 64)
    #expect(result.outputText.isEmpty)
    #expect(
      result.errorText.hasPrefix(
        "Error: invalid value '-1' for option '--mass': must be finite and greater than 0\n"))
  }

  @Test("A bake cut short exits 0 with the file on standard output and a warning on stderr")
  func bakeCutShort() throws {
    let example = TestPaths.repository.appendingPathComponent("Examples/lottie-pop.json").path
    // --end is seconds: 0.05 s is a few frames of the pop, far before the spring settles.
    let result = try BuiltSpringfit.run(
      "lottie", "bake", example, "--layer", "Pop", "--property", "scale", "--spring",
      "preset:bouncy", "--end", "0.05")
    #expect(result.status == 0)
    #expect(result.outputText.hasPrefix("{"))
    #expect(result.errorText.hasPrefix("Warning: the bake ends at frame "))
    #expect(result.errorText.contains("cut short"))
  }

  @Test("Sampling exits 0 with CSV on standard output and nothing on standard error")
  func sample() throws {
    let result = try BuiltSpringfit.run("sample", "--end", "2", "--fps", "1000")
    #expect(result.status == 0)
    // More than one 64 KiB chunk, so the buffered stream's flushing is exercised.
    #expect(result.standardOutput.count > 1 << 16)
    #expect(result.outputText.split(separator: "\n").count == 2002)
    #expect(result.errorText.isEmpty)
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
  func closedOutput() throws {
    let result = try BuiltSpringfit.run("--version", standardOutput: .unusable)
    #expect(result.status == 1)
    #expect(result.errorText.hasPrefix("Error: cannot write to standard output: "))
  }

  /// `convert` exits 0 with its JSON on standard output; a bad spec exits 64 with the
  /// message on standard error.
  @Test("convert exits 0 with JSON, and 64 for a bad spec")
  func convert() throws {
    let result = try BuiltSpringfit.run("convert", "--spring", "preset:bouncy", "--format", "json")
    #expect(result.status == 0)
    #expect(result.outputText.contains("\"equivalents\": {"))
    #expect(result.errorText.isEmpty)
    let failure = try BuiltSpringfit.run("convert", "--spring", "andriod:")
    #expect(failure.status == 64)
    #expect(failure.outputText.isEmpty)
    #expect(
      failure.errorText.hasPrefix(
        "Error: unknown dialect 'andriod' in --spring. Did you mean 'android'?"))
  }
}
