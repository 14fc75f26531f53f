import ArgumentParsing
import SpringFormats

/// Reads an input file, or standard input for `-`, one line at a time: ArgumentParsing's
/// ``InputChunks`` (the file, and the exit status of a failed read) into SpringFormats'
/// ``LineSplitter``, which makes the lines.
///
/// ```swift
/// var reader = try LineReader(path: "sets.jsonl", standardInput: .process)
/// defer { reader.close() }
/// while let line = try reader.nextLine() { print(line.count) }
/// ```
struct LineReader {
  /// Bytes read at a time.
  static let chunkSize = InputChunks.chunkSize

  private var chunks: InputChunks
  private var lines: LineSplitter

  /// The path as given, or `-`, for messages.
  var path: String { chunks.path }

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
    chunks = try InputChunks(path: path, standardInput: standardInput)
    lines = LineSplitter(maximumLineLength: maximumLineLength)
  }

  /// Closes the file if the reader opened it; later calls read nothing more.
  mutating func close() {
    chunks.close()
    lines = LineSplitter(maximumLineLength: lines.maximumLineLength)
    lines.finish()
  }

  /// The next line without its line break, or `nil` at the end of the input.
  ///
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when a read fails (exit 66).
  /// - Complexity: Amortised O(n) for a line of n bytes.
  mutating func nextLine() throws(CommandFailure) -> [UInt8]? {
    while let line = try next() {
      if case .text(let bytes) = line { return bytes }
    }
    return nil
  }

  /// The next line, or one longer than the limit (``LineSplitter/next()``), or `nil` at the
  /// end of the input.
  ///
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when a read fails (exit 66).
  /// - Complexity: Amortised O(n) for a line of n bytes; memory O(limit + ``chunkSize``).
  mutating func next() throws(CommandFailure) -> LineSplitter.Line? {
    while true {
      if let line = lines.next() { return line }
      if lines.isFinished { return nil }
      if let chunk = try chunks.next() { lines.append(chunk) } else { lines.finish() }
    }
  }
}
