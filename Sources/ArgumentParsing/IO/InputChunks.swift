#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file, or standard input for `-`, a chunk of at most ``chunkSize`` bytes at a
/// time, for inputs too large to read whole (`InputFile.read(_:standardInput:)` reads whole
/// files); a failed read is exit status 66 with the system's words, as for whole files.
///
/// ```swift
/// var chunks = try InputChunks(path: "sets.jsonl", standardInput: .process)
/// defer { chunks.close() }
/// while let chunk = try chunks.next() { consume(chunk) }
/// ```
package struct InputChunks {
  /// Where the bytes come from.
  private enum Origin {
    /// An open descriptor; `owned` when the reader opened it and must close it.
    case descriptor(Int32, owned: Bool)
    /// These bytes, then the end.
    case buffered([UInt8])
    /// The next read fails with this `errno`.
    case failure(Int32)
  }

  /// Bytes read per `read(2)` call: the largest chunk.
  package static let chunkSize = 1 << 16

  /// The path as given, or `-`, for messages.
  package let path: String
  private var origin: Origin

  /// Opens a file, or takes standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The path as given on the command line, or `-`.
  ///   - standardInput: Where `-` reads from.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` naming the file and the system's reason
  ///   when it cannot be opened (exit 66).
  package init(path: String, standardInput: StandardInput) throws(CommandFailure) {
    self.path = path
    guard path != "-" else {
      switch standardInput.source {
      case .descriptor(let descriptor): origin = .descriptor(descriptor, owned: false)
      case .bytes(let bytes): origin = .buffered(bytes)
      case .failure(let code): origin = .failure(code)
      }
      return
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw InputFile.failure(reading: path, code: errno) }
    origin = .descriptor(descriptor, owned: true)
  }

  /// Closes the file if the reader opened it; later calls read nothing more.
  package mutating func close() {
    if case .descriptor(let descriptor, owned: true) = origin {
      _ = closeDescriptor(descriptor)
    }
    origin = .buffered([])
  }

  /// The next bytes, never empty, or `nil` at the end of the input.
  ///
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when a read fails (exit 66).
  /// - Complexity: O(``chunkSize``).
  package mutating func next() throws(CommandFailure) -> ArraySlice<UInt8>? {
    switch origin {
    case .buffered(let bytes):
      origin = .buffered([])
      return bytes.isEmpty ? nil : bytes[...]
    case .failure(let code):
      throw InputFile.failure(reading: path, code: code)
    case .descriptor(let descriptor, _):
      var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
      while true {
        let count = chunk.withUnsafeMutableBytes { InputFile.readBytes(descriptor, $0) }
        if count >= 0 { return count == 0 ? nil : chunk.prefix(count) }
        guard errno == EINTR else { throw InputFile.failure(reading: path, code: errno) }
      }
    }
  }

  /// `close(2)`, which the method of the same name hides.
  private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    return Darwin.close(descriptor)
    #elseif canImport(Musl)
    return Musl.close(descriptor)
    #else
    return Glibc.close(descriptor)
    #endif
  }
}
