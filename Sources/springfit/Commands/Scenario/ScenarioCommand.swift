import ArgumentParsing
import SpringFormats
import SpringScenarios

/// Carries out `springfit scenario`: draws the scenario (``ScenarioDrawing`` in
/// SpringFormats) and writes it to standard output or, atomically, to `--output`.
enum ScenarioCommand: SilentCommandWork {
  /// The text the options ask for.
  ///
  /// - Throws: ``CommandFailure/failure(_:)`` should the drawing or its JSON fail, which
  ///   would be a bug: the scenarios are built in.
  static func text(_ options: ScenarioOptions) throws(CommandFailure) -> String {
    let drawing: ScenarioDrawing
    do {
      drawing = try ScenarioDrawing(options.scenario)
    } catch {
      throw .failure("cannot draw \(options.scenario.name): \(error.description)")
    }
    return try CommandFailure.writing("JSON") {
      try drawing.string(format: options.format, still: options.still)
    }
  }

  /// Draws and writes.
  static func run(
    _ options: ScenarioOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let text = try self.text(options)
    try OutputFile.write(text, to: options.output, orTo: &output)
  }
}
