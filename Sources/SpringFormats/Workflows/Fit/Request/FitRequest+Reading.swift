import SpringFitting
import SpringScenarios

// How a fit request reads its input: detected once, then keyframes, samples or one Lottie
// motion, with the request's fields laid over a keyframe file.

extension FitRequest {
  /// An input file (or built-in Lottie file) detected once, and its name for messages.
  public struct Detected: Sendable {
    /// The Lottie document, keyframe JSON or CSV.
    public var document: InputDocument
    /// The input's name for messages.
    public var name: String
  }

  /// Detects the request's file or built-in Lottie file once (``InputDocument/detect(_:)``).
  ///
  /// Text that is neither Lottie nor keyframes (empty, bad JSON) is refused as keyframe
  /// input, after the settings that do not apply to keyframe input: the Lottie selection,
  /// and CSV columns with JSON.
  ///
  /// - Returns: The detected document; `nil` for ``Input/values`` and ``Input/example(_:)``.
  /// - Throws: ``FitInputError``: bad data naming the line at fault, a setting that does not
  ///   apply, or a missing duration.
  /// - Complexity: O(n) in the input's size.
  public func detect() throws(FitInputError) -> Detected? {
    let bytes: [UInt8]
    let name: String
    switch input {
    case .document(let text, let inputName): (bytes, name) = (text, inputName)
    case .lottieExample(let example):
      (bytes, name) = (Array(example.json.utf8), Self.exampleName(example.rawValue))
    case .values, .example: return nil
    }
    do {
      return Detected(document: try InputDocument.detect(bytes), name: name)
    } catch {
      switch error {
      case .lottie(let error):
        throw .data(name, error.description, line: error.line)
      case .keyframes(let error):
        try checkNotLottie(name: name)
        try checkColumns(json: KeyframeDocument.isJSON(bytes), name: name)
        throw Self.documentError(error, name: name)
      }
    }
  }

  /// Reads the request's one input: keyframes or samples with the request's fields laid
  /// over them, or a Lottie file's one selected motion.
  ///
  /// - Parameter detected: The input when the caller has detected it (``detect()``), or
  ///   `nil` to detect it here.
  /// - Returns: The subject, the fitter's options for it, its name and its key path.
  /// - Throws: ``FitInputError`` naming the input or the setting at fault.
  /// - Complexity: O(n) in the input's size.
  public func read(detected: Detected? = nil) throws(FitInputError) -> FitInput {
    var detected = detected
    if detected == nil { detected = try detect() }
    if let read = detected {
      if case .lottie(let document) = read.document {
        return try lottieInput(document, name: read.name)
      }
      try checkNotLottie(name: read.name)
      let subject = try subject(of: read)
      return FitInput(
        subject: subject, fitting: subject.fittingOptions(from: fitting), name: read.name,
        namedKeyPath: read.document.keyPath)
    }
    switch input {
    case .document, .lottieExample, .values:
      try checkNotLottie(name: "--values")
      return FitInput(subject: try keyframes.fitSubject(), fitting: fitting, name: "--values")
    case .example(let example):
      let name = Self.exampleName(example.rawValue)
      try checkNotLottie(name: name)
      do {
        return FitInput(
          subject: .track(try example.track()), fitting: fitting, name: name,
          namedKeyPath: example.keyPath)
      } catch {
        throw .internalError("internal error in the example '\(example.rawValue)': \(error)")
      }
    }
  }

  /// A detected keyframe input (keyframe JSON or CSV) as a subject, with the request's
  /// keyframe fields laid over it, refusing the track fields for samples.
  private func subject(of read: Detected) throws(FitInputError) -> FitSubject {
    let name = read.name
    try checkColumns(json: read.document.kind == .keyframeJSON, name: name)
    let decoded: KeyframeDocument?
    do {
      decoded = try read.document.keyframeDocument(overriding: keyframes.overrides)
    } catch {
      throw Self.documentError(error, name: name)
    }
    guard let document = decoded else {
      throw .data(name, "\(name) is a Lottie file, not keyframes")
    }
    if document.content == .samples, let option = keyframes.givenTrackOptions.first {
      throw .optionDoesNotApply(
        option: option,
        reason: "\(name) has samples (a time column), which are fitted as they are; only "
          + "keyframes have a duration, a calculation mode and timing functions")
    }
    do {
      return try document.fitSubject()
    } catch {
      throw keyframes.trackError(error, input: name)
    }
  }

  /// Refuses CSV columns for keyframe JSON.
  private func checkColumns(json: Bool, name: String) throws(FitInputError) {
    if keyframes.columns != nil, json {
      throw .optionDoesNotApply(
        option: "--column", reason: "\(name) is keyframe JSON; --column chooses CSV columns")
    }
  }

  /// Refuses a Lottie selection for an input that is not Lottie.
  private func checkNotLottie(name: String) throws(FitInputError) {
    if let option = lottie.givenOptions.first {
      throw .optionDoesNotApply(
        option: option, reason: "\(name) is not a Lottie file (a JSON object with 'layers')")
    }
  }

  /// A document error as the request reports it: JSON syntax errors with their column,
  /// other data errors with their line, a missing duration as a missing `--duration`.
  static func documentError(_ error: KeyframeDocumentError, name: String) -> FitInputError {
    switch error.problem {
    case .syntax:
      return .data(
        input: name, line: error.line, column: error.column, reason: error.reason(Self.wording))
    case .missingDuration:
      return .missingArgument(
        what: "option '--duration'",
        reason: "\(name) has keyTime,value rows, fractions 0...1 of a duration; give the "
          + "duration in seconds")
    default:
      return .data(name, error.reason(Self.wording), line: error.line)
    }
  }
}
