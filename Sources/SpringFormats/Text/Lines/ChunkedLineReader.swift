/// Reads lines from bytes that arrive a chunk at a time (a ``ByteChunkSource``), with a
/// ``LineSplitter``: memory stays bounded by the longest line kept and the largest chunk.
///
/// `springfit fit --batch` reads its JSON Lines file with one.
///
/// ```swift
/// var reader = ChunkedLineReader(source, maximumLineLength: KeyframeFitBatch.maximumLineLength)
/// defer { reader.close() }
/// while let line = try reader.nextLine() { print(line.count) }
/// ```
public struct ChunkedLineReader<Source: ByteChunkSource> {
  /// Where the bytes come from.
  public private(set) var source: Source
  private var lines: LineSplitter

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - source: Where the bytes come from.
  ///   - maximumLineLength: The most bytes a line may have; longer ones are dropped as they
  ///     come and ``next()`` reports them. Required: it is what bounds the memory.
  public init(_ source: Source, maximumLineLength: Int) {
    self.source = source
    lines = LineSplitter(maximumLineLength: maximumLineLength)
  }

  /// Closes the source; later calls read nothing more.
  public mutating func close() {
    source.close()
    lines = LineSplitter(maximumLineLength: lines.maximumLineLength)
    lines.finish()
  }

  /// The next line without its line break, skipping lines longer than the limit, or `nil`
  /// at the end of the input.
  ///
  /// - Throws: What the source throws when a read fails.
  /// - Complexity: Amortised O(n) for a line of n bytes.
  public mutating func nextLine() throws(Source.Failure) -> [UInt8]? {
    while let line = try next() {
      if case .text(let bytes) = line { return bytes }
    }
    return nil
  }

  /// The next line, or one longer than the limit (``LineSplitter/next()``), or `nil` at the
  /// end of the input.
  ///
  /// - Throws: What the source throws when a read fails.
  /// - Complexity: Amortised O(n) for a line of n bytes; memory O(limit + chunk size).
  public mutating func next() throws(Source.Failure) -> LineSplitter.Line? {
    while true {
      if let line = lines.next() { return line }
      if lines.isFinished { return nil }
      if let chunk = try source.next() { lines.append(chunk) } else { lines.finish() }
    }
  }
}

extension ChunkedLineReader: Sendable where Source: Sendable {}
