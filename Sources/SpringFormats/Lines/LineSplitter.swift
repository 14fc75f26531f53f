/// Splits bytes that arrive in chunks (a file read piece by piece, a pipe, a socket) into
/// lines, so that memory stays bounded by the longest line however long the input is.
///
/// Lines end at `\n`, and a `\r` before it is dropped; a final newline ends the last line
/// rather than starting an empty one, and after ``finish()`` a last line without a newline
/// still counts. JSON Lines, as `springfit fit --batch` reads it, is one document per line.
///
/// ```swift
/// var lines = LineSplitter()
/// lines.append(Array("{\"a\": 1}\r\n{\"a\"".utf8))
/// lines.nextLine()    // the bytes of {"a": 1}
/// lines.nextLine()    // nil: the second line is not complete yet
/// lines.append(Array(": 2}".utf8))
/// lines.finish()
/// lines.nextLine()    // the bytes of {"a": 2}
/// lines.lineNumber    // 2
/// ```
public struct LineSplitter: Sendable {
  /// The 1-based number of the last line returned; 0 before the first.
  public private(set) var lineNumber = 0
  /// Whether ``finish()`` said no more bytes come.
  public private(set) var isFinished = false
  /// Bytes appended but not yet returned start at `start`.
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes: no newline lies in `start..<scanned`.
  private var scanned = 0

  /// A splitter waiting for its first bytes.
  public init() {}

  /// Adds the next bytes of the input.
  ///
  /// - Complexity: Amortised O(n) in the bytes added; the lines already returned are dropped.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      scanned -= start
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// Says that no more bytes come: the bytes after the last newline become the last line.
  public mutating func finish() { isFinished = true }

  /// The next complete line without its line break; `nil` when more bytes are needed, or,
  /// after ``finish()``, at the end of the input.
  ///
  /// - Complexity: Amortised O(n) for a line of n bytes.
  public mutating func nextLine() -> [UInt8]? {
    if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
      return takeLine(upTo: newline, skipping: 1)
    }
    scanned = buffer.count
    guard isFinished, start < buffer.count else { return nil }
    return takeLine(upTo: buffer.count, skipping: 0)
  }

  /// The bytes from `start` to `end` (without a final `\r`); the next line starts `skip`
  /// bytes after `end`.
  private mutating func takeLine(upTo end: Int, skipping skip: Int) -> [UInt8] {
    let lineEnd = end > start && buffer[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
    let line = Array(buffer[start..<lineEnd])
    start = end + skip
    scanned = start
    lineNumber += 1
    return line
  }
}
