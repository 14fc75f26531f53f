/// A keyframe file's text told apart once: parsed JSON, or CSV text.
///
/// ``KeyframeDocument/decode(_:overriding:)`` and ``InputDocument/detect(_:)`` share it.
enum KeyframeText {
  /// JSON text, parsed.
  case json(JSONNode)
  /// CSV text, after any byte order mark.
  case csv(String)

  /// JSON when the first character after a byte order mark and whitespace is `{` or `[`,
  /// CSV otherwise.
  ///
  /// - Throws: ``KeyframeDocumentError`` for an empty input, a JSON syntax error or CSV
  ///   bytes that are not UTF-8.
  /// - Complexity: O(n) in the length of the text.
  static func parse(_ bytes: [UInt8]) throws(KeyframeDocumentError) -> KeyframeText {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    guard let first = bytes[start...].first(where: { !whitespace.contains($0) }) else {
      throw KeyframeDocumentError(line: nil, problem: .empty)
    }
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
      do {
        return .csv(try CSVReader.text(utf8: Array(bytes[start...])))
      } catch {
        throw KeyframeDocumentError(
          line: error.line, column: error.column, path: nil, problem: .csv(error.problem))
      }
    }
    do {
      return .json(try JSONReader.parse(bytes))
    } catch {
      throw KeyframeDocumentError(
        line: error.line, column: error.column, problem: .syntax(error.problem))
    }
  }

  /// The keyframe document the text holds.
  ///
  /// - Throws: ``KeyframeDocumentError`` at the first problem.
  func document(overriding overrides: KeyframeDocument.Overrides) throws(KeyframeDocumentError)
    -> KeyframeDocument
  {
    switch self {
    case .json(let node): try KeyframeDocument(json: node, overriding: overrides)
    case .csv(let text): try KeyframeDocument(csv: text, overriding: overrides)
    }
  }
}
