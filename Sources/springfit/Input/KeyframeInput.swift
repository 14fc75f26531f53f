import ArgumentParsing
import SpringFormats
import SpringKit

/// The keyframe fields given on the command line: `--values`, `--key-times`, `--duration`,
/// `--mode` and `--timing-functions`.
///
/// With `--values` they are the whole track. With a keyframe file, `--duration`, `--mode`
/// and `--timing-functions` replace the file's fields (and `--duration` supplies a duration
/// the file lacks, as `keyTime,value` CSV always does).
struct KeyframeFlags: Sendable, Equatable {
  /// `--values`.
  var values: [Double]?
  /// `--values` with `;` between keyframes: each keyframe's components.
  var vectorValues: [[Double]]?
  /// The components' names of `--values` colours (`red, green, blue` or `L, a, b`, then
  /// `alpha`), or `nil` for the default `x, y, z, w`.
  var componentNames: [String]?
  /// `--key-times`.
  var keyTimes: [Double]?
  /// `--duration`, in seconds.
  var duration: Double?
  /// `--mode`.
  var mode: CalculationMode?
  /// `--timing-functions`.
  var timingFunctions: [TimingFunction]?
  /// `--column`: the CSV value columns, by name.
  var columns: [String]?
  /// The text of each given option as typed, by option name, for messages.
  var texts: [String: String] = [:]

  /// The options that replace a keyframe file's fields.
  var overrides: KeyframeDocument.Overrides {
    KeyframeDocument.Overrides(
      duration: duration, calculationMode: mode, timingFunctions: timingFunctions,
      valueColumns: columns)
  }

  /// Whether a field's value comes from an option.
  func setsField(_ field: String) -> Bool {
    switch field {
    case "values": values != nil || vectorValues != nil
    case "keyTimes": keyTimes != nil
    case "duration": duration != nil
    case "calculationMode": mode != nil
    case "timingFunctions": timingFunctions != nil
    default: false
    }
  }

  /// The options that shape a track from a file (not `--values` and `--key-times`), in
  /// declaration order, that are given.
  var givenTrackOptions: [String] {
    ["duration", "calculationMode", "timingFunctions"].filter(setsField).compactMap {
      UsageError.option(feeding: $0, among: FitCommandOptions.inputGroup.options)?.name
    }
  }

  /// A keyframe error about a field an option set, as a usage error naming the option that
  /// feeds the field (its declaration's `feeds:`).
  func usageError(for error: KeyframeError) -> UsageError? {
    guard setsField(error.field),
      let option = UsageError.option(
        feeding: error.field, among: FitCommandOptions.inputGroup.options)?.name
    else { return nil }
    let text = texts[option] ?? ""
    if error.field == "duration" {
      return .invalidValue(option: option, value: text, rule: SpringError.Rule.positive.requirement)
    }
    return .invalidList(option: option, value: text, reason: error.description)
  }
}

/// Why an input could not become a ``FitSubject``.
enum KeyframeInputError: Error, Sendable, Equatable {
  /// Bad data in the input: the message names the field; the line and column when known.
  case data(line: Int?, column: Int?, message: String)
  /// An option is at fault, or is missing or meaningless for this input.
  case usage(UsageError)

  /// Bad data on a line.
  static func data(line: Int?, _ message: String) -> KeyframeInputError {
    .data(line: line, column: nil, message: message)
  }

  /// The command's failure for an input named `name`: `name:line:column: message` (exit 65)
  /// or the usage error (exit 64).
  func failure(inputName name: String) -> CommandFailure {
    switch self {
    case .data(let line, let column, let message):
      let place = [line, column].compactMap { $0.map { ":\($0)" } }.joined()
      return .badData("\(name)\(place): \(message)")
    case .usage(let error):
      return .usage(error)
    }
  }

  /// The message for one line of a batch, whose line number is reported beside it.
  var batchMessage: String {
    switch self {
    case .data(_, let column, let message):
      column.map { "column \($0): \(message)" } ?? message
    case .usage(let error):
      error.message
    }
  }
}

/// Reads keyframes from the forms `fit` accepts: keyframe JSON shaped like a
/// `CAKeyframeAnimation`, CSV with a `time,value` or `keyTime,value` header, or options.
///
/// SpringFormats' `KeyframeDocument` decodes the files; this adapter lays the
/// keyframe options over them and words its errors for the command line.
enum KeyframeInput {
  /// How the command line words document errors: it names `--duration` and `fit`.
  static let wording = KeyframeDocumentError.Wording(
    oneNumberPerKeyframe: "fit takes one number per keyframe",
    missingDurationHint: "add it or pass --duration SECONDS", durationName: "--duration",
    chooseColumn: "choose with --column NAME")

