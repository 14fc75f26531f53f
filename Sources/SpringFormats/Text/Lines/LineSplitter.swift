/// Splits bytes that arrive in chunks (a file read piece by piece, a pipe, a socket) into
/// lines, so that memory stays bounded by the longest line however long the input is, and by
/// ``maximumLineLength`` however long a line is.
///
/// Lines end at `\n`, and a `\r` before it is dropped; a final newline ends the last line
/// rather than starting an empty one, and after ``finish()`` a last line without a newline
/// still counts. JSON Lines, as `springfit fit --batch` reads it, is one document per line.
///
/// A line longer than ``maximumLineLength`` bytes is not kept: its bytes are dropped as they
/// come, and ``next()`` reports it as ``Line/tooLong(length:)`` at its newline, so the lines
/// after it are read as usual.
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
  /// A line as ``next()`` returns it.
  public enum Line: Sendable, Hashable {
    /// The line's bytes, without its line break.
    case text([UInt8])
    /// A line longer than ``LineSplitter/maximumLineLength``: its length in bytes, without
    /// its line break; its bytes were dropped.
    case tooLong(length: Int)
  }

  /// The most bytes a line may have; longer lines are reported, not kept.
  public let maximumLineLength: Int
  /// The 1-based number of the last line returned; 0 before the first.
  public private(set) var lineNumber = 0
  /// Whether ``finish()`` said no more bytes come.
  public private(set) var isFinished = false
  /// Bytes appended but not yet returned start at `start`.
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes: no newline lies in `start..<scanned`.
  private var scanned = 0
  /// The bytes dropped so far of a line past the limit, while its newline has not come.
  private var dropped: Int?

  /// A splitter waiting for its first bytes.
  ///
  /// - Parameter maximumLineLength: The most bytes a line may have; no limit by default.
  public init(maximumLineLength: Int = .max) {
    self.maximumLineLength = maximumLineLength
  }

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

  /// The next complete line without its line break, skipping lines longer than
  /// ``maximumLineLength`` (``next()`` reports them); `nil` when more bytes are needed, or,
  /// after ``finish()``, at the end of the input.
  ///
  /// - Complexity: Amortised O(n) for a line of n bytes.
  public mutating func nextLine() -> [UInt8]? {
    while let line = next() {
      if case .text(let bytes) = line { return bytes }
    }
    return nil
  }

  /// The next complete line, or a line too long to keep; `nil` when more bytes are needed,
  /// or, after ``finish()``, at the end of the input.
  ///
  /// - Complexity: Amortised O(n) for a line of n bytes; memory O(``maximumLineLength``)
  ///   plus the bytes of one ``append(_:)``.
  public mutating func next() -> Line? {
    if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
      return takeLine(upTo: newline, skipping: 1)
    }
    scanned = buffer.count
    if buffer.count - start > maximumLineLength || dropped != nil {
      // Past the limit without a newline: drop what came, and count it; a final `\r` stays,
      // in case a `\n` follows it.
      let kept = buffer.last == UInt8(ascii: "\r") ? 1 : 0
      dropped = (dropped ?? 0) + buffer.count - kept - start
      start = buffer.count - kept
      scanned = start
    }
    guard isFinished, start < buffer.count || dropped != nil else { return nil }
    return takeLine(upTo: buffer.count, skipping: 0)
  }

  /// The line from `start` to `end` (without a final `\r`), or its length when it is too
  /// long; the next line starts `skip` bytes after `end`.
  private mutating func takeLine(upTo end: Int, skipping skip: Int) -> Line {
    let lineEnd = end > start && buffer[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
    let length = (dropped ?? 0) + lineEnd - start
    let line: Line =
      dropped == nil && length <= maximumLineLength
      ? .text(Array(buffer[start..<lineEnd])) : .tooLong(length: length)
    dropped = nil
    start = end + skip
    scanned = start
    lineNumber += 1
    return line
  }
}
