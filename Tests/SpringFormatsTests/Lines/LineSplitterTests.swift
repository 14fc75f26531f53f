import SpringFormats
import Testing

/// `LineSplitter`: the same lines, numbered in order, as splitting the whole text, however
/// the text is cut into chunks.
@Suite("Splitting lines that arrive in chunks")
struct LineSplitterTests {
  /// The lines a whole text splits into: at `\n`, a `\r` before it dropped, no empty line
  /// after a final newline.
  static func expectedLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { Array($0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0) }
  }

  static let texts = [
    "", "\n", "a", "a\n", "a\r\n", "\r\n\r\n", "one\ntwo\r\n\nthree", "x\ry\r\n\r",
    "{\"a\": 1}\n{\"a\": 2}\n", String(repeating: "ab\n", count: 40) + "tail",
  ]

  @Test("Every chunk size splits as the whole text does", arguments: [1, 2, 3, 7, 1000])
  func chunks(size: Int) {
    for text in Self.texts {
      let bytes = Array(text.utf8)
      var splitter = LineSplitter()
      var lines: [[UInt8]] = []
      var numbers: [Int] = []
      var offset = 0
      while true {
        while let line = splitter.nextLine() {
          lines.append(line)
          numbers.append(splitter.lineNumber)
        }
        if splitter.isFinished { break }
        if offset < bytes.count {
          splitter.append(bytes[offset..<min(offset + size, bytes.count)])
          offset += size
        } else {
          splitter.finish()
        }
      }
      let expected = Self.expectedLines(bytes)
      #expect(lines == expected, "\(text.debugDescription) in chunks of \(size)")
      #expect(numbers == Array(stride(from: 1, through: expected.count, by: 1)))
    }
  }

  @Test("An unfinished last line waits for finish()")
  func unfinished() {
    var splitter = LineSplitter()
    splitter.append(Array("a\nb".utf8))
    #expect(splitter.nextLine() == Array("a".utf8))
    #expect(splitter.nextLine() == nil)
    splitter.finish()
    #expect(splitter.nextLine() == Array("b".utf8))
    #expect(splitter.nextLine() == nil)
    #expect(splitter.lineNumber == 2)
  }
}
