import SpringFormats

/// `springfit plot csv`: any CSV with a time column, each other numeric column a line.
enum CSVChart {
  /// The chart of a CSV table: `xColumn` across, the y columns as lines in one panel.
  ///
  /// Column names match without regard to case. An empty cell, or one reading `nan` or
  /// `inf`, is a gap in its line. Lines differ by dash pattern as well as colour.
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
    let table: CSVTable
    do {
      table = try CSVTable(parsing: text)
    } catch {
      throw .data(line: error.line, error.reason)
    }
    let lowercased = table.columns.map { $0.lowercased() }
    let columnList = table.columns.map { "'\($0)'" }.joined(separator: ", ")
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
        // Name the first cell that keeps the first other column from being drawn.
        let column = table.columns.indices.first { $0 != xIndex }
        if let column, let row = table.rows.first(where: { number($0.fields[column]) == nil }) {
          throw .data(
            line: row.line,
            "\(table.columns[column]) '\(row.fields[column])' is not a number, and no column "
              + "but '\(table.columns[xIndex])' holds only numbers")
        }
        throw .data(
          line: 1, "there is no column to draw against '\(table.columns[xIndex])'")
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
    let dashes = ChartSeries.Dash.allCases
    let series = zip(yIndices, ys).enumerated().map { index, pair in
      var line = ChartSeries(name: table.columns[pair.0], x: xs, y: pair.1)
      line.dash = dashes[index % dashes.count]
      return line
    }
    let xLabel = table.columns[xIndex].lowercased() == "time" ? "time (s)" : table.columns[xIndex]
    let yLabel = yIndices.count == 1 ? table.columns[yIndices[0]] : "value"
    return Chart(
      title: title, xAxis: ChartAxis(label: xLabel),
      panels: [ChartPanel(yAxis: ChartAxis(label: yLabel), series: series)])
  }
}
