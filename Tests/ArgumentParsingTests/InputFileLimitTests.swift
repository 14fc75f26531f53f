import ArgumentParsing
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads stop at `InputFile.maximumSize`: an endless input is refused, not read
/// until memory runs out.
@Suite("Whole inputs have a size limit")
struct InputFileLimitTests {
  @Test("An input of the limit is read; one byte more is bad data naming it and the limit")
  func limit() throws {
    let text = String(repeating: "a", count: 10)
    #expect(try InputFile.read("-", standardInput: .text(text), limit: 10).count == 10)
    #expect(
      throws: CommandFailure.badData(
        "standard input is larger than 10 bytes, the most springfit reads of a whole input")
    ) { try InputFile.read("-", standardInput: .text(text + "a"), limit: 10) }
  }

  @Test("An endless standard input (/dev/zero) stops at 64 MiB with exit 65")
  func endless() throws {
    let descriptor = open("/dev/zero", O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(InputFile.maximumSize == 64 << 20)
    do {
      _ = try InputFile.read("-", standardInput: .descriptor(descriptor))
      Issue.record("/dev/zero was read to an end")
    } catch {
      #expect(error.exitCode == .dataError)
      #expect(error.message.contains("standard input is larger than 64 MiB"))
    }
  }

  @Test("Sizes are named in the largest unit that divides them")
  func sizes() {
    #expect(InputFile.describe(bytes: 64 << 20) == "64 MiB")
    #expect(InputFile.describe(bytes: 3 << 10) == "3 KiB")
    #expect(InputFile.describe(bytes: 1000) == "1000 bytes")
  }
}
