import ArgumentParsing
import Testing

@Suite("Input read a chunk at a time")
struct InputChunksTests {
  /// Every chunk until the end, joined.
  func readAll(_ chunks: inout InputChunks) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while let chunk = try chunks.next() {
      #expect(!chunk.isEmpty && chunk.count <= InputChunks.chunkSize)
      bytes += chunk
    }
    return bytes
  }

  @Test("Standard input's bytes, then the end, and nothing after close")
  func standardInput() throws {
    var chunks = try InputChunks(path: "-", standardInput: .text("a\nb"))
    #expect(try readAll(&chunks) == Array("a\nb".utf8))
    #expect(try chunks.next() == nil)
    chunks = try InputChunks(path: "-", standardInput: .text("c"))
    chunks.close()
    #expect(try chunks.next() == nil)
  }

  @Test("A failed read and a missing file are exit status 66 with the system's words")
  func failures() throws {
    var chunks = try InputChunks(path: "-", standardInput: .failing(9))
    #expect(throws: InputFile.failure(reading: "-", code: 9)) { try chunks.next() }
    #expect(throws: CommandFailure.self) {
      try InputChunks(path: "/nonexistent/springfit-chunks", standardInput: .process)
    }
  }
}
