import SpringFormats
import Testing
import _SpringTestSupport

/// `ChunkedLineReader`: the lines of the whole text however a source cuts it, lines over the
/// limit reported and skipped, and a failed read passed on.
@Suite("Reading lines from a chunked source")
struct ChunkedLineReaderTests {
  /// A source that gives a text `size` bytes at a time, then fails with `failure` if set.
  struct Pieces: ByteChunkSource {
    /// A read that fails.
    struct ReadFailed: Error, Equatable {}

    var bytes: [UInt8]
    var size: Int
    var failure = false
    var offset = 0

    mutating func next() throws(ReadFailed) -> ArraySlice<UInt8>? {
      guard offset < bytes.count else {
        if failure { throw ReadFailed() }
        return nil
      }
      defer { offset += size }
      return bytes[offset..<min(offset + size, bytes.count)]
    }

    mutating func close() { bytes = [] }
  }

  static let texts = [
    "", "\n", "a", "a\r\n", "one\ntwo\r\n\nthree", String(repeating: "ab\n", count: 40) + "tail",
  ]

  @Test("Every chunk size gives the lines of the whole text", arguments: [1, 2, 5, 1000])
  func lines(size: Int) throws {
    for text in Self.texts {
      var reader = ChunkedLineReader(
        Pieces(bytes: Array(text.utf8), size: size), maximumLineLength: 1 << 20)
      var lines: [[UInt8]] = []
      while let line = try reader.nextLine() { lines.append(line) }
      #expect(lines == ReferenceLines.split(Array(text.utf8)), "\(text.debugDescription)")
    }
  }

  @Test("A line over the limit is reported by next() and skipped by nextLine()")
  func limit() throws {
    let text = Array("short\nmuch too long\nok".utf8)
    var reader = ChunkedLineReader(Pieces(bytes: text, size: 3), maximumLineLength: 5)
    #expect(try reader.next() == .text(Array("short".utf8)))
    #expect(try reader.next() == .tooLong(length: 13))
    #expect(try reader.next() == .text(Array("ok".utf8)))
    #expect(try reader.next() == nil)
    var skipping = ChunkedLineReader(Pieces(bytes: text, size: 3), maximumLineLength: 5)
    #expect(try skipping.nextLine() == Array("short".utf8))
    #expect(try skipping.nextLine() == Array("ok".utf8))
  }

  @Test("A failed read is thrown with its own type; a closed reader reads nothing more")
  func failure() throws {
    var reader = ChunkedLineReader(
      Pieces(bytes: Array("a\nb".utf8), size: 8, failure: true), maximumLineLength: 1 << 20)
    #expect(try reader.nextLine() == Array("a".utf8))
    #expect(throws: Pieces.ReadFailed()) { _ = try reader.nextLine() }
    var closed = ChunkedLineReader(
      Pieces(bytes: Array("a\nb\n".utf8), size: 8), maximumLineLength: 1 << 20)
    closed.close()
    #expect(try closed.nextLine() == nil)
  }
}
