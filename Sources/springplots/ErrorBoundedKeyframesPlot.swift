import SpringFormats
import SpringKit

/// A bouncy spring and the fewest linear keyframes that stay within ε of it.
enum ErrorBoundedKeyframesPlot {
  /// The tolerance, in the value's units (the motion goes from 0 to 1).
  static let tolerance = 0.01

  static let plot = Plot(
    name: "error-bounded-keyframes",
    sentence: "SwiftUI's .bouncy spring and its error-bounded keyframes for linear "
      + "interpolation at ε = 0.01: the keyframe curve stays inside the ±ε band everywhere."
  ) {
    let spring = Spring.bouncy
    let keyframes = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: tolerance, interpolation: .linear)
    let track = try keyframes.track()
    let end = keyframes.duration
    let times = Chart.evenlySpacedTimes(to: end, count: 1201)
    let exact = try SpringCurve(name: "", spring: spring).values(at: times)
    var springLine = ChartSeries(name: "spring", x: times, y: exact)
    springLine.color = "#000000"
    springLine.lineWidth = 1.5
    var curve = ChartSeries(
      name: "keyframe curve, linear", x: times,
      y: times.map { track.value(at: $0) }, style: .line)
    curve.color = ChartPalette.color(at: 1)
    curve.dash = .dashed
    var markers = ChartSeries(
      name: "\(keyframes.values.count) keyframes",
      points: zip(keyframes.times, keyframes.values).map { SIMD2($0, $1) },
      style: .markers)
    markers.color = ChartPalette.color(at: 1)
    var error = ChartSeries(
      name: "", x: times, y: zip(times, exact).map { track.value(at: $0) - $1 })
    error.color = ChartPalette.color(at: 1)
    error.lineWidth = 1.5
    let band = [
      ChartPanel.ReferenceLine(value: tolerance, label: "+ε"),
      ChartPanel.ReferenceLine(value: -tolerance, label: "−ε"),
    ]
    return .chart(
      Chart(
        title: "A spring as error-bounded keyframes",
        subtitle: ".bouncy from 0 to 1, ε = \(NumberText.rounded(tolerance)): "
          + "\(keyframes.values.count) keyframes over \(NumberText.rounded(end, significantDigits: 3)) s, "
          + "largest error \(NumberText.rounded(keyframes.maximumError, significantDigits: 3))",
        xAxis: ChartAxis(label: "time (s)", range: 0...end),
        panels: [
          ChartPanel(
            yAxis: ChartAxis(label: "position", includesZero: true),
            series: [springLine, curve, markers]),
          ChartPanel(
            yAxis: ChartAxis(label: "keyframes − spring", includesZero: true), series: [error],
            referenceLines: band, relativeHeight: 0.5),
        ]))
  }
}
