/// Reading a gzip file (RFC 1952) whose one member holds a DEFLATE stream (RFC 1951): a
/// Telegram sticker (`.tgs`) is a Lottie file so compressed.
///
/// The package has no dependencies, so this is its own inflater: stored, fixed and dynamic
/// Huffman blocks, checked against the member's CRC-32 and length, with the output bounded
/// by ``maximumOutput`` so that a small file cannot inflate without end.
///
/// ```swift
/// if Gzip.isGzip(bytes) { bytes = try Gzip.decompress(bytes) }
/// ```
public enum Gzip {
  /// The most bytes a member may inflate to: 64 MiB, far more than any Lottie file needs.
  public static let maximumOutput = 64 << 20

  /// Whether the bytes start with gzip's magic number, `1F 8B`.
  public static func isGzip(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
  }

  /// The bytes the first gzip member holds; bytes after the member are ignored.
  ///
  /// - Parameters:
  ///   - bytes: The gzip file.
  ///   - limit: The most bytes the member may inflate to.
  /// - Returns: The inflated bytes.
  /// - Throws: ``GzipError`` naming the byte offset and the rule broken.
  /// - Complexity: O(n + m): the input and at most `limit` bytes of output.
  public static func decompress(_ bytes: [UInt8], limit: Int = maximumOutput)
    throws(GzipError) -> [UInt8]
  {
    var reader = BitReader(bytes: bytes)
    guard isGzip(bytes), bytes.count >= 18 else {
      throw GzipError(offset: 0, rule: "a gzip member starts with 1F 8B and has at least 18 bytes")
    }
    reader.position = 2
    guard try reader.byte() == 8 else {
      throw GzipError(offset: 2, rule: "the compression method must be 8 (DEFLATE)")
    }
    let flags = try reader.byte()
    guard flags & 0xE0 == 0 else {
      throw GzipError(offset: 3, rule: "the reserved flag bits must be 0")
    }
    reader.position = 10
    if flags & 0x04 != 0 {
      let low = try reader.byte()
      let high = try reader.byte()
      try reader.skip(low | high << 8)
    }
    for flag in [0x08, 0x10] where flags & flag != 0 {
      while try reader.byte() != 0 {}
    }
    if flags & 0x02 != 0 { try reader.skip(2) }
    let output = try Inflater.inflate(&reader, limit: limit)
    reader.alignToByte()
    let start = reader.position
    var trailer: [Int] = []
    for _ in 0..<8 { trailer.append(try reader.byte()) }
    let crc = trailer[0] | trailer[1] << 8 | trailer[2] << 16 | trailer[3] << 24
    let size = trailer[4] | trailer[5] << 8 | trailer[6] << 16 | trailer[7] << 24
    guard crc == Int(CRC32.checksum(output)) else {
      throw GzipError(offset: start, rule: "the CRC-32 of the inflated bytes does not match")
    }
    guard size == output.count & 0xFFFF_FFFF else {
      throw GzipError(offset: start + 4, rule: "the inflated length does not match ISIZE")
    }
    return output
  }
}

/// Why gzip bytes could not be inflated: where (the byte offset) and the rule.
public struct GzipError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The offset of the byte at fault, from 0.
  public var offset: Int
  /// The rule broken.
  public var rule: String

  /// Creates an error.
  public init(offset: Int, rule: String) {
    self.offset = offset
    self.rule = rule
  }

  /// `byte N: rule`.
  public var description: String { "byte \(offset): \(rule)" }
}

/// CRC-32 (ISO-HDLC, the polynomial gzip uses), one table-driven pass.
enum CRC32 {
  /// The 256 entries for the reflected polynomial 0xEDB88320.
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
    return value
  }

  /// The checksum of the bytes.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}

/// Bits from bytes, least significant first, as DEFLATE packs them.
struct BitReader {
  /// The input.
  let bytes: [UInt8]
  /// The next byte to load.
  var position = 0
  /// Loaded bits not yet read.
  var buffer: UInt64 = 0
  /// How many bits `buffer` holds.
  var count = 0

  /// The next `n` bits (at most 32), the first read the least significant.
  mutating func bits(_ n: Int) throws(GzipError) -> Int {
    while count < n {
      guard position < bytes.count else {
        throw GzipError(offset: position, rule: "the compressed data ends early")
      }
      buffer |= UInt64(bytes[position]) << UInt64(count)
      position += 1
      count += 8
    }
    let value = Int(buffer & ((1 << UInt64(n)) - 1))
    buffer >>= UInt64(n)
    count -= n
    return value
  }

  /// Drops the bits left in the current byte.
  mutating func alignToByte() {
    let drop = count % 8
    buffer >>= UInt64(drop)
    count -= drop
  }

  /// The next whole byte (after ``alignToByte()`` or before any bit is read).
  mutating func byte() throws(GzipError) -> Int { try bits(8) }

  /// Skips `n` whole bytes.
  mutating func skip(_ n: Int) throws(GzipError) {
    for _ in 0..<n { _ = try byte() }
  }
}
