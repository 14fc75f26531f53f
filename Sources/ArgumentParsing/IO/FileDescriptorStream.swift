#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered text stream onto a file descriptor: standard output or standard error.
///
/// Text is collected in 64 KiB chunks and written with `write(2)`, retrying interrupted
/// and partial writes. The first failure (a full disk, a closed descriptor) is kept in
/// ``failure`` and later text is dropped, so the caller can report it once.
package struct FileDescriptorStream: TextOutputStream {
  /// The descriptor written to.
  package let descriptor: Int32
  /// The `errno` of the first failed write, if any.
  package private(set) var failure: Int32?
  private var buffer: [UInt8] = []

  /// Bytes collected before a write.
  private static let chunkSize = 1 << 16

  /// Creates a stream onto an open descriptor.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.chunkSize)
  }

  /// Appends text, writing out full chunks.
  package mutating func write(_ string: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.chunkSize { flush() }
  }

  /// Writes out everything collected so far.
  package mutating func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Self.writeBytes(descriptor, bytes, from: offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          failure = written < 0 ? errno : EIO
          return
        }
      }
    }
  }

  /// One `write(2)` call for the bytes from `offset` on.
  private static func writeBytes(
    _ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, from offset: Int
  ) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    #if canImport(Darwin)
    return Darwin.write(descriptor, base + offset, bytes.count - offset)
    #elseif canImport(Musl)
    return Musl.write(descriptor, base + offset, bytes.count - offset)
    #else
    return Glibc.write(descriptor, base + offset, bytes.count - offset)
    #endif
  }

  /// A description of an `errno` value.
  package static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
