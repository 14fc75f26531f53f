import Foundation
import SpringFitting
import SpringFormats
import SpringKit
import SpringScenarios
import Testing

/// `FitRequest`: what `springfit fit` prints, from the library: the same bytes as the
/// command's golden output, the fitter's own report, and errors worded once.
@Suite("FitRequest")
struct FitRequestTests {
  /// A golden file of the command line's tests: the bytes `springfit` printed.
  static func springfitSnapshot(_ name: String) throws -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../SpringfitTests/Snapshots")
    return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("A built-in example's summary is the command's golden output, byte for byte")
  func exampleText() throws {
    let outcome = try FitRequest(input: .example(.scalePop)).run()
    #expect(outcome.output == (try Self.springfitSnapshot("springfit-fit-scale-pop.txt")))
    #expect(outcome.warnings.isEmpty && outcome.chartSVG == nil)
  }

  @Test("JSON is the fitter's own document, pretty, and the chart is drawn when asked")
  func exampleJSON() throws {
    let request = FitRequest(input: .example(.menuBounce), format: .json)
    let outcome = try request.run(chartTitle: { "fit: \($0)" })
    let fit = try SpringFitter().fit(try FitExample.menuBounce.track())
    #expect(outcome.output == (try JSONWriter(style: .pretty).string(for: fit.jsonDocument)) + "\n")
    let svg = try #require(outcome.chartSVG)
    #expect(svg.contains("<svg") && svg.contains("fit: example") && svg.contains("menu-bounce"))
  }

  @Test("A keyframe file's bytes are detected, read and fitted as the file says")
  func document() throws {
    let text = #"{"values": [0.4, 1, 0.9, 1], "duration": 0.5, "keyPath": "opacity"}"#
    let request = FitRequest(input: .document(Array(text.utf8), name: "pop.json"), format: .csv)
    let input = try request.read()
    #expect(input.name == "pop.json" && input.keyPath == "opacity")
    let track = try KeyframeDocument.decode(Array(text.utf8)).track()
    let report = SpringFitReport(fit: try SpringFitter().fit(track), track: track)
    #expect(try request.run().output == report.csv)
  }

  @Test("Bad data names the input and its line, as the command prints it")
  func badData() {
    let bytes = Array("{\"values\": [0,\n true], \"duration\": 1}".utf8)
    #expect {
      _ = try FitRequest(input: .document(bytes, name: "k.json")).run()
    } throws: { error in
      guard let error = error as? FitInputError, case .data(let input, let line, _, _) = error
      else { return false }
      return input == "k.json" && line == 2
        && error.description.hasPrefix("k.json:2: values[1] is a boolean")
    }
  }

  @Test("Settings the input makes meaningless are named by their option")
  func settings() {
    var lottie = FitRequest(input: .document(Array("time,value\n0,0\n1,1\n".utf8), name: "s.csv"))
    lottie.lottie.layer = "Pop"
    #expect(
      throws: FitInputError.optionDoesNotApply(
        option: "--layer", reason: "s.csv is not a Lottie file (a JSON object with 'layers')")
    ) { _ = try lottie.run() }
    var samples = FitRequest(input: .document(Array("time,value\n0,0\n1,1\n".utf8), name: "s.csv"))
    samples.keyframes.mode = .cubic
    #expect(throws: FitInputError.self) { _ = try samples.run() }
    #expect(
      (try? samples.run()) == nil
        && FitInputErrorText.of { () throws(FitInputError) in _ = try samples.run() }?.hasPrefix(
          "option '--mode' does not apply: s.csv has samples") == true
    )
  }

  @Test("Typed-in keyframes the track refuses are an invalid --values")
  func values() {
    var fields = FitKeyframeFields()
    (fields.values, fields.duration, fields.texts) = ([1], 1, ["--values": "1"])
    #expect(throws: FitInputError.self) { _ = try fields.fitSubject() }
    let message = FitInputErrorText.of { () throws(FitInputError) in
      _ = try FitRequest(input: .values, keyframes: fields).run()
    }
    #expect(message?.hasPrefix("invalid value '1' for option '--values': ") == true)
  }

  @Test("A Lottie example reports every motion; its chart needs the one motion selected")
  func lottie() throws {
    let request = FitRequest(input: .lottieExample(.lottiePop))
    let outcome = try request.run()
    #expect(outcome.output.contains("scale"))
    var one = request
    one.lottie.property = "scale"
    let input = try one.read()
    #expect(input.keyPath == "scale" && input.timeLabel != nil)
  }
}

/// The description of the error a body throws, if it throws a `FitInputError`.
enum FitInputErrorText {
  static func of(_ body: () throws(FitInputError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return error.description
    }
  }
}
