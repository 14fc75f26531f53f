import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit gesture`: traces that give no release velocity (empty,
// header only, one sample), cells that are not numbers, times that go back, a header that is
// not a trace, a missing file, and options that do not fit the trace.

extension BadInputCase {
  /// `springfit gesture`.
  static let gesture: [BadInputCase] = [
    BadInputCase(
      "gesture: an empty trace", ["gesture", "$IN"], fixture: .file("t.csv", ""), exit: .dataError,
      mentions: ["t.csv", "empty", "time,position"]),
    BadInputCase(
      "gesture: a header without samples", ["gesture", "$IN"],
      fixture: .file("t.csv", "time,position\n"), exit: .dataError,
      mentions: ["t.csv:1", "no samples"]),
    BadInputCase(
      "gesture: one sample", ["gesture", "$IN"], fixture: .file("t.csv", "time,position\n0,1\n"),
      exit: .dataError, mentions: ["t.csv:2", "one sample"]),
    BadInputCase(
      "gesture: a NaN position", ["gesture", "$IN"],
      fixture: .file("t.csv", "time,position\n0,1\n0.016,nan\n"), exit: .dataError,
      mentions: ["t.csv:3", "'position'", "'nan' is not a number"]),
    BadInputCase(
      "gesture: an infinite time", ["gesture", "$IN"],
      fixture: .file("t.csv", "time,x,y\n0,1,2\n1e999,3,4\n"), exit: .dataError,
      mentions: ["t.csv:3", "'time'", "finite"]),
    BadInputCase(
      "gesture: decreasing times", ["gesture", "$IN"],
      fixture: .file("t.csv", "time,position\n0,1\n0.032,3\n0.016,4\n"), exit: .dataError,
      mentions: ["t.csv:4", "'time'", "0.016", "before the previous sample's time 0.032"]),
    BadInputCase(
      "gesture: a header that is not a trace", ["gesture", "$IN"],
      fixture: .file("t.csv", "t,value\n0,1\n1,2\n"), exit: .dataError,
      mentions: ["t.csv:1", "'t,value'", "time,position or time,x,y"]),
    BadInputCase(
      "gesture: a missing trace", ["gesture", "$IN"], fixture: .missing("t.csv"),
      exit: .noInput, mentions: ["t.csv"]),
    BadInputCase(
      "gesture: no trace", ["gesture"], exit: .usage, mentions: ["trace", "--example"]),
    BadInputCase(
      "gesture: --axis for a one-axis trace", ["gesture", "$IN", "--axis", "x"],
      fixture: .file("t.csv", "time,position\n0,1\n0.016,3\n"), exit: .usage,
      mentions: ["--axis", "one axis"]),
    BadInputCase(
      "gesture: an unknown strategy",
      [
        "gesture", "--example", "sheet-drag",
        "--velocity-strategy", "lsq",
      ], exit: .usage,
      mentions: ["'lsq'", "--velocity-strategy"]),
    BadInputCase(
      "gesture: --dimension without --bounds",
      [
        "gesture", "--example", "sheet-drag",
        "--dimension", "600",
      ], exit: .usage,
      mentions: ["--bounds", "--dimension"]),
    BadInputCase(
      "gesture: a snap point outside the bounds",
      ["gesture", "--example", "sheet-drag", "--bounds", "0,700", "--snap", "0,800"],
      exit: .usage, mentions: ["--snap", "snap[1]", "within --bounds 0,700"]),
  ]
}
