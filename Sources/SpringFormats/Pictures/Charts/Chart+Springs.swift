public import SpringKit

// Ready-made charts of springs: motions overlaid, and keyframes against a fitted spring.

extension Chart {
  /// `count` evenly spaced times from 0 to `end`, both included (the last is exactly `end`).
  ///
  /// - Parameters:
  ///   - end: The last time, in seconds.
  ///   - count: How many times; at least 2 (smaller values count as 2).
  /// - Returns: The times, increasing.
  public static func evenlySpacedTimes(to end: Double, count: Int) -> [Double] {
    Array(TimeGrid(duration: end, intervals: count - 1))
  }

  /// Springs' motions over the same time axis, each a line, with dashed lines at their
  /// targets.
  ///
  /// ```swift
  /// let chart = try Chart.springMotion(
  ///   [SpringCurve(name: "ζ = 0.2", spring: Spring(response: 1, dampingRatio: 0.2))],
  ///   title: "An underdamped spring")
  /// ```
  ///
  /// - Parameters:
  ///   - curves: The motions; their names fill the legend.
  ///   - title: The chart's title.
  ///   - subtitle: A smaller second line; empty by default.
  ///   - end: The last time, in seconds; by default 1.1 × the longest settling duration
  ///     (``SpringCurve/settlingDuration``), at most 60 s.
  ///   - sampleCount: Points per curve; 601 by default.
  ///   - valueLabel: The y axis' label; `position` by default.
  /// - Returns: A one-panel chart from time 0 to `end`; the y axis fits the motion, which
  ///   includes every curve's start and target.
  /// - Throws: `SpringError` for non-finite values or an `end` that is not finite and
  ///   positive.
  /// - Complexity: O(curves × sampleCount).
  public static func springMotion(
    _ curves: [SpringCurve], title: String, subtitle: String = "", end: Double? = nil,
    sampleCount: Int = 601, valueLabel: String = "position"
  ) throws(SpringError) -> Chart {
    let requestedEnd = end
    let end: Double
    if let given = requestedEnd { end = given } else { end = try defaultEnd(curves) }
    guard end.isFinite, end > 0 else {
      throw SpringError(parameter: "end", value: .number(end), rule: .positive)
    }
    let grid = TimeGrid(duration: end, intervals: sampleCount - 1)
    let times = Array(grid)
    var series: [ChartSeries] = []
    var targets: [Double] = []
    for (index, curve) in curves.enumerated() {
      var line = ChartSeries(name: curve.name, x: times, y: try curve.values(on: grid))
      line.dash = ChartSeries.Dash.allCases[index % ChartSeries.Dash.allCases.count]
      series.append(line)
      if !targets.contains(curve.to) { targets.append(curve.to) }
    }
    let references = targets.map {
      ChartPanel.ReferenceLine(value: $0, label: targets.count == 1 ? "target" : "")
    }
    return Chart(
      title: title, subtitle: subtitle, xAxis: ChartAxis(label: "time (s)", range: 0...end),
      panels: [
        ChartPanel(
          yAxis: ChartAxis(label: valueLabel), series: series, referenceLines: references)
      ])
  }

  /// 1.1 × the longest settling duration of the curves, at most 60 s (1 s for none).
  static func defaultEnd(_ curves: [SpringCurve]) throws(SpringError) -> Double {
    var longest = 0.0
    for curve in curves { longest = max(longest, try curve.settlingDuration) }
    return longest > 0 ? min(1.1 * longest, 60) : 1
  }

  /// Keyframes and the curve they play against a fitted spring, with the residual
  /// (spring − curve) in a panel below.
  ///
  /// - Parameters:
  ///   - times: The compared times, in seconds, increasing.
  ///   - data: The keyframe curve (or samples) at those times.
  ///   - fitted: The fitted spring at those times.
  ///   - keyframes: The keyframes as (time, value) points, drawn as markers; may be empty.
  ///   - title: The chart's title.
  ///   - subtitle: A smaller second line, e.g. the fitted parameters; empty by default.
  ///   - dataName: The legend's name of `data`; `keyframe curve` by default.
  ///   - valueLabel: The top panel's y label; `value` by default.
  /// - Returns: A two-panel chart: values above (the axis fits them), the residual below
  ///   (0.45 as tall, its axis including zero).
  /// - Throws: ``ChartError/mismatchedCounts(_:)`` when the arrays differ in length.
  /// - Complexity: O(times).
  public static func fitComparison(
    times: [Double], data: [Double], fitted: [Double], keyframes: [SIMD2<Double>],
    title: String, subtitle: String = "", dataName: String = "keyframe curve",
    valueLabel: String = "value"
  ) throws(ChartError) -> Chart {
    guard times.count == data.count, times.count == fitted.count else {
      throw .mismatchedCounts("times, data and fitted values")
    }
    var curve = ChartSeries(name: dataName, x: times, y: data)
    curve.color = ChartPalette.color(at: 0)
    var spring = ChartSeries(name: "fitted spring", x: times, y: fitted)
    spring.color = ChartPalette.color(at: 1)
    spring.dash = .dashed
    var series = [curve, spring]
    if !keyframes.isEmpty {
      var markers = ChartSeries(name: "keyframes", points: keyframes, style: .markers)
      markers.color = ChartPalette.color(at: 0)
      series.append(markers)
    }
    var residual = ChartSeries(
      name: "", x: times, y: zip(fitted, data).map { $0 - $1 })
    residual.color = ChartPalette.color(at: 2)
    residual.lineWidth = 1.5
    // The axis ends where the data ends (when it spans a positive range).
    var xAxis = ChartAxis(label: "time (s)")
    if let first = times.first, let last = times.last, first.isFinite, last.isFinite,
      first < last
    {
      xAxis.range = min(first, 0)...last
    }
    return Chart(
      title: title, subtitle: subtitle, xAxis: xAxis,
      panels: [
        ChartPanel(yAxis: ChartAxis(label: valueLabel), series: series),
        ChartPanel(
          yAxis: ChartAxis(label: "spring − curve", includesZero: true), series: [residual],
          relativeHeight: 0.45),
      ])
  }

  /// A subtitle describing a fitted spring in the words the fit report leads with:
  /// `Fitted: duration 0.1856 s, bounce 0.1445 (ζ 0.8555), v₀ -3.456 units/s; RMS error
  /// 0.0511`.
  ///
  /// - Parameters:
  ///   - spring: The fitted spring.
  ///   - initialVelocity: Its initial velocity, in units per second.
  ///   - rmsError: The root mean square of spring − data.
  /// - Returns: One line, numbers rounded to 4 significant digits (3 for the error).
  public static func fitSubtitle(
    spring: Spring, initialVelocity: Double, rmsError: Double
  ) -> String {
    "Fitted: \(springParameters(spring)), "
      + "v₀ \(NumberText.rounded(initialVelocity, significantDigits: 4)) units/s; "
      + "RMS error \(NumberText.rounded(rmsError, significantDigits: 3))"
  }

  /// A spring as SwiftUI's duration and bounce, its damping ratio after them:
  /// `duration 0.1856 s, bounce 0.1445 (ζ 0.8555)`.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The text, numbers rounded to 4 significant digits.
  public static func springParameters(_ spring: Spring) -> String {
    "duration \(NumberText.rounded(spring.duration, significantDigits: 4)) s, "
      + "bounce \(NumberText.rounded(spring.bounce, significantDigits: 4)) "
      + "(ζ \(NumberText.rounded(spring.dampingRatio, significantDigits: 4)))"
  }
}
