import ArgumentParsing
import SpringFormats

/// Carries out `springfit gesture`: reads the trace, and SpringFormats' ``GestureRequest``
/// replays the gesture and writes the report, its data or the motion after release.
///
/// The fling after release is `springfit fling`'s (``FlingRequest``) with the release the
/// trace gives, so every format of the motion after release is written by the same code.
enum GestureCommand: SilentCommandWork {
  /// The trace the options name.
  ///
  /// - Throws: ``CommandFailure``: 66 for a missing or unreadable file, 65 for bad trace
  ///   data naming the line (and the column).
  static func trace(_ options: GestureOptions, standardInput: StandardInput)
    throws(CommandFailure) -> GestureTrace
  {
    let bytes: [UInt8]
    let name: String
    switch options.input {
    case .example(let example):
      (bytes, name) = (Array(example.csv.utf8), "example '\(example.rawValue)'")
    case .file(let path):
      (bytes, name) = (
        try InputFile.read(path, standardInput: standardInput), InputFile.displayName(path)
      )
    }
    do {
      return try GestureTrace(utf8: bytes)
    } catch {
      throw .badData(error.message(naming: name))
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
    let request = options.request
    let text: String
    do {
      text = try request.text(for: request.gesture(trace: trace))
    } catch {
      throw FlingCommand.failure(error, options: GestureOptions.options)
    }
    try OutputFile.write(text, to: options.fling.output, orTo: &output)
  }
}
