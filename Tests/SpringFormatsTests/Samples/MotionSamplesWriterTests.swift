import SpringFormats
import SpringKit
import Testing

/// The motion samples writers: CSV that reads back to the same doubles, streamed JSON that
/// equals the tree writer's document.
@Suite("MotionSamplesWriter")
struct MotionSamplesWriterTests {
  /// A few samples of a bouncy motion, with awkward doubles.
  static let samples: [(time: Double, position: Double, velocity: Double)] = (0..<12).map {
    index in
    let time = Double(index) * 0.1
    let state = try? Spring.bouncy.transition(over: time)
      .apply(displacement: -1.0, velocity: 0.3)
    return (time, 1 + (state?.displacement ?? .nan), state?.velocity ?? .nan)
  }

  @Test("CSV rows read back through CSVReader to the same doubles")
  func csvRoundTrip() throws {
    var text = ""
    let writer = MotionSamplesCSVWriter()
    writer.writeHeader(to: &text)
    for sample in Self.samples {
      writer.writeSample(
        time: sample.time, position: sample.position, velocity: sample.velocity, to: &text)
    }
    let table = try CSVReader.records(in: text)
    #expect(table.first?.fields == MotionSamplesCSVWriter.columns)
    let rows = table.dropFirst().map { $0.fields.compactMap(Double.init) }
    #expect(rows == Self.samples.map { [$0.time, $0.position, $0.velocity] })
  }

  @Test("Streamed JSON equals JSONWriter's document", arguments: [JSONStyle.pretty, .compact])
  func jsonMatchesTreeWriter(style: JSONStyle) throws {
    let header = MotionSamplesJSONWriter.header(
      spring: .bouncy, integrator: .rungeKutta4, step: 0.1, from: 0, to: 1, initialVelocity: 0.3)
    var writer = try MotionSamplesJSONWriter(header: header, style: style)
    var text = ""
    try writer.begin(into: &text)
    for sample in Self.samples {
      try writer.writeSample(
        time: sample.time, position: sample.position, velocity: sample.velocity, into: &text)
    }
    try writer.end(into: &text)
    var document = header
    document["samples"] = .array(
      Self.samples.map {
        [
          "time": .number($0.time), "position": .number($0.position),
          "velocity": .number($0.velocity),
        ]
      })
    #expect(text == (try JSONWriter(style: style).string(for: .object(document))))
  }

  @Test("A header JSON cannot hold is refused before anything is written")
  func jsonRefusesInfiniteHeader() {
    #expect(throws: JSONError.self) {
      try MotionSamplesJSONWriter(header: ["step": .number(.infinity)])
    }
  }
}
