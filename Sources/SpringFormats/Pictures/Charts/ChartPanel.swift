/// One plot area of a chart: a y axis and the series drawn against it.
///
/// Panels of a ``Chart`` are stacked top to bottom and share the chart's x axis, as in a
/// position panel above a bend-offset panel.
///
/// ```swift
/// var panel = ChartPanel(yAxis: ChartAxis(label: "position"))
/// panel.series.append(ChartSeries(name: "spring", x: times, y: values))
/// panel.referenceLines = [ChartPanel.ReferenceLine(value: 1, label: "target")]
/// ```
public struct ChartPanel: Sendable, Hashable {
  /// A horizontal line across the panel at a fixed value: a target, a rest position.
  public struct ReferenceLine: Sendable, Hashable {
    /// Where the line is drawn, in the y axis' units.
    public var value: Double
    /// A label written at the line's right end, or empty for none.
    public var label: String

    /// Creates a reference line.
    ///
    /// - Parameters:
    ///   - value: The y value.
    ///   - label: A short label; empty (the default) for none.
    public init(value: Double, label: String = "") {
      self.value = value
      self.label = label
    }
  }

  /// The y axis.
  public var yAxis: ChartAxis
  /// The series, drawn in order (later ones on top).
  public var series: [ChartSeries]
  /// Horizontal reference lines, drawn dashed under the series.
  public var referenceLines: [ReferenceLine]
  /// The panel's height relative to the chart's ``Chart/panelHeight``; 1 by default.
  public var relativeHeight: Double

  /// Creates a panel.
  ///
  /// - Parameters:
  ///   - yAxis: The y axis.
  ///   - series: The series; none by default.
  ///   - referenceLines: Horizontal reference lines; none by default.
  ///   - relativeHeight: The height as a multiple of the chart's panel height; 1 by default.
  public init(
    yAxis: ChartAxis, series: [ChartSeries] = [], referenceLines: [ReferenceLine] = [],
    relativeHeight: Double = 1
  ) {
    self.yAxis = yAxis
    self.series = series
    self.referenceLines = referenceLines
    self.relativeHeight = relativeHeight
  }
}
