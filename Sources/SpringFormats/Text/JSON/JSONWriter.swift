/// Writes a ``JSONValue`` as deterministic JSON text.
///
/// Equal values always give the same bytes:
/// - object keys are sorted by their UTF-8 bytes (Unicode scalar order);
/// - strings are escaped per RFC 8259: `"`, `\` and control characters only;
/// - numbers are printed by ``NumberText/roundTrip(_:)``, the shortest text that reads back
///   to the same `Double`; integral values keep a `.0` (`1.0`), large and small ones use an
///   exponent (`1e+16`, `1e-05`);
/// - non-finite numbers are refused with ``JSONError/nonFiniteNumber(path:value:)`` before
///   anything is written.
///
/// ```swift
/// let text = try JSONWriter(style: .compact).string(for: ["b": 1, "a": [true, nil]])
/// // {"a":[true,null],"b":1.0}
/// ```
///
/// The text has no trailing newline. For documents too large to hold as a value, use
/// ``JSONStreamWriter``, which produces identical text.
public struct JSONWriter: Sendable, Hashable {
  /// The layout of the output.
  public var style: JSONStyle
  /// ``JSONStreamWriter/leadingKey``: a key written first in every object that has it.
  package var leadingKey: String?
  /// ``JSONStreamWriter/writesIntegersWithoutFraction``: integral numbers as `4`, not `4.0`.
  package var writesIntegersWithoutFraction = false

  /// Creates a writer.
  ///
  /// - Parameter style: The layout; ``JSONStyle/pretty`` by default.
  public init(style: JSONStyle = .pretty) {
    self.style = style
  }

  /// The JSON text of a value.
  ///
  /// - Parameter value: The document.
  /// - Returns: The text, without a trailing newline.
  /// - Throws: ``JSONError/nonFiniteNumber(path:value:)`` when the document contains a
  ///   non-finite number.
  /// - Complexity: O(n log n) in the size of the document (object keys are sorted).
  public func string(for value: JSONValue) throws(JSONError) -> String {
    var text = ""
    try write(value, to: &text)
    return text
  }

  /// Writes the JSON text of a value to a stream; on error nothing is written.
  ///
  /// - Parameters:
  ///   - value: The document.
  ///   - output: The stream to append the text to (no trailing newline).
  /// - Throws: ``JSONError/nonFiniteNumber(path:value:)`` when the document contains a
  ///   non-finite number.
  /// - Complexity: O(n log n) in the size of the document (object keys are sorted).
  public func write(_ value: JSONValue, to output: inout some TextOutputStream)
    throws(JSONError)
  {
    var stream = JSONStreamWriter(style: style)
    stream.leadingKey = leadingKey
    stream.writesIntegersWithoutFraction = writesIntegersWithoutFraction
    try stream.value(value, into: &output)
  }
}
