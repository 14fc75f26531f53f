import ArgumentParsing
import SpringFormats
import Testing
import _SpringTestSupport

@testable import springfit

/// `LineReader` (SpringFormats' `ChunkedLineReader` over an input file): the same lines as
/// splitting the whole text, however the text falls across read chunks.
@Suite("Reading lines a chunk at a time")
struct LineReaderTests {
  /// Texts whose line breaks fall on and around the chunk boundaries.
  static let texts: [String] = {
    let chunk = InputChunks.chunkSize
    return [
      "", "\n", "a", "a\n", "a\r\n", "\r\n\r\n", "one\ntwo\r\n\nthree",
      String(repeating: "x", count: chunk - 1) + "\r\n" + "y",
      String(repeating: "x", count: chunk) + "\n" + "y\n",
      String(repeating: "x", count: chunk + 1) + "\r\n",
      String(repeating: "x", count: 3 * chunk + 17) + "\nshort\n"
        + String(repeating: "z", count: chunk),
      String(repeating: "ab\n", count: chunk),
    ]
  }()

  @Test("Files read in chunks split as the whole text does", arguments: texts.indices)
  func file(_ index: Int) throws {
    let text = Self.texts[index]
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("lines.txt", text)
    var reader = try LineReader(path: path, standardInput: .text(""))
    defer { reader.close() }
    var lines: [[UInt8]] = []
    while let line = try reader.nextLine() { lines.append(line) }
    #expect(lines == ReferenceLines.split(Array(text.utf8)))
  }

  @Test("Standard input given as text splits the same way", arguments: texts.indices)
  func text(_ index: Int) throws {
    let text = Self.texts[index]
    var reader = try LineReader(path: "-", standardInput: .text(text))
    var lines: [[UInt8]] = []
    while let line = try reader.nextLine() { lines.append(line) }
    #expect(lines == ReferenceLines.split(Array(text.utf8)))
  }

  @Test("A failing read names the input")
  func failure() throws {
    var reader = try LineReader(path: "-", standardInput: .failing(5))
    #expect(
      throws: CommandFailure.unreadableInput("cannot read standard input: Input/output error")
    ) {
      _ = try reader.nextLine()
    }
  }
}
