import SpringFormats
import SpringKit
import Testing

/// Keyframe CSV with any header that has a `time` or `keyTime` column: which columns are
/// read, and the errors when the choice is not clear.
@Suite("KeyframeDocument CSV columns")
struct KeyframeDocumentColumnsTests {
  func csv(_ text: String, columns: [String]? = nil, duration: Double? = nil)
    throws(KeyframeDocumentError) -> KeyframeDocument
  {
    try KeyframeDocument(
      csv: text, overriding: .init(duration: duration, valueColumns: columns))
  }

  @Test("springfit sample's time,position,velocity: position at its times, velocity ignored")
  func sampleOutput() throws {
    let document = try csv("time,position,velocity\n0,0.5,2\n0.25,0.75,1\n0.5,1,0\n")
    #expect(document.content == .samples)
    #expect(document.keyTimes == [0, 0.25, 0.5] && document.values == [0.5, 0.75, 1])
    #expect(document.vectorValues == nil && document.componentNames.isEmpty)
  }

  @Test("springfit keyframes' keyTime,time,value: keyframes whose duration is the last time")
  func keyframesOutput() throws {
    let document = try csv("keyTime,time,value\n0.0,0.0,0.0\n0.5,0.2,0.9\n1.0,0.4,1.0\n")
    #expect(document.content == .keyframes)
    #expect(document.keyTimes == [0, 0.5, 1] && document.values == [0, 0.9, 1])
    #expect(document.duration == 0.4)
    // A given duration still replaces it.
    #expect(
      try csv("keyTime,time,value\n0,0,0\n1,0.4,1\n", duration: 2).duration == 2)
    // keyTime alone still needs one.
    #expect(throws: KeyframeDocumentError(line: nil, path: "duration", problem: .missingDuration)) {
      try csv("keyTime,value\n0,0\n1,1\n")
    }
  }

  @Test("A clear choice ignores the other columns: the only one, value, or value.x,value.y")
  func clearChoices() throws {
    #expect(try csv("Time,Opacity\n0,0\n1,1\n").values == [0, 1])
    #expect(try csv("note,time,value,velocity\nx,0,3,0\ny,1,4,0\n").values == [3, 4])
    let vector = try csv("keyTime,time,value.x,value.y\n0,0,1,2\n1,0.5,3,4\n")
    #expect(vector.vectorValues == [[1, 2], [3, 4]] && vector.values.isEmpty)
    #expect(vector.componentNames == ["x", "y"] && vector.componentCount == 2)
    #expect(vector.componentValues(1) == [2, 4])
  }

  @Test("--column style choices: one column, several for a vector, case-insensitively")
  func chosenColumns() throws {
    let text = "time,a,b,c\n0,1,2,3\n1,4,5,6\n"
    #expect(try csv(text, columns: ["B"]).values == [2, 5])
    let vector = try csv(text, columns: ["c", "a"])
    #expect(vector.vectorValues == [[3, 1], [6, 4]] && vector.componentNames == ["c", "a"])
    #expect(
      throws: KeyframeDocumentError(
        line: 1, path: "d",
        problem: .unknownColumn("d", header: ["time", "a", "b", "c"], usable: ["a", "b", "c"]))
    ) {
      try csv(text, columns: ["d"])
    }
    // The time column is not a value column.
    #expect(throws: KeyframeDocumentError.self) { try csv(text, columns: ["time"]) }
  }

  @Test("An ambiguous header names itself and the columns it could use")
  func ambiguous() throws {
    let expected = KeyframeDocumentError(
      line: 1, problem: .ambiguousColumns(header: ["time", "x", "y"], usable: ["x", "y"]))
    #expect(throws: expected) { try csv("time,x,y\n0,0,0\n1,1,1\n") }
    #expect(
      expected.reason()
        == "the header is 'time,x,y'; it is not clear which column holds the values: choose "
        + "the value columns (one of x, y, or several separated by commas for a vector)")
    // No time column, or no value column: the header is named with what is expected.
    for header in ["t,value", "time"] {
      #expect(
        throws: KeyframeDocumentError(
          line: 1, problem: .unknownHeader(header.split(separator: ",").map(String.init)))
      ) {
        try csv(header + "\n0,1\n")
      }
    }
  }

  @Test("Rows with another number of fields than the header name both")
  func fieldCount() throws {
    #expect(
      throws: KeyframeDocumentError(
        line: 3, problem: .fieldCount(count: 2, columns: ["time", "position", "velocity"]))
    ) {
      try csv("time,position,velocity\n0,0,0\n1,1\n")
    }
  }
}
