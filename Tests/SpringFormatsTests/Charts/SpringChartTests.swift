import Foundation
import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFormats

/// Ready-made spring charts and the filmstrip.
@Suite("Spring charts and filmstrips")
struct SpringChartTests {
  @Test("springMotion draws each spring's closed form from 0 to the default end")
  func springMotion() throws {
    let curves = [
      SpringCurve(name: "smooth", spring: .smooth),
      SpringCurve(name: "bouncy", spring: .bouncy, from: 2, to: -1, initialVelocity: 3),
    ]
    let chart = try Chart.springMotion(curves, title: "t", sampleCount: 101)
    let longest = try curves.map { try $0.settlingDuration }.max() ?? 0
    #expect(chart.xAxis.range == 0...(1.1 * longest))
    #expect(chart.panels[0].referenceLines.map(\.value) == [1, -1])
    for (series, curve) in zip(chart.panels[0].series, curves) {
      #expect(series.name == curve.name && series.points.count == 101)
      #expect(series.points.last?.x == 1.1 * longest)
      for point in series.points {
        let exact = curve.spring.value(
          fromValue: curve.from, toValue: curve.to, initialVelocity: curve.initialVelocity,
          time: point.x)
        #expect(point.y == exact)
      }
    }
    // The settling duration bounds the motion: after it the curve stays within 0.1 %.
    let bouncy = curves[1]
    let settle = try bouncy.settlingDuration
    let after = chart.panels[0].series[1].points.filter { $0.x > settle }
    #expect(after.allSatisfy { isClose($0.y, bouncy.to, absolute: 0.001 * 3 + 1e-12) })
  }

  @Test("An undamped spring is drawn over four periods; bad ends are typed errors")
  func undampedAndErrors() throws {
    let undamped = try Spring(mass: 1, stiffness: 4 * Double.pi * Double.pi, damping: 0)
    let curve = SpringCurve(name: "", spring: undamped)
    #expect(try curve.settlingDuration == 4 * undamped.response)
    #expect(throws: SpringError.self) {
      try Chart.springMotion([curve], title: "", end: -1)
    }
    #expect(throws: SpringError.self) {
      try Chart.springMotion([SpringCurve(name: "", spring: .smooth, to: .nan)], title: "")
    }
  }

  @Test("fitComparison puts the residual, fitted − data, in its own panel")
  func fitComparison() throws {
    let times = [0.0, 0.5, 1]
    let chart = try Chart.fitComparison(
      times: times, data: [0, 0.6, 1], fitted: [0, 0.5, 1.01],
      keyframes: [SIMD2(0, 0), SIMD2(1, 1)], title: "fit")
    #expect(chart.panels.count == 2)
    #expect(chart.panels[0].series.map(\.name) == ["keyframe curve", "fitted spring", "keyframes"])
    let residual = chart.panels[1].series[0].points.map(\.y)
    #expect(zip(residual, [0, -0.1, 0.01]).allSatisfy { isClose($0, $1, absolute: 1e-15) })
    #expect(chart.xAxis.range == 0...1)
    #expect(throws: ChartError.mismatchedCounts("times, data and fitted values")) {
      try Chart.fitComparison(
        times: times, data: [0], fitted: [0, 1, 2], keyframes: [], title: "")
    }
  }

  /// A filmstrip of a small outline moving down by 10 points.
  static func strip() throws -> OutlineFilmstrip {
    let outline = try BendableOutline(width: 40, height: 20, overhang: 0)
    var strip = try OutlineFilmstrip(
      frames: [0.0, 0.1, 0.2].map { time in
        OutlineFilmstrip.Frame(
          time: time, outline: try outline.bent(by: .hokusai(vertical: -10 * time)),
          origin: SIMD2(0, 100 * time))
      })
    strip.title = "A filmstrip"
    strip.columns = 2
    strip.cellWidth = 60
    strip.guideY = 20
    strip.guideLabel = "guide"
    return strip
  }

  @Test("A small filmstrip matches its golden SVG and lists its frames as CSV")
  func filmstrip() throws {
    let strip = try Self.strip()
    let problem = try GoldenFile.mismatch(
      try strip.svg(), file: "filmstrip.svg", in: ChartSVGTests.goldens)
    #expect(problem == nil, "\(problem ?? "")")
    let rows = strip.csv().split(separator: "\n")
    #expect(rows.count == 4 && rows[0] == "time,d")
    #expect(rows[1].hasPrefix("0.0,M0 0 Q20 0 40 0 "))
  }

  @Test("Filmstrips refuse no frames, non-finite frames and impossible sizes")
  func filmstripErrors() throws {
    #expect(throws: ChartError.nothingToDraw) { try OutlineFilmstrip(frames: []) }
    #expect(throws: ChartError.nonFiniteFrame(index: 1)) {
      try OutlineFilmstrip(
        frames: [
          OutlineFilmstrip.Frame(time: 0, elements: [.move(to: .zero)]),
          OutlineFilmstrip.Frame(time: 1, elements: [.move(to: SIMD2(.nan, 0))]),
        ])
    }
    var strip = try Self.strip()
    strip.columns = 0
    #expect(throws: ChartError.invalidSize("number of columns")) { try strip.svg() }
    strip.columns = 3
    strip.cellWidth = .infinity
    #expect(throws: ChartError.invalidSize("cell width")) { try strip.svg() }
  }
}
