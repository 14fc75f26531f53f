// Drawing a chart as SVG text.

extension Chart {
  /// The chart as an SVG document, ending with a newline.
  ///
  /// - Returns: The document's text: the same chart always gives the same bytes.
  /// - Throws: ``ChartError`` when there are no panels, a size is not a finite positive
  ///   number, or an explicit axis range cannot be drawn.
  /// - Complexity: O(points).
  public func svg() throws(ChartError) -> String {
    let layout = try ChartLayout(self)
    var lines = SVGMarkup.documentStart(
      width: layout.width, height: layout.height, title: title)
    if !title.isEmpty {
      lines.append(
        SVGMarkup.text(
          title, x: 14, y: layout.titleBaseline,
          attributes: "font-size=\"16\" font-weight=\"bold\" fill=\"#222222\""))
    }
    if !subtitle.isEmpty {
      lines.append(
        SVGMarkup.text(
          subtitle, x: 14, y: layout.subtitleBaseline, attributes: "fill=\"#555555\""))
    }
    lines.append("<defs>")
    for (index, panel) in layout.panels.enumerated() {
      let frame = panel.frame
      lines.append(
        "<clipPath id=\"plot-\(index)\"><rect x=\"\(c(frame.x))\" y=\"\(c(frame.y))\" "
          + "width=\"\(c(frame.width))\" height=\"\(c(frame.height))\"/></clipPath>")
      // Markers on the frame's edge stay whole: their clip reaches a marker's size beyond it.
      let reach = Self.markerClipReach
      lines.append(
        "<clipPath id=\"marks-\(index)\"><rect x=\"\(c(frame.x - reach))\" "
          + "y=\"\(c(frame.y - reach))\" width=\"\(c(frame.width + 2 * reach))\" "
          + "height=\"\(c(frame.height + 2 * reach))\"/></clipPath>")
    }
    lines.append("</defs>")
    for (index, panel) in layout.panels.enumerated() {
      lines += panelMarkup(
        panels[index], layout: panel, index: index, chart: layout,
        isLast: index == panels.count - 1)
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Shorthand for a coordinate's text.
  private func c(_ value: Double) -> String { SVGMarkup.coordinate(value) }

  /// One panel: grid, reference lines, series, frame, ticks, labels and legend.
  private func panelMarkup(
    _ panel: ChartPanel, layout: ChartLayout.Panel, index: Int, chart: ChartLayout,
    isLast: Bool
  ) -> [String] {
    let frame = layout.frame
    let (left, top) = (frame.x, frame.y)
    let (right, bottom) = (frame.x + frame.width, frame.y + frame.height)
    let xAt = { (value: Double) in chart.xTicks.fraction(value).map { left + $0 * frame.width } }
    let yAt = { (value: Double) in
      layout.yTicks.fraction(value).map { top + (1 - $0) * frame.height }
    }
    var lines = ["<g class=\"panel\">"]

    // Grid: minor, then major lines, light enough to read the data over.
    var grid: [String] = []
    for value in chart.xTicks.minor {
      if let x = xAt(value) { grid.append(vertical(x, top, bottom, "#f0f0f0")) }
    }
    for value in layout.yTicks.minor {
      if let y = yAt(value) { grid.append(horizontal(y, left, right, "#f0f0f0")) }
    }
    for value in chart.xTicks.major {
      if let x = xAt(value) { grid.append(vertical(x, top, bottom, "#e2e2e2")) }
    }
    for value in layout.yTicks.major {
      if let y = yAt(value) { grid.append(horizontal(y, left, right, "#e2e2e2")) }
    }
    lines += grid

    // Zero, where it is inside a linear y range, is where the eye measures from.
    if !layout.yTicks.isLogarithmic, layout.yTicks.domain.lowerBound < 0,
      layout.yTicks.domain.upperBound > 0, let y = yAt(0)
    {
      lines.append(horizontal(y, left, right, "#9a9a9a"))
    }
    for reference in panel.referenceLines {
      guard let y = yAt(reference.value), y >= top - 0.01, y <= bottom + 0.01 else { continue }
      lines.append(
        SVGMarkup.line(
          from: SIMD2(left, y), to: SIMD2(right, y),
          attributes: "stroke=\"#666666\" stroke-width=\"1\" stroke-dasharray=\"5 4\""))
      if !reference.label.isEmpty {
        lines.append(
          SVGMarkup.text(
            reference.label, x: right - 4, y: y - 4, anchor: "end",
            attributes: "font-size=\"11\" fill=\"#444444\""))
      }
    }

    var marks: [String] = []
    lines.append("<g clip-path=\"url(#plot-\(index))\">")
    for (seriesIndex, series) in panel.series.enumerated() {
      let color = color(of: series, at: seriesIndex)
      let placed = series.points.map { chart.point($0, in: layout) }
      if series.style != .markers {
        // Far more points than pixels add bytes, not detail.
        let drawn = placed.count > 2 * Int(frame.width) ? Self.thinned(placed) : placed
        lines += lineMarkup(series, color: color, placed: drawn)
      }
      if series.style != .line { marks += markerMarkup(series, color: color, placed: placed) }
    }
    lines.append("</g>")
    if !marks.isEmpty {
      lines.append("<g clip-path=\"url(#marks-\(index))\">")
      lines += marks
      lines.append("</g>")
    }

    // The frame and ticks on top of the data.
    lines.append(
      "<rect x=\"\(c(left))\" y=\"\(c(top))\" width=\"\(c(frame.width))\" "
        + "height=\"\(c(frame.height))\" fill=\"none\" stroke=\"#444444\" stroke-width=\"1\"/>")
    for value in chart.xTicks.major {
      if let x = xAt(value) { lines.append(vertical(x, bottom, bottom + 5, "#444444")) }
    }
    for (value, label) in zip(layout.yTicks.major, layout.yTicks.labels) {
      guard let y = yAt(value) else { continue }
      lines.append(horizontal(y, left - 5, left, "#444444"))
      lines.append(
        SVGMarkup.text(label, x: left - 8, y: y + 4, anchor: "end", attributes: "fill=\"#333333\""))
    }
    if isLast {
      for (value, label) in zip(chart.xTicks.major, chart.xTicks.labels) {
        guard let x = xAt(value) else { continue }
        lines.append(
          SVGMarkup.text(
            label, x: x, y: bottom + 18, anchor: "middle", attributes: "fill=\"#333333\""))
      }
      lines.append(
        SVGMarkup.text(
          xAxis.label, x: left + frame.width / 2, y: bottom + 38, anchor: "middle",
          attributes: "font-size=\"13\" fill=\"#222222\""))
    }
    let middle = top + frame.height / 2
    lines.append(
      "<text transform=\"rotate(-90)\" x=\"\(c(-middle))\" y=\"\(c(chart.yLabelBaseline))\" "
        + "text-anchor=\"middle\" font-size=\"13\" fill=\"#222222\">"
        + SVGMarkup.escaped(panel.yAxis.label) + "</text>")

    for item in layout.legend {
      let series = panel.series[item.series]
      lines += legendMarkup(series, color: color(of: series, at: item.series), at: item.origin)
    }
    lines.append("</g>")
    return lines
  }

  /// A series' colour: its own, or the palette's for its position.
  private func color(of series: ChartSeries, at index: Int) -> String {
    series.color ?? ChartPalette.color(at: index)
  }

  /// A horizontal grid or tick line.
  private func horizontal(_ y: Double, _ x0: Double, _ x1: Double, _ color: String) -> String {
    SVGMarkup.line(
      from: SIMD2(x0, y), to: SIMD2(x1, y), attributes: "stroke=\"\(color)\" stroke-width=\"1\"")
  }

  /// A vertical grid or tick line.
  private func vertical(_ x: Double, _ y0: Double, _ y1: Double, _ color: String) -> String {
    SVGMarkup.line(
      from: SIMD2(x, y0), to: SIMD2(x, y1), attributes: "stroke=\"\(color)\" stroke-width=\"1\"")
  }

  /// The SVG dash array of a line pattern, scaled by the line's width; `nil` for solid.
  private func dashArray(_ dash: ChartSeries.Dash, width: Double) -> String? {
    let unit = max(width, 1)
    let pattern: [Double]
    switch dash {
    case .solid: return nil
    case .dashed: pattern = [4, 2.5]
    case .dotted: pattern = [1, 1.5]
    case .dashDotted: pattern = [4, 1.5, 1, 1.5]
    }
    return pattern.map { c($0 * unit) }.joined(separator: " ")
  }

  /// The stroke attributes of a series' line.
  private func strokeAttributes(_ series: ChartSeries, color: String) -> String {
    let width = series.lineWidth.isFinite && series.lineWidth > 0 ? series.lineWidth : 2
    var text =
      "fill=\"none\" stroke=\"\(SVGMarkup.escaped(color))\" stroke-width=\"\(c(width))\" "
      + "stroke-linejoin=\"round\""
    if let dashes = dashArray(series.dash, width: width) {
      text += " stroke-dasharray=\"\(dashes)\""
    }
    return text
  }

  /// How far beyond the plot area markers stay visible, in pixels.
  static let markerClipReach = 8.0

  /// Placed points thinned to at most four per pixel column.
  ///
  /// Of each run of consecutive points in one column it keeps the first, the highest, the
  /// lowest and the last, in their order, so that the drawn line covers the same pixels.
  /// Gaps (`nil`) are kept.
  static func thinned(_ placed: [SIMD2<Double>?]) -> [SIMD2<Double>?] {
    var result: [SIMD2<Double>?] = []
    var run: [SIMD2<Double>] = []
    func flush() {
      guard !run.isEmpty else { return }
      var keep = [0, run.count - 1]
      if let top = run.indices.min(by: { run[$0].y < run[$1].y }) { keep.append(top) }
      if let bottom = run.indices.max(by: { run[$0].y < run[$1].y }) { keep.append(bottom) }
      for index in Set(keep).sorted() { result.append(run[index]) }
      run.removeAll(keepingCapacity: true)
    }
    var column = -Double.infinity
    for point in placed {
      guard let point else {
        flush()
        result.append(nil)
        continue
      }
      let pixel = point.x.rounded(.down)
      if pixel != column {
        flush()
        column = pixel
      }
      run.append(point)
    }
    flush()
    return result
  }

  /// A series' line, broken where points cannot be drawn.
  private func lineMarkup(
    _ series: ChartSeries, color: String, placed: [SIMD2<Double>?]
  ) -> [String] {
    var data = ""
    var penDown = false
    var last = ""
    for point in placed {
      guard let point else {
        penDown = false
        continue
      }
      let text = c(point.x) + " " + c(point.y)
      if penDown, text == last { continue }
      data += (data.isEmpty ? "" : " ") + (penDown ? "L" : "M") + text
      penDown = true
      last = text
    }
    guard !data.isEmpty else { return [] }
    return ["<path d=\"\(data)\" \(strokeAttributes(series, color: color))/>"]
  }

  /// A series' markers, one per drawable point.
  private func markerMarkup(
    _ series: ChartSeries, color: String, placed: [SIMD2<Double>?]
  ) -> [String] {
    let size = series.markerSize.isFinite && series.markerSize > 0 ? series.markerSize : 4
    let marks = placed.compactMap { $0 }.map { markerShape(series.marker, at: $0, size: size) }
    guard !marks.isEmpty else { return [] }
    return ["<g fill=\"\(SVGMarkup.escaped(color))\" stroke=\"#ffffff\" stroke-width=\"1\">"]
      + marks + ["</g>"]
  }

  /// One marker centred on a point; `size` is half its width, in pixels.
  private func markerShape(
    _ marker: ChartSeries.Marker, at point: SIMD2<Double>, size: Double
  ) -> String {
    let (x, y) = (point.x, point.y)
    switch marker {
    case .circle:
      return "<circle cx=\"\(c(x))\" cy=\"\(c(y))\" r=\"\(c(size))\"/>"
    case .square:
      let half = size * 0.9
      return "<rect x=\"\(c(x - half))\" y=\"\(c(y - half))\" width=\"\(c(2 * half))\" "
        + "height=\"\(c(2 * half))\"/>"
    case .triangle:
      let r = size * 1.25
      return "<path d=\"M\(c(x)) \(c(y - r)) L\(c(x + r * 0.866)) \(c(y + r * 0.5)) "
        + "L\(c(x - r * 0.866)) \(c(y + r * 0.5)) Z\"/>"
    case .diamond:
      let r = size * 1.2
      return "<path d=\"M\(c(x)) \(c(y - r)) L\(c(x + r)) \(c(y)) L\(c(x)) \(c(y + r)) "
        + "L\(c(x - r)) \(c(y)) Z\"/>"
    }
  }

  /// A legend item: the series' swatch (line, marker or both) and its name.
  private func legendMarkup(
    _ series: ChartSeries, color: String, at origin: SIMD2<Double>
  ) -> [String] {
    let middle = origin.y + ChartLayout.legendRowHeight / 2
    let end = origin.x + ChartLayout.swatchLength
    var lines: [String] = []
    if series.style != .markers {
      lines.append(
        SVGMarkup.line(
          from: SIMD2(origin.x, middle), to: SIMD2(end, middle),
          attributes: strokeAttributes(series, color: color)))
    }
    if series.style != .line {
      lines.append(
        "<g fill=\"\(SVGMarkup.escaped(color))\" stroke=\"#ffffff\" stroke-width=\"1\">"
          + markerShape(
            series.marker, at: SIMD2((origin.x + end) / 2, middle), size: 4) + "</g>")
    }
    lines.append(
      SVGMarkup.text(
        series.name, x: end + 6, y: middle + 4, attributes: "fill=\"#222222\""))
    return lines
  }
}
