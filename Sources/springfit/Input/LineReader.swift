import ArgumentParsing
import SpringFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file, or standard input for `-`, one line at a time, a chunk of
/// ``chunkSize`` bytes at a time: the file or standard input, and the exit status of a
/// failed read, around SpringFormats' ``LineSplitter``, which makes the lines.
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
  private var lines = LineSplitter()

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
        lines.append(bytes)
        lines.finish()
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
      try fill()
    }
  }

  /// Reads one more chunk into the splitter, or tells it the input has ended.
  private mutating func fill() throws(CommandFailure) {
    switch origin {
    case .buffered:
      lines.finish()
    case .failure(let code):
      throw InputFile.failure(reading: path, code: code)
    case .descriptor(let descriptor, _):
      var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
      while true {
        let count = chunk.withUnsafeMutableBytes { InputFile.readBytes(descriptor, $0) }
        if count >= 0 {
          lines.append(chunk.prefix(count))
          if count == 0 { lines.finish() }
          return
        }
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
