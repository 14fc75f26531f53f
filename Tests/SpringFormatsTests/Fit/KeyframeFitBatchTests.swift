import SpringFitting
import SpringFormats
import SpringKit
import Testing

/// `KeyframeFitBatch`: one result per line, in order, each the fit of its line alone or the
/// error in place, across blocks and on every core.
@Suite("KeyframeFitBatch")
struct KeyframeFitBatchTests {
  static let good = #"{"values": [0.4, 1, 0.9, 1], "duration": 0.5}"#
  static let lines = [good, "  ", "{", #"{"values": [0, 1], "duration": -1}"#, "[1]"]

  /// Runs a batch over text lines.
  static func run(_ batch: KeyframeFitBatch, _ lines: [String]) -> [Substring] {
    var next = lines.makeIterator()
    var output = ""
    batch.run(reading: { next.next().map { Array($0.utf8) } }, to: &output)
    return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  @Test("JSON Lines: each line's fit or its error, numbered from 1")
  func jsonLines() throws {
    let results = Self.run(KeyframeFitBatch(), Self.lines)
    #expect(results.count == Self.lines.count)
    let track = try KeyframeDocument.decode(Array(Self.good.utf8)).track()
    let expected = try JSONWriter(style: .compact).string(
      for: try SpringFitter().fit(track).jsonDocument)
    #expect(results[0] == expected)
    #expect(
      results[1] == #"{"error":"empty line; expected a keyframe JSON object","line":2}"#)
    #expect(results[2].hasPrefix(#"{"error":"column 2: "#) && results[2].hasSuffix(#""line":3}"#))
    #expect(results[3].contains("duration") && results[3].hasSuffix(#""line":4}"#))
    #expect(results[4].hasSuffix(#""line":5}"#))
  }

  @Test("CSV: the header, then a row per line with errors in the error column")
  func csv() {
    let results = Self.run(KeyframeFitBatch(format: .csv), Self.lines)
    #expect(results.count == Self.lines.count + 1)
    #expect(results[0] + "\n" == SpringFit.batchCSVHeader)
    #expect(results[1].hasPrefix("1,,"))
    #expect(results[2].hasPrefix("2,empty line"))
  }

  @Test("Overrides replace each line's fields; the message closure words the errors")
  func overridesAndWording() {
    let line = [#"{"values": [0.4, 1, 0.9, 1]}"#]
    let missing = Self.run(KeyframeFitBatch(lineMessage: { _ in "no" }), line)
    #expect(missing == [#"{"error":"no","line":1}"#])
    var overrides = KeyframeDocument.Overrides()
    overrides.duration = 0.5
    let given = Self.run(KeyframeFitBatch(overrides: overrides), line)
    #expect(given.count == 1 && !given[0].contains("error"))
  }

  /// Blocks number their lines from where they start, so long batches keep line numbers,
  /// and the concurrent fits land in input order.
  @Test("Across blocks, results are in order and equal one-at-a-time fits")
  func acrossBlocks() {
    let batch = KeyframeFitBatch(format: .csv)
    let count = KeyframeFitBatch.blockSize + 3
    // Good lines in both blocks, the second block's first line among them.
    let good = Set(stride(from: 0, to: count, by: 1000)).union([KeyframeFitBatch.blockSize])
    let lines = (0..<count).map { index in
      good.contains(index) ? #"{"values": [0, 1.\#(index % 7), 1], "duration": 0.4}"# : "x"
    }
    let results = Self.run(batch, lines).dropFirst()
    #expect(results.count == count)
    for (index, line) in lines.enumerated()
    where index.isMultiple(of: 500) || good.contains(index) {
      let alone = batch.result(of: Array(line.utf8)[...], line: index + 1)
      #expect(results[results.startIndex + index] + "\n" == alone)
    }
    #expect(results.last?.hasPrefix("\(count),") == true)
  }

  @Test("Each stage's error is kept whole, and the default message words it")
  func lineErrors() throws {
    let batch = KeyframeFitBatch()
    #expect(throws: KeyframeFitBatch.LineError.emptyLine) { try batch.fit(Array(" \t".utf8)[...]) }
    let json = try #require(throws: KeyframeFitBatch.LineError.self) {
      try batch.fit(Array("{".utf8)[...])
    }
    guard case .json(let syntax) = json else {
      Issue.record("expected a JSON syntax error, got \(json)")
      return
    }
    #expect(json.message() == "column \(syntax.column): \(syntax.reason)")
    let document = try #require(throws: KeyframeFitBatch.LineError.self) {
      try batch.fit(Array(#"{"values": [1], "duration": 1}"#.utf8)[...])
    }
    #expect(
      document
        == .document(
          KeyframeDocumentError(
            line: 1, path: "values",
            problem: .keyframe(
              KeyframeError(field: "values", problem: .tooFewValues(count: 1, minimum: 2))))))
    var options = FitOptions()
    options.dampingRatio = -1
    let fit = try #require(throws: KeyframeFitBatch.LineError.self) {
      try KeyframeFitBatch(options: options).fit(Array(Self.good.utf8)[...])
    }
    guard case .fit(.invalidOption(let springError)) = fit else {
      Issue.record("expected the fitter's refusal of the option, got \(fit)")
      return
    }
    #expect(springError.parameter == "dampingRatio")
    #expect(fit.message() == FitError.invalidOption(springError).description)
  }
}
