public import SpringFitting

// A batch with keyframe fields laid over every line, its bad lines worded as
// `springfit fit --batch` words them.

extension KeyframeFitBatch {
  /// A batch whose every line has `keyframes`' duration, calculation mode and timing
  /// functions laid over it, and whose bad lines name the option of a field at fault
  /// (``message(for:keyframes:)``).
  ///
  /// ```swift
  /// var fields = FitKeyframeFields()
  /// fields.duration = 0.5
  /// let batch = KeyframeFitBatch(format: .csv, keyframes: fields)
  /// ```
  ///
  /// - Parameters:
  ///   - format: JSON Lines or CSV.
  ///   - keyframes: The fields that replace each line's.
  ///   - options: The fitter's options for every line.
  public init(format: Format, keyframes: FitKeyframeFields, options: FitOptions = FitOptions()) {
    self.init(
      format: format, overrides: keyframes.overrides, options: options,
      lineMessage: { Self.message(for: $0, keyframes: keyframes) })
  }

  /// The message of a line that cannot be fitted, in ``FitRequest``'s words: a field
  /// `keyframes` sets is named by its option.
  ///
  /// - Parameters:
  ///   - error: Why the line gave no fit.
  ///   - keyframes: The fields laid over every line.
  /// - Returns: The sentence written beside the line's number.
  public static func message(for error: LineError, keyframes: FitKeyframeFields) -> String {
    switch error {
    case .document(let error):
      switch error.problem {
      case .syntax, .missingDuration: FitRequest.documentError(error, name: "").batchMessage
      default: keyframes.trackError(error, input: "").batchMessage
      }
    case .fit(let error): FitRequest.fitError(error, subject: nil, input: "").batchMessage
    case .emptyLine, .json, .lineTooLong: error.message(FitRequest.wording)
    }
  }
}
