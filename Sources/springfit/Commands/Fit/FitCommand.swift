import ArgumentParsing
import SpringFitting
import SpringFormats
import SpringKit
import SpringScenarios

/// Carries out `springfit fit`: reads keyframes, fits a spring with ``SpringFitter`` and
/// prints it as a summary, JSON or CSV.
///
/// The whole output is built before anything is written, so a failing fit leaves standard
/// output empty.
enum FitCommand: CommandWork {
  /// Fits and prints in the chosen format; `--batch` goes to ``BatchFit``.
  ///
  /// - Throws: ``CommandFailure`` naming the input: 65 for bad data, 66 for an unreadable
  ///   file, 64 for options the input makes wrong.
  static func run(
    _ options: FitCommandOptions, input standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    var warnings: [String] = []
    try run(options, input: standardInput, output: &output, warnings: &warnings)
  }

  /// Fits and prints, warning about what a Lottie file does that was read as players play
  /// it (``LottieDocument/warnings``).
  ///
  /// - Throws: ``CommandFailure`` naming the input: 65 for bad data, 66 for an unreadable
  ///   file, 64 for options the input makes wrong.
  static func run(
    _ options: FitCommandOptions, input standardInput: StandardInput,
    output: inout some TextOutputStream, warnings: inout [String]
  ) throws(CommandFailure) {
    if case .batch(let path) = options.input {
      try BatchFit.run(
        path: path, options: options, standardInput: standardInput, output: &output)
      return
    }
    try OutputFile.checkDistinct(
      options.plot, from: options.inputPaths, standardInput: standardInput,
      option: FitCommandOptions.plotOption.name)
    // The input is parsed once: a Lottie file gives the report of every selected motion.
    let detected = try document(options, standardInput: standardInput)
    if let detected, case .lottie(let lottie) = detected.document {
      let name = detected.name
      warnings += LottieInput.warnings(lottie, name: name)
      let report = try LottieInput.report(lottie, options.lottie, options: options, name: name)
      if options.format == .csv, !report.skippedProperties.isEmpty {
        // CSV has a row per motion and no place for them: a note says what was not fitted.
        warnings.append("\(name): \(report.skippedLine.dropFirst(10))")
      }
      if let summary = report.noneFittedSummary {
        // Scripts see from the status that there is no spring to use.
        throw .badData("\(name): \(summary)")
      }
      if let plot = options.plot {
        // --plot draws the one motion the options select.
        let (motion, _) = try self.report(
          options, standardInput: standardInput, detected: detected)
        try OutputFile.write(try svg(motion, title: "springfit fit: \(name)"), to: plot)
      }
      return try write(report, format: options.format, to: &output)
    }
    let (report, name) = try report(options, standardInput: standardInput, detected: detected)
    if let plot = options.plot {
      try OutputFile.write(try svg(report, title: "springfit fit: \(name)"), to: plot)
    }
    try write(report, format: options.format, to: &output)
  }

