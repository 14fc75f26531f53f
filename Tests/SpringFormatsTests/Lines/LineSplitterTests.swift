import SpringFormats
import Testing
import _SpringTestSupport

/// `LineSplitter`: the same lines, numbered in order, as splitting the whole text, however
/// the text is cut into chunks.
@Suite("Splitting lines that arrive in chunks")
struct LineSplitterTests {
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
      let expected = ReferenceLines.split(bytes)
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
