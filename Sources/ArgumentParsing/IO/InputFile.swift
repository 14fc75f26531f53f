#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an input named `-` is read from: the process's standard input, or a text that a
/// test supplies.
package struct StandardInput: Sendable {
  /// Where the bytes come from.
  package enum Source: Sendable {
    /// An open descriptor, read to its end (the process's standard input is 0).
    case descriptor(Int32)
    /// A fixed text's bytes, as if piped in.
    case bytes([UInt8])
    /// Reading fails at once with this `errno`, as on a closed descriptor.
    case failure(Int32)
  }

  /// Where the bytes come from.
  package let source: Source

  /// The process's standard input (descriptor 0).
  package static let process = StandardInput(source: .descriptor(0))

  /// A fixed text, as if piped in.
  package static func text(_ text: String) -> StandardInput {
    StandardInput(source: .bytes(Array(text.utf8)))
  }

  /// An input whose first read fails with `errno` `code`, as a closed standard input does
  /// (`EBADF`).
  package static func failing(_ code: Int32) -> StandardInput {
    StandardInput(source: .failure(code))
  }

  /// Reads everything, or returns the `errno` of the failure.
  package func readAll() -> Result<[UInt8], InputFile.ReadFailure> {
    switch source {
    case .descriptor(let descriptor): InputFile.readAll(descriptor: descriptor)
    case .bytes(let bytes): .success(bytes)
    case .failure(let code): .failure(InputFile.ReadFailure(code: code))
    }
  }
}

/// Reads whole input files (or standard input for `-`) with POSIX calls, so that a failure
/// is reported with the system's own words.
package enum InputFile {
  /// A failed read: the `errno` value.
  package struct ReadFailure: Error, Sendable, Equatable {
    /// The `errno` of the failure.
    package var code: Int32
  }

  /// The name messages use for an input: the path as given, or `standard input` for `-`.
  package static func displayName(_ path: String) -> String {
    path == "-" ? "standard input" : path
  }

  /// The bytes of a file, or of standard input for `-`.
  ///
  /// - Parameters:
  ///   - path: The path as given on the command line, or `-`.
  ///   - standardInput: Where `-` reads from.
  /// - Returns: The file's bytes.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` naming the file and the system's reason
  ///   (exit 66).
  package static func read(_ path: String, standardInput: StandardInput) throws(CommandFailure)
    -> [UInt8]
  {
    let result = path == "-" ? standardInput.readAll() : readAll(path: path)
    switch result {
    case .success(let bytes):
      return bytes
    case .failure(let failure):
      throw self.failure(reading: path, code: failure.code)
    }
  }

  /// The failure to read an input: `cannot read '<path>': <reason>` or `cannot read
  /// standard input: <reason>` (exit 66).
  ///
  /// - Parameters:
  ///   - path: The path as given, or `-`.
  ///   - code: The `errno` of the failed call.
  /// - Returns: ``CommandFailure/unreadableInput(_:)`` with the message.
  package static func failure(reading path: String, code: Int32) -> CommandFailure {
    let what = path == "-" ? "standard input" : "'\(path)'"
    return .unreadableInput("cannot read \(what): \(FileDescriptorStream.describe(code))")
  }

  /// Opens, reads and closes a file.
  package static func readAll(path: String) -> Result<[UInt8], ReadFailure> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(ReadFailure(code: errno)) }
    defer { close(descriptor) }
    return readAll(descriptor: descriptor)
  }

  /// Reads an open descriptor to its end, retrying interrupted reads.
  package static func readAll(descriptor: Int32) -> Result<[UInt8], ReadFailure> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer)
      }
      if count > 0 {
        bytes += chunk[0..<count]
      } else if count == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(ReadFailure(code: errno))
      }
    }
  }

  /// One `read(2)` call into the buffer: the count read, 0 at the end, or −1 with `errno`
  /// set.
  package static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer)
    -> Int
  {
    guard let base = buffer.baseAddress else { return 0 }
    #if canImport(Darwin)
    return Darwin.read(descriptor, base, buffer.count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, base, buffer.count)
    #else
    return Glibc.read(descriptor, base, buffer.count)
    #endif
  }
}
