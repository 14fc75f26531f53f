import NameSuggestions

// Any CSV with a header drawn as a chart, as `springfit plot csv` draws it.

extension Chart {
  /// The chart of a CSV file's bytes, which must be UTF-8 (``CSVReader/text(utf8:)``), as
  /// ``init(csv:x:y:title:)`` draws its text.
  ///
  /// ```swift
  /// let chart = try Chart(csvUTF8: Array("time,x\n0,0\n1,1\n".utf8), x: "time", y: nil, title: "x")
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - x: The x axis' column.
  ///   - y: The columns to draw, or `nil` for every numeric column but x.
  ///   - title: The chart's title.
  /// - Throws: ``CSVChartError``: ``CSVChartError/Problem/unreadable(_:)`` at the line of the
  ///   first byte that is not UTF-8, or what ``init(csv:x:y:title:)`` throws.
  /// - Complexity: O(bytes + rows × columns).
  public init(csvUTF8 bytes: [UInt8], x: String, y: [String]?, title: String)
    throws(CSVChartError)
  {
    let text: String
    do {
      text = try CSVReader.text(utf8: bytes)
    } catch {
      throw CSVChartError(line: error.line, problem: .unreadable(error))
    }
    try self.init(csv: text, x: x, y: y, title: title)
  }

  /// The chart of a CSV table: the `x` column across, the y columns as lines in one panel.
  ///
  /// Column names match without regard to case. An empty cell, or one reading `nan` or
  /// `inf`, is a gap in its line. Lines differ by dash pattern as well as colour; the x axis
  /// of a `time` column is labelled `time (s)`.
  ///
  /// ```swift
  /// let chart = try Chart(csv: "time,x\n0,0\n1,1\n", x: "time", y: nil, title: "x")
  /// let svg = try chart.svg()
  /// ```
  ///
  /// - Parameters:
  ///   - text: The CSV, with a header row (``CSVTable/init(parsing:)``).
  ///   - x: The x axis' column.
  ///   - y: The columns to draw, or `nil` for every column but x whose cells are all numbers
  ///     (or empty).
  ///   - title: The chart's title.
  /// - Throws: ``CSVChartError`` naming the line at fault: a missing column, a cell that is
  ///   not a number, no rows, or nothing to draw.
  /// - Complexity: O(rows × columns).
  public init(csv text: String, x: String, y: [String]?, title: String) throws(CSVChartError) {
    let table: CSVTable
    do {
      table = try CSVTable(parsing: text)
    } catch {
      throw CSVChartError(line: error.line, problem: .unreadable(error))
    }
    let lowercased = table.columns.map { $0.lowercased() }
    let index = { (name: String) throws(CSVChartError) -> Int in
      guard let found = lowercased.firstIndex(of: name.lowercased()) else {
        throw CSVChartError(line: 1, problem: .missingColumn(name, columns: table.columns))
      }
      return found
    }
    let xIndex = try index(x)
    guard !table.rows.isEmpty else { throw CSVChartError(line: 1, problem: .noRows) }
    let number = { (text: String) -> Double? in text.isEmpty ? .nan : DecimalNumber.parse(text) }

    var yIndices: [Int] = []
    if let y {
      for name in y { yIndices.append(try index(name)) }
    } else {
      yIndices = table.columns.indices.filter { column in
        column != xIndex && table.rows.allSatisfy { number($0.fields[column]) != nil }
      }
      guard !yIndices.isEmpty else {
        // Name the first cell that keeps the first other column from being drawn.
        let column = table.columns.indices.first { $0 != xIndex }
        if let column, let row = table.rows.first(where: { number($0.fields[column]) == nil }) {
          throw CSVChartError(
            line: row.line,
            problem: .noNumericColumn(
              column: table.columns[column], value: row.fields[column],
              x: table.columns[xIndex]))
        }
        throw CSVChartError(line: 1, problem: .nothingToDraw(x: table.columns[xIndex]))
      }
    }
    var xs: [Double] = []
    xs.reserveCapacity(table.rows.count)
    var ys = Array(repeating: [Double](), count: yIndices.count)
    for row in table.rows {
      for (position, column) in ([xIndex] + yIndices).enumerated() {
        let field = row.fields[column]
        guard let value = number(field) else {
          throw CSVChartError(
            line: row.line, problem: .notANumber(column: table.columns[column], value: field))
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
    self.init(
      title: title, xAxis: ChartAxis(label: xLabel),
      panels: [ChartPanel(yAxis: ChartAxis(label: yLabel), series: series)])
  }
}
