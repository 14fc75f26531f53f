import SpringFormats
import SpringKit
import Testing

/// `GestureTrace`: both headers, and each refusal as data naming its line and column.
@Suite("Gesture trace")
struct GestureTraceTests {
  @Test("time,position and time,x,y read in any column order")
  func headers() throws {
    let one = try GestureTrace(csv: "position,time\n3,0\n5,0.5\n")
    #expect(!one.isPlanar)
    #expect(one.samples.map(\.time) == [0, 0.5])
    #expect(one.positions(along: .y) == [3, 5])
    let two = try GestureTrace(csv: "time,y,x\n0,1,2\n0.5,3,4\n")
    #expect(two.isPlanar)
    #expect(two.positions(along: .x) == [2, 4])
    #expect(two.positions(along: .y) == [1, 3])
    #expect(two.lines == [2, 3])
  }

  @Test(
    "Each bad trace is refused with its line, column and problem",
    arguments: [
      ("", nil, nil, GestureTraceError.Problem.empty),
      ("time,position\n", 1, nil, .noSamples),
      ("time,position\n0,1\n", 2, nil, .oneSample),
      ("time,position\n0,1\n0.5,nan\n", 3, "position", .notANumber("nan")),
      ("time,value\n0,1\n1,2\n", 1, nil, .columns(["time", "value"])),
    ] as [(String, Int?, String?, GestureTraceError.Problem)])
  func refusals(text: String, line: Int?, column: String?, problem: GestureTraceError.Problem) {
    #expect(throws: GestureTraceError(line: line, column: column, problem: problem)) {
      try GestureTrace(csv: text)
    }
  }

  @Test("A time before the previous one is VelocityTracker's chronological error, on its line")
  func decreasingTime() {
    do {
      _ = try GestureTrace(csv: "time,x,y\n0,0,0\n0.032,1,1\n0.016,2,2\n")
      Issue.record("accepted")
    } catch {
      #expect(error.line == 4)
      #expect(error.column == "time")
      guard case .refused(let refusal) = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(refusal.rule == .chronological)
      #expect(refusal.limit == 0.032)
      #expect(error.description.hasPrefix("4: column 'time': 0.016 is before"))
    }
  }
}