  /// Writes a report in the chosen format: the text summary, pretty JSON or CSV.
  private static func write(
    _ report: some FitPrintable, format: FitCommandOptions.Format,
    to output: inout some TextOutputStream
  ) throws(CommandFailure) {
    switch format {
    case .text:
      output.write(report.text)
    case .json:
      let text = try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: report.jsonDocument)
      }
      output.write(text + "\n")
    case .csv:
      output.write(report.csv)
    }
  }

  /// What one input (not `--batch`) gives to fit: the subject, the fitter's options for it,
  /// the input's name for messages ("example 'scale-pop'") and the key path it animates.
  struct Input {
    /// The track or samples.
    var subject: FitSubject
    /// The fitter's options: the command's, a Lottie motion's
    /// (``LottieMotion/fittingOptions(from:)``: a baked motion fits its endpoints too), or
    /// a file's (``FitSubject/fittingOptions(from:)``: samples still moving at the last one
    /// fit their endpoints too).
    var fitting: FitOptions
    /// The input's name for messages.
    var name: String
    /// The key path the input animates: ``namedKeyPath``, or
    /// ``PreviewOptions/defaultKeyPath``.
    var keyPath: String { namedKeyPath ?? PreviewOptions.defaultKeyPath }
    /// The key path the input names: the example's, the Lottie property's or the keyframe
    /// JSON's `keyPath`; `nil` for none.
    var namedKeyPath: String? { keyPathSource() }
    /// Reads the key path only when asked.
    let keyPathSource: @Sendable () -> String?
    /// The chart's time axis when the subject's times are a motion's own clock (a Lottie
    /// motion's ``LottieMotion/timeLabel``); `nil` for `time (s)`.
    var timeLabel: String? = nil
  }

  /// Reads the one input of the options (not `--batch`); a Lottie file gives its one
  /// selected motion (``LottieInput``).
  ///
  /// - Parameters:
  ///   - options: Validated options.
  ///   - standardInput: Where `-` reads from.
  ///   - detected: The input file (or Lottie example) and its name when the caller has
  ///     detected it already (``document(_:standardInput:)``).
  /// - Returns: The subject, the fitter's options for it, the input's name and its key path.
  /// - Throws: ``CommandFailure`` naming the input: 65 for bad data, 66 for an unreadable
  ///   file, 64 for options the input makes wrong.
  static func input(
    _ options: FitCommandOptions, standardInput: StandardInput,
    detected: (document: InputDocument, name: String)? = nil
  ) throws(CommandFailure) -> Input {
    var read = detected
    if read == nil { read = try document(options, standardInput: standardInput) }
    if let read {
      let (document, name) = read
      if case .lottie(let lottie) = document {
        return try lottieInput(lottie, options: options, name: name)
      }
      try LottieInput.checkNotGiven(options.lottie, name: name)
      do {
        let subject = try KeyframeInput.subject(
          from: document, name: name, flags: options.keyframes)
        return Input(
          subject: subject, fitting: subject.fittingOptions(from: options.fitting), name: name,
          keyPathSource: { document.keyPath })
      } catch {
        throw error.failure(inputName: name)
      }
    }
    switch options.input {
    case .batch, .file, .lottieExample:
      throw .failure("internal error: a batch has no single report")
    case .values:
      try LottieInput.checkNotGiven(options.lottie, name: "--values")
      do {
        let subject = try KeyframeInput.subject(fromFlags: options.keyframes)
        return Input(
          subject: subject, fitting: options.fitting, name: "--values",
          keyPathSource: { nil })
      } catch {
        throw .usage(error)
      }
    case .example(let example):
      let name = exampleName(example.rawValue)
      try LottieInput.checkNotGiven(options.lottie, name: name)
      do {
        return Input(
          subject: .track(try example.track()), fitting: options.fitting, name: name,
          keyPathSource: { example.keyPath })
      } catch {
        throw .failure("internal error in the example '\(example.rawValue)': \(error)")
      }
    }
  }

  /// Reads and detects the input file or the Lottie example of the options, once
  /// (``InputDocument/detect(_:name:options:)``); `nil` for `--values`, a keyframe example
  /// and `--batch`.
  ///
  /// - Returns: The document and the input's name for messages.
  /// - Throws: ``CommandFailure``: 66 for an unreadable file, 65 for bad data, 64 for an
  ///   option the input makes wrong.
  static func document(_ options: FitCommandOptions, standardInput: StandardInput)
    throws(CommandFailure) -> (document: InputDocument, name: String)?
  {
    switch options.input {
    case .file(let path):
      let bytes = try InputFile.read(path, standardInput: standardInput)
      let name = InputFile.displayName(path)
      return (try InputDocument.detect(bytes, name: name, options: options), name)
    case .lottieExample(let example):
      let name = exampleName(example.rawValue)
      return (
        try InputDocument.detect(Array(example.json.utf8), name: name, options: options), name
      )
    case .values, .example, .batch:
      return nil
    }
  }

  /// An example's name for messages: "example 'lottie-pop'".
  static func exampleName(_ name: String) -> String { "example '\(name)'" }

  /// A Lottie document's one selected motion as the input: its samples, the fitter's options
  /// for it (``LottieMotion/fittingOptions(from:)``) and its property as the key path.
  static func lottieInput(
    _ document: LottieDocument, options: FitCommandOptions, name: String
  ) throws(CommandFailure) -> Input {
    let (subject, motion) = try LottieInput.subject(
      document, options.lottie, options: options, name: name)
    return Input(
      subject: subject, fitting: motion.fittingOptions(from: options.fitting), name: name,
      keyPathSource: { motion.propertyName }, timeLabel: motion.timeLabel)
  }

  /// Reads the one input of the options (not `--batch`) and fits it.
  ///
  /// - Returns: The report and the input's name for messages ("example 'scale-pop'").
  /// - Throws: ``CommandFailure`` as ``input(_:standardInput:detected:)`` and
  ///   ``outcome(_:options:)``.
  static func report(
    _ options: FitCommandOptions, standardInput: StandardInput,
    detected: (document: InputDocument, name: String)? = nil
  ) throws(CommandFailure) -> (report: FitReport, name: String) {
    let input = try self.input(options, standardInput: standardInput, detected: detected)
    // The text's Android code animates the key path the input names.
    return (try outcome(input, options: options).animating(keyPath: input.namedKeyPath), input.name)
  }

  /// Fits an input with the command's errors.
  ///
  /// - Throws: ``CommandFailure`` naming the input, or `--values` when the keyframes were
  ///   typed as options.
  static func outcome(_ input: Input, options: FitCommandOptions) throws(CommandFailure)
    -> FitReport
  {
    do {
      let report = try FitReport(fitting: input.subject, options: input.fitting)
      return input.timeLabel.map(report.labellingTime) ?? report
    } catch {
      let error = inputError(error, subject: input.subject)
      // Keyframes typed as options are an option value, not an input file: a track the
      // fitter refuses is bad usage (64) naming --values, not bad data (65).
      if case .values = options.input, case .data(_, _, let message) = error {
        throw .usage(
          .invalidList(
            option: FitCommandOptions.valuesOption.name,
            value: options.keyframes.texts[FitCommandOptions.valuesOption.name] ?? "",
            reason: message))
      }
      throw error.failure(inputName: input.name)
    }
  }

  /// A fitting error as an input error: a sample's line, or the option at fault.
  static func inputError(_ error: FitError, subject: FitSubject?) -> KeyframeInputError {
    switch error {
    case .notFinite(_, let index), .timesNotIncreasing(let index):
      return .data(line: subject?.line(ofSample: index), error.description)
    case .invalidOption(let springError):
      let options = FitCommandOptions.fitGroup.options
      guard UsageError.option(feeding: springError.parameter, among: options) != nil else {
        return .data(line: nil, error.description)
      }
      return .usage(UsageError(springError, options: options))
    case .tooFewPoints, .mismatchedCounts, .componentsDiffer, .noSpringEvaluates:
      return .data(line: nil, error.description)
    }
  }

  // MARK: Charts

  /// The fit's chart (``SpringFitReport/chart(title:)``, ``VectorFitReport/chart(title:)``).
  static func chart(_ report: FitReport, title: String) throws(CommandFailure) -> Chart {
    do {
      return try report.chart(title: title)
    } catch {
      throw .failure("internal error while drawing the fit: \(error.description)")
    }
  }

  /// The fit's chart as SVG.
  static func svg(_ report: FitReport, title: String) throws(CommandFailure) -> String {
    let chart = try chart(report, title: title)
    do {
      return try chart.svg()
    } catch {
      throw .failure("internal error while drawing the fit: \(error.description)")
    }
  }
}

/// A fit report `--format` prints: SpringFormats' ``FitReport`` and ``LottieFitReport``.
protocol FitPrintable {
  /// The text summary.
  var text: String { get }
  /// The JSON document.
  var jsonDocument: JSONValue { get }
  /// The CSV.
  var csv: String { get }
}

extension FitReport: FitPrintable {}
extension LottieFitReport: FitPrintable {}
