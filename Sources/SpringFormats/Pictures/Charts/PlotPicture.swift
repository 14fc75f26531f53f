/// A picture ready to write: a chart of panels and series, or frames of an outline side by
/// side; what `springfit plot` draws.
///
/// ```swift
/// let picture = PlotPicture.chart(try Chart.springMotion(curves, title: "Springs"))
/// let svg = try picture.text(csv: false)
/// let data = try picture.text(csv: true)  // panel,series,x,y
/// ```
public enum PlotPicture: Sendable, Hashable {
  /// A chart of panels and series.
  case chart(Chart)
  /// Frames of an outline side by side.
  case filmstrip(OutlineFilmstrip)

  /// The SVG document, or with `csv` the data it is drawn from (``Chart/csv()``,
  /// ``OutlineFilmstrip/csv()``); it ends with a newline.
  ///
  /// - Parameter csv: Whether to write the data instead of the picture.
  /// - Returns: The text.
  /// - Throws: ``ChartError`` when the SVG cannot be laid out.
  public func text(csv: Bool) throws(ChartError) -> String {
    switch (self, csv) {
    case (.chart(let chart), false): try chart.svg()
    case (.chart(let chart), true): chart.csv()
    case (.filmstrip(let strip), false): try strip.svg()
    case (.filmstrip(let strip), true): strip.csv()
    }
  }
}
