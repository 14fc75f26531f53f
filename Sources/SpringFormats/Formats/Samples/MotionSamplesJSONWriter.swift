public import SpringKit

/// Writes a sampled motion as one JSON object with sorted keys, streaming the samples:
/// the motion's description (`spring`, `integrator`, `step`, `from`, `to`,
/// `initialVelocity`) and `samples`, an array of `{"position", "time", "velocity"}`.
///
/// Call ``begin(into:)``, then ``writeSample(time:position:velocity:into:)`` per sample,
/// then ``end(into:)``; the bytes equal ``JSONWriter``'s for the whole document, in constant
/// memory.
///
/// ```swift
/// var writer = try MotionSamplesJSONWriter(
///   header: MotionSamplesJSONWriter.header(
///     spring: .smooth, integrator: .exact, step: 0.1, from: 0, to: 1, initialVelocity: 0))
/// var text = ""
/// try writer.begin(into: &text)
/// try writer.writeSample(time: 0, position: 0, velocity: 0, into: &text)
/// try writer.end(into: &text)
/// ```
public struct MotionSamplesJSONWriter: Sendable {
  /// The document's members other than `samples`.
  public let header: [String: JSONValue]
  /// The streaming writer underneath.
  private var writer: JSONStreamWriter

  /// The key of the streamed member.
  private static let samplesKey = "samples"

  /// Creates a writer for a document with the given members besides `samples`.
  ///
  /// - Parameters:
  ///   - header: The other members, such as ``header(spring:integrator:step:from:to:initialVelocity:)``.
  ///   - style: The layout; ``JSONStyle/pretty`` by default.
  /// - Throws: ``JSONError/nonFiniteNumber(path:value:)`` when the header holds a number JSON
  ///   cannot (a valid spring may have an infinite response when k/m underflows), before
  ///   anything is written.
  public init(header: [String: JSONValue], style: JSONStyle = .pretty) throws(JSONError) {
    try JSONValue.object(header).validate()
    self.header = header
    writer = JSONStreamWriter(style: style)
  }

  /// The members describing a motion: `spring` {`mass`, `stiffness`, `damping`,
  /// `dampingRatio`, `response`}, `integrator`, `step`, `from`, `to`, `initialVelocity`.
  public static func header(
    spring: Spring, integrator: Integrator, step: Double, from: Double, to: Double,
    initialVelocity: Double
  ) -> [String: JSONValue] {
    [
      "spring": [
        "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
        "damping": .number(spring.damping), "dampingRatio": .number(spring.dampingRatio),
        "response": .number(spring.response),
      ],
      "integrator": .string(integrator.rawValue),
      "step": .number(step),
      "from": .number(from),
      "to": .number(to),
      "initialVelocity": .number(initialVelocity),
    ]
  }

  /// The header's keys sorted as JSON objects are, split at `samples`.
  private var sortedKeys: (before: [String], after: [String]) {
    let keys = header.keys.filter { $0 != Self.samplesKey }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let split =
      keys.firstIndex { !$0.utf8.lexicographicallyPrecedes(Self.samplesKey.utf8) } ?? keys.endIndex
    return (Array(keys[..<split]), Array(keys[split...]))
  }

  /// Opens the object, writes the members sorting before `samples` and opens its array.
  ///
  /// - Throws: ``JSONError`` when called twice.
  public mutating func begin(into output: inout some TextOutputStream) throws(JSONError) {
    try writer.beginObject(into: &output)
    for key in sortedKeys.before {
      try writer.key(key, into: &output)
      try writer.value(header[key, default: .null], into: &output)
    }
    try writer.key(Self.samplesKey, into: &output)
    try writer.beginArray(into: &output)
  }

  /// Writes one sample as `{"position", "time", "velocity"}`.
  ///
  /// - Throws: ``JSONError/nonFiniteNumber(path:value:)`` for a number JSON cannot hold.
  public mutating func writeSample(
    time: Double, position: Double, velocity: Double, into output: inout some TextOutputStream
  ) throws(JSONError) {
    try writer.beginObject(into: &output)
    try writer.key("position", into: &output)
    try writer.value(.number(position), into: &output)
    try writer.key("time", into: &output)
    try writer.value(.number(time), into: &output)
    try writer.key("velocity", into: &output)
    try writer.value(.number(velocity), into: &output)
    try writer.endObject(into: &output)
  }

  /// Closes the array, writes the members sorting after `samples` and closes the object.
  ///
  /// - Throws: ``JSONError`` when ``begin(into:)`` was not called.
  public mutating func end(into output: inout some TextOutputStream) throws(JSONError) {
    try writer.endArray(into: &output)
    for key in sortedKeys.after {
      try writer.key(key, into: &output)
      try writer.value(header[key, default: .null], into: &output)
    }
    try writer.endObject(into: &output)
  }
}
