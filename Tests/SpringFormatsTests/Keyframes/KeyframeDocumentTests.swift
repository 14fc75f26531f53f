import SpringFormats
import SpringKit
import Testing

/// Keyframe files decoded without the command line: CAKeyframeAnimation-shaped JSON and
/// `keyTime,value` / `time,value` CSV, with errors that name the line and the field.
@Suite("KeyframeDocument")
struct KeyframeDocumentTests {
  func decode(
    _ text: String, overriding overrides: KeyframeDocument.Overrides = .init()
  ) throws(KeyframeDocumentError) -> KeyframeDocument {
    try KeyframeDocument.decode(Array(text.utf8), overriding: overrides)
  }

  @Test("JSON decodes every CAKeyframeAnimation field into the track SpringKit builds")
  func json() throws {
    let text = """
      {"keyPath": "transform.scale", "values": [0, 1.2, 1], "keyTimes": [0, 0.6, 1],
       "duration": 0.5, "calculationMode": "cubic",
       "timingFunctions": ["easeOut", [0.25, 0.1, 0.25, 1]],
       "tensionValues": [0, 0.5, 0]}
      """
    let document = try decode(text)
    #expect(document.content == .keyframes)
    #expect(document.values == [0, 1.2, 1] && document.keyTimes == [0, 0.6, 1])
    #expect(document.duration == 0.5 && document.calculationMode == .cubic)
    #expect(document.timingFunctions.count == 2 && document.tensions == [0, 0.5, 0])
    let expected = try KeyframeTrack(
      values: [0, 1.2, 1], keyTimes: [0, 0.6, 1], duration: 0.5, calculationMode: .cubic,
      tensions: [0, 0.5, 0],
      timingFunctions: [.easeOut, try TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)])
    let track = try document.track()
    for time in [0.0, 0.1, 0.3, 0.45, 0.5] {
      #expect(track.value(at: time) == expected.value(at: time), "t = \(time)")
    }
    #expect(document.lines.line(field: "timingFunctions", index: 1) == 3)
  }

  @Test("Overrides replace the file's fields, which are then not read at all")
  func overrides() throws {
    let text = #"{"values": [0, 1], "calculationMode": "bogus", "timingFunctions": 3}"#
    let document = try decode(
      text, overriding: .init(duration: 2, calculationMode: .discrete, timingFunctions: []))
    #expect(document.duration == 2 && document.calculationMode == .discrete)
  }

  @Test(
    "JSON errors carry the line, the column and the JSON path of the field at fault",
    arguments: [
      ("[1, 2]", 1, 1, nil, "expected a JSON object with values (a keyframe set); found an array"),
      (
        "{\"values\": [0, 1],\n \"durration\": 1}", 2, 15, "durration",
        "unknown field 'durration'. Did you mean 'duration'?"
      ),
      ("{\"duration\": 1}", 1, 1, "values", "missing field 'values' (an array of numbers)"),
      ("{\"values\": [0, 1]}", 1, 1, "duration", "missing field 'duration' (seconds)"),
      (
        "{\"values\": [0,\n \"x\"], \"duration\": 1}", 2, 2, "values[1]",
        "values[1] is a string; expected a number"
      ),
      (
        "{\"values\": [0, 1], \"duration\": 1, \"tensionValues\": [[0], 1]}", 1, 53,
        "tensionValues[0]",
        "tensionValues[0] is an array; expected a number (one number per keyframe)"
      ),
      (
        "{\"values\": [[0, 1], 2], \"duration\": 1}", 1, 21, "values[1]",
        "values[1] has 1 component; expected 2, as the first value has"
      ),
      (
        "{\"values\": [[0, 1], [2, 3, 4]], \"duration\": 1}", 1, 21, "values[1]",
        "values[1] has 3 components; expected 2, as the first value has"
      ),
      (
        "{\"values\": [0, 1], \"duration\": 1, \"timingFunctions\": [\"bounce\"]}", 1, 55,
        "timingFunctions[0]",
        "timingFunctions[0]: unknown timing function 'bounce'; expected a Core Animation name "
          + "(linear, easeIn, easeOut, easeInEaseOut, default), a CSS keyword (ease-in-out, ...), "
          + "a Penner curve (easeOutQuint, ...) or four control points x1,y1,x2,y2."
      ),
      (
        "{\"values\": [0, 1], \"duration\": 1, \"timingFunctions\": [[0, \"a\", 1, 1]]}", 1, 59,
        "timingFunctions[0][1]",
        "timingFunctions[0]: timingFunctions[0][1] is a string; expected a number"
      ),
      (
        "{\"values\": [0, 1], \"duration\": 1, \"calculationMode\": \"cubik\"}", 1, 54,
        "calculationMode",
        "unknown calculationMode 'cubik'; expected one of linear, cubic, discrete, "
          + "paced, cubicPaced. Did you mean 'cubic'?"
      ),
    ] as [(String, Int, Int, String?, String)])
  func jsonErrors(text: String, line: Int, column: Int, path: String?, reason: String) {
    let error = #expect(throws: KeyframeDocumentError.self) { try decode(text) }
    #expect(error?.line == line && error?.column == column, "\(String(describing: error))")
    #expect(error?.path == path)
    #expect(error?.reason() == reason)
  }

  @Test("JSON syntax errors keep the reader's position and problem")
  func syntax() {
    let error = #expect(throws: KeyframeDocumentError.self) { try decode("{\"values\": [0 1]}") }
    #expect(
      error
        == KeyframeDocumentError(line: 1, column: 15, problem: .syntax(.missing(.arraySeparator))))
    #expect(error?.description == "1:15: expected ',' or ']' after an array element")
  }

  @Test("SpringKit's refusals name the entry and the line it is on")
  func keyframeErrors() throws {
    let document = try decode(
      "{\"values\": [0, 1, 2],\n \"keyTimes\": [0,\n 0.7, 0.5],\n \"duration\": 1}")
    let error = #expect(throws: KeyframeDocumentError.self) { try document.track() }
    #expect(error?.line == 3 && error?.path == "keyTimes[2]")
    guard case .keyframe(let keyframe) = error?.problem else {
      Issue.record("expected a keyframe error, got \(String(describing: error))")
      return
    }
    #expect(keyframe.field == "keyTimes" && keyframe.index == 2)
  }

  @Test("keyTime,value CSV is keyframes; time,value CSV is samples; headers ignore case")
  func csv() throws {
    let keyframes = try decode(
      "\u{FEFF}\"keyTime\",Value\r\n0,0\r\n0.5,1.2\r\n1,1\r\n", overriding: .init(duration: 0.4))
    #expect(keyframes.content == .keyframes && keyframes.duration == 0.4)
    #expect(keyframes.keyTimes == [0, 0.5, 1] && keyframes.values == [0, 1.2, 1])
    #expect(try keyframes.track().value(at: 0.2) == 1.2)
    let samples = try decode("TIME,value\n0,0\n\n0.25,1\n")
    #expect(samples.content == .samples && samples.keyTimes == [0, 0.25])
    #expect(samples.lines.entries["values"] == [2, 4])
    #expect(throws: KeyframeDocumentError(line: nil, problem: .notKeyframes)) {
      try samples.track()
    }
  }

  @Test(
    "CSV errors name the line and the column",
    arguments: [
      (
        "t,position\n0,1\n", 1,
        "the header is 't,position'; expected a time column (seconds) or a keyTime column "
          + "(fractions 0...1 of the duration) and a value column, or keyframe JSON"
      ),
      ("time,value\n0,1,2\n", 2, "3 fields; expected 2 (time,value)"),
      ("time,value\n0,x\n", 2, "value 'x' is not a number"),
      ("time,value\n", 1, "no rows after the header"),
      ("time,value\n0,\"1\n", 2, "a quoted field is not closed"),
    ] as [(String, Int, String)])
  func csvErrors(text: String, line: Int, reason: String) {
    let error = #expect(throws: KeyframeDocumentError.self) { try decode(text) }
    #expect(error?.line == line && error?.reason() == reason)
  }

  @Test("keyTime,value rows need a duration, and the wording can say how to give one")
  func missingDuration() {
    let error = #expect(throws: KeyframeDocumentError.self) {
      try decode("keyTime,value\n0,0\n1,1\n")
    }
    #expect(error?.problem == .missingDuration)
    let wording = KeyframeDocumentError.Wording(
      oneNumberPerKeyframe: "fit takes one number per keyframe",
      missingDurationHint: "add it or pass --duration SECONDS", durationName: "--duration")
    let json = #expect(throws: KeyframeDocumentError.self) { try decode(#"{"values": [0, 1]}"#) }
    #expect(
      json?.reason(wording)
        == "missing field 'duration' (seconds); add it or pass --duration SECONDS")
  }

  @Test("An empty input says what was expected")
  func empty() {
    #expect(throws: KeyframeDocumentError(line: nil, problem: .empty)) {
      try decode("\u{FEFF} \n\t")
    }
  }
}
