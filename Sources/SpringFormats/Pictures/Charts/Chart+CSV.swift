// The data a chart is drawn from, as CSV.

extension Chart {
  /// The columns of ``csv()``.
  public static let csvColumns = ["panel", "series", "x", "y"]

  /// Every point of every series as CSV: `panel,series,x,y`, one row per point, panels and
  /// series in drawing order.
  ///
  /// ```
  /// panel,series,x,y
  /// position,bouncy,0.0,0.0
  /// position,bouncy,0.0025,0.0009824...
  /// ```
  ///
  /// `panel` is the panel's y axis label and `series` the series' name; numbers are
  /// ``NumberText/roundTrip(_:)`` text, so they read back exactly. Points with a non-finite
  /// coordinate (the line's breaks) are left out. Reference lines are not data and are not
  /// written.
  ///
  /// - Returns: RFC 4180 text with a header row, lines ending with `\n` as ``CSVWriter``
  ///   writes them.
  /// - Complexity: O(points).
  public func csv() -> String {
    var text = Self.csvColumns.joined(separator: ",") + "\n"
    for panel in panels {
      let panelField = CSVWriter.field(panel.yAxis.label)
      for series in panel.series {
        let prefix = panelField + "," + CSVWriter.field(series.name) + ","
        for point in series.points where point.x.isFinite && point.y.isFinite {
          text += prefix + NumberText.roundTrip(point.x) + "," + NumberText.roundTrip(point.y)
          text += "\n"
        }
      }
    }
    return text
  }
}
