import ArgumentParsing
import SpringFormats
import SpringKit
import SpringScenarios

/// Carries out `springfit outline`: SpringFormats' ``MenuBounceExport`` computes Hokusai's
/// bouncing menu frame by frame and writes it as JSON, CSV or an animated SVG; this prints it.
enum OutlineCommand: SilentCommandWork {
  /// The frames as SpringKit makes them (``MenuBounceExport/frames()``), for `plot outline`.
  ///
  /// - Throws: ``SpringError`` when SpringKit refuses a value (the parser has checked them).
  /// - Complexity: O(frames).
  static func menuFrames(_ options: OutlineOptions) throws(SpringError) -> [MenuFrame] {
    try options.export.frames()
  }

  /// Computes the frames and writes them in the chosen format.
  ///
  /// - Throws: ``CommandFailure/failure(_:)`` if SpringKit or a writer refuses a value the
  ///   parser let through, which would be a bug.
  static func run(
    _ options: OutlineOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    do {
      output.write(try options.export.text())
    } catch {
      throw .failure(error.description)
    }
  }
}
