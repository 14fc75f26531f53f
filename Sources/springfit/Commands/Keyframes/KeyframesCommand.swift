import ArgumentParsing
import SpringFormats

/// Carries out `springfit keyframes`: SpringFormats' ``KeyframeExport`` plans and writes the
/// keyframes; this prints them.
///
/// The keyframes are computed and formatted in full before anything is written, so a
/// failing command leaves standard output empty.
enum KeyframesCommand: SilentCommandWork {
  /// Exports the keyframes and writes them in the chosen format.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` when the export is impossible (no end, a
  ///   tolerance the keyframes cannot keep); ``CommandFailure/failure(_:)`` if a writer
  ///   refuses what the validation accepted.
  static func run(
    _ options: KeyframesOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    do {
      output.write(try options.export.text())
    } catch {
      if case .writer(let message) = error.problem { throw .failure(message) }
      throw .usage(KeyframesOptions.usageError(error, retargets: options.retargetText))
    }
  }
}
