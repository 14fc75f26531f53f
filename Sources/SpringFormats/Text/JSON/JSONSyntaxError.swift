/// A JSON text that does not parse: where, and which rule of RFC 8259 it breaks.
///
/// The message (``reason``, and ``description`` with the position) is rendered from the
/// problem, so callers can match on ``problem`` instead of reading text.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the reader expected where the text ended or went wrong.
  public enum Expectation: Sendable, Hashable {
    /// A value.
    case value
    /// `,` or `]` after an array element.
    case arraySeparator
    /// A field name in double quotes.
    case fieldName
    /// `:` after a field name.
    case colon
    /// `,` or `}` after an object member.
    case objectSeparator
  }

  /// The part of a number that lacks its digit.
  public enum NumberPart: Sendable, Hashable {
    /// After the `-` sign.
    case sign
    /// After the decimal point.
    case decimalPoint
    /// In the exponent.
    case exponent
  }

  /// Which rule the text breaks.
  public enum Problem: Sendable, Hashable {
    /// The text ends where something was expected.
    case unexpectedEnd(Expectation)
    /// Something else stands where the expectation belongs.
    case missing(Expectation)
    /// A character that cannot start a value, as it can be shown (`x`, `\u{7}`).
    case unexpectedCharacter(String)
    /// Text follows the document's one value.
    case textAfterValue
    /// A number without a digit where one is needed.
    case numberWithoutDigit(NumberPart)
    /// A string without its closing quote (a line break ends it too).
    case unterminatedString
    /// A control character written raw in a string.
    case controlCharacterInString
    /// A backslash escape JSON does not have; the character after the backslash.
    case invalidEscape(String)
    /// A `\u` escape without four hexadecimal digits.
    case incompleteUnicodeEscape
    /// A high surrogate escape followed by an escape that is no low surrogate.
    case invalidLowSurrogate
    /// Arrays and objects nest deeper than ``JSONReader/maximumDepth``.
    case nestingTooDeep
    /// An object repeats a key.
    case duplicateKey(String)
    /// A string's raw bytes are not UTF-8: the 0-based byte offset in the text, and the
    /// byte there.
    case invalidUTF8(offset: Int, byte: UInt8)
  }

  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column (in UTF-8 bytes) of the problem.
  public var column: Int
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The 1-based line.
  ///   - column: The 1-based column in UTF-8 bytes.
  ///   - problem: What is wrong.
  public init(line: Int, column: Int, problem: Problem) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// What is wrong, as a phrase without the position, such as "expected ',' or ']' after an
  /// array element".
  public var reason: String {
    switch problem {
    case .unexpectedEnd(let expectation):
      "unexpected end of the text; expected " + Self.endPhrase(expectation)
    case .missing(let expectation): Self.missingPhrase(expectation)
    case .unexpectedCharacter(let character):
      "unexpected character '\(character)'; expected a value"
    case .textAfterValue: "unexpected text after the JSON value"
    case .numberWithoutDigit(.sign): "a number needs a digit after its sign"
    case .numberWithoutDigit(.decimalPoint): "a number needs a digit after its decimal point"
    case .numberWithoutDigit(.exponent): "a number needs a digit in its exponent"
    case .unterminatedString: "unterminated string"
    case .controlCharacterInString: "control character in a string; escape it"
    case .invalidEscape(let character): "invalid escape '\\\(character)' in a string"
    case .incompleteUnicodeEscape: "a \\u escape needs four hexadecimal digits"
    case .invalidLowSurrogate: "invalid low surrogate in a \\u escape"
    case .nestingTooDeep: "arrays and objects nest too deeply"
    case .duplicateKey(let key): "field '\(key)' appears twice"
    case .invalidUTF8(let offset, let byte):
      "the byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset) is not "
        + "UTF-8, which JSON text is"
    }
  }

  /// `line:column: reason`.
  public var description: String { "\(line):\(column): \(reason)" }

  /// What was expected, after "unexpected end of the text; expected ".
  private static func endPhrase(_ expectation: Expectation) -> String {
    switch expectation {
    case .value: "a value"
    case .arraySeparator: "',' or ']' in an array"
    case .fieldName: "a field name"
    case .colon: "':' after a field name"
    case .objectSeparator: "',' or '}' in an object"
    }
  }

  /// The sentence for an expectation that something else broke.
  private static func missingPhrase(_ expectation: Expectation) -> String {
    switch expectation {
    case .value: "expected a value"
    case .arraySeparator: "expected ',' or ']' after an array element"
    case .fieldName: "expected a field name in double quotes"
    case .colon: "expected ':' after a field name"
    case .objectSeparator: "expected ',' or '}' after a field"
    }
  }
}
