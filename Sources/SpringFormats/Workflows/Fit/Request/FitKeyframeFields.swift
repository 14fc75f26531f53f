public import SpringKit

/// Keyframe fields given beside an input, or as the whole input: `springfit fit`'s
/// `--values`, `--key-times`, `--duration`, `--mode`, `--timing-functions` and `--column`.
///
/// With ``FitRequest/Input/values`` they are the whole track. With a keyframe file,
/// ``duration``, ``mode`` and ``timingFunctions`` replace the file's fields (and
/// ``duration`` supplies a duration the file lacks, as `keyTime,value` CSV always does), and
/// ``columns`` chooses CSV columns.
///
/// ```swift
/// var fields = FitKeyframeFields()
/// fields.values = [0, 1.1, 0.97, 1]
/// fields.duration = 0.5
/// let subject = try fields.fitSubject()
/// ```
public struct FitKeyframeFields: Sendable, Equatable {
  /// The keyframe values (`--values`).
  public var values: [Double]?
  /// Vector keyframe values: each keyframe's components (`--values` with `;`).
  public var vectorValues: [[Double]]?
  /// The components' names of vector values (`red, green, blue` or `L, a, b`, then `alpha`),
  /// or `nil` for the default `x, y, z, w`.
  public var componentNames: [String]?
  /// The key times, fractions 0...1 of the duration (`--key-times`).
  public var keyTimes: [Double]?
  /// The duration, in seconds (`--duration`).
  public var duration: Double?
  /// The calculation mode (`--mode`).
  public var mode: CalculationMode?
  /// One timing function per segment (`--timing-functions`).
  public var timingFunctions: [TimingFunction]?
  /// The CSV value columns, by name (`--column`).
  public var columns: [String]?
  /// The text of each field as typed, by option name (`--values`), quoted in messages.
  public var texts: [String: String] = [:]

  /// Creates fields; none is set.
  public init() {}

  /// The fields that replace a keyframe file's.
  public var overrides: KeyframeDocument.Overrides {
    KeyframeDocument.Overrides(
      duration: duration, calculationMode: mode, timingFunctions: timingFunctions,
      valueColumns: columns)
  }

  /// Whether a keyframe document field (`values`, `keyTimes`, `duration`,
  /// `calculationMode`, `timingFunctions`) is set here.
  ///
  /// - Parameter field: The document field's name.
  /// - Returns: Whether the field's value comes from these fields.
  public func setsField(_ field: String) -> Bool {
    switch field {
    case "values": values != nil || vectorValues != nil
    case "keyTimes": keyTimes != nil
    case "duration": duration != nil
    case "calculationMode": mode != nil
    case "timingFunctions": timingFunctions != nil
    default: false
    }
  }

  /// The options of the fields that shape a track from a file (not values and key times)
  /// that are set, in the order `springfit fit` declares them.
  public var givenTrackOptions: [String] {
    ["duration", "calculationMode", "timingFunctions"].filter(setsField).compactMap(
      FitRequest.optionName(feeding:))
  }

  /// The subject these fields describe as the whole input: a track, or one track per
  /// component for vector values.
  ///
  /// - Returns: The track or tracks.
  /// - Throws: ``FitInputError`` naming the option at fault (never
  ///   ``FitInputError/data(input:line:column:reason:)``).
  /// - Complexity: O(n·c) for n keyframes of c components.
  public func fitSubject() throws(FitInputError) -> FitSubject {
    let vectors = vectorValues
    let document = KeyframeDocument(
      values: vectors == nil ? values ?? [] : [], keyTimes: keyTimes,
      duration: duration ?? .nan, calculationMode: mode ?? .linear,
      timingFunctions: timingFunctions ?? [], vectorValues: vectors,
      componentNames: componentNames
        ?? vectors.map {
          KeyframeDocument.defaultComponentNames(count: $0.first?.count ?? 0)
        } ?? [])
    do {
      return try document.fitSubject()
    } catch {
      let trackError = self.trackError(error, input: "--values")
      guard case .data = trackError else { throw trackError }
      // Every field comes from an option, so every error names one.
      throw .invalidList(
        option: "--values", value: texts["--values"] ?? "",
        reason: error.reason(FitRequest.wording))
    }
  }

  /// A keyframe error about a field set here, as the invalid value of the option that sets
  /// it; `nil` for a field not set here.
  func optionError(for error: KeyframeError) -> FitInputError? {
    guard setsField(error.field), let option = FitRequest.optionName(feeding: error.field)
    else { return nil }
    let text = texts[option] ?? ""
    if error.field == "duration" {
      return .invalidValue(option: option, value: text, rule: SpringError.Rule.positive.requirement)
    }
    return .invalidList(option: option, value: text, reason: error.description)
  }

  /// A document error while building tracks: the option's error when a field set here is at
  /// fault, bad data at the field's line of `input` otherwise.
  func trackError(_ error: KeyframeDocumentError, input: String) -> FitInputError {
    if case .keyframe(let keyframeError) = error.problem,
      let option = optionError(for: keyframeError)
    {
      return option
    }
    return .data(input, error.reason(FitRequest.wording), line: error.line)
  }
}
