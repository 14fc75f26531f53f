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
  private var lines = LineSplitter()

  /// The path as given, or `-`, for messages.
  var path: String { chunks.path }

  /// Opens a file, or takes standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The path as given on the command line, or `-`.
  ///   - standardInput: Where `-` reads from.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` naming the file and the system's reason
  ///   when it cannot be opened (exit 66).
  init(path: String, standardInput: StandardInput) throws(CommandFailure) {
    chunks = try InputChunks(path: path, standardInput: standardInput)
  }

  /// Closes the file if the reader opened it; later calls read nothing more.
  mutating func close() {
    chunks.close()
    lines = LineSplitter()
    lines.finish()
  }

  /// The next line without its line break, or `nil` at the end of the input.
  ///
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when a read fails (exit 66).
  /// - Complexity: Amortised O(n) for a line of n bytes.
  mutating func nextLine() throws(CommandFailure) -> [UInt8]? {
    while true {
      if let line = lines.nextLine() { return line }
      if lines.isFinished { return nil }
      if let chunk = try chunks.next() { lines.append(chunk) } else { lines.finish() }
    }
  }
}
