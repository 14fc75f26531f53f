import SpringKit

// Keyframe CSV: `keyTime,value` rows (keyframes) or `time,value` rows (samples).

extension KeyframeDocument {
  /// Reads keyframes or samples from CSV with a `keyTime,value` or `time,value` header.
  ///
  /// `keyTime,value` rows are keyframes whose key times are fractions 0…1 of
  /// `overrides.duration`, which they need; `time,value` rows are samples (seconds, value),
  /// and `overrides` does not apply to them. Quoting follows ``CSVReader``.
  ///
  /// - Parameters:
  ///   - text: The CSV text.
  ///   - overrides: The duration, calculation mode and timing functions of the keyframes.
  /// - Throws: ``KeyframeDocumentError`` naming the line and column at fault, or
  ///   ``KeyframeDocumentError/Problem/missingDuration`` for keyframes without a duration.
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
    let isSamples: Bool
    switch header.fields.map({ $0.lowercased() }) {
    case ["time", "value"]: isSamples = true
    case ["keytime", "value"]: isSamples = false
    default:
      throw KeyframeDocumentError(line: header.line, problem: .unknownHeader(header.fields))
    }
    let columns = isSamples ? ["time", "value"] : ["keyTime", "value"]
    var times: [Double] = []
    var values: [Double] = []
    var lines: [Int] = []
    for row in records.dropFirst() {
      guard row.fields.count == 2 else {
        throw KeyframeDocumentError(
          line: row.line, problem: .fieldCount(count: row.fields.count, columns: columns))
      }
      for (column, text) in zip(columns, row.fields) where Double(text) == nil {
        throw KeyframeDocumentError(
          line: row.line, path: column, problem: .notANumber(column: column, text: text))
      }
      times.append(Double(row.fields[0]) ?? .nan)
      values.append(Double(row.fields[1]) ?? .nan)
      lines.append(row.line)
    }
    guard !lines.isEmpty else {
      throw KeyframeDocumentError(line: header.line, problem: .noRows)
    }
    let positions = Lines(entries: ["keyTimes": lines, "values": lines])
    if isSamples {
      self.init(
        content: .samples, values: values, keyTimes: times, duration: nil, lines: positions)
      return
    }
    guard let duration = overrides.duration else {
      throw KeyframeDocumentError(line: nil, path: "duration", problem: .missingDuration)
    }
    self.init(
      values: values, keyTimes: times, duration: duration,
      calculationMode: overrides.calculationMode ?? .linear,
      timingFunctions: overrides.timingFunctions ?? [], lines: positions)
  }
}
