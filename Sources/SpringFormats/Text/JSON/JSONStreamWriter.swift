/// Writes one JSON document token by token, for documents too large to build as a
/// ``JSONValue`` first.
///
/// The writer keeps track of nesting, separators and indentation, and checks every call
/// against the document so far; its output is byte for byte what ``JSONWriter`` writes for
/// the same document, provided object keys are given in sorted order (UTF-8 byte order),
/// which the writer enforces.
///
/// ```swift
/// var writer = JSONStreamWriter(style: .compact)
/// var text = ""
/// try writer.beginObject(into: &text)
/// try writer.key("samples", into: &text)
/// try writer.beginArray(into: &text)
/// for x in [0.0, 0.5] { try writer.value(.number(x), into: &text) }
/// try writer.endArray(into: &text)
/// try writer.endObject(into: &text)
/// // {"samples":[0.0,0.5]}
/// ```
///
/// Each call validates what it writes before writing it, so a failing call writes nothing;
/// text written by earlier calls stays written.
public struct JSONStreamWriter: Sendable {
  /// An open array or object.
  private struct Frame: Sendable {
    /// Whether the container is an object (else an array).
    var isObject: Bool
    /// Where the container sits in its parent; `nil` for the root.
    var location: JSONPathComponent?
    /// Members or elements written so far.
    var count = 0
    /// The last key written into this object.
    var lastKey: String?
    /// A key written whose value has not been written yet.
    var pendingKey: String?
  }

  /// The layout of the output.
  public let style: JSONStyle
  /// The key written first in every object of a whole value that has it.
  ///
  /// The other keys follow in sorted order; `nil` means sorted order only. Lottie files put
  /// `ty` first, because rlottie reads a shape's type when it meets `ty` and skips every key
  /// before it.
  package var leadingKey: String?
  /// Whether numbers print as ``NumberText/integralAsInteger(_:)`` (`4`) instead of
  /// ``NumberText/roundTrip(_:)`` (`4.0`), as Lottie readers need.
  package var writesIntegersWithoutFraction = false
  private var stack: [Frame] = []
  private var hasRoot = false

  /// Creates a writer for one document.
  ///
  /// - Parameter style: The layout; ``JSONStyle/pretty`` by default.
  public init(style: JSONStyle = .pretty) {
    self.style = style
  }

  /// Whether a complete top-level value has been written.
  public var isComplete: Bool { hasRoot && stack.isEmpty }

  /// Opens an object in value position.
  ///
  /// - Parameter output: The stream to write to.
  /// - Throws: ``JSONError/misplaced(_:)`` when no value is expected here.
  public mutating func beginObject(into output: inout some TextOutputStream) throws(JSONError) {
    let location = try prepareValue(into: &output, what: "an object")
    output.write("{")
    stack.append(Frame(isObject: true, location: location))
  }

  /// Closes the innermost open object.
  ///
  /// - Parameter output: The stream to write to.
  /// - Throws: ``JSONError/misplaced(_:)`` when the innermost container is not an object
  ///   or a key still waits for its value.
  public mutating func endObject(into output: inout some TextOutputStream) throws(JSONError) {
    try close(isObject: true, into: &output)
  }

  /// Opens an array in value position.
  ///
  /// - Parameter output: The stream to write to.
  /// - Throws: ``JSONError/misplaced(_:)`` when no value is expected here.
  public mutating func beginArray(into output: inout some TextOutputStream) throws(JSONError) {
    let location = try prepareValue(into: &output, what: "an array")
    output.write("[")
    stack.append(Frame(isObject: false, location: location))
  }

  /// Closes the innermost open array.
  ///
  /// - Parameter output: The stream to write to.
  /// - Throws: ``JSONError/misplaced(_:)`` when the innermost container is not an array.
  public mutating func endArray(into output: inout some TextOutputStream) throws(JSONError) {
    try close(isObject: false, into: &output)
  }

  /// Writes the key of the next member of the innermost object.
  ///
  /// - Parameters:
  ///   - key: The member's name; it must sort strictly after the object's previous key.
  ///   - output: The stream to write to.
  /// - Throws: ``JSONError/keyOutOfOrder(path:key:previousKey:)`` when `key` does not sort
  ///   after the previous key, ``JSONError/misplaced(_:)`` when no key is expected here.
  public mutating func key(_ key: String, into output: inout some TextOutputStream)
    throws(JSONError)
  {
    guard let frame = stack.last, frame.isObject, frame.pendingKey == nil else {
      throw .misplaced("key '\(key)' where no key is expected")
    }
    if let previous = frame.lastKey, !JSONText.precedes(previous, key) {
      throw .keyOutOfOrder(path: JSONText.path(path), key: key, previousKey: previous)
    }
    writeKey(key, into: &output)
  }

  /// Writes `key` as the next member's key of the innermost object, which expects one and
  /// whose previous key sorts before it.
  private mutating func writeKey(_ key: String, into output: inout some TextOutputStream) {
    let last = stack.count - 1
    writeSeparator(count: stack[last].count, into: &output)
    output.write(JSONText.quoted(key))
    output.write(style == .pretty ? ": " : ":")
    stack[last].count += 1
    stack[last].lastKey = key
    stack[last].pendingKey = key
  }

