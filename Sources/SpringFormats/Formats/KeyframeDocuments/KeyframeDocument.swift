public import SpringKit

/// A keyframe file, decoded: keyframes shaped like a `CAKeyframeAnimation`, or samples.
///
/// Two forms are read (``decode(_:overriding:)`` tells them apart by the first character):
/// - JSON shaped like a `CAKeyframeAnimation`: `values` (numbers, or arrays of as many
///   numbers each for vector keyframes: points, sizes, colours, transforms), `keyTimes` (optional,
///   evenly spaced when absent), `duration` (seconds), `calculationMode`,
///   `timingFunctions` (names or `[x1, y1, x2, y2]`), `timingFunction`, `tensionValues`,
///   `continuityValues`, `biasValues`; `keyPath` is allowed and ignored.
/// - CSV with a `keyTime` column (keyframes) or a `time` column (samples, times in seconds)
///   and one or more value columns (``init(csv:overriding:)`` says which it reads). Header
///   names match case-insensitively.
///
/// Vector keyframes keep their components in ``vectorValues``; ``componentTracks()`` gives
/// one scalar track per component, which is how Core Animation and SwiftUI interpolate
/// them: componentwise, in the space the values are given in (an RGB colour in its own
/// RGB components, a transform in its own parameters).
///
/// ```swift
/// let text = #"{"values": [0, 1.1, 1], "keyTimes": [0, 0.6, 1], "duration": 0.5}"#
/// let track = try KeyframeDocument.decode(Array(text.utf8)).track()
/// track.value(at: 0.3)   // 1.1
/// ```
///
/// Every error is a ``KeyframeDocumentError`` with the line (and for JSON the column) and
/// the field or entry at fault.
public struct KeyframeDocument: Sendable, Equatable {
  /// What a document holds.
  public enum Content: Sendable, Hashable {
    /// Keyframes: ``track()`` builds them.
    case keyframes
    /// Samples (seconds, value), from `time,value` CSV: ``keyTimes`` holds the times.
    case samples
  }

  /// Fields given from elsewhere (a command line) that replace the file's.
  ///
  /// A field given here is not read from the file at all, so a bad value there is no error.
  public struct Overrides: Sendable, Equatable {
    /// The duration in seconds; also supplies one the file lacks (`keyTime,value` CSV).
    public var duration: Double?
    /// The calculation mode.
    public var calculationMode: CalculationMode?
    /// The timing functions, one per segment.
    public var timingFunctions: [TimingFunction]?
    /// The CSV columns that hold the values (several for a vector), chosen by name;
    /// `nil` lets ``init(csv:overriding:)`` choose when the choice is clear.
    public var valueColumns: [String]?

    /// Creates overrides; `nil` keeps the file's field.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - calculationMode: The calculation mode.
    ///   - timingFunctions: The timing functions.
    ///   - valueColumns: The CSV value columns to read.
    public init(
      duration: Double? = nil, calculationMode: CalculationMode? = nil,
      timingFunctions: [TimingFunction]? = nil, valueColumns: [String]? = nil
    ) {
      self.duration = duration
      self.calculationMode = calculationMode
      self.timingFunctions = timingFunctions
      self.valueColumns = valueColumns
    }
  }

  /// Where the fields and their entries were written, for messages.
  public struct Lines: Sendable, Equatable {
    /// The line of the whole document (the JSON object), if it has one.
    public var document: Int?
    /// The line of each field, by its name in the file (`keyTimes`).
    public var fields: [String: Int]
    /// The line of each entry of an array field, by field name; for CSV, `values` and
    /// `keyTimes` both list the rows' lines.
    public var entries: [String: [Int]]

    /// Creates the positions.
    ///
    /// - Parameters:
    ///   - document: The document's line.
    ///   - fields: Each field's line.
    ///   - entries: Each array field's entries' lines.
    public init(document: Int? = nil, fields: [String: Int] = [:], entries: [String: [Int]] = [:]) {
      self.document = document
      self.fields = fields
      self.entries = entries
    }

    /// The line of an entry, else of its field, else of the document.
    ///
    /// - Parameters:
    ///   - field: The field's name.
    ///   - index: The entry's 0-based index, if the error is about one.
    /// - Returns: The most precise line known, or `nil`.
    public func line(field: String, index: Int?) -> Int? {
      if let index, let lines = entries[field], lines.indices.contains(index) {
        return lines[index]
      }
      return fields[field] ?? document
    }
  }

