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

  /// An open descriptor, read to its end and not closed.
  package static func descriptor(_ descriptor: Int32) -> StandardInput {
    StandardInput(source: .descriptor(descriptor))
  }

  /// A fixed text, as if piped in.
  package static func text(_ text: String) -> StandardInput {
    StandardInput(source: .bytes(Array(text.utf8)))
  }

  /// An input whose first read fails with `errno` `code`, as a closed standard input does
  /// (`EBADF`).
  package static func failing(_ code: Int32) -> StandardInput {
    StandardInput(source: .failure(code))
  }

  /// Reads everything, up to `limit` bytes, or returns the failure.
  package func readAll(limit: Int = InputFile.maximumSize) -> Result<
    [UInt8], InputFile.ReadFailure
  > {
    switch source {
    case .descriptor(let descriptor): InputFile.readAll(descriptor: descriptor, limit: limit)
    case .bytes(let bytes):
      bytes.count > limit ? .failure(.tooLarge(limit: limit)) : .success(bytes)
    case .failure(let code): .failure(.system(code))
    }
  }
}

/// Reads whole input files (or standard input for `-`) with POSIX calls, so that a failure
/// is reported with the system's own words.
///
/// A whole-file read stops past ``maximumSize`` bytes (`fit - < /dev/zero` would otherwise
/// grow without bound): the file is refused as bad data (exit 65) naming the limit. Inputs
/// read a line at a time (`fit --batch`, ``InputChunks``) have no such limit.
package enum InputFile {
  /// The largest input read whole: 64 MiB, over five times the 10⁶-keyframe JSON file
  /// (about 12 MB) that `Scripts/scale.sh` fits.
  package static let maximumSize = 64 << 20

  /// A failed read.
  package enum ReadFailure: Error, Sendable, Equatable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The input has more than `limit` bytes.
    case tooLarge(limit: Int)
  }

  /// The input's name in quotes for messages: `'k.json'`, or `standard input` for `-`.
  package static func quotedName(_ path: String) -> String {
    path == "-" ? "standard input" : "'\(path)'"
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
  ///   - limit: The most bytes read; ``maximumSize`` unless a test says otherwise.
  /// - Returns: The file's bytes.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` naming the file and the system's reason
  ///   (exit 66); ``CommandFailure/badData(_:)`` naming the file and the limit for a file
  ///   larger than `limit` (exit 65).
  package static func read(
    _ path: String, standardInput: StandardInput, limit: Int = maximumSize
  ) throws(CommandFailure) -> [UInt8] {
    let result =
      path == "-" ? standardInput.readAll(limit: limit) : readAll(path: path, limit: limit)
    switch result {
    case .success(let bytes):
      return bytes
    case .failure(.system(let code)):
      throw failure(reading: path, code: code)
    case .failure(.tooLarge(let limit)):
      throw .badData(
        "\(quotedName(path)) is larger than \(describe(bytes: limit)), the "
          + "most springfit reads of a whole input")
    }
  }

  /// A byte count in the largest binary unit that divides it: `64 MiB`, `1 KiB`, `100 bytes`.
  package static func describe(bytes: Int) -> String {
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")]
    where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
      return "\(bytes >> shift) \(unit)"
    }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }

  /// The failure to read an input: `cannot read '<path>': <reason>` or `cannot read
  /// standard input: <reason>` (exit 66).
  ///
  /// - Parameters:
  ///   - path: The path as given, or `-`.
  ///   - code: The `errno` of the failed call.
  /// - Returns: ``CommandFailure/unreadableInput(_:)`` with the message.
  package static func failure(reading path: String, code: Int32) -> CommandFailure {
    .unreadableInput(
      "cannot read \(quotedName(path)): \(FileDescriptorStream.describe(code))")
  }

  /// Opens, reads and closes a file of at most `limit` bytes.
  package static func readAll(path: String, limit: Int = maximumSize) -> Result<
    [UInt8], ReadFailure
  > {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(.system(errno)) }
    defer { close(descriptor) }
    return readAll(descriptor: descriptor, limit: limit)
  }

  /// Reads an open descriptor to its end, retrying interrupted reads, and stops with
  /// ``ReadFailure/tooLarge(limit:)`` once more than `limit` bytes came.
  ///
  /// - Complexity: O(min(n, `limit`)) for n bytes: memory never grows past `limit` plus one
  ///   64 KiB chunk.
  package static func readAll(descriptor: Int32, limit: Int = maximumSize) -> Result<
    [UInt8], ReadFailure
  > {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer)
      }
      if count > 0 {
        guard bytes.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
        bytes += chunk[0..<count]
      } else if count == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(.system(errno))
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
