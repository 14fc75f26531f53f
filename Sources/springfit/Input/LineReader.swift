import ArgumentParsing
import SpringFormats

/// Reads an input file, or standard input for `-`, one line at a time: ArgumentParsing's
/// ``InputChunks`` (the file, and the exit status of a failed read) into SpringFormats'
/// ``ChunkedLineReader``, which makes the lines.
///
/// ```swift
/// var reader = try LineReader(path: "sets.jsonl", standardInput: .process)
/// defer { reader.close() }
/// while let line = try reader.nextLine() { print(line.count) }
/// ```
struct LineReader {
  /// Bytes read at a time.
  static let chunkSize = InputChunks.chunkSize

  private var lines: ChunkedLineReader<InputChunks>

  /// Opens a file, or takes standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The path as given on the command line, or `-`.
  ///   - standardInput: Where `-` reads from.
  ///   - maximumLineLength: The most bytes a line may have; longer ones are dropped as they
  ///     come and ``next()`` reports them. No limit by default.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` naming the file and the system's reason
  ///   when it cannot be opened (exit 66).
  init(path: String, standardInput: StandardInput, maximumLineLength: Int = .max)
    throws(CommandFailure)
  {
    lines = ChunkedLineReader(
      try InputChunks(path: path, standardInput: standardInput),
      maximumLineLength: maximumLineLength)
  }

  /// Closes the file if the reader opened it; later calls read nothing more.
  mutating func close() { lines.close() }

  /// The next line without its line break (``ChunkedLineReader/nextLine()``), or `nil` at
  /// the end of the input.
  ///
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when a read fails (exit 66).
  mutating func nextLine() throws(CommandFailure) -> [UInt8]? { try lines.nextLine() }

  /// The next line, or one longer than the limit (``ChunkedLineReader/next()``), or `nil`
  /// at the end of the input.
  ///
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when a read fails (exit 66).
  mutating func next() throws(CommandFailure) -> LineSplitter.Line? { try lines.next() }
}

extension InputChunks: ByteChunkSource {}