  /// Keyframes or samples.
  public var content: Content
  /// One value per keyframe (or sample); empty for vector keyframes (``vectorValues``).
  public var values: [Double]
  /// For vector keyframes, each keyframe's (or sample's) components, as many for every
  /// keyframe; `nil` for scalars.
  public var vectorValues: [[Double]]?
  /// The components' names for messages and reports (`x`, `y` from `value.x,value.y`
  /// columns, a column's own name, or `x, y, z, w` and then `c4, c5, …` in JSON); empty
  /// for scalars.
  public var componentNames: [String] = []
  /// The key times, fractions 0…1 of the duration, or `nil` for evenly spaced ones; for
  /// ``Content/samples`` the sample times in seconds.
  public var keyTimes: [Double]?
  /// The duration in seconds; `nil` only for samples.
  public var duration: Double?
  /// How values are interpolated.
  public var calculationMode: CalculationMode
  /// The timing function of each segment; empty for linear progress.
  public var timingFunctions: [TimingFunction]
  /// `CAAnimation`'s `timingFunction`, applied to the whole animation's time.
  public var timingFunction: TimingFunction?
  /// Kochanek–Bartels tension per keyframe (`tensionValues`); empty for 0.
  public var tensions: [Double]
  /// Kochanek–Bartels continuity per keyframe (`continuityValues`); empty for 0.
  public var continuities: [Double]
  /// Kochanek–Bartels bias per keyframe (`biasValues`); empty for 0.
  public var biases: [Double]
  /// Where each field was written.
  public var lines: Lines

  /// Creates a document from its fields.
  ///
  /// - Parameters:
  ///   - content: Keyframes or samples.
  ///   - values: The values (scalars).
  ///   - keyTimes: The key times, or the sample times for samples.
  ///   - duration: The duration in seconds.
  ///   - calculationMode: The calculation mode.
  ///   - timingFunctions: The per-segment timing functions.
  ///   - timingFunction: The whole animation's timing function.
  ///   - tensions: Kochanek–Bartels tensions.
  ///   - continuities: Kochanek–Bartels continuities.
  ///   - biases: Kochanek–Bartels biases.
  ///   - vectorValues: For vector keyframes, each keyframe's components (`values` is then
  ///     empty).
  ///   - componentNames: The components' names.
  ///   - lines: Where the fields were written.
  public init(
    content: Content = .keyframes, values: [Double], keyTimes: [Double]? = nil,
    duration: Double?, calculationMode: CalculationMode = .linear,
    timingFunctions: [TimingFunction] = [], timingFunction: TimingFunction? = nil,
    tensions: [Double] = [], continuities: [Double] = [], biases: [Double] = [],
    vectorValues: [[Double]]? = nil, componentNames: [String] = [], lines: Lines = Lines()
  ) {
    self.vectorValues = vectorValues
    self.componentNames = componentNames
    self.content = content
    self.values = values
    self.keyTimes = keyTimes
    self.duration = duration
    self.calculationMode = calculationMode
    self.timingFunctions = timingFunctions
    self.timingFunction = timingFunction
    self.tensions = tensions
    self.continuities = continuities
    self.biases = biases
    self.lines = lines
  }

  /// The keyframes as a track.
  ///
  /// - Returns: The track, checked by SpringKit.
  /// - Throws: ``KeyframeDocumentError`` with ``KeyframeDocumentError/Problem/keyframe(_:)``
  ///   and the line of the entry at fault, ``KeyframeDocumentError/Problem/notKeyframes``
  ///   for samples, or ``KeyframeDocumentError/Problem/vectorKeyframes(components:)`` for
  ///   vectors (``componentTracks()`` reads them).
  /// - Complexity: O(n) in the number of keyframes.
  public func track() throws(KeyframeDocumentError) -> KeyframeTrack<Double> {
    try requireScalarKeyframes()
    do {
      return try KeyframeTrack(
        values: values, keyTimes: keyTimes, duration: duration ?? .nan,
        calculationMode: calculationMode, tensions: tensions, continuities: continuities,
        biases: biases, timingFunctions: timingFunctions, timingFunction: timingFunction)
    } catch {
      throw documentError(for: error)
    }
  }

  /// Refuses samples (``KeyframeDocumentError/Problem/notKeyframes``) and vector keyframes
  /// (``KeyframeDocumentError/Problem/vectorKeyframes(components:)``): a track is scalar.
  func requireScalarKeyframes() throws(KeyframeDocumentError) {
    guard content == .keyframes else {
      throw KeyframeDocumentError(line: nil, problem: .notKeyframes)
    }
    if let vectorValues {
      throw KeyframeDocumentError(
        line: lines.document, path: "values",
        problem: .vectorKeyframes(components: vectorValues.first?.count ?? 0))
    }
  }

  /// SpringKit's error about a field of this document, placed at the field's line.
  ///
  /// - Parameter error: The error, naming a field and perhaps an entry.
  /// - Returns: The document error, with the line of the entry or field at fault.
  public func documentError(for error: KeyframeError) -> KeyframeDocumentError {
    KeyframeDocumentError(
      line: lines.line(field: error.field, index: error.index),
      path: error.index.map { "\(error.field)[\($0)]" } ?? error.field,
      problem: .keyframe(error))
  }

  /// Decodes a keyframe file: JSON when it starts with `{` or `[` (after a byte order mark
  /// and whitespace), CSV otherwise.
  ///
  /// - Parameters:
  ///   - bytes: The file's UTF-8 text.
  ///   - overrides: Fields that replace the file's.
  /// - Returns: The document.
  /// - Throws: ``KeyframeDocumentError`` at the first problem.
  /// - Complexity: O(n) in the length of the text.
  public static func decode(_ bytes: [UInt8], overriding overrides: Overrides = Overrides())
    throws(KeyframeDocumentError) -> KeyframeDocument
  {
    try KeyframeText.parse(bytes).document(overriding: overrides)
  }
}
