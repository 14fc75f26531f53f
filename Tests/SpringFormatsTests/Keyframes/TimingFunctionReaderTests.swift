import SpringFormats
import SpringKit
import Testing

/// Timing-function names and control points: one list of names, SpringKit's.
@Suite("TimingFunctionReader")
struct TimingFunctionReaderTests {
  /// Every Core Animation name and CSS keyword, with the control points the specs give.
  static let named: [(String, TimingFunction)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default), ("ease", .cssEase),
    ("ease-in", .cssEaseIn), ("ease-out", .cssEaseOut), ("ease-in-out", .cssEaseInOut),
    ("step-start", .stepStart), ("step-end", .stepEnd), ("EASE-IN-OUT", .cssEaseInOut),
  ]

  @Test("Every Core Animation name and CSS keyword reads as its curve", arguments: named)
  func names(name: String, expected: TimingFunction) throws {
    #expect(try TimingFunctionReader.named(name) == expected)
  }

  @Test("Every listed name reads, Penner's included, and the list has no repeats")
  func allNames() throws {
    for name in TimingFunctionReader.allNames {
      _ = try TimingFunctionReader.named(name)
    }
    #expect(Set(TimingFunctionReader.allNames).count == TimingFunctionReader.allNames.count)
    #expect(
      TimingFunction.coreAnimationNames.map(\.name) == [
        "linear", "easeIn", "easeOut", "easeInEaseOut", "default",
      ])
    #expect(try TimingFunctionReader.named("easeOutQuint") == TimingFunction(.easeOutQuint))
  }

  @Test("Lists: entries separated by ';', names or four control points, blanks ignored")
  func list() throws {
    let functions = try TimingFunctionReader.list(" easeOut ;\t0.25, 0.1,0.25 ,1")
    #expect(functions == [.easeOut, try TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)])
  }

  @Test(
    "Errors name the entry and render from the problem",
    arguments: [
      ("linear;bounce", 1, "unknown timing function 'bounce'"),
      ("easeInEaseOt", 0, "Did you mean 'easeInEaseOut'?"),
      ("0,0,1", 0, "3 control point numbers; a cubic Bézier needs 4 (x1,y1,x2,y2)"),
      ("0,x,1,1", 0, "'x' is not a number"),
      ("easeIn;2,0,1,1", 1, "x1"),
    ] as [(String, Int, String)])
  func errors(text: String, index: Int, fragment: String) {
    let error = #expect(throws: TimingFunctionError.self) { try TimingFunctionReader.list(text) }
    #expect(error?.index == index)
    #expect(error?.description.hasPrefix("timingFunctions[\(index)]: ") == true)
    #expect(error?.reason.contains(fragment) == true, "\(String(describing: error))")
  }
}
