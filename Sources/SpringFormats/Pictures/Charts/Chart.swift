/// A chart: a title, one or more stacked panels sharing an x axis, rendered as SVG.
///
/// ```swift
/// let times = (0...600).map { Double($0) / 400 }
/// let chart = Chart(
///   title: "SwiftUI's bouncy spring",
///   xAxis: ChartAxis(label: "time (s)"),
///   panels: [
///     ChartPanel(
///       yAxis: ChartAxis(label: "position", includesZero: true),
///       series: [ChartSeries(name: "bouncy", x: times, y: times.map { position($0) })],
///       referenceLines: [ChartPanel.ReferenceLine(value: 1, label: "target")])
///   ])
/// let svg = try chart.svg()
/// ```
///
/// The picture:
/// - a white background, the title (and subtitle) at the top left;
/// - per panel, a legend row above the plot area (never over the data), a light grid at the
///   major ticks, dashed reference lines, the series clipped to the plot area, and the y
///   axis' label turned along the axis;
/// - the x axis' tick labels and label under the last panel.
///
/// Text is sized from an estimate of character widths (no font metrics), which is generous
/// for the sans-serif fonts browsers and rsvg use. The SVG is deterministic: the same chart
/// gives the same bytes. Coordinates are written with two decimals (a hundredth of a pixel).
public struct Chart: Sendable, Hashable {
  /// The title; empty for none.
  public var title: String
  /// A second line under the title, smaller; empty for none.
  public var subtitle: String
  /// The x axis, shared by every panel.
  public var xAxis: ChartAxis
  /// The panels, top to bottom.
  public var panels: [ChartPanel]
  /// The picture's width, in pixels; 720 by default.
  public var width: Double
  /// The height of a panel's plot area with relative height 1, in pixels; 280 by default.
  public var panelHeight: Double

  /// Creates a chart.
  ///
  /// - Parameters:
  ///   - title: The title; empty for none.
  ///   - subtitle: A smaller second line; empty (the default) for none.
  ///   - xAxis: The shared x axis.
  ///   - panels: The panels, top to bottom.
  ///   - width: The width in pixels; 720 by default.
  ///   - panelHeight: A panel's plot height in pixels; 280 by default.
  public init(
    title: String, subtitle: String = "", xAxis: ChartAxis, panels: [ChartPanel],
    width: Double = 720, panelHeight: Double = 280
  ) {
    self.title = title
    self.subtitle = subtitle
    self.xAxis = xAxis
    self.panels = panels
    self.width = width
    self.panelHeight = panelHeight
  }
}
