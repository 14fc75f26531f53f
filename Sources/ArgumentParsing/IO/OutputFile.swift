#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an output file (`--output`, `fit --plot`) without ever replacing what is not a
/// regular file.
///
/// What is at the path decides how:
/// - nothing, or a regular file: atomically. The text goes to a temporary file in the same
///   directory, which is flushed to disk and renamed over the destination only once
///   everything is written, so a failure never leaves a partial or empty file behind. A
///   replaced file keeps its permissions; a new one gets 0666 less the umask.
/// - a symbolic link: the link is followed (through every link in a chain) and its target
///   is written by these rules, so the link stays a link and its target is replaced
///   atomically.
/// - a device node or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe): written straight
///   into, never replaced. A FIFO must have a reader within ``fifoReaderWait`` seconds, or
///   the write fails rather than wait forever.
/// - a directory or a socket: refused.
///
/// ``checkDistinct(_:from:standardInput:option:)`` refuses an output that is one of the
/// command's inputs before anything is read.
package enum OutputFile {
  /// How long a write into a FIFO waits for a reader to open it, in seconds.
  package static let fifoReaderWait = 2.0

  /// The most symbolic links followed from the path to the file.
  package static let maximumLinks = 40

  /// Writes `text` to `path` by the rules of ``OutputFile``.
  ///
  /// - Parameters:
  ///   - text: The file's whole content.
  ///   - path: The destination; its directory must exist and be writable.
  /// - Throws: ``CommandFailure/failure(_:)`` naming the path and the system's reason; a
  ///   temporary file is removed.
  package static func write(_ text: String, to path: String) throws(CommandFailure) {
    guard !path.isEmpty else { throw .failure("cannot write the output: the file name is empty") }
    let target = try resolvedPath(path)
    var existing = stat()
    guard stat(target, &existing) == 0 else {
      guard errno == ENOENT else { throw failure(path, errno) }
      return try replace(target, with: text, mode: nil, name: path)
    }
    switch existing.st_mode & S_IFMT {
    case S_IFREG: try replace(target, with: text, mode: existing.st_mode & 0o7777, name: path)
    case S_IFDIR: throw .failure("cannot write '\(path)': it is a directory")
    case S_IFCHR, S_IFBLK, S_IFIFO: try writeInto(target, text: text, name: path)
    default: throw .failure("cannot write '\(path)': it is not a file, a device or a FIFO")
    }
  }

  /// Writes `text` to the file `path` names (by the rules of ``write(_:to:)``), or to
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

  /// Refuses an output file that is one of the inputs, which writing would replace before
  /// (or while) it is read: `fit k.json --plot k.json`.
  ///
  /// Files are compared by device and inode (`st_dev`, `st_ino`), so another name, a link
  /// or `-` with standard input redirected from the file is the same file. Only a regular
  /// file counts: a device or a FIFO may be read and written at once (`/dev/tty`).
  ///
  /// ```swift
  /// try OutputFile.checkDistinct("k.json", from: ["k.json"], standardInput: .process,
  ///   option: "--plot")
  /// // Error: invalid value 'k.json' for '--plot': expected a file other than the input …
  /// ```
  ///
  /// - Parameters:
  ///   - output: The output file, or `nil` for standard output.
  ///   - inputs: The input paths as given, `-` for standard input.
  ///   - standardInput: What `-` reads.
  ///   - option: The output's option, for the message.
  /// - Throws: ``CommandFailure/usage(_:)`` (exit 64) naming the option, the output and the
  ///   input.
  package static func checkDistinct(
    _ output: String?, from inputs: [String], standardInput: StandardInput, option: String
  ) throws(CommandFailure) {
    guard let output, !output.isEmpty else { return }
    var outputStatus = stat()
    guard stat(output, &outputStatus) == 0, outputStatus.st_mode & S_IFMT == S_IFREG else {
      return
    }
    for input in inputs {
      var inputStatus = stat()
      if input == "-" {
        guard case .descriptor(let descriptor) = standardInput.source,
          fstat(descriptor, &inputStatus) == 0
        else { continue }
      } else if stat(input, &inputStatus) != 0 {
        continue
      }
      if inputStatus.st_dev == outputStatus.st_dev, inputStatus.st_ino == outputStatus.st_ino {
        throw .usage(
          .invalidValue(
            option: option, value: output,
            rule: input == "-"
              ? "a file other than the one standard input reads, which writing would replace"
              : "a file other than the input '\(input)', which writing would replace"))
      }
    }
  }

  /// The path with every symbolic link followed: the file or device written, or where a new
  /// file goes (a dangling link's target).
  ///
  /// - Throws: ``CommandFailure/failure(_:)`` for a chain longer than ``maximumLinks`` or a
  ///   link that cannot be read.
  static func resolvedPath(_ path: String) throws(CommandFailure) -> String {
    var current = path
    for _ in 0...maximumLinks {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = buffer.withUnsafeMutableBufferPointer { pointer in
        pointer.baseAddress.map { readlink(current, $0, pointer.count - 1) } ?? -1
      }
      guard count > 0 else { throw failure(path, errno) }
      let target = String(
        decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target : (current.lastIndex(of: "/").map { String(current[...$0]) } ?? "") + target
    }
    throw failure(path, ELOOP)
  }

  /// Writes a regular file (or a new one) atomically through a temporary file beside it.
  ///
  /// - Parameters:
  ///   - target: The file's path, no link.
  ///   - text: Its content.
  ///   - mode: The replaced file's permissions, or `nil` for a new file.
  ///   - name: The path as given, for messages.
  /// - Throws: ``CommandFailure/failure(_:)`` naming the path; the temporary file is removed.
  private static func replace(_ target: String, with text: String, mode: mode_t?, name: String)
    throws(CommandFailure)
  {
    let directory = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
    var template = Array((directory + ".springfit-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(name, errno) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var stream = FileDescriptorStream(descriptor: descriptor)
    stream.write(text)
    stream.flush()
    var status = stream.failure ?? 0
    // A replaced file keeps its mode; a new one gets 0666 less the umask, not mkstemp's 0600.
    var permissions = mode ?? 0
    if mode == nil {
      let mask = umask(0)
      umask(mask)
      permissions = 0o666 & ~mask
    }
    if status == 0, fchmod(descriptor, permissions) != 0 { status = errno }
    if status == 0, fsync(descriptor) != 0 { status = errno }
    if close(descriptor) != 0, status == 0 { status = errno }
    if status == 0, rename(temporary, target) != 0 { status = errno }
    if status != 0 {
      unlink(temporary)
      throw failure(name, status)
    }
  }

  /// Writes straight into a device node or a FIFO, opened without creating or truncating.
  ///
  /// The open does not block: a FIFO without a reader fails with `ENXIO`, retried for
  /// ``fifoReaderWait`` seconds; once open, writes block as usual.
  private static func writeInto(_ target: String, text: String, name: String)
    throws(CommandFailure)
  {
    var descriptor: Int32 = -1
    var waited = 0.0
    let pause = 0.01
    while true {
      descriptor = open(target, O_WRONLY | O_NONBLOCK | O_NOCTTY)
      if descriptor >= 0 { break }
      let code = errno
      if code == EINTR { continue }
      guard code == ENXIO, waited < fifoReaderWait else {
        throw code == ENXIO
          ? .failure(
            "cannot write '\(name)': no process reads the FIFO (waited "
              + "\(Int(fifoReaderWait)) seconds)")
          : failure(name, code)
      }
      var interval = timespec(tv_sec: 0, tv_nsec: Int(pause * 1e9))
      nanosleep(&interval, nil)
      waited += pause
    }
    let flags = fcntl(descriptor, F_GETFL)
    var status: Int32 = 0
    if flags < 0 || fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) != 0 { status = errno }
    if status == 0 {
      var stream = FileDescriptorStream(descriptor: descriptor)
      stream.write(text)
      stream.flush()
      status = stream.failure ?? 0
    }
    if close(descriptor) != 0, status == 0, errno != EINTR { status = errno }
    if status != 0 { throw failure(name, status) }
  }

  /// A failure naming the path and `strerror`'s reason.
  private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
    .failure("cannot write '\(path)': \(FileDescriptorStream.describe(code))")
  }
}
