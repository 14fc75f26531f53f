import ArgumentParsing
import SpringFormats

/// Carries out `springfit fit` with SpringFormats' ``FitRequest``: reads the input file, fits
/// and prints the report as a summary, JSON or CSV.
///
/// The whole output is built before anything is written, so a failing fit leaves standard
/// output empty.
enum FitCommand: CommandWork {
  /// Fits and prints, warning about what a Lottie file does that was read as players play
  /// it (``FitOutcome/warnings``).
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
    let request = try options.request(standardInput: standardInput)
    // --plot draws the fit (of a Lottie file, the one motion the options select).
    let title: ((String) -> String)? = options.plot == nil ? nil : { "springfit fit: \($0)" }
    let outcome = try CommandFailure.fitting { () throws(FitInputError) in
      try request.run(
        chartTitle: title, progress: { FitProgress.standardError.callback(motions: $0) })
    }
    warnings += outcome.warnings
    if let plot = options.plot, let svg = outcome.chartSVG { try OutputFile.write(svg, to: plot) }
    output.write(outcome.output)
  }
}

extension FitCommandOptions {
  /// The options as SpringFormats' fit request, with the input file read (bounded,
  /// `InputFile.read(_:standardInput:limit:)`); not for `--batch`.
  ///
  /// - Throws: ``CommandFailure``: 66 for an unreadable file, 65 for one too large.
  func request(standardInput: StandardInput) throws(CommandFailure) -> FitRequest {
    let source: FitRequest.Input
    switch input {
    case .file(let path):
      source = .document(
        try InputFile.read(path, standardInput: standardInput), name: InputFile.displayName(path))
    case .values: source = .values
    case .example(let example): source = .example(example)
    case .lottieExample(let example): source = .lottieExample(example)
    case .batch: throw .failure("internal error: a batch has no single report")
    }
    return FitRequest(
      input: source, keyframes: keyframes, fitting: fitting, lottie: lottie, format: format)
  }
}
