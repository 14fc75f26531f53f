import Testing
import _SpringTestSupport

@testable import springfit

/// Every way `springfit fit` refuses its input: the exact message and the exit status, and
/// nothing on standard output.
@Suite("springfit fit errors")
struct FitErrorTests {
  /// A bad input file: its text, and the message after `<path>` (which starts `:line: …`,
  /// `:line:column: …` or `: …`).
  struct DataCase: Sendable, CustomTestStringConvertible {
    var text: String
    var extraArguments: [String] = []
    var message: String
    var testDescription: String { message }
  }

  /// Files with bad data exit 65 naming the file and the line or field.
  static let dataCases: [DataCase] = [
    DataCase(
      text: "",
      message: ": the input is empty; expected keyframe JSON, or CSV with a time or keyTime "
        + "column and value columns"),
    DataCase(
      text: " \n\t\n",
      message: ": the input is empty; expected keyframe JSON, or CSV with a time or keyTime "
        + "column and value columns"),
    DataCase(
      text: "{\n  \"values\": [0.4, \"big\", 1],\n  \"duration\": 1\n}\n",
      message: ":2: values[1] is a string; expected a number"),
    DataCase(
      text: "{\"values\": [0.4, [1, 2]], \"duration\": 1}",
      message: ":1: values[1] is an array; expected a number (fit takes one number per "
        + "keyframe)"),
    DataCase(
      text: "{\"values\": [0.4,\n 1e999], \"duration\": 1}",
      message: ":2: values[1] is not finite"),
    DataCase(
      text: "{\"values\": [], \"duration\": 1}",
      message: ":1: values has 0 entries; at least 2 are needed"),
    DataCase(
      text: "{\"values\": [1], \"duration\": 1}",
      message: ":1: values has 1 entry; at least 2 are needed"),
    DataCase(
      text: "{\"values\": [1], \"duration\": 1, \"calculationMode\": \"discrete\"}",
      message: ":1: values has 1 entry; at least 2 are needed"),
    DataCase(
      text: "{\"values\": [0, 1, 2],\n\"keyTimes\": [0, 1]\n, \"duration\": 1}",
      message: ":2: keyTimes has 2 entries; 3 are needed"),
    DataCase(
      text: "{\"values\": [0, 1, 2, 3], \"keyTimes\": [0,\n 0.6,\n 0.5, 1], \"duration\": 1}",
      message: ":3: keyTimes[2] is 0.5, less than the entry before it (0.6): keyTimes must not "
        + "decrease"),
    DataCase(
      text: "{\"values\": [0, 1, 2], \"keyTimes\": [0.1, 0.5, 1], \"duration\": 1}",
      message: ":1: keyTimes[0] is 0.1; keyTimes must start at 0"),
    DataCase(
      text: "{\"values\": [0, 1],\n \"duration\": 0}",
      message: ":2: duration is 0.0; it must be finite and greater than 0"),
    DataCase(
      text: "{\"values\": [0, 1],\n \"duration\": -0.5}",
      message: ":2: duration is -0.5; it must be finite and greater than 0"),
    DataCase(
      text: "{\"values\": [0, 1],\n \"duration\": \"1s\"}",
      message: ":2: duration is a string; expected a number"),
    DataCase(
      text: "{\"values\": [0, 1]}",
      message: ":1: missing field 'duration' (seconds); add it or pass --duration SECONDS"),
    DataCase(
      text: "{\"duration\": 1}", message: ":1: missing field 'values' (an array of numbers)"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1,\n \"calculationMode\": \"spline\"}",
      message: ":2: unknown calculationMode 'spline'; expected one of linear, cubic, discrete, "
        + "paced, cubicPaced"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1,\n \"calculationMode\": \"cubic-paced\"}",
      message: ":2: unknown calculationMode 'cubic-paced'; expected one of linear, cubic, "
        + "discrete, paced, cubicPaced. Did you mean 'cubicPaced'?"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1,\n \"timingFunctions\": [\"easeOutt\"]}",
      message: ":2: timingFunctions[0]: unknown timing function 'easeOutt'; expected a Core "
        + "Animation name (linear, easeIn, easeOut, easeInEaseOut, default), a CSS keyword "
        + "(ease-in-out, ...), a Penner curve (easeOutQuint, ...) or four control points "
        + "x1,y1,x2,y2. Did you mean 'easeOut'?"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1, \"timingFunctions\": [[0, 0, 1.5, 1]]}",
      message: ":1: timingFunctions[0]: x2 must be finite and between 0 and 1, got 1.5"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1, \"timingFunctions\": [[0, 0, 1]]}",
      message: ":1: timingFunctions[0]: 3 control point numbers; a cubic Bézier needs 4 "
        + "(x1,y1,x2,y2)"),
    DataCase(
      text: "{\"values\": [0, 1, 2], \"duration\": 1, \"timingFunctions\": [\"easeIn\"]}",
      message: ":1: timingFunctions has 1 entry; 2 are needed"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1,\n \"keytimes\": [0, 1]}",
      message: ":2: unknown field 'keytimes'. Did you mean 'keyTimes'?"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1, \"values\": [2, 3]}",
      message: ":1:35: field 'values' appears twice"),
    DataCase(
      text: "{\"values\": [0, 1],\n \"duration\": 1,}",
      message: ":2:16: expected a field name in double quotes"),
    DataCase(
      text: "{\"values\": [0, 1",
      message: ":1:17: unexpected end of the text; expected "
        + "',' or ']' in an array"),
    DataCase(
      text: "[0, 1]",
      message: ":1: expected a JSON object with values (a keyframe "
        + "set); found an array"),
    DataCase(
      text: "{\"values\": [0, 1], \"duration\": 1} x",
      message: ":1:35: unexpected text after the JSON value"),
    DataCase(
      text: "t,v\n0,0\n1,1\n",
      message: ":1: the header is 't,v'; expected a time column (seconds) or a keyTime column "
        + "(fractions 0...1 of --duration) and a value column, or keyframe JSON"),
    DataCase(
      text: "time,x,y\n0,0,0\n1,1,1\n",
      message: ":1: the header is 'time,x,y'; it is not clear which column holds the values: "
        + "choose with --column NAME (one of x, y, or several separated by commas for a "
        + "vector)"),
    DataCase(text: "time,value\n", message: ":1: no rows after the header"),
    DataCase(text: "time,value\n0,0\n\n0.1,abc\n", message: ":4: value 'abc' is not a number"),
    DataCase(text: "time,value\n0,0\n0.1\n", message: ":3: 1 fields; expected 2 (time,value)"),
    DataCase(text: "time,value\n0,0\n", message: ": 1 point given; at least 2 are needed to fit"),
    DataCase(
      text: "time,value\n0,0\n0.2,1\n0.1,1\n",
      message: ":4: times[2] is not greater than the time before it (times must increase from "
        + "0)"),
    DataCase(
      text: "time,value\r\n-0.1,0\r\n0.2,1\r\n",
      message: ":2: times[0] is negative; times must start at 0 or later"),
    DataCase(text: "time,value\n0,0\n0.1,1e999\n", message: ":3: values[1] is not finite"),
    DataCase(
      text: "keyTime,value\n0,0\n0.7,1\n0.5,1\n1,1\n", extraArguments: ["--duration", "1"],
      message: ":4: keyTimes[2] is 0.5, less than the entry before it (0.7): keyTimes must not "
        + "decrease"),
    DataCase(
      text: "keyTime,value\n0,0\n", extraArguments: ["--duration", "1"],
      message: ": values has 1 entry; at least 2 are needed"),
  ]

