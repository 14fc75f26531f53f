import SpringExport

/// `springfit plot csv`: any CSV with a time column, each other numeric column a line.
enum CSVChart {
  /// The chart of a CSV table: `xColumn` across, the y columns as lines in one panel.
  ///
  /// Column names match without regard to case. An empty cell is a gap in its line.
  ///
  /// - Parameters:
  ///   - text: The CSV, with a header row.
  ///   - xColumn: The x axis' column.
  ///   - yColumns: The columns to draw, or `nil` for every column but x whose cells are all
  ///     numbers (or empty).
  ///   - title: The chart's title.
  /// - Returns: A one-panel chart, a line per y column.
  /// - Throws: ``KeyframeInputError`` naming the line and column at fault: a missing column,
  ///   a cell that is not a number, no rows, or nothing to draw.
  static func chart(
    text: String, xColumn: String, yColumns: [String]?, title: String
  ) throws(KeyframeInputError) -> Chart {
    let table = try CSVTable(parsing: text)
    let lowercased = table.columns.map { $0.lowercased() }
    let columnList = table.columns.joined(separator: ",")
    let index = { (name: String) throws(KeyframeInputError) -> Int in
      guard let found = lowercased.firstIndex(of: name.lowercased()) else {
        throw .data(line: 1, "there is no column '\(name)'; the columns are \(columnList)")
      }
      return found
    }
    let xIndex = try index(xColumn)
    guard !table.rows.isEmpty else { throw .data(line: 1, "no rows after the header") }
    let number = { (text: String) -> Double? in text.isEmpty ? .nan : Double(text) }

    var yIndices: [Int] = []
    if let yColumns {
      for name in yColumns { yIndices.append(try index(name)) }
    } else {
      yIndices = table.columns.indices.filter { column in
        column != xIndex && table.rows.allSatisfy { number($0.fields[column]) != nil }
      }
      guard !yIndices.isEmpty else {
        throw .data(
          line: 1,
          "no column but '\(table.columns[xIndex])' holds only numbers; the columns are "
            + columnList)
      }
    }
    var xs: [Double] = []
    xs.reserveCapacity(table.rows.count)
    var ys = Array(repeating: [Double](), count: yIndices.count)
    for row in table.rows {
      for (position, column) in ([xIndex] + yIndices).enumerated() {
        let field = row.fields[column]
        guard let value = number(field) else {
          throw .data(
            line: row.line, "\(table.columns[column]) '\(field)' is not a number")
        }
        if position == 0 { xs.append(value) } else { ys[position - 1].append(value) }
      }
    }
    let series = zip(yIndices, ys).map { column, values in
      ChartSeries(name: table.columns[column], x: xs, y: values)
    }
    let xLabel = table.columns[xIndex].lowercased() == "time" ? "time (s)" : table.columns[xIndex]
    let yLabel = yIndices.count == 1 ? table.columns[yIndices[0]] : "value"
    return Chart(
      title: title, xAxis: ChartAxis(label: xLabel),
      panels: [ChartPanel(yAxis: ChartAxis(label: yLabel, includesZero: true), series: series)])
  }
}
