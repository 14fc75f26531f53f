import ArgumentParsing
import SpringFormats
import SpringKit

/// Carries out `springfit gesture`: reads the trace, replays the gesture and writes the
/// report, its data or the motion after release.
///
/// The fling after release is `springfit fling`'s (``FlingCommand``) with the release the
/// trace gives, so every format of the motion after release is written by the same code.
enum GestureCommand: CommandWork {
  /// The trace the options name.
  ///
  /// - Throws: ``CommandFailure``: 66 for a missing or unreadable file, 65 for bad trace
  ///   data naming the line (and the column).
  static func trace(_ options: GestureOptions, standardInput: StandardInput)
    throws(CommandFailure) -> GestureTrace
  {
    let text: String
    let name: String
    switch options.input {
    case .example(let example):
      text = example.csv
      name = "example '\(example.rawValue)'"
    case .file(let path):
      let bytes = try InputFile.read(path, standardInput: standardInput)
      name = InputFile.displayName(path)
      do {
        text = try CSVReader.text(utf8: bytes)
      } catch {
        throw .badData("\(name)\(error.line.map { ":\($0)" } ?? ""): \(error.reason)")
      }
    }
    do {
      return try GestureTrace(csv: text)
    } catch {
      throw .badData("\(name)\(error.line.map { ":\($0)" } ?? ""): \(error.reason)")
    }
  }

  /// The gesture the options and the trace describe.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` for `--axis` with a one-axis trace, or a value
  ///   SpringKit refuses.
  static func gesture(_ options: GestureOptions, trace: GestureTrace) throws(CommandFailure)
    -> Gesture
  {
    if options.axis != nil, !trace.isPlanar {
      throw .usage(
        .optionDoesNotApply(
          option: GestureOptions.axisOption.name,
          reason: "the trace has one axis (time,position)"))
    }
    let flingOptions = options.fling
    do {
      let decay =
        try flingOptions.decay ?? DecaySpec.parse(UIKitDecay.dialectName)
      return try Gesture(
        trace: trace, axis: options.axis ?? .y, strategy: options.strategy, decay: decay,
        bounds: flingOptions.bounds, rubberBand: RubberBand(dimension: options.dimension),
        snapPoints: flingOptions.snapPoints, snapRule: flingOptions.snapRule,
        spring: flingOptions.spring)
    } catch let error as SpringError {
      throw .usage(UsageError(error, options: GestureOptions.options))
    } catch {
      throw .failure("internal error: \(error)")
    }
  }

  /// `springfit fling`'s options for the fling after release: these options with the
  /// release the gesture found (and, past the bounds, the spring back the gesture chose).
  static func flingOptions(_ options: GestureOptions, gesture: Gesture) -> FlingOptions {
    var fling = options.fling
    fling.from = gesture.releasePosition
    fling.velocity = gesture.releaseVelocity
    fling.bounds = gesture.fling.bounds
    fling.snapPoints = gesture.fling.snapPoints
    return fling
  }

  /// The output text in the chosen format, ending with a newline.
  static func text(_ gesture: Gesture, options: GestureOptions) throws(CommandFailure)
    -> String
  {
    let flingOptions = self.flingOptions(options, gesture: gesture)
    switch options.fling.format {
    case .text:
      return gesture.text()
    case .json:
      return try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: gesture.json) + "\n"
      }
    case .csv:
      let rows: [[String]]
      do {
        rows = try gesture.csvRows(step: 1 / options.fling.frameRate)
      } catch {
        throw .usage(
          .invalidValue(
            option: FlingOptions.fpsOption.name,
            value: NumberText.rounded(options.fling.frameRate),
            rule: "small enough for at most \(Fling.maximumRowCount) rows up to the rest "
              + "instant (\(NumberText.rounded(gesture.fling.motion.restTime)) s)"))
      }
      return try CommandFailure.writing("CSV") {
        try CSVWriter(columns: Fling.csvColumns).document(rows: rows)
      }
    case .css, .lottie, .keyframesJSON, .keyframesCSV, .html:
      return try FlingCommand.text(FlingCommand.fling(flingOptions), options: flingOptions)
    }
  }

  /// Reads the trace, replays the gesture and writes it in the chosen format.
  static func run(
    _ options: GestureOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    try OutputFile.checkDistinct(
      options.fling.output, from: options.inputPaths, standardInput: input,
      option: FlingOptions.outputOption.name)
    let trace = try self.trace(options, standardInput: input)
    let gesture = try self.gesture(options, trace: trace)
    try OutputFile.write(
      try text(gesture, options: options), to: options.fling.output, orTo: &output)
  }
}
