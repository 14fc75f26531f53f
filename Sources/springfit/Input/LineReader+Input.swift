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
typealias LineReader = ChunkedLineReader<InputChunks>

extension InputChunks: ByteChunkSource {}

extension LineReader {
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
    self.init(
      try InputChunks(path: path, standardInput: standardInput),
      maximumLineLength: maximumLineLength)
  }
}
