import NameSuggestions

/// Reads one JSON document from UTF-8 bytes.
///
/// ```swift
/// let node = try JSONReader.parse(Array(#"{"values": [0.4, 1]}"#.utf8))
/// ```
///
/// RFC 8259, strictly: no comments, no trailing commas, no repeated keys. Numbers keep their
/// text and are read with `Double(_:)`, which rounds correctly: `0.30000000000000004` reads
/// back to the same double ``NumberText/roundTrip(_:)`` printed it as. Nesting deeper than
/// ``maximumDepth`` is refused rather than risking the stack.
public enum JSONReader {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  /// Parses a whole document: one value, with only whitespace around it.
  ///
  /// - Parameter bytes: UTF-8 text; a leading byte order mark is skipped.
  /// - Returns: The value and its positions.
  /// - Throws: ``JSONSyntaxError`` at the first problem.
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var parser = ByteCursor(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let node = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error(.textAfterValue)
    }
    return node
  }
}

// The JSON grammar, a recursive-descent parser over the bytes with the shared cursor.
extension ByteCursor {
  fileprivate func error(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, problem: problem)
  }

  fileprivate mutating func skipWhitespace() {
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\n"):
        index += 1
        beginLine()
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      default:
        return
      }
    }
  }

  fileprivate mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    let (line, column) = (self.line, self.column)
    guard let byte = current else { throw error(.unexpectedEnd(.value)) }
    switch byte {
    case UInt8(ascii: "{"):
      return JSONNode(value: try object(depth: depth + 1), line: line, column: column)
    case UInt8(ascii: "["):
      return JSONNode(value: try array(depth: depth + 1), line: line, column: column)
    case UInt8(ascii: "\""):
      return JSONNode(value: .string(try string()), line: line, column: column)
    case UInt8(ascii: "t"):
      return JSONNode(value: try literal("true", .bool(true)), line: line, column: column)
    case UInt8(ascii: "f"):
      return JSONNode(value: try literal("false", .bool(false)), line: line, column: column)
    case UInt8(ascii: "n"):
      return JSONNode(value: try literal("null", .null), line: line, column: column)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: try number(), line: line, column: column)
    default:
      throw error(.unexpectedCharacter(Self.printable(byte)))
    }
  }

  fileprivate mutating func literal(_ word: String, _ value: JSONNode.Value) throws(JSONSyntaxError)
    -> JSONNode.Value
  {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw error(.unexpectedCharacter(Self.printable(bytes[index])))
    }
    index += expected.count
    return value
  }

  fileprivate mutating func number() throws(JSONSyntaxError) -> JSONNode.Value {
    let start = index
    // The one decimal grammar, shared with CSV cells and option values.
    switch DecimalNumber.scan(bytes, from: index) {
    case .success(let end):
      index = end
    case .failure(let failure):
      index = failure.index
      let part: JSONSyntaxError.NumberPart =
        switch failure.part {
        case .sign: .sign
        case .decimalPoint: .decimalPoint
        case .exponent: .exponent
        }
      throw error(.numberWithoutDigit(part))
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // The grammar above is a subset of what Double(_:) reads; overflow gives ±infinity.
    return .number(Double(text) ?? .nan, text: text)
  }

  fileprivate mutating func string() throws(JSONSyntaxError) -> String {
    index += 1  // the opening quote
    var run = index  // start of the unescaped run
    var text: [UInt8] = []
    while true {
      guard let byte = current else { throw error(.unterminatedString) }
      if byte == UInt8(ascii: "\"") {
        text += bytes[run..<index]
        index += 1
        break
      }
      if byte < 0x20 {
        throw error(
          byte == UInt8(ascii: "\n") ? .unterminatedString : .controlCharacterInString)
      }
      if byte >= 0x80 {
        // Raw text must be UTF-8: refused here, never decoded with replacement characters.
        guard let length = UTF8Check.sequenceLength(in: bytes, at: index) else {
          throw error(.invalidUTF8(offset: index, byte: bytes[index]))
        }
        index += length
        continue
      }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      text += bytes[run..<index]
      index += 1
      guard let escaped = current else { throw error(.unterminatedString) }
      index += 1
      let simple: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D,
        UInt8(ascii: "t"): 0x09,
      ]
      if let replacement = simple[escaped] {
        text.append(replacement)
      } else if escaped == UInt8(ascii: "u") {
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
          index += 2
          let low = try hexQuad()
          guard (0xDC00..<0xE000).contains(low) else {
            throw error(.invalidLowSurrogate)
          }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        text += Array(String(scalar).utf8)
      } else {
        index -= 2  // point at the backslash
        throw error(.invalidEscape(Self.printable(escaped)))
      }
      run = index
    }
    return String(decoding: text, as: UTF8.self)
  }

  fileprivate mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    let digits = index + 4 <= bytes.count ? bytes[index..<index + 4] : []
    guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
      let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
    else { throw error(.incompleteUnicodeEscape) }
    index += 4
    return code
  }

  fileprivate mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
    guard depth <= JSONReader.maximumDepth else {
      throw error(.nestingTooDeep)
    }
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      case nil: throw error(.unexpectedEnd(.arraySeparator))
      default: throw error(.missing(.arraySeparator))
      }
    }
  }

  fileprivate mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
    guard depth <= JSONReader.maximumDepth else {
      throw error(.nestingTooDeep)
    }
    index += 1
    var members: [(key: String, node: JSONNode)] = []
    // The keys seen so far, so that a repeated key is found in O(1), not O(members).
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw error(current == nil ? .unexpectedEnd(.fieldName) : .missing(.fieldName))
      }
      let (keyLine, keyColumn) = (line, column)
      let key = try string()
      guard keys.insert(key).inserted else {
        throw JSONSyntaxError(line: keyLine, column: keyColumn, problem: .duplicateKey(key))
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error(.missing(.colon)) }
      index += 1
      skipWhitespace()
      members.append((key, try value(depth: depth)))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      case nil: throw error(.unexpectedEnd(.objectSeparator))
      default: throw error(.missing(.objectSeparator))
      }
    }
  }

  /// A byte as it can be shown in a message.
  fileprivate static func printable(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
  }
}
