/// A picture ready to write: a chart of panels and series, or frames of an outline side by
/// side; what `springfit plot` draws.
///
/// ```swift
/// let picture = PlotPicture.chart(try Chart.springMotion(curves, title: "Springs"))
/// let svg = try picture.svg()
/// let data = picture.csv()  // panel,series,x,y
/// ```
public enum PlotPicture: Sendable, Hashable {
  /// A chart of panels and series.
  case chart(Chart)
  /// Frames of an outline side by side.
  case filmstrip(OutlineFilmstrip)

  /// The SVG document; it ends with a newline.
  ///
  /// - Returns: The SVG text.
  /// - Throws: ``ChartError`` when the SVG cannot be laid out.
  public func svg() throws(ChartError) -> String {
    switch self {
    case .chart(let chart): try chart.svg()
    case .filmstrip(let strip): try strip.svg()
    }
  }

  /// The data the picture is drawn from (``Chart/csv()``, ``OutlineFilmstrip/csv()``); it
  /// ends with a newline.
  ///
  /// - Returns: The CSV text.
  public func csv() -> String {
    switch self {
    case .chart(let chart): chart.csv()
    case .filmstrip(let strip): strip.csv()
    }
  }
}
