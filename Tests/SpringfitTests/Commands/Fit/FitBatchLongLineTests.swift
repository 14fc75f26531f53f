import SpringFormats
import Testing

@testable import springfit

/// `springfit fit --batch`: a line longer than `KeyframeFitBatch.maximumLineLength` is an
/// error on its line, its bytes dropped as they come, and the batch goes on after it.
@Suite("springfit fit --batch with a line too long")
struct FitBatchLongLineTests {
  @Test("The long line is reported in place and the next lines are fitted")
  func longLine() throws {
    let good = #"{"values": [0, 1.1, 0.97, 1], "duration": 0.5}"#
    let length = KeyframeFitBatch.maximumLineLength + 10
    let long = String(repeating: " ", count: length)
    let text = [good, long, good].joined(separator: "\n") + "\n"
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("sets.jsonl", text)
    for (arguments, input) in [(["fit", "--batch", path], ""), (["fit", "--batch", "-"], text)] {
      let run = Invocation(arguments, input: input)
      #expect(run.status == 0 && run.errors.isEmpty)
      let results = run.output.split(separator: "\n").map(String.init)
      try #require(results.count == 3)
      #expect(
        results[1]
          == #"{"error":"the line has \#(length) bytes, more than the 1048576 a batch line may have","line":2}"#
      )
      #expect(results[0].hasPrefix(#"{"bandSettlingTime""#) || results[0].contains("\"verdict\""))
      #expect(results[2] == results[0])
    }
  }

  @Test("CSV output reports it in the error column")
  func csv() {
    let long = String(repeating: "x", count: KeyframeFitBatch.maximumLineLength + 1)
    let run = Invocation(["fit", "--batch", "-", "--format", "csv"], input: long)
    #expect(run.status == 0)
    let rows = run.output.split(separator: "\n")
    #expect(rows.count == 2 && rows[1].hasPrefix("1,") && rows[1].contains("1048577 bytes"))
  }
}
