// The one decimal grammar every number springfit reads goes through: JSON numbers, CSV
// cells, option values, `--values` lists and `--spring` items.

/// Decimal numbers as JSON writes them (RFC 8259), and nothing else.
///
/// ```
/// number   = [ "-" ] integer [ fraction ] [ exponent ]
/// integer  = "0" / digit1-9 *digit
/// fraction = "." 1*digit
/// exponent = ( "e" / "E" ) [ "+" / "-" ] 1*digit
/// ```
///
/// So `-3`, `0.25`, `1e-3` and `2E+10` are numbers, and a leading `+` (`+3`), a bare
/// decimal point (`.5`, `5.`), leading zeros (`007`), C's hexadecimal floats (`0x10`,
/// `0x0.1p0`), `inf`, `infinity` and `nan` are not, although Swift's `Double(_:)` reads them
/// all. A number too large for a `Double` (`1e999`) reads as infinity, which the rules of
/// the field or option then refuse as not finite.
///
/// ```swift
/// DecimalNumber.parse("-3")      // -3.0
/// DecimalNumber.parse("0x10")    // nil
/// DecimalNumber.parse("1e999")   // +infinity
/// ```
package enum DecimalNumber {
  /// The part of a number that lacks its digit.
  package enum Part: Sendable, Hashable {
    /// After the `-` sign, or at the start.
    case sign
    /// After the decimal point.
    case decimalPoint
    /// In the exponent.
    case exponent
  }

  /// Where a scanned number lacks a digit: the index where one is needed, and which part.
  package struct Failure<Index: Sendable & Comparable>: Error, Sendable {
    /// The index where a digit is needed.
    package var index: Index
    /// The part that lacks it.
    package var part: Part
  }

  /// The end of the number that starts at `start` in `bytes` (UTF-8): the grammar's longest
  /// match, which the caller checks is followed by what may follow a number.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - start: Where the number starts: at `-` or a digit.
  /// - Returns: The index after the number, or where a digit is missing.
  /// - Complexity: O(n) in the length of the number.
  package static func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes, from start: Bytes.Index)
    -> Result<Bytes.Index, Failure<Bytes.Index>> where Bytes.Index: Sendable
  {
    var index = start
    let current = { (index: Bytes.Index) -> UInt8? in index < bytes.endIndex ? bytes[index] : nil }
    let isDigit = { (byte: UInt8?) -> Bool in byte.map { (0x30...0x39).contains($0) } ?? false }
    if current(index) == UInt8(ascii: "-") { index = bytes.index(after: index) }
    guard isDigit(current(index)) else { return .failure(Failure(index: index, part: .sign)) }
    let leading = current(index)
    index = bytes.index(after: index)
    if leading != UInt8(ascii: "0") {
      while isDigit(current(index)) { index = bytes.index(after: index) }
    }
    if current(index) == UInt8(ascii: ".") {
      index = bytes.index(after: index)
      guard isDigit(current(index)) else {
        return .failure(Failure(index: index, part: .decimalPoint))
      }
      while isDigit(current(index)) { index = bytes.index(after: index) }
    }
    if current(index) == UInt8(ascii: "e") || current(index) == UInt8(ascii: "E") {
      index = bytes.index(after: index)
      if current(index) == UInt8(ascii: "+") || current(index) == UInt8(ascii: "-") {
        index = bytes.index(after: index)
      }
      guard isDigit(current(index)) else {
        return .failure(Failure(index: index, part: .exponent))
      }
      while isDigit(current(index)) { index = bytes.index(after: index) }
    }
    return .success(index)
  }

  /// Whether the whole of `text` is a number of the grammar.
  package static func isNumber(_ text: some StringProtocol) -> Bool {
    let bytes = Array(text.utf8)
    guard case .success(let end) = scan(bytes, from: 0) else { return false }
    return end == bytes.count
  }

  /// The number the whole of `text` writes, correctly rounded (`±infinity` past the largest
  /// `Double`), or `nil` when `text` is not a number of the grammar.
  ///
  /// - Complexity: O(n) in the length of the text.
  package static func parse(_ text: some StringProtocol) -> Double? {
    // The grammar is a subset of what Double(_:) reads, which rounds correctly.
    isNumber(text) ? Double(String(text)) : nil
  }
}
