#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an output file (`--output`, `fit --plot`) atomically: the text goes to a temporary
/// file in the same directory, which is flushed to disk and renamed over the destination only
/// once everything is written, so a failure never leaves a partial or empty file behind.
///
/// A file that is replaced keeps its permissions; a new one gets 0666 less the umask. A
/// symbolic link at the path is replaced by the file, not followed.
package enum OutputFile {
  /// Writes `text` to `path`, replacing any file there.
  ///
  /// - Parameters:
  ///   - text: The file's whole content.
  ///   - path: The destination; its directory must exist and be writable.
  /// - Throws: ``CommandFailure/failure(_:)`` naming the path and the system's reason; the
  ///   temporary file is removed.
  package static func write(_ text: String, to path: String) throws(CommandFailure) {
    guard !path.isEmpty else { throw .failure("cannot write the output: the file name is empty") }
    var existing = stat()
    let exists = stat(path, &existing) == 0
    if exists, existing.st_mode & S_IFMT == S_IFDIR {
      throw .failure("cannot write '\(path)': it is a directory")
    }
    let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    var template = Array((directory + ".springfit-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(path, errno) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var stream = FileDescriptorStream(descriptor: descriptor)
    stream.write(text)
    stream.flush()
    var status = stream.failure ?? 0
    // A replaced file keeps its mode; a new one gets 0666 less the umask, not mkstemp's 0600.
    var mode = existing.st_mode & 0o7777
    if !exists {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    if status == 0, fchmod(descriptor, mode) != 0 { status = errno }
    if status == 0, fsync(descriptor) != 0 { status = errno }
    if close(descriptor) != 0, status == 0 { status = errno }
    if status == 0, rename(temporary, path) != 0 { status = errno }
    if status != 0 {
      unlink(temporary)
      throw failure(path, status)
    }
  }

  /// Writes `text` to the file `path` names (atomically, as ``write(_:to:)``), or to
  /// `output` when there is none: an `--output FILE` option's one use.
  ///
  /// - Parameters:
  ///   - text: The whole output.
  ///   - path: The file, or `nil` for `output`.
  ///   - output: Standard output; untouched when `path` is given.
  /// - Throws: ``CommandFailure/failure(_:)`` as ``write(_:to:)``.
  package static func write(
    _ text: String, to path: String?, orTo output: inout some TextOutputStream
  ) throws(CommandFailure) {
    guard let path else { return output.write(text) }
    try write(text, to: path)
  }

  /// A failure naming the path and `strerror`'s reason.
  private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
    .failure("cannot write '\(path)': \(FileDescriptorStream.describe(code))")
  }
}
