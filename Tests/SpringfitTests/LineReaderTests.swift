import Testing

@testable import springfit

/// `LineReader`: the same lines as splitting the whole text, however the text falls across
/// read chunks.
@Suite("Reading lines a chunk at a time")
struct LineReaderTests {
  /// The lines a whole text splits into: at `\n`, a `\r` before it dropped, no empty line
  /// after a final newline.
  static func expectedLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { Array($0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0) }
  }

  /// Texts whose line breaks fall on and around the chunk boundaries.
  static let texts: [String] = {
    let chunk = LineReader.chunkSize
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
    #expect(lines == Self.expectedLines(Array(text.utf8)))
  }

  @Test("Standard input given as text splits the same way", arguments: texts.indices)
  func text(_ index: Int) throws {
    let text = Self.texts[index]
    var reader = try LineReader(path: "-", standardInput: .text(text))
    var lines: [[UInt8]] = []
    while let line = try reader.nextLine() { lines.append(line) }
    #expect(lines == Self.expectedLines(Array(text.utf8)))
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
