import SpringFormats
import Testing

/// `Chart(csv:x:y:title:)`: the columns become lines with the cells' own numbers, and each
/// refusal names the line it is on.
@Suite("A CSV drawn as a chart")
struct CSVChartTests {
  @Test("Every numeric column but x is a line; an empty cell is a gap")
  func columns() throws {
    let chart = try Chart(
      csv: "Time,x,label,y\n0,1,a,\n0.5,2,b,4\n", x: "time", y: nil, title: "t")
    #expect(chart.xAxis.label == "time (s)")
    let series = try #require(chart.panels.first?.series)
    #expect(series.map(\.name) == ["x", "y"])
    #expect(series[0].points == [SIMD2(0, 1), SIMD2(0.5, 2)])
    #expect(series[1].points[0].y.isNaN)
    #expect(series[1].points[1] == SIMD2(0.5, 4))
  }

  @Test(
    "Refusals name the line and the problem",
    arguments: [
      ("time,x\n", nil as [String]?, 1, CSVChartError.Problem.noRows),
      ("time,x\n0,1\n", ["z"], 1, .missingColumn("z", columns: ["time", "x"])),
      ("time,x\n0,1\n1,a\n", ["x"], 3, .notANumber(column: "x", value: "a")),
      ("time,x\n0,a\n", nil, 2, .noNumericColumn(column: "x", value: "a", x: "time")),
      ("time\n0\n", nil, 1, .nothingToDraw(x: "time")),
    ])
  func refusals(text: String, y: [String]?, line: Int, problem: CSVChartError.Problem) {
    #expect(throws: CSVChartError(line: line, problem: problem)) {
      _ = try Chart(csv: text, x: "time", y: y, title: "t")
    }
  }

  @Test("Text that is not CSV carries the reader's error and line")
  func unreadable() throws {
    let error = #expect(throws: CSVChartError.self) {
      _ = try Chart(csv: "time,x\n0,\"1\n", x: "time", y: nil, title: "t")
    }
    guard case .unreadable(let reading) = error?.problem else {
      Issue.record("not a reading error")
      return
    }
    #expect(error?.line == reading.line)
    #expect(error?.reason == reading.reason)
  }

  @Test("A file's bytes draw as their text does; a byte that is not UTF-8 names its line")
  func bytes() throws {
    let text = "time,x\n0,1\n0.5,2\n"
    #expect(
      try Chart(csvUTF8: Array(text.utf8), x: "time", y: nil, title: "t")
        == Chart(csv: text, x: "time", y: nil, title: "t"))
    var error: CSVChartError?
    do {
      _ = try Chart(csvUTF8: Array("time,x\n0,1\n".utf8) + [0xFF], x: "time", y: nil, title: "t")
    } catch let thrown {
      error = thrown
    }
    #expect(error?.line == 3)
    guard case .unreadable(let reading)? = error?.problem else {
      Issue.record("expected an unreadable CSV, got \(String(describing: error))")
      return
    }
    #expect(reading.problem == .invalidUTF8(byte: 0xFF))
  }
}
