#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file, or standard input for `-`, one line at a time, a chunk of
/// ``chunkSize`` bytes at a time, so that memory stays bounded by the longest line however
/// long the input is.
///
/// Lines end at `\n`, and a `\r` before it is dropped; a final newline ends the last line
/// rather than starting an empty one, and a last line without a newline still counts.
///
/// ```swift
/// var reader = try LineReader(path: "sets.jsonl", standardInput: .process)
/// defer { reader.close() }
/// while let line = try reader.nextLine() { print(line.count) }
/// ```
struct LineReader {
  /// Where the bytes come from.
  private enum Origin {
    /// An open descriptor; `owned` when the reader opened it and must close it.
    case descriptor(Int32, owned: Bool)
    /// Everything is already in the buffer.
    case buffered
    /// The next read fails with this `errno`.
    case failure(Int32)
  }

  /// Bytes read per `read(2)` call.
  static let chunkSize = 1 << 16

  /// The path as given, or `-`, for messages.
  let path: String
  private var origin: Origin
  /// Bytes read but not yet returned start at `start`.
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes: no newline lies in `start..<scanned`.
  private var scanned = 0
  /// Whether the end of the input has been reached.
  private var ended = false

  /// Opens a file, or takes standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The path as given on the command line, or `-`.
  ///   - standardInput: Where `-` reads from.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` naming the file and the system's reason
  ///   when it cannot be opened (exit 66).
  init(path: String, standardInput: StandardInput) throws(CommandFailure) {
    self.path = path
    guard path != "-" else {
      switch standardInput.source {
      case .descriptor(let descriptor):
        origin = .descriptor(descriptor, owned: false)
      case .bytes(let bytes):
        origin = .buffered
        buffer = bytes
        ended = true
      case .failure(let code):
        origin = .failure(code)
      }
      return
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw InputFile.failure(reading: path, code: errno) }
    origin = .descriptor(descriptor, owned: true)
  }

  /// Closes the file if the reader opened it; later calls read nothing more.
  mutating func close() {
    if case .descriptor(let descriptor, owned: true) = origin {
      _ = closeDescriptor(descriptor)
    }
    origin = .buffered
    ended = true
  }

  /// The next line without its line break, or `nil` at the end of the input.
  ///
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when a read fails (exit 66).
  /// - Complexity: Amortised O(n) for a line of n bytes.
  mutating func nextLine() throws(CommandFailure) -> [UInt8]? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        return takeLine(upTo: newline, skipping: 1)
      }
      scanned = buffer.count
      if ended {
        return start < buffer.count ? takeLine(upTo: buffer.count, skipping: 0) : nil
      }
      try fill()
    }
  }

  /// The bytes from `start` to `end` (without a final `\r`); the next line starts `skip`
  /// bytes after `end`.
  private mutating func takeLine(upTo end: Int, skipping skip: Int) -> [UInt8] {
    let lineEnd = end > start && buffer[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
    let line = Array(buffer[start..<lineEnd])
    start = end + skip
    scanned = start
    return line
  }

  /// Drops the bytes already returned and reads one more chunk.
  private mutating func fill() throws(CommandFailure) {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      scanned -= start
      start = 0
    }
    switch origin {
    case .buffered:
      ended = true
    case .failure(let code):
      throw InputFile.failure(reading: path, code: code)
    case .descriptor(let descriptor, _):
      let old = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
      while true {
        let count = buffer.withUnsafeMutableBytes { bytes in
          InputFile.readBytes(descriptor, UnsafeMutableRawBufferPointer(rebasing: bytes[old...]))
        }
        if count >= 0 {
          buffer.removeLast(Self.chunkSize - count)
          if count == 0 { ended = true }
          return
        }
        guard errno == EINTR else {
          let code = errno
          buffer.removeLast(Self.chunkSize)
          throw InputFile.failure(reading: path, code: code)
        }
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