  @Test("Bad data in a file exits 65 naming the file and the line or field", arguments: dataCases)
  func badData(_ item: DataCase) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("keys.txt", item.text)
    let run = Invocation(["fit", path] + item.extraArguments)
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(run.errors == "Error: \(path)\(item.message)\n")
    // The same data on standard input is named "standard input".
    let piped = Invocation(["fit", "-"] + item.extraArguments, input: item.text)
    #expect(piped.status == 65 && piped.output.isEmpty)
    #expect(piped.errors == "Error: standard input\(item.message)\n")
  }

  /// Missing and unreadable files exit 66 with the system's reason.
  @Test("A missing or unreadable file exits 66")
  func unreadable() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let missing = folder.path("missing.json")
    for arguments in [["fit", missing], ["fit", "--batch", missing]] {
      let run = Invocation(arguments)
      #expect(run.status == 66 && run.output.isEmpty)
      #expect(run.errors == "Error: cannot read '\(missing)': No such file or directory\n")
    }
    let directory = Invocation(["fit", folder.directory])
    #expect(directory.status == 66 && directory.output.isEmpty)
    #expect(directory.errors == "Error: cannot read '\(folder.directory)': Is a directory\n")
  }

  /// Bad options exit 64 with the message, the usage line and the pointer to the help.
  @Test(
    "Bad options exit 64 with the exact message",
    arguments: [
      (
        ["--values", "0,1,abc", "--duration", "1"],
        "invalid value '0,1,abc' for option '--values': values[2] 'abc' is not a number"
      ),
      (
        ["--values", "0,,1", "--duration", "1"],
        "invalid value '0,,1' for option '--values': values[1] '' is not a number"
      ),
      (
        ["--values", "0,1,1e999", "--duration", "1"],
        "invalid value '0,1,1e999' for option '--values': values[2] is not finite"
      ),
      (
        ["--values", "0,-1e999", "--duration", "1"],
        "invalid value '0,-1e999' for option '--values': values[1] is not finite"
      ),
      (
        ["--values", "0", "--duration", "1"],
        "invalid value '0' for option '--values': values has 1 entry; at least 2 are needed"
      ),
      (["--values", "0,1"], "option '--values' requires '--duration'"),
      (
        ["--values", "0,1", "--duration", "0"],
        "invalid value '0' for option '--duration': must be finite and greater than 0"
      ),
      (
        ["--values", "0,1", "--duration", "-2"],
        "invalid value '-2' for option '--duration': must be finite and greater than 0"
      ),
      (
        ["--values", "0,1", "--duration", "1e999"],
        "invalid value '1e999' for option '--duration': must be finite and greater than 0"
      ),
      (
        ["--values", "0,1", "--duration", "1s"],
        "invalid value '1s' for option '--duration': expected a number"
      ),
      (
        ["--values", "0,1,0.9,1", "--key-times", "0,0.5,0.4,1", "--duration", "1"],
        "invalid value '0,0.5,0.4,1' for option '--key-times': keyTimes[2] is 0.4, less than "
          + "the entry before it (0.5): keyTimes must not decrease"
      ),
      (
        ["--values", "0,1,0.9,1", "--key-times", "0,0.5,1", "--duration", "1"],
        "invalid value '0,0.5,1' for option '--key-times': keyTimes has 3 entries; 4 are "
          + "needed"
      ),
      (["--key-times", "0,1"], "option '--key-times' requires '--values'"),
      (
        ["--values", "0,1", "--duration", "1", "--mode", "spline"],
        "invalid value 'spline' for option '--mode': expected one of linear, cubic, discrete, "
          + "paced, cubic-paced"
      ),
      (
        ["--values", "0,1,2", "--duration", "1", "--timing-functions", "easeOut"],
        "invalid value 'easeOut' for option '--timing-functions': timingFunctions has 1 "
          + "entry; 2 are needed"
      ),
      (
        ["--values", "0,1", "--duration", "1", "--timing-functions", "bouncy"],
        "invalid value 'bouncy' for option '--timing-functions': timingFunctions[0]: unknown "
          + "timing function 'bouncy'; expected a Core Animation name (linear, easeIn, easeOut, "
          + "easeInEaseOut, default), a CSS keyword (ease-in-out, ...), a Penner curve "
          + "(easeOutQuint, ...) or four control points x1,y1,x2,y2."
      ),
      (
        ["--values", "0,1", "--duration", "1", "--timing-functions", "0,0,x,1"],
        "invalid value '0,0,x,1' for option '--timing-functions': timingFunctions[0]: 'x' is "
          + "not a number"
      ),
      (
        ["--example", "scale"],
        "invalid value 'scale' for option '--example': expected one of scale-pop, donut-sweep, "
          + "counter, shine-circle, menu-bounce, lottie-pop. Did you mean 'scale-pop'?"
      ),
      (
        ["--example", "scale-pop", "--mode", "cubic"],
        "options '--example' and '--mode' cannot be used together"
      ),
      (
        ["--batch", "x.jsonl", "--format", "text"],
        "invalid value 'text' for option '--format': must be json or csv with --batch"
      ),
      (
        ["--values", "0,1", "--example", "counter"],
        "options '--values' and '--example' cannot be used together"
      ),
      (["pop.json", "--example", "counter"], "unexpected argument 'pop.json'"),
      (["a.json", "b.json"], "unexpected argument 'b.json'"),
      (
        [],
        "missing input: give a KEYFRAMES_FILE, - for standard input, --values, --example or "
          + "--batch"
      ),
      (
        ["--example", "scale-pop", "--keep-damping-ratio", "-1"],
        "invalid value '-1' for option '--keep-damping-ratio': must be finite and at least 0"
      ),
      (
        ["--example", "scale-pop", "--keep-response", "0"],
        "invalid value '0' for option '--keep-response': must be finite and greater than 0"
      ),
      (
        ["--example", "scale-pop", "--keep-velocity", "1e999"],
        "invalid value '1e999' for option '--keep-velocity': must be finite"
      ),
      (
        ["--example", "scale-pop", "--plot"],
        "missing value for option '--plot'"
      ),
      (["--exmaple", "scale-pop"], "unknown option '--exmaple'. Did you mean '--example'?"),
      (
        ["--example", "scale-pop", "--fit-endpoints=yes"],
        "option '--fit-endpoints' takes no value, got 'yes'"
      ),
    ] as [([String], String)])
  func badOptions(arguments: [String], message: String) {
    let run = Invocation(["fit"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors == usageErrorText(message, command: "fit"))
  }

  /// Options the input makes wrong are usage errors found while reading it.
  @Test("Options that do not fit the file exit 64")
  func optionsForTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let samples = try folder.write("s.csv", "time,value\n0,0\n0.1,1\n")
    let keyTimes = try folder.write("k.csv", "keyTime,value\n0,0\n1,1\n")
    let json = try folder.write("k.json", #"{"values": [0, 1, 2], "duration": 1}"#)
    let cases: [([String], String)] = [
      (
        [samples, "--mode", "cubic"],
        "option '--mode' does not apply: \(samples) has samples (a time column), which are "
          + "fitted as they are; only keyframes have a duration, a calculation mode and timing functions"
      ),
      (
        [samples, "--duration", "1"],
        "option '--duration' does not apply: \(samples) has samples (a time column), which are "
          + "fitted as they are; only keyframes have a duration, a calculation mode and timing "
          + "functions"
      ),
      (
        [keyTimes],
        "missing option '--duration': \(keyTimes) has keyTime,value rows, fractions 0...1 of a "
          + "duration; give the duration in seconds"
      ),
      (
        [json, "--timing-functions", "easeIn"],
        "invalid value 'easeIn' for option '--timing-functions': timingFunctions has 1 "
          + "entry; 2 are needed"
      ),
    ]
    for (arguments, message) in cases {
      let run = Invocation(["fit"] + arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.output.isEmpty)
      #expect(run.errors == usageErrorText(message, command: "fit"))
    }
  }

  /// Random keyframe JSON built from good and bad pieces never traps: every run ends with
  /// status 0, 64 or 65, and a failing run writes nothing to standard output.
  @Test("Random keyframe files never crash", arguments: [7, 8])
  func fuzz(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let numbers = [
      "0", "1", "-1", "0.5", "1e308", "-1e308", "1e999", "5e-324", "\"x\"", "null",
      "[]", "0.9",
    ]
    let modes = [
      "\"linear\"", "\"cubic\"", "\"discrete\"", "\"paced\"", "\"cubicPaced\"",
      "\"x\"", "3",
    ]
    let timings = ["\"easeIn\"", "[0.1, 0.2, 0.3, 0.4]", "[2, 0, 1, 1]", "\"x\"", "1"]
    func list(_ pieces: [String], count: Int) -> String {
      "["
        + (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "0" }
        .joined(separator: ", ") + "]"
    }
    for _ in 0..<60 {
      var fields: [String] = []
      let count = Int.random(in: 0...5, using: &generator)
      if Bool.random(using: &generator) || count > 0 {
        fields.append("\"values\": " + list(numbers, count: count))
      }
      if Bool.random(using: &generator) {
        fields.append("\"keyTimes\": " + list(["0", "0.5", "1", "-1", "2"], count: count))
      }
      fields.append("\"duration\": " + (numbers.randomElement(using: &generator) ?? "1"))
      if Bool.random(using: &generator) {
        fields.append("\"calculationMode\": " + (modes.randomElement(using: &generator) ?? ""))
      }
      if Bool.random(using: &generator) {
        fields.append("\"timingFunctions\": " + list(timings, count: max(0, count - 1)))
      }
      let text = "{" + fields.joined(separator: ", ") + "}"
      let run = Invocation(["fit", "-", "--format", "json"], input: text)
      #expect([0, 64, 65].contains(run.status), "seed \(seed): \(text)")
      if run.status != 0 {
        #expect(run.output.isEmpty && run.errors.hasPrefix("Error: "), "seed \(seed): \(text)")
      }
    }
  }
}
