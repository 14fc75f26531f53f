/// Where values lie in a JSON text, as byte ranges, so that a bake can replace one value and
/// leave every other byte of the file as it was.
///
/// It reads text ``JSONReader`` has already accepted: it only skips values (strings with
/// their escapes, nested arrays and objects, numbers and literals) and never re-checks the
/// grammar. On text that is not valid JSON it returns `nil` rather than trapping.
struct LottieJSONSpans {
  /// A member of an object: where its key starts and where its value starts and ends.
  struct Member {
    /// The key, unescaped.
    var key: String
    /// The byte range from the key's opening quote to the end of its value.
    var range: Range<Int>
    /// The byte range of the value.
    var value: Range<Int>
  }

  /// The file's bytes.
  var bytes: [UInt8]

  /// The range of the whole document's value (after a byte order mark and white space).
  var root: Range<Int>? {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    start = skipWhitespace(from: start)
    guard let end = valueEnd(from: start) else { return nil }
    return start..<end
  }

  /// The range of the value at a JSON path as ``LottieReadError`` writes it
  /// (`layers[2].ks.s`, `assets[0].layers[1].ks.p.x`).
  func value(atPath path: String) -> Range<Int>? {
    guard var range = root else { return nil }
    for component in Self.components(of: path) {
      switch component {
      case .key(let key):
        guard let member = members(of: range)?.first(where: { $0.key == key }) else { return nil }
        range = member.value
      case .index(let index):
        guard let elements = elements(of: range), elements.indices.contains(index) else {
          return nil
        }
        range = elements[index]
      }
    }
    return range
  }

  /// The elements of the array at `range`, each as its byte range.
  func elements(of range: Range<Int>) -> [Range<Int>]? {
    guard range.lowerBound < bytes.count, bytes[range.lowerBound] == UInt8(ascii: "[") else {
      return nil
    }
    var elements: [Range<Int>] = []
    var index = skipWhitespace(from: range.lowerBound + 1)
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return elements }
    while index < range.upperBound {
      guard let end = valueEnd(from: index) else { return nil }
      elements.append(index..<end)
      index = skipWhitespace(from: end)
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "]") { return elements }
      index = skipWhitespace(from: index + 1)  // past the comma
    }
    return nil
  }

  /// The members of the object at `range`, in the order written.
  func members(of range: Range<Int>) -> [Member]? {
    guard range.lowerBound < bytes.count, bytes[range.lowerBound] == UInt8(ascii: "{") else {
      return nil
    }
    var members: [Member] = []
    var index = skipWhitespace(from: range.lowerBound + 1)
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return members }
    while index < range.upperBound {
      guard let keyEnd = valueEnd(from: index),
        case .string(let key)? = try? JSONReader.parse(Array(bytes[index..<keyEnd])).value
      else { return nil }
      var cursor = skipWhitespace(from: keyEnd)
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
      cursor = skipWhitespace(from: cursor + 1)
      guard let valueEnd = valueEnd(from: cursor) else { return nil }
      members.append(Member(key: key, range: index..<valueEnd, value: cursor..<valueEnd))
      index = skipWhitespace(from: valueEnd)
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "}") { return members }
      index = skipWhitespace(from: index + 1)  // past the comma
    }
    return nil
  }

  /// The text of a range.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The first byte at or after `index` that is not JSON white space.
  func skipWhitespace(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      default:
        return index
      }
    }
    return index
  }

  /// The end of the value that starts at `start`; `nil` when the text ends first.
  func valueEnd(from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "\""):
      var index = start + 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\"): index += 2
        case UInt8(ascii: "\""): return index + 1
        default: index += 1
        }
      }
      return nil
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      // Brackets nest; strings may hold brackets, so they are skipped whole.
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          guard let end = valueEnd(from: index) else { return nil }
          index = end
          continue
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return index + 1 }
        default: break
        }
        index += 1
      }
      return nil
    default:
      // A number or a literal runs to the next delimiter.
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "),
          UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          return index
        default: index += 1
        }
      }
      return index
    }
  }

  /// A step of a JSON path.
  enum Component: Equatable {
    /// An object's member.
    case key(String)
    /// An array's element.
    case index(Int)
  }

  /// The steps of a path: `layers[2].ks.s` is `layers`, 2, `ks`, `s`.
  static func components(of path: String) -> [Component] {
    var components: [Component] = []
    for part in path.split(separator: ".") {
      var rest = Substring(part)
      if let bracket = rest.firstIndex(of: "[") {
        let key = rest[..<bracket]
        if !key.isEmpty { components.append(.key(String(key))) }
        rest = rest[bracket...]
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
          components.append(.index(Int(rest[rest.index(after: rest.startIndex)..<close]) ?? -1))
          rest = rest[rest.index(after: close)...]
        }
      } else {
        components.append(.key(String(rest)))
      }
    }
    return components
  }
}
