import Foundation
import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFormats

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Charts as SVG: golden files for small charts, well-formed XML, honest geometry, errors.
@Suite("Charts as SVG")
struct ChartSVGTests {
  /// The folder of golden SVGs next to this suite.
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots")

  /// A small two-panel chart: a line, markers, a dashed line, a reference line, a gap.
  static func twoPanels() -> Chart {
    var line = ChartSeries(name: "spring", x: [0, 0.25, 0.5, 0.75, 1], y: [0, 0.8, 1.1, 1, 1])
    line.dash = .solid
    var keys = ChartSeries(
      name: "keyframes & <marks>", x: [0, 0.5, 1], y: [0, 1.1, 1], style: .markers)
    keys.marker = .square
    var gap = ChartSeries(name: "gap", x: [0, 0.25, 0.5, 0.75], y: [0.2, .nan, 0.4, 0.5])
    gap.dash = .dashed
    let residual = ChartSeries(name: "", x: [0, 0.5, 1], y: [0, -0.02, 0.01])
    return Chart(
      title: "Two panels", subtitle: "a golden chart", xAxis: ChartAxis(label: "time (s)"),
      panels: [
        ChartPanel(
          yAxis: ChartAxis(label: "position", includesZero: true), series: [line, keys, gap],
          referenceLines: [ChartPanel.ReferenceLine(value: 1, label: "target")]),
        ChartPanel(
          yAxis: ChartAxis(label: "error"), series: [residual], relativeHeight: 0.5),
      ], width: 480, panelHeight: 160)
  }

  /// A log-log chart.
  static func logLog() -> Chart {
    let steps = [1e-3, 1e-2, 1e-1]
    let series = [
      ChartSeries(name: "order 1", x: steps, y: steps, style: .lineAndMarkers),
      ChartSeries(name: "order 2", x: steps, y: steps.map { $0 * $0 }, style: .lineAndMarkers),
    ]
    return Chart(
      title: "Log-log", xAxis: ChartAxis(label: "step (s)", scale: .logarithmic),
      panels: [
        ChartPanel(
          yAxis: ChartAxis(label: "error", scale: .logarithmic), series: series)
      ], width: 420, panelHeight: 200)
  }

  @Test(
    "Small charts match their golden SVG",
    arguments: [("chart-two-panels.svg", twoPanels()), ("chart-log-log.svg", logLog())])
  func golden(file: String, chart: Chart) throws {
    let problem = try GoldenFile.mismatch(try chart.svg(), file: file, in: Self.goldens)
    #expect(problem == nil, "\(problem ?? "")")
  }

  @Test("The same chart gives the same bytes, and the SVG is well-formed XML")
  func deterministicAndWellFormed() throws {
    let first = try Self.twoPanels().svg()
    #expect(first == (try Self.twoPanels().svg()))
    #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(first.hasSuffix("</svg>\n"))
    let parser = XMLParser(data: Data(first.utf8))
    #expect(parser.parse(), "not well-formed")
    // The legend's name is escaped, not dropped.
    #expect(first.contains("keyframes &amp; &lt;marks&gt;"))
  }

  /// The numbers of a path's `d` attribute, as (x, y) pairs, split at every `M`.
  static func subpaths(_ d: String) -> [[SIMD2<Double>]] {
    d.split(separator: "M").map { part in
      let numbers = part.split(whereSeparator: { $0 == " " || $0 == "L" }).compactMap {
        Double(String($0))
      }
      return stride(from: 0, to: numbers.count - 1, by: 2).map {
        SIMD2(numbers[$0], numbers[$0 + 1])
      }
    }
  }

