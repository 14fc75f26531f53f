import SpringFormats
import Testing

@testable import springfit

/// `springfit fit --batch`: one result per line, in order, errors in place.
@Suite("springfit fit --batch")
struct FitBatchTests {
  /// Keyframe sets, one JSON object each, with a bad line, a blank line and a non-object in
  /// the middle.
  static let lines = [
    #"{"values": [0.4, 1, 0.9, 1], "duration": 0.3333333333333333, "calculationMode": "cubic"}"#,
    #"{"values": [0, 1.1, 0.97, 1], "duration": 0.5}"#,
    #"{"values": [0, "a"], "duration": 1}"#,
    "",
    "[1, 2]",
    #"{"values": [1, 1.5], "duration": 0.1, "timingFunctions": ["easeOut"]}"#,
    "not json",
    #"{"values": [0, 1], "duration": 1, "keytimes": [0, 1]}"#,
    #"{"values": [0, 0.8, 1.02, 1], "keyTimes": [0, 0.2, 0.6, 1], "duration": 0.4}"#,
  ]

  @Test("One result per line, in order, with errors in place")
  func orderAndErrors() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text = Self.lines.joined(separator: "\n") + "\n"
    let path = try folder.write("sets.jsonl", text)
    for (arguments, input) in [(["fit", "--batch", path], ""), (["fit", "--batch", "-"], text)] {
      let run = Invocation(arguments, input: input)
      #expect(run.status == 0 && run.errors.isEmpty)
      let results = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast().map(String.init)
      try #require(results.count == Self.lines.count)
      #expect(results[2] == #"{"error":"values[1] is a string; expected a number","line":3}"#)
      #expect(results[3] == #"{"error":"empty line; expected a keyframe JSON object","line":4}"#)
      #expect(
        results[4]
          == #"{"error":"expected a JSON object with values (a keyframe set); found an array","line":5}"#
      )
      #expect(
        results[6] == #"{"error":"column 1: unexpected character 'n'; expected a value","line":7}"#)
      #expect(
        results[7] == #"{"error":"unknown field 'keytimes'. Did you mean 'keyTimes'?","line":8}"#)
      // Good lines are the single-fit documents, compact, in input order.
      for index in [0, 1, 5, 8] {
        let single = Invocation(["fit", "-", "--format", "json"], input: Self.lines[index])
        try #require(single.status == 0)
        #expect(
          try JSONTree.parse(results[index]) == JSONTree.parse(single.output), "line \(index + 1)")
        // Compact: no space outside strings (the only strings with spaces are code,
        // verdict descriptions and notes).
        #expect(!results[index].contains("\": ") && !results[index].contains(", \""))
      }
      #expect(results[0].contains(#""verdict":{"description":"no spring reproduces this"#))
    }
  }

  /// `--format csv`: one header, one row per input line in order, error rows marked with
  /// their message; each good row holds the single fit's numbers, read back exactly.
  @Test("CSV batches: a header, one row per line, errors in place")
  func csvRows() throws {
    let text = Self.lines.joined(separator: "\n") + "\n"
    let run = Invocation(["fit", "--batch", "-", "--format", "csv"], input: text)
    #expect(run.status == 0 && run.errors.isEmpty)
    let rows = run.output.split(separator: "\n").map(String.init)
    try #require(rows.count == Self.lines.count + 1)
    #expect(
      rows[0]
        == "line,error,verdict,dampingRatio,response,duration,bounce,mass,stiffness,damping,"
        + "from,to,initialVelocity,settlingDuration,bandSettlingTime,rmsError,maxError")
    #expect(
      rows[4] == "4,empty line; expected a keyframe JSON object" + String(repeating: ",", count: 15)
    )
    #expect(rows[3].hasPrefix("3,values[1] is a string; expected a number,,"))
    #expect(rows[7].hasPrefix("7,column 1: unexpected character 'n'; expected a value,,"))
    let columns = rows[0].split(separator: ",").map(String.init)
    for index in [0, 1, 5, 8] {
      let fields = rows[index + 1].split(separator: ",", omittingEmptySubsequences: false)
        .map(String.init)
      try #require(fields.count == columns.count)
      #expect(fields[0] == "\(index + 1)" && fields[1].isEmpty)
      let single = try JSONTree.parse(
        Invocation(["fit", "-", "--format", "json"], input: Self.lines[index]).output)
      #expect(single["verdict"]?["name"] == .string(fields[2]))
      for (column, field) in zip(columns, fields).dropFirst(3) {
        let expected =
          column == "mass" || column == "stiffness" || column == "damping"
          ? single["spring"]?[column] : single[column]
        #expect(expected == .number(try #require(Double(field))), "line \(index + 1) \(column)")
      }
    }
  }

  @Test("Fit options apply to every line")
  func optionsApply() throws {
    let text = Self.lines[0] + "\n" + Self.lines[1] + "\n"
    let run = Invocation(
      ["fit", "--batch", "-", "--keep-damping-ratio", "1", "--duration", "0.5"], input: text)
    #expect(run.status == 0)
    for line in run.output.split(separator: "\n") {
      let document = try JSONTree.parse(String(line))
      #expect(document["dampingRatio"] == .number(1))
      #expect(document["equivalents"]?["swiftui"]?["bounce"] == .number(0))
    }
  }

  @Test("Empty batches print nothing; CRLF and a missing final newline are fine")
  func edges() {
    let empty = Invocation(["fit", "--batch", "-"], input: "")
    #expect(empty.status == 0 && empty.output.isEmpty && empty.errors.isEmpty)
    let crlf = Invocation(
      ["fit", "--batch", "-"], input: Self.lines[1] + "\r\n" + Self.lines[0])
    #expect(crlf.status == 0)
    #expect(crlf.output.split(separator: "\n").count == 2)
    #expect(!crlf.output.contains("error"))
  }

  /// Blocks number their lines from where they start, so long batches keep line numbers.
  @Test("Line numbers continue across blocks")
  func blocks() {
    var remaining = KeyframeFitBatch.blockSize + 2
    var output = ""
    BatchFit.batch(FitCommandOptions()).run(
      reading: { () -> [UInt8]? in
        remaining -= 1
        return remaining >= 0 ? Array("{".utf8) : nil
      }, to: &output)
    let results = output.split(separator: "\n")
    #expect(results.count == KeyframeFitBatch.blockSize + 2)
    #expect(results.last?.hasSuffix(",\"line\":\(KeyframeFitBatch.blockSize + 2)}") == true)
  }
}
