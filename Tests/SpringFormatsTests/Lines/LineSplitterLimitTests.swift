import SpringFormats
import Testing

/// `LineSplitter(maximumLineLength:)`: a line past the limit is reported with its length
/// and not kept, and the lines after it come as usual, however the bytes are cut.
@Suite("Lines past the most a line may have")
struct LineSplitterLimitTests {
  /// Every line `next()` gives for `text` cut into chunks of `size` bytes.
  static func lines(_ text: [UInt8], limit: Int, size: Int) -> [LineSplitter.Line] {
    var splitter = LineSplitter(maximumLineLength: limit)
    var lines: [LineSplitter.Line] = []
    var offset = 0
    while true {
      while let line = splitter.next() { lines.append(line) }
      guard offset < text.count else { break }
      splitter.append(text[offset..<min(offset + size, text.count)])
      offset += size
      if offset >= text.count { splitter.finish() }
    }
    while let line = splitter.next() { lines.append(line) }
    return lines
  }

  @Test("A long line is reported by length and the next line is read", arguments: [1, 3, 64, 4096])
  func longLine(size: Int) {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1000)
    let text = Array("ok\n".utf8) + long + Array("\r\nafter\n".utf8) + long
    #expect(
      Self.lines(text, limit: 100, size: size) == [
        .text(Array("ok".utf8)), .tooLong(length: 1000), .text(Array("after".utf8)),
        .tooLong(length: 1000),
      ])
  }

  @Test("A line of exactly the limit is kept; nextLine() skips the long ones")
  func boundary() {
    var splitter = LineSplitter(maximumLineLength: 3)
    splitter.append(Array("abc\nabcd\nxy".utf8))
    splitter.finish()
    #expect(splitter.nextLine() == Array("abc".utf8))
    #expect(splitter.nextLine() == Array("xy".utf8))
    #expect(splitter.lineNumber == 3)
  }
}