  /// The value of an attribute in an element's text.
  static func attribute(_ name: String, in element: Substring) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  @Test("Data at the corners of explicit ranges lands on the corners of the plot frame")
  func geometry() throws {
    let chart = Chart(
      title: "", xAxis: ChartAxis(label: "x", range: 2...4),
      panels: [
        ChartPanel(
          yAxis: ChartAxis(label: "y", range: -1...1),
          series: [ChartSeries(name: "", x: [2, 3, 4], y: [-1, 0, 1])])
      ])
    let svg = try chart.svg()
    let lines = svg.split(separator: "\n")
    let frame = try #require(lines.first { $0.hasPrefix("<rect") && $0.contains("fill=\"none\"") })
    let x = try #require(Self.attribute("x", in: frame).flatMap(Double.init))
    let y = try #require(Self.attribute("y", in: frame).flatMap(Double.init))
    let width = try #require(Self.attribute("width", in: frame).flatMap(Double.init))
    let height = try #require(Self.attribute("height", in: frame).flatMap(Double.init))
    let path = try #require(lines.first { $0.hasPrefix("<path d=\"M") })
    let d = try #require(Self.attribute("d", in: path))
    let points = try #require(Self.subpaths(d).first)
    #expect(points.count == 3)
    #expect(
      isClose(points[0].x, x, absolute: 0.006) && isClose(points[0].y, y + height, absolute: 0.006))
    #expect(
      isClose(points[1].x, x + width / 2, absolute: 0.006)
        && isClose(points[1].y, y + height / 2, absolute: 0.006))
    #expect(
      isClose(points[2].x, x + width, absolute: 0.006) && isClose(points[2].y, y, absolute: 0.006))
  }

  @Test("A point that cannot be drawn breaks the line; on a log axis so does y ≤ 0")
  func gaps() throws {
    let linear = Chart(
      title: "", xAxis: ChartAxis(label: "x"),
      panels: [
        ChartPanel(
          yAxis: ChartAxis(label: "y"),
          series: [
            ChartSeries(name: "", x: [0, 1, 2, 3, 4], y: [1, 2, .infinity, 3, 4])
          ])
      ])
    let linearSVG = try linear.svg()
    let d = try #require(linearSVG.split(separator: "\n").first { $0.hasPrefix("<path d=\"M") })
    #expect(Self.subpaths(try #require(Self.attribute("d", in: d))).map(\.count) == [2, 2])
    var log = linear
    log.panels[0].yAxis.scale = .logarithmic
    log.panels[0].series[0].points = [SIMD2(0, 1), SIMD2(1, 0), SIMD2(2, 10), SIMD2(3, -5)]
    let logSVG = try log.svg()
    let logPath = try #require(
      logSVG.split(separator: "\n").first { $0.hasPrefix("<path d=\"M") })
    let logD = try #require(Self.attribute("d", in: logPath))
    #expect(Self.subpaths(logD).map(\.count) == [1, 1])
  }

  @Test("Charts that cannot be drawn throw a typed error")
  func errors() {
    var chart = Self.twoPanels()
    chart.panels = []
    #expect(throws: ChartError.nothingToDraw) { try chart.svg() }
    chart = Self.twoPanels()
    chart.width = .nan
    #expect(throws: ChartError.invalidSize("chart width")) { try chart.svg() }
    chart.width = 50
    #expect(throws: ChartError.invalidSize("chart width (too narrow for the labels)")) {
      try chart.svg()
    }
    chart = Self.twoPanels()
    chart.panelHeight = -1
    #expect(throws: ChartError.invalidSize("panel height")) { try chart.svg() }
    chart = Self.twoPanels()
    chart.panels[1].relativeHeight = 0
    #expect(throws: ChartError.invalidSize("relative height of the panel 'error'")) {
      try chart.svg()
    }
    chart = Self.twoPanels()
    chart.xAxis.range = 3...3
    #expect(throws: ChartError.invalidRange(axis: "time (s)")) { try chart.svg() }
  }

  @Test("The CSV lists every finite point by panel and series, reading back exactly")
  func csv() throws {
    let chart = Self.twoPanels()
    let lines = chart.csv().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "panel,series,x,y")
    #expect(lines.last == "")
    let finite = chart.panels.flatMap(\.series).flatMap(\.points).filter {
      $0.x.isFinite && $0.y.isFinite
    }
    #expect(lines.count - 2 == finite.count)
    #expect(lines[1] == "position,spring,0.0,0.0")
    // Every number reads back to the point it came from, in drawing order.
    let parsed = lines.dropFirst().dropLast().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      return SIMD2(Double(String(fields[2])) ?? .nan, Double(String(fields[3])) ?? .nan)
    }
    #expect(parsed == finite)
    #expect(lines.contains("position,keyframes & <marks>,0.5,1.1"))
    #expect(lines.contains("error,,0.5,-0.02"))
  }

  @Test("Thinning keeps each pixel column's first, highest, lowest and last point")
  func thinning() {
    let placed: [SIMD2<Double>?] = [
      SIMD2(10.1, 5), SIMD2(10.2, 1), SIMD2(10.3, 9), SIMD2(10.4, 4), SIMD2(10.5, 6),
      SIMD2(11.0, 3), nil, SIMD2(11.5, 2),
    ]
    let thinned = Chart.thinned(placed)
    #expect(
      thinned == [
        SIMD2(10.1, 5), SIMD2(10.2, 1), SIMD2(10.3, 9), SIMD2(10.5, 6), SIMD2(11.0, 3), nil,
        SIMD2(11.5, 2),
      ])
    // A long series is drawn with far fewer points, its extremes intact.
    let times = (0..<100_000).map { Double($0) / 100_000 }
    let chart = Chart(
      title: "", xAxis: ChartAxis(label: "x"),
      panels: [
        ChartPanel(
          yAxis: ChartAxis(label: "y"),
          series: [
            ChartSeries(name: "", x: times, y: times.map { ($0 * 3000).rounded() == 1500 ? 7 : 0 })
          ])
      ])
    let svg = (try? chart.svg()) ?? ""
    #expect(svg.utf8.count < 200_000)
    #expect(svg.contains(" L") && svg.split(separator: "L").count < 4 * 720)
  }

  @Test("Colours cycle through the colour-blind-safe palette")
  func palette() {
    #expect(ChartPalette.color(at: 0) == "#0072B2")
    #expect(ChartPalette.color(at: ChartPalette.colors.count) == ChartPalette.color(at: 0))
    #expect(ChartPalette.color(at: -3) == ChartPalette.color(at: 0))
    #expect(Set(ChartPalette.colors).count == ChartPalette.colors.count)
  }
}
