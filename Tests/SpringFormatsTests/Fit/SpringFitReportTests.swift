import SpringFitting
import SpringFormats
import SpringKit
import Testing

/// The fit report writers called as a library user would: the JSON contract, the CSV that
/// reads back, the text and the chart.
@Suite("SpringFitReport")
struct SpringFitReportTests {
  /// A fit to the keyframes of a known spring, and the report of it.
  static func report() throws -> SpringFitReport {
    let track = try KeyframeTrack<Double>(
      values: [0, 0.8, 1.05, 1], keyTimes: [0, 0.3, 0.6, 1], duration: 0.5)
    return SpringFitReport(fit: try SpringFitter().fit(track), track: track)
  }

  @Test("The JSON document has exactly the keys DESIGN.md promises")
  func jsonContract() throws {
    let document = try Self.report().fit.jsonDocument
    guard case .object(let members) = document else {
      Issue.record("not an object")
      return
    }
    #expect(
      Set(members.keys) == [
        "spring", "dampingRatio", "response", "duration", "bounce", "from", "to",
        "initialVelocity", "settlingDuration", "rmsError", "maxError", "equivalents",
        "verdict", "diagnostics", "window", "bandSettlingTime", "springSpec",
      ])
    guard case .object(let spring) = members["spring"],
      case .object(let verdict) = members["verdict"],
      case .object(let diagnostics) = members["diagnostics"],
      case .object(let equivalents) = members["equivalents"]
    else {
      Issue.record("a member is not an object")
      return
    }
    #expect(Set(spring.keys) == ["mass", "stiffness", "damping"])
    #expect(Set(verdict.keys) == ["name", "description"])
    #expect(Set(diagnostics.keys) == ["iterations", "converged", "conditionNumber", "notes"])
    #expect(equivalents.count == Spring.smooth.equivalents().count)
    // Finite or null throughout, so the document always writes.
    _ = try JSONWriter(style: .compact).string(for: document)
  }

  @Test("The CSV reads back through CSVReader to the same doubles")
  func csvRoundTrip() throws {
    let report = try Self.report()
    let records = try CSVReader.records(in: report.csv)
    #expect(records.first?.fields == ["time", "keyframes", "spring", "error"])
    let rows = records.dropFirst().map { $0.fields.compactMap(Double.init) }
    #expect(rows.count == report.fit.times.count)
    let spring = report.springValues
    for (index, row) in rows.enumerated() {
      #expect(
        row == [
          report.fit.times[index], report.fit.data[index], spring[index],
          spring[index] - report.fit.data[index],
        ])
    }
  }

  @Test("The text names the verdict, the subject and the four dialects' code")
  func text() throws {
    let report = try Self.report()
    let text = report.text
    #expect(text.hasPrefix("Verdict: \(report.fit.verdict.sentence)\n"))
    #expect(text.contains("4 keyframes (linear) over 0.5 s"))
    #expect(text.contains("compared at \(report.fit.times.count) evenly spaced times"))
    let codes = report.fit.spring.equivalents(uiKitVelocity: report.fit.uiKitVelocity)
      .filter { SpringFitReport.textDialects.contains($0.key) }
    #expect(codes.count == 4)
    for equivalent in codes where equivalent.key != "android" {
      #expect(text.contains(equivalent.code), "\(equivalent.key)")
    }
    // Android's line is the fitted motion itself: the view property, its start value, final
    // position and velocity (no key path here, so the TRANSLATION_X placeholder).
    let fit = report.fit
    let android = fit.spring.android.animationCode(
      property: "TRANSLATION_X", from: fit.from, to: fit.to, initialVelocity: fit.initialVelocity)
    #expect(text.contains(android))
    #expect(text.hasSuffix("\n"))
  }

  @Test("Samples: the subject says where they run; the chart marks few points")
  func samples() throws {
    let times = (0...20).map { Double($0) / 40 }
    let values = times.map { time in
      Spring.smooth.value(fromValue: 0, toValue: 1, initialVelocity: 0, time: time)
    }
    let report = SpringFitReport(
      fit: try SpringFitter().fit(times: times, values: values), sampleTimes: times)
    #expect(report.subject == "21 samples from 0 to 0.5 s")
    #expect(report.comparison == "the sample times")
    #expect(report.keyframes.isEmpty)
    let chart = try report.chart(title: "samples")
    #expect(chart.panels[0].series[0].style == .lineAndMarkers)
    #expect(try chart.svg().contains("<svg"))
  }
}