  /// Writes a whole value in value position: a scalar, or a container with all its
  /// contents (object keys sorted).
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - output: The stream to write to.
  /// - Throws: ``JSONError/nonFiniteNumber(path:value:)`` when the value contains a
  ///   non-finite number, ``JSONError/misplaced(_:)`` when no value is expected here;
  ///   nothing is written then.
  /// - Complexity: O(n) in the size of `value`.
  public mutating func value(_ value: JSONValue, into output: inout some TextOutputStream)
    throws(JSONError)
  {
    let location = try checkValuePosition(what: "a value")
    try value.validate(at: path + (location.map { [$0] } ?? []))
    _ = try prepareValue(into: &output, what: "a value")
    try writeValidated(value, at: location, into: &output)
  }

  /// Writes a value already validated, recursing through containers; `location` is where
  /// it sits in its container.
  private mutating func writeValidated(
    _ value: JSONValue, at location: JSONPathComponent?,
    into output: inout some TextOutputStream
  ) throws(JSONError) {
    switch value {
    case .null: output.write("null")
    case .bool(let flag): output.write(flag ? "true" : "false")
    case .number(let number):
      output.write(
        writesIntegersWithoutFraction
          ? NumberText.integralAsInteger(number) : NumberText.roundTrip(number))
    case .string(let text): output.write(JSONText.quoted(text))
    case .array(let elements):
      output.write("[")
      stack.append(Frame(isObject: false, location: location))
      for element in elements {
        let location = try prepareValue(into: &output, what: "a value")
        try writeValidated(element, at: location, into: &output)
      }
      try close(isObject: false, into: &output)
      return
    case .object(let members):
      output.write("{")
      stack.append(Frame(isObject: true, location: location))
      for key in orderedKeys(members) {
        // Sorted and distinct: written without ``key(_:into:)``'s order check.
        writeKey(key, into: &output)
        let location = try prepareValue(into: &output, what: "a value")
        try writeValidated(members[key, default: .null], at: location, into: &output)
      }
      try close(isObject: true, into: &output)
      return
    }
    finishValue()
  }

  /// The keys of an object in the order they are written: sorted, ``leadingKey`` first.
  private func orderedKeys(_ members: [String: JSONValue]) -> [String] {
    let sorted = JSONText.sortedKeys(members)
    guard let leadingKey, let index = sorted.firstIndex(of: leadingKey), index > 0 else {
      return sorted
    }
    return [leadingKey] + sorted[..<index] + sorted[(index + 1)...]
  }

  /// The path from the root to the innermost open container.
  private var path: [JSONPathComponent] { stack.compactMap(\.location) }

  /// Where a value written now would sit in the innermost container (`nil` at the root),
  /// or an error when no value fits here.
  private func checkValuePosition(what: String) throws(JSONError) -> JSONPathComponent? {
    guard let frame = stack.last else {
      guard !hasRoot else { throw .misplaced("\(what) after the complete top-level value") }
      return nil
    }
    if frame.isObject {
      guard let key = frame.pendingKey else {
        throw .misplaced("\(what) in an object where a key is expected")
      }
      return .key(key)
    }
    return .index(frame.count)
  }

  /// Claims the current value position and returns where the value sits in its container.
  ///
  /// In an array this writes the separator the element needs; in an object it consumes the
  /// pending key.
  private mutating func prepareValue(
    into output: inout some TextOutputStream, what: String
  ) throws(JSONError) -> JSONPathComponent? {
    let location = try checkValuePosition(what: what)
    guard var frame = stack.last else { return location }
    if frame.isObject {
      frame.pendingKey = nil
    } else {
      writeSeparator(count: frame.count, into: &output)
      frame.count += 1
    }
    stack[stack.count - 1] = frame
    return location
  }

  /// Closes the innermost container if it has the expected kind.
  private mutating func close(isObject: Bool, into output: inout some TextOutputStream)
    throws(JSONError)
  {
    let name = isObject ? "object" : "array"
    guard let frame = stack.last, frame.isObject == isObject else {
      throw .misplaced("end of an \(name) where no \(name) is open")
    }
    guard frame.pendingKey == nil else {
      throw .misplaced("end of an object while key '\(frame.pendingKey ?? "")' has no value")
    }
    stack.removeLast()
    if style == .pretty, frame.count > 0 { writeNewline(into: &output) }
    output.write(isObject ? "}" : "]")
    finishValue()
  }

  /// Records that a value was completed; at depth zero that is the document's root.
  private mutating func finishValue() {
    if stack.isEmpty { hasRoot = true }
  }

  /// Writes what comes before a member or element: a comma unless it is the first, then in
  /// pretty style a line break and indentation.
  private func writeSeparator(count: Int, into output: inout some TextOutputStream) {
    if count > 0 { output.write(",") }
    if style == .pretty { writeNewline(into: &output) }
  }

  /// A line break and the indentation of the current depth.
  private func writeNewline(into output: inout some TextOutputStream) {
    let depth = stack.count
    output.write(
      depth < Self.newlines.count
        ? Self.newlines[depth] : "\n" + String(repeating: "  ", count: depth))
  }

  /// A line break followed by the indentation of depths 0 to 15, built once.
  private static let newlines = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }
}
