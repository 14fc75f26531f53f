import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit plot` and `fit --plot`: every kind, its input, and the
// output file, which must not exist after a refusal (outputs are written atomically).

extension BadInputCase {
  /// `springfit plot` and `springfit fit --plot`.
  static let plot: [BadInputCase] = [
    BadInputCase(
      "plot: no kind", ["plot"], exit: .usage, mentions: ["missing what to plot"]),
    BadInputCase(
      "plot: unknown kind", ["plot", "sprng", "--output", "$OUT"], exit: .usage,
      mentions: ["unknown plot kind 'sprng'", "Did you mean 'spring'?"]),
    BadInputCase(
      "plot: unknown format", ["plot", "spring", "--format", "png", "--output", "$OUT"],
      exit: .usage, mentions: ["'png'", "'--format'", "svg, csv"]),
    BadInputCase(
      "plot: --output without a value", ["plot", "spring", "--output"], exit: .usage,
      mentions: ["'--output'"]),
    BadInputCase(
      "plot: --output twice", ["plot", "spring", "--output", "$OUT", "--output", "$OUT"],
      exit: .usage, mentions: ["'--output'", "more than once"]),
    BadInputCase(
      "plot spring: bad SPEC", ["plot", "spring", "pop:bounciness=99", "--output", "$OUT"],
      exit: .usage, mentions: ["SPEC 'pop:bounciness=99'"]),
    BadInputCase(
      "plot spring: zero end", ["plot", "spring", "--end", "0", "--output", "$OUT"],
      exit: .usage, mentions: ["'0'", "'--end'"]),
    BadInputCase(
      "plot spring: NaN target", ["plot", "spring", "--to", "nan", "--output", "$OUT"],
      exit: .usage, mentions: ["'nan'", "'--to'"]),
    BadInputCase(
      "plot spring: thirteen springs",
      ["plot", "spring", "--output", "$OUT"] + Array(repeating: "preset:snappy", count: 13),
      exit: .usage, mentions: ["at most 12 springs"]),
    BadInputCase(
      "plot fit: batch", ["plot", "fit", "--batch", "$IN", "--output", "$OUT"],
      fixture: .file("b.jsonl", "{}\n"), exit: .usage, mentions: ["'--batch'"]),
    BadInputCase(
      "plot fit: bad JSON", ["plot", "fit", "$IN", "--output", "$OUT"],
      fixture: .file("k.json", #"{"values": [0, 1], "duration": -1}"#), exit: .dataError,
      mentions: ["k.json", "duration"]),
    BadInputCase(
      "plot fit: missing file", ["plot", "fit", "$IN", "--output", "$OUT"],
      fixture: .missing("none.json"), exit: .noInput, mentions: ["none.json"]),
    BadInputCase(
      "plot outline: negative fps", ["plot", "outline", "--fps", "-5", "--output", "$OUT"],
      exit: .usage, mentions: ["'-5'", "'--fps'"]),
    BadInputCase(
      "plot csv: no file", ["plot", "csv", "--output", "$OUT"], exit: .usage,
      mentions: ["missing a CSV file"]),
    BadInputCase(
      "plot csv: empty", ["plot", "csv", "$IN", "--output", "$OUT"], fixture: .file("e.csv", ""),
      exit: .dataError, mentions: ["e.csv", "empty"]),
    BadInputCase(
      "plot csv: not a number", ["plot", "csv", "$IN", "--y", "a", "--output", "$OUT"],
      fixture: .file("m.csv", "time,a\n0,1\n0.5,x\n"), exit: .dataError,
      mentions: ["m.csv:3:", "a 'x'"]),
    BadInputCase(
      "plot csv: ragged row", ["plot", "csv", "$IN", "--output", "$OUT"],
      fixture: .file("r.csv", "time,a\n0,1,2\n"), exit: .dataError,
      mentions: ["r.csv:2:", "3 fields"]),
    BadInputCase(
      "plot csv: open quote", ["plot", "csv", "$IN", "--output", "$OUT"],
      fixture: .file("q.csv", "time,\"a\n0,1\n"), exit: .dataError,
      mentions: ["q.csv:1:", "quoted field"]),
    BadInputCase(
      "plot csv: no time column", ["plot", "csv", "$IN", "--output", "$OUT"],
      fixture: .file("t.csv", "t,a\n0,1\n"), exit: .dataError,
      mentions: ["t.csv:1:", "no column 'time'"]),
    BadInputCase(
      "plot csv: directory", ["plot", "csv", "$IN", "--output", "$OUT"],
      fixture: .directory("dir.csv"), exit: .noInput, mentions: ["dir.csv"]),
    BadInputCase(
      "plot csv: stdin closed", ["plot", "csv", "-", "--output", "$OUT"], input: .failure(9),
      exit: .noInput, mentions: ["standard input"]),
    BadInputCase(
      "fit --plot: standard output", ["fit", "--example", "scale-pop", "--plot", "-"],
      exit: .usage, mentions: ["'--plot'", "standard output holds the fit"]),
    BadInputCase(
      "fit --plot: bad data leaves no picture", ["fit", "$IN", "--plot", "$OUT"],
      fixture: .file("k.json", #"{"values": [0, "a"], "duration": 1}"#), exit: .dataError,
      mentions: ["k.json"]),
  ]
}
