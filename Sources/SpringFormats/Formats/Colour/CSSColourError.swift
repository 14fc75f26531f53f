/// Colour text that does not read as a colour: the text, the character where reading
/// stopped, and what was wrong there.
///
/// ```swift
/// do {
///   _ = try CSSColour(parsing: "#ff00zz")
/// } catch {
///   print(error)  // invalid colour '#ff00zz' at character 6: 'z' is not a hex digit
///   error.offset  // 5 (0-based)
/// }
/// ```
public struct CSSColourError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    /// Nothing but white space.
    case empty
    /// Not a hex colour and not a function this reader knows.
    case unknownSyntax
    /// A hex colour with a digit count other than 3, 4, 6 or 8.
    case hexDigitCount(Int)
    /// A character that is not a hex digit in a hex colour.
    case notHexDigit(Character)
    /// A number, percentage or `none` was expected for the component named.
    case expectedNumber(component: String)
    /// A unit (or `%`) the component does not take.
    case unexpectedUnit(String, component: String)
    /// A legacy `rgb()` with commas mixes numbers and percentages.
    case mixedNumbersAndPercentages
    /// A separator was expected: `,` in the legacy syntax, white space or `/` in the modern.
    case expectedSeparator(String)
    /// The function's arguments end before all components are given.
    case missingComponent(String)
    /// The closing `)` is missing.
    case missingClosingParenthesis
    /// Text after the colour.
    case trailingText
    /// A component outside its range; `range` is written as in CSS (`0…1`, `0…255`).
    case outOfRange(component: String, value: Double, range: String)
  }

  /// The whole text read.
  public var text: String
  /// Where reading stopped, as a 0-based offset in characters.
  public var offset: Int
  /// What was wrong there.
  public var reason: Reason

  /// An error at `offset` in `text`.
  public init(text: String, offset: Int, reason: Reason) {
    self.text = text
    self.offset = offset
    self.reason = reason
  }

  /// "invalid colour '…' at character N: …", with N counted from 1.
  public var description: String {
    "invalid colour '\(text)' at character \(offset + 1): \(problem)"
  }

  /// The part of the message after the place.
  var problem: String {
    switch reason {
    case .empty: "expected a colour"
    case .unknownSyntax:
      "expected '#' and hex digits, 'rgb(', 'rgba(', 'oklab(' or 'oklch('"
    case .hexDigitCount(let count):
      "a hex colour has 3, 4, 6 or 8 digits, got \(count)"
    case .notHexDigit(let character): "'\(character)' is not a hex digit"
    case .expectedNumber(let component): "expected a number for \(component)"
    case .unexpectedUnit(let unit, let component): "\(component) does not take '\(unit)'"
    case .mixedNumbersAndPercentages:
      "rgb() with commas takes all numbers or all percentages, not both"
    case .expectedSeparator(let separator): "expected \(separator)"
    case .missingComponent(let component): "missing \(component)"
    case .missingClosingParenthesis: "expected ')'"
    case .trailingText: "unexpected text after the colour"
    case .outOfRange(let component, let value, let range):
      "\(component) must be in \(range), got \(value)"
    }
  }
}
