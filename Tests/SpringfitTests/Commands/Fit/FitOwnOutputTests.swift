import SpringFitting
import SpringKit
import Testing

@testable import springfit

/// `springfit fit` reads what `springfit sample` and `springfit keyframes` print, and any
/// CSV with a time or keyTime column whose value column is clear or chosen by `--column`.
@Suite("fit reads our own outputs and ordinary CSV")
struct FitOwnOutputTests {
  /// The relative difference, for parameters of order 1.
  func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-300) }

  @Test("sample | fit - recovers the spring from time,position,velocity to 1e-9")
  func sampleOutput() throws {
    // Round-trip numbers, so the samples are the closed form to an ulp: the fit is exact to
    // the optimiser's tolerance (about 1e-12 here), well inside 1e-9.
    let samples = Invocation([
      "sample", "--response", "0.4", "--damping-ratio", "0.6", "--from", "0.2", "--to", "1.3",
      "--velocity", "2",
    ])
    try #require(samples.status == 0)
    #expect(samples.csvHeader == "time,position,velocity")
    // The samples stop before the spring settles, so from and to are fitted too.
    let fit = try FitFixtures.document(["-", "--fit-endpoints"], input: samples.output)
    let expected: [(String, Double)] = [
      ("response", 0.4), ("dampingRatio", 0.6), ("initialVelocity", 2), ("from", 0.2),
      ("to", 1.3),
    ]
    for (key, value) in expected {
      let fitted = try #require(fit[key]?.number, "\(key)")
      #expect(relative(fitted, value) <= 1e-9, "\(key): \(fitted)")
    }
    // Samples of a settled spring recover it with the default options (to = the last value).
    let settled = Invocation([
      "sample", "--response", "0.4", "--damping-ratio", "0.6", "--velocity", "2", "--end", "3",
    ])
    let defaultFit = try FitFixtures.document(["-"], input: settled.output)
    for (key, value) in expected.prefix(3) {
      let fitted = try #require(defaultFit[key]?.number, "\(key)")
      #expect(relative(fitted, value) <= 1e-9, "\(key): \(fitted)")
    }
    // The CSV output compares at the sample times and the position column.
    let csv = Invocation(["fit", "-", "--format", "csv"], input: samples.output)
    #expect(csv.csvRows.map { $0[0] } == samples.csvRows.map { $0[0] })
    #expect(csv.csvRows.map { $0[1] } == samples.csvRows.map { $0[1] })
  }

  /// Dense samples round-trip by default (issue 31, item 11).
  ///
  /// `sample` stops at the settling duration, 0.001 of the travel short of the target;
  /// taking the last sample as the target put the fit 2.5e-3 off. Samples still
  /// moving at the last one fit their endpoints by default, so the round trip is exact to the
  /// optimiser's tolerance (about 1e-12) in every regime.
  @Test(
    "sample | fit - recovers stiffness and damping to 1e-9 with the default options",
    arguments: [0.3, 1, 2])
  func sampleRoundTripByDefault(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.5, dampingRatio: dampingRatio)
    let samples = Invocation([
      "sample", "--response", "0.5", "--damping-ratio", "\(dampingRatio)", "--from", "-20",
      "--to", "140",
    ])
    try #require(samples.status == 0)
    let fit = try FitFixtures.document(["-"], input: samples.output)
    let stiffness = try #require(fit["spring"]?["stiffness"]?.number)
    let damping = try #require(fit["spring"]?["damping"]?.number)
    #expect(relative(stiffness, spring.stiffness) <= 1e-9, "stiffness \(stiffness)")
    #expect(relative(damping, spring.damping) <= 1e-9, "damping \(damping)")
    #expect(relative(try #require(fit["to"]?.number), 140) <= 1e-9)
  }

  @Test("keyframes --format csv | fit - fits the same keyframes as its JSON")
  func keyframesOutput() throws {
    let spring = ["--response", "0.4", "--damping-ratio", "0.6", "--tolerance", "1e-5"]
    let csv = Invocation(["keyframes"] + spring + ["--format", "csv"])
    let json = Invocation(["keyframes"] + spring + ["--format", "json"])
    try #require(csv.status == 0 && json.status == 0)
    #expect(csv.csvHeader == "keyTime,time,value")
    // The same keyframes, the same duration (the last time): the same fit, bit for bit.
    let fromCSV = try FitFixtures.document(["-"], input: csv.output)
    let fromJSON = try FitFixtures.document(["-"], input: json.output)
    #expect(fromCSV == fromJSON)
    // Linear keyframes within 1e-5 of the spring: the fitted spring is that close to it.
    let ratio = try #require(fromCSV["dampingRatio"]?.number)
    let response = try #require(fromCSV["response"]?.number)
    #expect(relative(ratio, 0.6) <= 1e-4 && relative(response, 0.4) <= 1e-4, "\(ratio) \(response)")
  }

  @Test("--column chooses among value columns; other columns are ignored")
  func column() throws {
    let spring = try Spring(response: 0.5, dampingRatio: 0.7)
    var csv = "time,opacity,scale,label\n"
    for i in 0...60 {
      let time = Double(i) / 60
      let scale = spring.value(fromValue: 0.5, toValue: 1.0, time: time)
      csv += "\(time),1,\(scale),frame \(i)\n"
    }
    let fit = try FitFixtures.document(["-", "--column", "scale", "--fit-endpoints"], input: csv)
    #expect(relative(try #require(fit["dampingRatio"]?.number), 0.7) <= 1e-9)
    #expect(relative(try #require(fit["response"]?.number), 0.5) <= 1e-9)
    // Without it the header is ambiguous: the message names it and the usable columns.
    let ambiguous = Invocation(["fit", "-"], input: csv)
    #expect(ambiguous.status == 65)
    #expect(
      ambiguous.errors
        == "Error: standard input:1: the header is 'time,opacity,scale,label'; it is not clear "
        + "which column holds the values: choose with --column NAME (one of opacity, scale, "
        + "label, or several separated by commas for a vector)\n")
    // A column the header lacks is bad data naming the header's value columns.
    let missing = Invocation(["fit", "-", "--column", "size"], input: csv)
    #expect(missing.status == 65)
    #expect(
      missing.errors
        == "Error: standard input:1: no column 'size' in the header "
        + "'time,opacity,scale,label'; value columns: opacity, scale, label\n")
  }

  @Test("--column is for CSV: with JSON, --values, --example or --batch it is a usage error")
  func columnDoesNotApply() throws {
    let json = Invocation(
      ["fit", "-", "--column", "x"], input: #"{"values": [0, 1], "duration": 1}"#)
    #expect(json.status == 64)
    #expect(
      json.errors
        == usageErrorText(
          "option '--column' does not apply: standard input is keyframe JSON; --column chooses "
            + "CSV columns", command: "fit"))
    for arguments in [
      ["--values", "0,1", "--duration", "1"], ["--example", "scale-pop"], ["--batch", "-"],
    ] {
      #expect(Invocation(["fit", "--column", "x"] + arguments).status == 64, "\(arguments)")
    }
    #expect(Invocation(["fit", "-", "--column", "x,"]).status == 64)
  }
}
