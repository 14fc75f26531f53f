/// Where bytes stop being UTF-8: the one check the JSON reader (inside strings) and the
/// Lottie bake (the whole file) make, so both refuse the same bytes at the same offset.
enum UTF8Check {
  /// The length of the valid UTF-8 sequence at `index`, or `nil` when the bytes there are
  /// not one (a stray continuation byte, a truncated or overlong sequence, a surrogate, a
  /// code point past U+10FFFF).
  ///
  /// - Complexity: O(1): at most four bytes are read.
  static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[index...].makeIterator()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
    return encoded.count
  }

  /// The 0-based offset of the first byte that is not part of valid UTF-8, or `nil` when
  /// all are.
  ///
  /// - Complexity: O(n).
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      guard let length = sequenceLength(in: bytes, at: index) else { return index }
      index += length
    }
    return nil
  }
}
