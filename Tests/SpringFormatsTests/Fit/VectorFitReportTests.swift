import SpringFitting
import SpringFormats
import SpringKit
import Testing

/// The report of a vector fit: its chart has a panel per component whose curves are the
/// component's data and spring, its CSV reads back to the same numbers.
@Suite("VectorFitReport")
struct VectorFitReportTests {
  func report() throws -> (VectorFitReport, [KeyframeTrack<Double>]) {
    let document = try KeyframeDocument.decode(
      Array(
        #"{"values": [[0, 0, 1], [120, 40, 0.5], [95, 52, 0.62], [100, 50, 0.6]], "duration": 0.6, "calculationMode": "cubic"}"#
          .utf8))
    let tracks = try document.componentTracks()
    let fit = try SpringFitter().fit(components: tracks)
    return (VectorFitReport(fit: fit, names: document.componentNames, tracks: tracks), tracks)
  }

  @Test("The chart: one panel per component with its data and spring, the residuals below")
  func chart() throws {
    let (report, tracks) = try report()
    let chart = try report.chart(title: "t")
    #expect(chart.panels.count == 4)
    for (c, track) in tracks.enumerated() {
      let panel = chart.panels[c]
      #expect(panel.yAxis.label == ["x", "y", "z"][c])
      let data = panel.series[0].points
      // The keyframes' 1001 times, then 1000 over the held tail (FitWindow).
      #expect(data.count == 2 * SpringFitter.comparisonCount - 1)
      #expect(data.last?.y == track.values.last)
      for point in data.prefix(50) { #expect(point.y == track.value(at: point.x)) }
      let component = report.fit.components[c]
      for point in panel.series[1].points.prefix(50) {
        let spring = report.fit.spring.value(
          fromValue: component.from, toValue: component.to,
          initialVelocity: component.initialVelocity, time: point.x)
        #expect(point.y == spring)
      }
      let residual = chart.panels[3].series[c]
      #expect(residual.name == ["x", "y", "z"][c])
      for (r, (s, d)) in zip(residual.points, zip(panel.series[1].points, data)).prefix(50) {
        #expect(r.y == s.y - d.y)
      }
    }
  }

  @Test("CSV reads back: each component's data, spring and error; JSON arrays per component")
  func csvAndJSON() throws {
    let (report, _) = try report()
    let table = try CSVTable(parsing: report.csv)
    #expect(table.columns.count == 1 + 3 * 3 && table.columns[4] == "keyframes.y")
    #expect(table.rows.count == report.fit.times.count)
    for (index, row) in table.rows.enumerated().prefix(100) {
      let numbers = row.fields.compactMap(Double.init)
      #expect(numbers[0] == report.fit.times[index])
      for c in 0..<3 {
        #expect(numbers[1 + 3 * c] == report.fit.components[c].data[index])
        #expect(numbers[3 + 3 * c] == numbers[2 + 3 * c] - numbers[1 + 3 * c])
      }
    }
    guard case .object(let document) = report.jsonDocument,
      case .array(let from)? = document["from"],
      case .array(let components)? = document["components"]
    else {
      Issue.record("not an object with arrays")
      return
    }
    #expect(from.count == 3 && components.count == 3)
    #expect(report.text.contains("vector RMS"))
  }

  /// A vector's code carries one initial velocity only where the API's unit is a fraction of
  /// the distance (SwiftUI, UIKit) and every component starts at the same fraction; Android's
  /// and framer-motion's velocity is in value units per second, one per component, so their
  /// code starts at rest rather than carry the fraction as if it were units (issue 31,
  /// item 10).
  @Test("Vector code carries a velocity only in the unit it is in")
  func codeVelocity() throws {
    let x = try KeyframeTrack(values: [40.0, 115, 94, 100], duration: 0.8)
    let y = try KeyframeTrack(values: [50.0, 50, 50, 50], duration: 0.8)
    let fit = try SpringFitter().fit(components: [x, y])
    let report = VectorFitReport(fit: fit, names: ["x", "y"], tracks: [x, y])
    let fraction = try #require(report.uiKitVelocity)
    #expect(fraction != 0)
    let byKey = Dictionary(uniqueKeysWithValues: report.equivalents.map { ($0.key, $0) })
    #expect(byKey["swiftui"]?.carriesVelocity == true)
    #expect(byKey["swiftui"]?.code == fit.spring.swiftUI.code(initialVelocity: fraction))
    #expect(byKey["uikit"]?.carriesVelocity == true)
    for key in ["android", "framerMotion"] {
      #expect(byKey[key]?.carriesVelocity == false, "\(key)")
      #expect(byKey[key]?.code == fit.spring.equivalents().first { $0.key == key }?.code)
    }
    #expect(report.text.contains("the Android and framer-motion code starts at rest"))
  }
}
