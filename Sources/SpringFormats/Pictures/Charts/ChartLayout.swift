/// Where everything of a ``Chart`` goes, in pixels: computed once, then drawn.
struct ChartLayout: Sendable {
  /// One panel's geometry.
  struct Panel: Sendable {
    /// The plot area: x, y of its top-left corner, its width and height.
    var frame: (x: Double, y: Double, width: Double, height: Double)
    /// The y axis' ticks.
    var yTicks: AxisTicks
    /// The legend's items with their top-left corners.
    var legend: [(series: Int, origin: SIMD2<Double>)]
  }

  /// The text sizes, in pixels.
  static let titleSize = 16.0
  static let subtitleSize = 12.0
  static let tickSize = 12.0
  static let labelSize = 13.0
  static let legendSize = 12.0
  /// A legend row's height and the swatch's length, in pixels.
  static let legendRowHeight = 18.0
  static let swatchLength = 22.0

  /// The picture's size.
  var width: Double
  var height: Double
  /// The baselines of the title and subtitle.
  var titleBaseline: Double
  var subtitleBaseline: Double
  /// The x axis' ticks, shared by every panel.
  var xTicks: AxisTicks
  /// The panels, top to bottom.
  var panels: [Panel]
  /// The x at which the y axis labels' baselines sit (the text is turned −90°).
  var yLabelBaseline: Double

  /// Lays a chart out.
  ///
  /// - Throws: ``ChartError`` for sizes that are not positive, no panels, or an axis range
  ///   that cannot be drawn.
  init(_ chart: Chart) throws(ChartError) {
    guard !chart.panels.isEmpty else { throw .nothingToDraw }
    guard chart.width.isFinite, chart.width > 0, chart.width <= 100_000 else {
      throw .invalidSize("chart width")
    }
    guard chart.panelHeight.isFinite, chart.panelHeight > 0, chart.panelHeight <= 100_000 else {
      throw .invalidSize("panel height")
    }
    for panel in chart.panels {
      guard panel.relativeHeight.isFinite, panel.relativeHeight > 0,
        panel.relativeHeight <= 100
      else { throw .invalidSize("relative height of the panel '\(panel.yAxis.label)'") }
    }
    // A long title widens the picture rather than running off its edge.
    let titleWidth = max(
      SVGMarkup.estimatedWidth(chart.title, fontSize: Self.titleSize) * 1.1,
      SVGMarkup.estimatedWidth(chart.subtitle, fontSize: Self.subtitleSize))
    width = max(chart.width, (titleWidth + 28).rounded(.up))

    // Labels need room: about 70 pixels across for an x label, 30 up for a y label.
    xTicks = try AxisTicks.make(
      for: chart.xAxis, data: Self.xExtent(chart),
      maximumLabels: Self.labelCount(length: width - 100, spacing: 70))
    var yTicks: [AxisTicks] = []
    for panel in chart.panels {
      let extent = Self.yExtent(panel, xAxis: chart.xAxis, xDomain: xTicks.domain)
      yTicks.append(
        try AxisTicks.make(
          for: panel.yAxis, data: extent,
          maximumLabels: Self.labelCount(
            length: chart.panelHeight * panel.relativeHeight, spacing: 30)))
    }

    var top = 10.0
    titleBaseline = top + Self.titleSize
    if !chart.title.isEmpty { top += Self.titleSize + 10 }
    subtitleBaseline = top + Self.subtitleSize
    if !chart.subtitle.isEmpty { top += Self.subtitleSize + 8 }
    top += 6

    let widestTick =
      yTicks.flatMap(\.labels).map {
        SVGMarkup.estimatedWidth($0, fontSize: Self.tickSize)
      }.max() ?? 0
    yLabelBaseline = 26
    let left = (yLabelBaseline + 8 + widestTick + 8).rounded(.up)
    let lastXLabel =
      xTicks.labels.last.map {
        SVGMarkup.estimatedWidth($0, fontSize: Self.tickSize)
      } ?? 0
    let right = max(20, (lastXLabel / 2 + 6).rounded(.up))
    let plotWidth = width - left - right
    guard plotWidth >= 60 else { throw .invalidSize("chart width (too narrow for the labels)") }

    panels = []
    for (index, panel) in chart.panels.enumerated() {
      var legend: [(series: Int, origin: SIMD2<Double>)] = []
      var x = left
      var row = 0.0
      for (seriesIndex, series) in panel.series.enumerated() where !series.name.isEmpty {
        let itemWidth =
          Self.swatchLength + 6
          + SVGMarkup.estimatedWidth(series.name, fontSize: Self.legendSize) + 18
        if x > left, x + itemWidth > left + plotWidth {
          x = left
          row += 1
        }
        legend.append((seriesIndex, SIMD2(x, top + row * Self.legendRowHeight)))
        x += itemWidth
      }
      if !legend.isEmpty { top += (row + 1) * Self.legendRowHeight + 4 }
      let height = chart.panelHeight * panel.relativeHeight
      panels.append(
        Panel(
          frame: (left, top, plotWidth, height), yTicks: yTicks[index], legend: legend))
      top += height + (index == chart.panels.count - 1 ? 0 : 18)
    }
    height = (top + 46).rounded(.up)
  }

  /// How many labels fit along `length` pixels `spacing` apart: 3 to 9 (3 when the ratio is
  /// NaN, which `max` would pass through to a trapping `Int`).
  static func labelCount(length: Double, spacing: Double) -> Int {
    Int(exactly: min(max(length / spacing, 3), 9).rounded(.down)) ?? 3
  }

  /// Where a data point goes in a panel; `nil` when it cannot be drawn.
  func point(_ value: SIMD2<Double>, in panel: Panel) -> SIMD2<Double>? {
    guard let fx = xTicks.fraction(value.x), let fy = panel.yTicks.fraction(value.y) else {
      return nil
    }
    let frame = panel.frame
    return SIMD2(frame.x + fx * frame.width, frame.y + (1 - fy) * frame.height)
  }

  /// The x span of every drawable point of every series.
  static func xExtent(_ chart: Chart) -> ClosedRange<Double>? {
    let drawable = { (x: Double) in x.isFinite && (chart.xAxis.scale == .linear || x > 0) }
    return extent(chart.panels.lazy.flatMap(\.series).flatMap(\.points).map(\.x), drawable)
  }

  /// The y span of a panel's drawable points inside the x domain, and its reference lines.
  static func yExtent(
    _ panel: ChartPanel, xAxis: ChartAxis, xDomain: ClosedRange<Double>
  ) -> ClosedRange<Double>? {
    let logarithmic = panel.yAxis.scale == .logarithmic
    let drawable = { (y: Double) in y.isFinite && (!logarithmic || y > 0) }
    let values =
      panel.series.lazy.flatMap(\.points).filter { xDomain.contains($0.x) }.map(\.y)
    let lines = panel.referenceLines.map(\.value)
    return extent(Array(values) + lines, drawable)
  }

  /// The smallest range holding every value that passes `keep`.
  static func extent(
    _ values: some Sequence<Double>, _ keep: (Double) -> Bool
  ) -> ClosedRange<Double>? {
    var low = Double.infinity
    var high = -Double.infinity
    for value in values where keep(value) {
      low = min(low, value)
      high = max(high, value)
    }
    return low <= high ? low...high : nil
  }
}
