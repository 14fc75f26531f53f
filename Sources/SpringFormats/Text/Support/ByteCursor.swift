/// A position in UTF-8 bytes that counts lines, shared by the readers (``CSVReader``,
/// ``JSONReader``) so that their line and column numbers mean the same thing.
///
/// Each reader extends it with its own grammar; lines and columns count from 1, and a column
/// counts bytes.
package struct ByteCursor {
  /// The whole input.
  package let bytes: [UInt8]
  /// The next byte to read.
  package var index = 0
  /// The line of ``index``.
  package var line = 1
  /// Where ``line`` starts.
  package var lineStart = 0

  /// A cursor at the first byte.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The column of ``index``.
  package var column: Int { index - lineStart + 1 }

  /// The byte at ``index``, or `nil` at the end.
  package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Counts a new line starting at ``index`` (the reader has just stepped over its break).
  package mutating func beginLine() {
    line += 1
    lineStart = index
  }
}
