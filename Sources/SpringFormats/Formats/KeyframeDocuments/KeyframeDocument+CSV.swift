import NameSuggestions
import SpringKit

// Keyframe CSV: a `time` or `keyTime` column and one or more value columns.

extension KeyframeDocument {
  /// The columns of a CSV header that are never values: derivatives our own writers add
  /// beside a value (`springfit sample`'s `velocity`).
  public static let derivedColumns = ["velocity"]

  /// Reads keyframes or samples from CSV with a header that has a `time` or a `keyTime`
  /// column and one or more value columns.
  ///
  /// - A `keyTime` column makes the rows keyframes at fractions 0…1 of the duration:
  ///   `overrides.duration`, else the last row's `time` ÷ `keyTime` when a `time` column is
  ///   there too (`springfit keyframes --format csv` writes `keyTime,time,value`).
  /// - A `time` column alone makes the rows samples (seconds, value), to which `overrides`
  ///   does not apply (except ``Overrides/valueColumns``).
  ///
  /// The value columns are ``Overrides/valueColumns`` when given (several make vector
  /// keyframes); otherwise the choice must be clear: the only column left, a `value`
  /// column, `value.x, value.y, …` columns (a vector, as ``KeyframeCSVWriter`` writes it)
  /// or a `position` column (`springfit sample`'s); ``derivedColumns`` and any other column
  /// are then ignored. Header names match case-insensitively; quoting follows ``CSVReader``.
  ///
  /// ```swift
  /// let csv = "time,position,velocity\n0,0,0\n0.5,0.8,1.2\n1,1,0.1\n"
  /// let samples = try KeyframeDocument(csv: csv)
  /// samples.values   // [0, 0.8, 1]
  /// ```
  ///
  /// - Parameters:
  ///   - text: The CSV text.
  ///   - overrides: The duration, calculation mode, timing functions and value columns.
  /// - Throws: ``KeyframeDocumentError`` naming the line and column at fault: among others
  ///   ``KeyframeDocumentError/Problem/ambiguousColumns(header:usable:)`` when no choice is
  ///   clear, and ``KeyframeDocumentError/Problem/missingDuration`` for keyframes without a
  ///   duration.
  /// - Complexity: O(n) in the length of the text.
  public init(csv text: String, overriding overrides: Overrides = Overrides())
    throws(KeyframeDocumentError)
  {
    let records: [CSVRecord]
    do {
      records = try CSVReader.records(in: text)
    } catch {
      throw KeyframeDocumentError(
        line: error.line, column: error.column, path: nil, problem: .csv(error.problem))
    }
    guard let header = records.first else {
      throw KeyframeDocumentError(line: nil, problem: .csv(.empty))
    }
    let layout = try CSVLayout(header: header, chosen: overrides.valueColumns)
    var keyTimes: [Double] = []
    var times: [Double] = []
    var rows: [[Double]] = []
    var lines: [Int] = []
    for row in records.dropFirst() {
      guard row.fields.count == header.fields.count else {
        throw KeyframeDocumentError(
          line: row.line,
          problem: .fieldCount(count: row.fields.count, columns: header.fields))
      }
      let number = { (index: Int) throws(KeyframeDocumentError) -> Double in
        guard let value = DecimalNumber.parse(row.fields[index]) else {
          let column = header.fields[index]
          throw KeyframeDocumentError(
            line: row.line, path: column,
            problem: .notANumber(column: column, text: row.fields[index]))
        }
        return value
      }
      if let index = layout.keyTime { keyTimes.append(try number(index)) }
      if let index = layout.time { times.append(try number(index)) }
      var values: [Double] = []
      for index in layout.values { values.append(try number(index)) }
      rows.append(values)
      lines.append(row.line)
    }
    guard !lines.isEmpty else {
      throw KeyframeDocumentError(line: header.line, problem: .noRows)
    }
    let positions = Lines(entries: ["keyTimes": lines, "values": lines])
    let isVector = layout.values.count > 1
    let values = isVector ? [] : rows.map { $0[0] }
    let vectors = isVector ? rows : nil
    let names = isVector ? layout.componentNames : []
    guard layout.keyTime != nil else {
      self.init(
        content: .samples, values: values, keyTimes: times, duration: nil,
        vectorValues: vectors, componentNames: names, lines: positions)
      return
    }
    var duration = overrides.duration
    if duration == nil, let last = times.last, let lastKeyTime = keyTimes.last, lastKeyTime > 0 {
      duration = last / lastKeyTime
    }
    guard let duration else {
      throw KeyframeDocumentError(line: nil, path: "duration", problem: .missingDuration)
    }
    self.init(
      values: values, keyTimes: keyTimes, duration: duration,
      calculationMode: overrides.calculationMode ?? .linear,
      timingFunctions: overrides.timingFunctions ?? [], vectorValues: vectors,
      componentNames: names, lines: positions)
  }
}

/// Which columns of a keyframe CSV header hold the times and the values.
private struct CSVLayout {
  /// The `keyTime` column, if any.
  var keyTime: Int?
  /// The `time` column, if any.
  var time: Int?
  /// The value columns, one per component.
  var values: [Int]
  /// The components' names for a vector (`x` for `value.x`, else the column's name).
  var componentNames: [String]

  /// Finds the columns, or says why the header cannot be read.
  init(header: CSVRecord, chosen: [String]?) throws(KeyframeDocumentError) {
    let names = header.fields.map { $0.lowercased() }
    let keyTime = names.firstIndex(of: "keytime")
    let time = names.firstIndex(of: "time")
    self.keyTime = keyTime
    self.time = time
    guard keyTime != nil || time != nil else {
      throw KeyframeDocumentError(line: header.line, problem: .unknownHeader(header.fields))
    }
    let usable = header.fields.indices.filter { $0 != keyTime && $0 != time }
    let usableNames = usable.map { header.fields[$0] }
    if let chosen {
      values = []
      for name in chosen {
        guard let index = usable.first(where: { names[$0] == name.lowercased() }) else {
          throw KeyframeDocumentError(
            line: header.line, path: name,
            problem: .unknownColumn(name, header: header.fields, usable: usableNames))
        }
        values.append(index)
      }
      let chosenIndices = values
      componentNames = chosenIndices.map { header.fields[$0] }
      return
    }
    let candidates = usable.filter { !KeyframeDocument.derivedColumns.contains(names[$0]) }
    let components = candidates.filter { names[$0].hasPrefix("value.") }
    if let value = candidates.first(where: { names[$0] == "value" }) {
      values = [value]
    } else if !components.isEmpty {
      values = components
    } else if candidates.count == 1 {
      values = candidates
    } else if let position = candidates.first(where: { names[$0] == "position" }) {
      values = [position]
    } else {
      throw KeyframeDocumentError(
        line: header.line,
        problem: usableNames.isEmpty
          ? .unknownHeader(header.fields)
          : .ambiguousColumns(header: header.fields, usable: usableNames))
    }
    let chosenIndices = values
    componentNames = chosenIndices.map { index in
      let name = header.fields[index]
      return names[index].hasPrefix("value.") ? String(name.dropFirst(6)) : name
    }
  }
}
