import ArgumentParsing

@testable import springfit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The bad-input rows of `springfit fit`: keyframes given as options, keyframe JSON, CSV,
// standard input, input files that cannot be read, and --batch.

extension BadInputCase {
  /// A keyframe JSON file named `k.json` with this text.
  private static func json(_ text: String) -> Fixture { .file("k.json", text) }

  /// A CSV file named `k.csv` with this text.
  private static func csv(_ text: String) -> Fixture { .file("k.csv", text) }

  /// Keyframes given as options (`--values`, `--key-times`, `--duration`, …): usage errors
  /// naming the option.
  static let fitFlags: [BadInputCase] = [
    BadInputCase(
      "fit: no input", ["fit"], exit: .usage,
      mentions: ["missing input", "KEYFRAMES_FILE"]),
    BadInputCase(
      "fit: --values without --duration", ["fit", "--values", "0,1"], exit: .usage,
      mentions: ["'--values' requires '--duration'"]),
    BadInputCase(
      "fit: --key-times without --values", ["fit", "--key-times", "0,1"], exit: .usage,
      mentions: ["'--key-times' requires '--values'"]),
    BadInputCase(
      "fit: a value is not a number", ["fit", "--values", "0,x,1", "--duration", "1"],
      exit: .usage, mentions: ["'--values'", "values[1] 'x'"]),
    BadInputCase(
      "fit: empty value", ["fit", "--values", "0,,1", "--duration", "1"], exit: .usage,
      mentions: ["'--values'", "values[1]"]),
    BadInputCase(
      "fit: NaN value", ["fit", "--values", "0,nan", "--duration", "1"], exit: .usage,
      mentions: ["'--values'", "values[1] 'nan' is not a number"]),
    BadInputCase(
      "fit: one value", ["fit", "--values", "1", "--duration", "1"], exit: .usage,
      mentions: ["'--values'", "at least 2"]),
    BadInputCase(
      "fit: zero duration", ["fit", "--values", "0,1", "--duration", "0"], exit: .usage,
      mentions: ["'0'", "'--duration'"]),
    BadInputCase(
      "fit: negative duration", ["fit", "--values", "0,1", "--duration", "-1"], exit: .usage,
      mentions: ["'-1'", "'--duration'"]),
    BadInputCase(
      "fit: infinite duration", ["fit", "--values", "0,1", "--duration", "1e309"],
      exit: .usage, mentions: ["'1e309'", "'--duration'"]),
    BadInputCase(
      "fit: key times count",
      ["fit", "--values", "0,1,2", "--key-times", "0,1", "--duration", "1"],
      exit: .usage, mentions: ["'--key-times'", "keyTimes has 2 entries; 3"]),
    BadInputCase(
      "fit: unknown mode", ["fit", "--values", "0,1", "--duration", "1", "--mode", "spline"],
      exit: .usage, mentions: ["'spline'", "'--mode'"]),
    BadInputCase(
      "fit: unknown timing function",
      ["fit", "--values", "0,1", "--duration", "1", "--timing-functions", "easeOutt"],
      exit: .usage, mentions: ["'--timing-functions'", "easeOutt", "Did you mean 'easeOut'?"]),
    BadInputCase(
      "fit: negative damping ratio",
      ["fit", "--values", "0,1", "--duration", "1", "--keep-damping-ratio", "-1"],
      exit: .usage, mentions: ["'-1'", "'--keep-damping-ratio'"]),
    BadInputCase(
      "fit: values too far apart to fit", ["fit", "--values", "1e308,-1e308", "--duration", "1"],
      exit: .usage, mentions: ["'--values'", "'1e308,-1e308'"]),
    BadInputCase(
      "fit: subnormal duration", ["fit", "--values", "0,1", "--duration", "1e-320"],
      exit: .usage, mentions: ["'--values'"]),
    BadInputCase(
      "fit: unknown example", ["fit", "--example", "shine"], exit: .usage,
      mentions: ["'shine'", "'--example'"]),
    BadInputCase(
      "fit: example and duration", ["fit", "--example", "scale-pop", "--duration", "1"],
      exit: .usage, mentions: ["'--example' and '--duration'"]),
    BadInputCase(
      "fit: two files", ["fit", "a.json", "b.json"], exit: .usage,
      mentions: ["unexpected argument 'b.json'"]),
    BadInputCase(
      "fit: file and --values", ["fit", "a.json", "--values", "0,1", "--duration", "1"],
      exit: .usage, mentions: ["unexpected argument 'a.json'"]),
  ]

