/// Bytes read a chunk at a time: a file, a pipe, a socket; what a ``ChunkedLineReader``
/// splits into lines.
///
/// ```swift
/// struct Pieces: ByteChunkSource {
///   var pieces: [[UInt8]]
///   mutating func next() -> ArraySlice<UInt8>? { pieces.isEmpty ? nil : pieces.removeFirst()[...] }
///   mutating func close() { pieces = [] }
/// }
/// ```
public protocol ByteChunkSource {
  /// What a failed read throws.
  associatedtype Failure: Error

  /// The next bytes, never empty, or `nil` at the end of the input.
  ///
  /// - Throws: `Failure` when a read fails.
  mutating func next() throws(Failure) -> ArraySlice<UInt8>?

  /// Stops reading (closing what the source opened); later calls to ``next()`` return `nil`.
  mutating func close()
}