  /// A detected keyframe input (keyframe JSON or CSV) as a subject, with the keyframe options
  /// laid over it (``KeyframeDocument/fitSubject()``), refusing the track options for samples.
  ///
  /// - Parameters:
  ///   - input: The detected input (``InputDocument/detect(_:name:options:)``), not Lottie.
  ///   - name: The input's name for messages (the path, or `standard input`).
  ///   - flags: Options that replace or supply fields.
  /// - Returns: A track, or samples for `time,value` CSV.
  /// - Throws: ``KeyframeInputError`` naming the line or field at fault.
  static func subject(from input: InputDocument, name: String, flags: KeyframeFlags)
    throws(KeyframeInputError) -> FitSubject
  {
    try checkColumns(json: input.kind == .keyframeJSON, name: name, flags: flags)
    let decoded: KeyframeDocument?
    do {
      decoded = try input.keyframeDocument(overriding: flags.overrides)
    } catch {
      throw inputError(error, name: name)
    }
    guard let document = decoded else {
      throw .data(line: nil, "\(name) is a Lottie file, not keyframes")
    }
    if document.content == .samples, let option = flags.givenTrackOptions.first {
      throw .usage(
        .optionDoesNotApply(
          option: option,
          reason: "\(name) has samples (a time column), which are fitted as they are; only "
            + "keyframes have a duration, a calculation mode and timing functions"))
    }
    do {
      return try document.fitSubject()
    } catch {
      throw trackError(error, flags: flags)
    }
  }

  /// Refuses `--column` for keyframe JSON: it chooses CSV columns.
  static func checkColumns(json: Bool, name: String, flags: KeyframeFlags)
    throws(KeyframeInputError)
  {
    if flags.columns != nil, json {
      throw .usage(
        .optionDoesNotApply(
          option: FitCommandOptions.columnOption.name,
          reason: "\(name) is keyframe JSON; --column chooses CSV columns"))
    }
  }

  /// A document error as the command line reports it: JSON syntax errors with their
  /// column, other data errors with their line, a missing duration as a missing option.
  static func inputError(_ error: KeyframeDocumentError, name: String) -> KeyframeInputError {
    switch error.problem {
    case .syntax:
      return .data(line: error.line, column: error.column, message: error.reason(wording))
    case .missingDuration:
      return .usage(
        .missingArgument(
          what: "option '--duration'",
          reason: "\(name) has keyTime,value rows, fractions 0...1 of a duration; give the "
            + "duration in seconds"))
    default:
      return .data(line: error.line, error.reason(wording))
    }
  }

  // MARK: Options

  /// The subject `--values` and the other keyframe options describe: a track, or one
  /// track per component when `--values` separates vector keyframes by `;`.
  ///
  /// - Throws: ``UsageError`` naming the option at fault.
  static func subject(fromFlags flags: KeyframeFlags) throws(UsageError) -> FitSubject {
    let vectors = flags.vectorValues
    let document = KeyframeDocument(
      values: vectors == nil ? flags.values ?? [] : [], keyTimes: flags.keyTimes,
      duration: flags.duration ?? .nan, calculationMode: flags.mode ?? .linear,
      timingFunctions: flags.timingFunctions ?? [], vectorValues: vectors,
      componentNames: flags.componentNames
        ?? vectors.map {
          KeyframeDocument.defaultComponentNames(count: $0.first?.count ?? 0)
        } ?? [])
    do {
      return try document.fitSubject()
    } catch {
      guard case .usage(let usage) = trackError(error, flags: flags) else {
        // Every field comes from an option, so every error names one.
        throw .invalidList(
          option: FitCommandOptions.valuesOption.name,
          value: flags.texts[FitCommandOptions.valuesOption.name] ?? "",
          reason: error.reason(wording))
      }
      throw usage
    }
  }

  /// The message of a `--batch` line that cannot be fitted, in the command line's words: a
  /// field an option set is named by the option.
  static func batchMessage(_ error: KeyframeFitBatch.LineError, flags: KeyframeFlags) -> String {
    switch error {
    case .document(let error):
      switch error.problem {
      case .syntax, .missingDuration: inputError(error, name: "").batchMessage
      default: trackError(error, flags: flags).batchMessage
      }
    case .fit(let error): FitCommand.inputError(error, subject: nil).batchMessage
    case .emptyLine, .json, .lineTooLong: error.message(wording)
    }
  }

  /// A document error while building tracks: a usage error when an option set the field at
  /// fault, a data error at the field's line otherwise.
  static func trackError(_ error: KeyframeDocumentError, flags: KeyframeFlags)
    -> KeyframeInputError
  {
    if case .keyframe(let keyframeError) = error.problem,
      let usage = flags.usageError(for: keyframeError)
    {
      return .usage(usage)
    }
    return .data(line: error.line, error.reason(wording))
  }
}
