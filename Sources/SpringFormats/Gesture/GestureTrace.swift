import NameSuggestions
public import SpringKit

/// A recorded drag: timestamped pointer positions read from CSV, one axis or two.
///
/// The header names the columns, in any order: `time,position` for one axis or `time,x,y`
/// for a point; time in seconds (any origin, such as event timestamps), positions in points
/// or any unit. Every sample passes the checks of `VelocityTracker/append(_:at:)`, so a
/// trace that reads has a release velocity.
///
/// ```swift
/// let trace = try GestureTrace(csv: "time,position\n0,0\n0.016,12\n0.032,30\n")
/// trace.samples.count  // 3
/// trace.isPlanar       // false
/// ```
public struct GestureTrace: Sendable, Equatable {
  /// The samples in time order; a one-axis trace has its position in `x` and 0 in `y`.
  public let samples: [PointerSample<SIMD2<Double>>]
  /// The line each sample was read from, for messages.
  public let lines: [Int]
  /// Whether the trace has `x` and `y` columns rather than one `position`.
  public let isPlanar: Bool

  /// Reads a trace.
  ///
  /// - Parameter text: The CSV, with a header row (``CSVTable/init(parsing:)``).
  /// - Throws: ``GestureTraceError`` naming the line (and the column) at fault: an empty
  ///   text, a header that is not `time,position` or `time,x,y`, fewer than two samples, a
  ///   cell that is not a number, or a sample `VelocityTracker` refuses (not finite, earlier
  ///   than the one before it).
  /// - Complexity: O(n) in the length of the text.
  public init(csv text: String) throws(GestureTraceError) {
    let table: CSVTable
    do {
      table = try CSVTable(parsing: text)
    } catch {
      if error.problem == .empty { throw GestureTraceError(line: nil, problem: .empty) }
      throw GestureTraceError(line: error.line, problem: .unreadable(error))
    }
    let names = table.columns.map { $0.lowercased() }
    let planar = Set(names) == ["time", "x", "y"] && names.count == 3
    guard planar || (Set(names) == ["time", "position"] && names.count == 2) else {
      throw GestureTraceError(line: 1, problem: .columns(table.columns))
    }
    guard !table.rows.isEmpty else { throw GestureTraceError(line: 1, problem: .noSamples) }
    guard table.rows.count > 1 else {
      throw GestureTraceError(line: table.rows[0].line, problem: .oneSample)
    }
    let order = (planar ? ["time", "x", "y"] : ["time", "position"]).compactMap {
      names.firstIndex(of: $0)
    }
    var samples: [PointerSample<SIMD2<Double>>] = []
    var tracker = VelocityTracker<SIMD2<Double>>()
    samples.reserveCapacity(table.rows.count)
    for row in table.rows {
      var numbers: [Double] = []
      for column in order {
        guard let number = DecimalNumber.parse(row.fields[column]) else {
          throw GestureTraceError(
            line: row.line, column: table.columns[column],
            problem: .notANumber(row.fields[column]))
        }
        numbers.append(number)
      }
      let sample = PointerSample(
        time: numbers[0], position: SIMD2(numbers[1], planar ? numbers[2] : 0))
      do {
        try tracker.append(sample.position, at: sample.time)
      } catch {
        let column =
          error.parameter.hasSuffix(".time")
          ? table.columns[order[0]] : planar ? nil : table.columns[order[1]]
        throw GestureTraceError(line: row.line, column: column, problem: .refused(error))
      }
      samples.append(sample)
    }
    self.samples = samples
    self.lines = table.rows.map(\.line)
    self.isPlanar = planar
  }

  /// Reads a trace from the bytes of a file.
  ///
  /// ```swift
  /// let trace = try GestureTrace(utf8: Array("time,position\n0,0\n0.016,12\n".utf8))
  /// ```
  ///
  /// - Parameter bytes: The CSV as UTF-8 (``CSVReader/text(utf8:)``).
  /// - Throws: ``GestureTraceError`` as ``init(csv:)``, or
  ///   ``GestureTraceError/Problem/unreadable(_:)`` naming the line of the first byte that is
  ///   not UTF-8.
  /// - Complexity: O(n) in the number of bytes.
  public init(utf8 bytes: [UInt8]) throws(GestureTraceError) {
    let text: String
    do {
      text = try CSVReader.text(utf8: bytes)
    } catch {
      throw GestureTraceError(line: error.line, problem: .unreadable(error))
    }
    try self.init(csv: text)
  }

  /// The positions along `axis` (a one-axis trace's position whatever the axis), oldest
  /// first.
  public func positions(along axis: GestureAxis) -> [Double] {
    samples.map {
      isPlanar && axis == .x ? $0.position.x : isPlanar ? $0.position.y : $0.position.x
    }
  }
}