  /// Keyframe JSON files: bad data (exit 65) naming the file and the line (and column for
  /// syntax), or the option at fault (exit 64).
  static let fitJSON: [BadInputCase] = [
    BadInputCase(
      "JSON: truncated", ["fit", "$IN"], fixture: json("{\"values\": [0, 1"), exit: .dataError,
      mentions: ["k.json:1:17:", "unexpected end"]),
    BadInputCase(
      "JSON: values is a string", ["fit", "$IN"],
      fixture: json("{\n\"values\": \"0,1\",\n\"duration\": 1}"), exit: .dataError,
      mentions: ["k.json:2:", "values is a string"]),
    BadInputCase(
      "JSON: a value is a boolean", ["fit", "$IN"],
      fixture: json("{\"values\": [0,\n true], \"duration\": 1}"), exit: .dataError,
      mentions: ["k.json:2:", "values[1] is a boolean"]),
    BadInputCase(
      "JSON: missing values", ["fit", "$IN"], fixture: json("{\"duration\": 1}"),
      exit: .dataError, mentions: ["k.json:1:", "missing field 'values'"]),
    BadInputCase(
      "JSON: missing duration", ["fit", "$IN"], fixture: json("{\"values\": [0, 1]}"),
      exit: .dataError, mentions: ["k.json:1:", "missing field 'duration'"]),
    BadInputCase(
      "JSON: zero duration", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1],\n\"duration\": 0}"), exit: .dataError,
      mentions: ["k.json:2:", "duration"]),
    BadInputCase(
      "JSON: negative duration", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1],\n\"duration\": -2}"), exit: .dataError,
      mentions: ["k.json:2:", "duration"]),
    BadInputCase(
      "JSON: overflowing number", ["fit", "$IN"],
      fixture: json("{\"values\": [0,\n1e999], \"duration\": 1}"), exit: .dataError,
      mentions: ["k.json:2:", "values[1] is not finite"]),
    BadInputCase(
      "JSON: null key time", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"keyTimes\": [0, null], \"duration\": 1}"),
      exit: .dataError, mentions: ["k.json:1:", "keyTimes[1] is null"]),
    BadInputCase(
      "JSON: key times count", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1, 2],\n\"keyTimes\": [0, 1], \"duration\": 1}"),
      exit: .dataError, mentions: ["k.json:2:", "keyTimes has 2 entries; 3 are needed"]),
    BadInputCase(
      "JSON: too many timing functions", ["fit", "$IN"],
      fixture: json(
        "{\"values\": [0, 1], \"duration\": 1,\n\"timingFunctions\": [\"linear\", \"easeIn\"]}"),
      exit: .dataError, mentions: ["k.json:2:", "timingFunctions has 2 entries"]),
    BadInputCase(
      "JSON: unknown field", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"duration\": 1,\n\"keytimes\": [0, 1]}"),
      exit: .dataError, mentions: ["k.json:2:", "'keytimes'", "Did you mean 'keyTimes'?"]),
    BadInputCase(
      "JSON: an unknown field with an escape sequence (issue 31)", ["fit", "$IN"],
      fixture: json(#"{"values": [0, 1], "duration": 1, "\u001b[2J\u0007": 1}"#),
      exit: .dataError, mentions: ["k.json:1:", #"unknown field '\u{1B}[2J\u{7}'"#]),
    BadInputCase(
      "JSON: unknown mode", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"duration\": 1,\n\"calculationMode\": \"spline\"}"),
      exit: .dataError, mentions: ["k.json:2:", "calculationMode 'spline'"]),
    BadInputCase(
      "JSON: unknown timing function", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"duration\": 1,\n\"timingFunctions\": [\"bounce\"]}"),
      exit: .dataError, mentions: ["k.json:2:", "timingFunctions[0]", "'bounce'"]),
    BadInputCase(
      "JSON: nested too deeply", ["fit", "$IN"],
      fixture: json(String(repeating: "[", count: 100_000)), exit: .dataError,
      mentions: ["k.json:1:", "nest too deeply"]),
    BadInputCase(
      "JSON: field twice", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"duration\": 1, \"duration\": 2}"), exit: .dataError,
      mentions: ["k.json:1:", "field 'duration' appears twice"]),
    BadInputCase(
      "JSON: text after the value", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"duration\": 1}\n{}"), exit: .dataError,
      mentions: ["k.json:2:1:", "unexpected text after the JSON value"]),
    BadInputCase(
      "JSON: invalid escape", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"duration\": 1, \"keyPath\": \"a\\x\"}"),
      exit: .dataError, mentions: ["k.json:1:", "invalid escape"]),
    BadInputCase(
      "JSON: an array, not an object", ["fit", "$IN"], fixture: json("[0, 1]"),
      exit: .dataError, mentions: ["k.json:1:", "found an array"]),
    BadInputCase(
      "JSON: invalid UTF-8 and a bare word", ["fit", "$IN"],
      fixture: json("{\"values\": [0, 1], \"duration\": \u{FFFD}1}"), exit: .dataError,
      mentions: ["k.json:1:", "unexpected character"]),
    BadInputCase(
      "JSON: values too far apart to fit", ["fit", "$IN"],
      fixture: json("{\"values\": [1e308, -1e308], \"duration\": 1}"), exit: .dataError,
      mentions: ["k.json:", "no spring"]),
    BadInputCase(
      "JSON: --duration 0 for a file", ["fit", "$IN", "--duration", "0"],
      fixture: json("{\"values\": [0, 1], \"duration\": 1}"), exit: .usage,
      mentions: ["'0'", "'--duration'"]),
    BadInputCase(
      "JSON: vectors of unequal sizes", ["fit", "$IN"],
      fixture: json("{\"values\": [[0, 0], [1]], \"duration\": 1}"), exit: .dataError,
      mentions: ["k.json:1:", "values[1] has 1 component; expected 2"]),
    BadInputCase(
      "JSON: one vector keyframe", ["fit", "$IN"],
      fixture: json("{\"values\": [[0, 0]], \"duration\": 1}"), exit: .dataError,
      mentions: ["k.json:1:", "values"]),
    BadInputCase(
      "JSON: --column for JSON", ["fit", "$IN", "--column", "x"],
      fixture: json("{\"values\": [[0, 0], [1, 1]], \"duration\": 1}"), exit: .usage,
      mentions: ["'--column' does not apply"]),
  ]

  /// Keyframe CSV files: bad data (exit 65) naming the file and line, or the option a CSV
  /// form needs or refuses (exit 64).
  static let fitCSV: [BadInputCase] = [
    // Issue 31: the header was echoed as is, driving the terminal and printing megabytes.
    BadInputCase(
      "CSV: a header with ESC and BEL", ["fit", "$IN"],
      fixture: csv("tim\u{1B}[2Je,v\u{7}\n0,0\n1,1\n"), exit: .dataError,
      mentions: ["k.csv:1:", #"the header is 'tim\u{1B}[2Je,v\u{7}'"#]),
    BadInputCase(
      "CSV: UTF-16", ["fit", "$IN"],
      fixture: csv(String("time,value\n0,0\n1,1\n".flatMap { [$0, "\u{0}"] })),
      exit: .dataError, mentions: ["k.csv:1:", "UTF-16; save it as UTF-8"]),
    BadInputCase(
      "CSV: a 200,000-column header", ["fit", "$IN"],
      fixture: csv(
        "time," + (0..<200_000).map { "c\($0)" }.joined(separator: ",") + "\n0,"
          + Array(repeating: "0", count: 200_000).joined(separator: ",") + "\n"),
      exit: .dataError, mentions: ["k.csv:1:", "c19,c20,c… (1488894 characters)"]),
    BadInputCase(
      "CSV: unknown header", ["fit", "$IN"], fixture: csv("t,v\n0,0\n1,1\n"), exit: .dataError,
      mentions: ["k.csv:1:", "the header is 't,v'"]),
    BadInputCase(
      "CSV: ambiguous value columns", ["fit", "$IN"], fixture: csv("time,a,b\n0,0,0\n1,1,1\n"),
      exit: .dataError, mentions: ["k.csv:1:", "'time,a,b'", "--column", "a, b"]),
    BadInputCase(
      "CSV: --column names no column", ["fit", "$IN", "--column", "c"],
      fixture: csv("time,a,b\n0,0,0\n1,1,1\n"), exit: .dataError,
      mentions: ["k.csv:1:", "no column 'c'", "a, b"]),
    BadInputCase(
      "CSV: vector of one sample", ["fit", "$IN", "--column", "a,b"],
      fixture: csv("time,a,b\n0,0,0\n"), exit: .dataError, mentions: ["1 point given"]),
    BadInputCase(
      "CSV: three fields", ["fit", "$IN"], fixture: csv("time,value\n0,0\n1,1,1\n"),
      exit: .dataError, mentions: ["k.csv:3:", "3 fields; expected 2"]),
    BadInputCase(
      "CSV: not a number", ["fit", "$IN"], fixture: csv("time,value\n0,0\n1,abc\n"),
      exit: .dataError, mentions: ["k.csv:3:", "value 'abc' is not a number"]),
    BadInputCase(
      "CSV: NaN", ["fit", "$IN"], fixture: csv("time,value\n0,0\n0.5,nan\n1,1\n"),
      exit: .dataError, mentions: ["k.csv:3:", "'nan' is not a number"]),
    BadInputCase(
      "CSV: infinite time", ["fit", "$IN"], fixture: csv("time,value\n0,0\ninf,1\n"),
      exit: .dataError, mentions: ["k.csv:3:", "'inf' is not a number"]),
    BadInputCase(
      "CSV: overflowing time", ["fit", "$IN"], fixture: csv("time,value\n0,0\n1e999,1\n"),
      exit: .dataError, mentions: ["k.csv:3:", "not finite"]),
    BadInputCase(
      "CSV: times not increasing", ["fit", "$IN"],
      fixture: csv("time,value\n0,0\n0.5,1\n0.5,1\n"), exit: .dataError,
      mentions: ["k.csv:4:", "times[2]"]),
    BadInputCase(
      "CSV: negative first time", ["fit", "$IN"], fixture: csv("time,value\n-1,0\n1,1\n"),
      exit: .dataError, mentions: ["k.csv:2:"]),
    BadInputCase(
      "CSV: header only", ["fit", "$IN"], fixture: csv("time,value\n"), exit: .dataError,
      mentions: ["k.csv:1:", "no rows after the header"]),
    BadInputCase(
      "CSV: one sample", ["fit", "$IN"], fixture: csv("time,value\n0,1\n"), exit: .dataError,
      mentions: ["k.csv:"]),
    BadInputCase(
      "CSV: key time above 1", ["fit", "$IN", "--duration", "1"],
      fixture: csv("keyTime,value\n0,0\n1.5,1\n"), exit: .dataError,
      mentions: ["k.csv:3:", "keyTimes[1]"]),
    BadInputCase(
      "CSV: key times without --duration", ["fit", "$IN"],
      fixture: csv("keyTime,value\n0,0\n1,1\n"), exit: .usage,
      mentions: ["'--duration'", "k.csv"]),
    BadInputCase(
      "CSV: samples with --mode", ["fit", "$IN", "--mode", "cubic"],
      fixture: csv("time,value\n0,0\n1,1\n"), exit: .usage,
      mentions: ["'--mode' does not apply", "k.csv"]),
    BadInputCase(
      "CSV: samples with --timing-functions and --mode, the first declared named",
      ["fit", "$IN", "--timing-functions", "linear", "--mode", "cubic"],
      fixture: csv("time,value\n0,0\n1,1\n"), exit: .usage,
      mentions: ["'--mode' does not apply", "k.csv"]),
    BadInputCase(
      "CSV: keyframes with too few --timing-functions",
      ["fit", "$IN", "--duration", "1", "--timing-functions", "linear"],
      fixture: csv("keyTime,value\n0,0\n0.5,1\n1,1\n"), exit: .usage,
      mentions: ["'linear'", "'--timing-functions'", "timingFunctions has 1 entry; 2"]),
    BadInputCase(
      "CSV: huge values", ["fit", "$IN"], fixture: csv("time,value\n0,-1.7e308\n1,1.7e308\n"),
      exit: .dataError, mentions: ["k.csv:", "no spring"]),
  ]

  /// Input files that cannot be read (exit 66), and standard input.
  static let fitInputs: [BadInputCase] =
    [
      BadInputCase(
        "file: missing", ["fit", "$IN"], fixture: .missing("none.json"), exit: .noInput,
        mentions: ["none.json", "No such file or directory"]),
      BadInputCase(
        "file: a directory", ["fit", "$IN"], fixture: .directory("keys"), exit: .noInput,
        mentions: ["keys'", "Is a directory"]),
      BadInputCase(
        "file: unreadable", ["fit", "$IN"], fixture: .unreadable("secret.json", "{}"),
        exit: .noInput, mentions: ["secret.json", "Permission denied"]),
      BadInputCase(
        "file: empty", ["fit", "$IN"], fixture: json(""), exit: .dataError,
        mentions: ["k.json: the input is empty"]),
      BadInputCase(
        "file: byte order mark and blanks only", ["fit", "$IN"], fixture: csv("\u{FEFF} \r\n\t\n"),
        exit: .dataError, mentions: ["k.csv: the input is empty"]),
      BadInputCase(
        "stdin: empty", ["fit", "-"], exit: .dataError,
        mentions: ["standard input: the input is empty"]),
      BadInputCase(
        "stdin: closed early in JSON", ["fit", "-"],
        input: .text("{\"values\": [0.4, 1, 0.9,\n 1], \"dura"), exit: .dataError,
        mentions: ["standard input:2:", "unterminated string"]),
      BadInputCase(
        "stdin: closed early in CSV", ["fit", "-"], input: .text("time,value\n0,0\n0.5,"),
        exit: .dataError, mentions: ["standard input:3:", "value '' is not a number"]),
      BadInputCase(
        "stdin: closed", ["fit", "-"], input: .failure(EBADF), exit: .noInput,
        mentions: ["cannot read standard input", "Bad file descriptor"]),
      BadInputCase(
        "stdin: read error", ["fit", "-", "--format", "json"], input: .failure(EIO),
        exit: .noInput, mentions: ["cannot read standard input", "Input/output error"]),
    ] + unreadableByAnyone

  /// A file that even root cannot read from its start: `/proc/self/mem` (Linux).
  private static var unreadableByAnyone: [BadInputCase] {
    #if os(Linux)
    [
      BadInputCase(
        "file: read fails", ["fit", "$IN"], fixture: .path("/proc/self/mem"), exit: .noInput,
        mentions: ["'/proc/self/mem'", "Input/output error"])
    ]
    #else
    []
    #endif
  }

  /// The rows of `fit --batch` whose file cannot be read (exit 66) or whose options are
  /// wrong (exit 64).
  ///
  /// Bad lines are not refusals: each gives an error object and the batch goes on (see
  /// FitBatchTests).
  static let fitBatch: [BadInputCase] = [
    BadInputCase(
      "batch: missing file", ["fit", "--batch", "$IN"], fixture: .missing("none.jsonl"),
      exit: .noInput, mentions: ["none.jsonl", "No such file or directory"]),
    BadInputCase(
      "batch: a directory", ["fit", "--batch", "$IN"], fixture: .directory("sets"),
      exit: .noInput, mentions: ["sets'", "Is a directory"]),
    BadInputCase(
      "batch: unreadable", ["fit", "--batch", "$IN"],
      fixture: .unreadable("secret.jsonl", "{}\n"), exit: .noInput,
      mentions: ["secret.jsonl", "Permission denied"]),
    BadInputCase(
      "batch: standard input closed", ["fit", "--batch", "-"], input: .failure(EBADF),
      exit: .noInput, mentions: ["cannot read standard input", "Bad file descriptor"]),
    BadInputCase(
      "batch: empty path", ["fit", "--batch="], exit: .usage,
      mentions: ["missing value for option '--batch'"]),
    BadInputCase(
      "batch: with --format text", ["fit", "--batch", "-", "--format", "text"], exit: .usage,
      mentions: ["'text'", "'--format'", "json or csv with --batch"]),
    BadInputCase(
      "batch: zero --duration", ["fit", "--batch", "$IN", "--duration", "0"],
      fixture: .file("sets.jsonl", "{\"values\": [0, 1]}\n"), exit: .usage,
      mentions: ["'0'", "'--duration'"]),
  ]
}
