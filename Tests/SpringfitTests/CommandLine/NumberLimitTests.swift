import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// Numbers the parser accepts at the edges of `Double` (issue 31): no trap, and no output
/// that contradicts its own header with exit 0.
@Suite("Numbers at the edges: no trap, no broken promise")
struct NumberLimitTests {
  @Test("plot fit draws subnormal values over a picosecond (a NaN tick trapped)")
  func subnormalPlot() {
    let run = Invocation([
      "plot", "fit", "--values", "5e-324,1e-323", "--duration", "1e-12", "--fit-endpoints",
      "--format", "svg",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("<svg") && run.output.hasSuffix("</svg>\n"))
  }

  @Test("sample --duration 1e-12 ends at or after the end: a second sample at one step")
  func sampleOfAPicosecond() {
    let run = Invocation(["sample", "--duration", "1e-12", "--bounce", "0"])
    #expect(run.status == 0, "\(run.errors)")
    let times = run.csvRows.map { $0[0] }
    #expect(times == [0, 1.0 / 60])
  }

  @Test("plot spring --to 5e-324 draws: a thousandth of the travel is no zero epsilon")
  func subnormalTravel() {
    let run = Invocation(["plot", "spring", "--to", "5e-324", "--format", "svg"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.errors.contains("epsilon"))
  }

  @Test("easing at the longest span prints whole milliseconds")
  func longestEasing() {
    let run = Invocation(["easing", "--end", "1000000", "--format", "compose"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("durationMillis = 1000000000,"))
  }

  @Test("keyframes of a picosecond motion keep their stated tolerance as printed")
  func picosecondKeyframes() {
    let run = Invocation(["keyframes", "--duration", "1e-12", "--bounce", "0", "--format", "css"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("within 0.001 of the spring as printed"))
    #expect(!run.output.contains("made for"))
  }
}
