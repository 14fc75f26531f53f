/// DEFLATE (RFC 1951) decoding: stored, fixed and dynamic Huffman blocks.
enum Inflater {
  /// Length symbols 257…285: the base lengths and their extra bits.
  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Distance symbols 0…29: the base distances and their extra bits.
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]
  /// The order code-length code lengths are written in.
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// Inflates blocks until the last one.
  ///
  /// - Complexity: O(n + `limit`).
  static func inflate(_ reader: inout BitReader, limit: Int) throws(GzipError) -> [UInt8] {
    var output: [UInt8] = []
    var isLast = false
    while !isLast {
      isLast = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length ^ complement == 0xFFFF else {
          throw GzipError(offset: reader.position, rule: "a stored block's LEN and NLEN disagree")
        }
        guard output.count + length <= limit else { throw tooLarge(limit, reader) }
        for _ in 0..<length { output.append(UInt8(try reader.byte())) }
      case 1:
        try codes(
          &reader, &output, literals: fixedLiterals, distances: fixedDistances, limit: limit)
      case 2:
        let (literals, distances) = try dynamicTables(&reader)
        try codes(&reader, &output, literals: literals, distances: distances, limit: limit)
      default:
        throw GzipError(offset: reader.position, rule: "block type 3 is reserved")
      }
    }
    return output
  }

  private static func tooLarge(_ limit: Int, _ reader: BitReader) -> GzipError {
    GzipError(offset: reader.position, rule: "inflates to more than \(limit) bytes")
  }

  /// The fixed literal/length code.
  static let fixedLiterals: Huffman = {
    let lengths = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    // The fixed lengths are complete: the table cannot fail.
    return (try? Huffman(lengths: lengths)) ?? Huffman()
  }()
  /// The fixed distance code.
  static let fixedDistances: Huffman =
    (try? Huffman(lengths: Array(repeating: 5, count: 30)))
    ?? Huffman()

  /// Reads a dynamic block's code tables.
  private static func dynamicTables(_ reader: inout BitReader) throws(GzipError)
    -> (Huffman, Huffman)
  {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw GzipError(offset: reader.position, rule: "too many length or distance codes")
    }
    var codeLengths = Array(repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
    let lengthCode = try Huffman(lengths: codeLengths, at: reader.position)
    var lengths: [Int] = []
    let total = literalCount + distanceCount
    while lengths.count < total {
      let symbol = try lengthCode.decode(&reader)
      var repeated = 0
      var value = 0
      switch symbol {
      case 0..<16:
        lengths.append(symbol)
        continue
      case 16:
        guard let previous = lengths.last else {
          throw GzipError(offset: reader.position, rule: "a repeat before any code length")
        }
        value = previous
        repeated = try 3 + reader.bits(2)
      case 17: repeated = try 3 + reader.bits(3)
      default: repeated = try 11 + reader.bits(7)
      }
      guard lengths.count + repeated <= total else {
        throw GzipError(offset: reader.position, rule: "code lengths run past their count")
      }
      lengths += Array(repeating: value, count: repeated)
    }
    guard lengths[256] > 0 else {
      throw GzipError(offset: reader.position, rule: "the end-of-block code has no length")
    }
    return (
      try Huffman(lengths: Array(lengths[0..<literalCount]), at: reader.position),
      try Huffman(lengths: Array(lengths[literalCount...]), at: reader.position)
    )
  }

  /// Decodes literals and back-references until the end-of-block symbol.
  private static func codes(
    _ reader: inout BitReader, _ output: inout [UInt8], literals: Huffman, distances: Huffman,
    limit: Int
  ) throws(GzipError) {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        guard output.count < limit else { throw tooLarge(limit, reader) }
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < lengthBase.count else {
        throw GzipError(offset: reader.position, rule: "length symbol \(symbol) is invalid")
      }
      let length = try lengthBase[index] + reader.bits(lengthExtra[index])
      let code = try distances.decode(&reader)
      guard code < distanceBase.count else {
        throw GzipError(offset: reader.position, rule: "distance symbol \(code) is invalid")
      }
      let distance = try distanceBase[code] + reader.bits(distanceExtra[code])
      guard distance <= output.count else {
        throw GzipError(offset: reader.position, rule: "a distance reaches before the start")
      }
      guard output.count + length <= limit else { throw tooLarge(limit, reader) }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }
}

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Huffman {
  /// `counts[n]`: the number of codes of length n (1…15).
  var counts = Array(repeating: 0, count: 16)
  /// The symbols, by code length, then by symbol.
  var symbols: [Int] = []

  /// An empty code, which decodes nothing.
  init() {}

  /// The code of the given lengths (0: the symbol is unused).
  ///
  /// - Throws: ``GzipError`` at `offset` for lengths that over-subscribe the code space.
  init(lengths: [Int], at offset: Int = 0) throws(GzipError) {
    for length in lengths { counts[length] += 1 }
    counts[0] = 0
    var left = 1
    for length in 1...15 {
      left = left << 1 - counts[length]
      guard left >= 0 else {
        throw GzipError(offset: offset, rule: "a Huffman code is over-subscribed")
      }
    }
    var starts = Array(repeating: 0, count: 16)
    for length in 1..<15 { starts[length + 1] = starts[length] + counts[length] }
    symbols = Array(repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      symbols[starts[length]] = symbol
      starts[length] += 1
    }
  }

  /// The next symbol, reading its code one bit at a time (most significant bit first).
  func decode(_ reader: inout BitReader) throws(GzipError) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      code |= try reader.bits(1)
      let count = counts[length]
      if code - first < count { return symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw GzipError(offset: reader.position, rule: "a code matches no symbol")
  }
}
