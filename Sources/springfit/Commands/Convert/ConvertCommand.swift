import ArgumentParsing
import SpringFormats

/// Carries out `springfit convert`: prints a spring in every ecosystem's own parameters.
///
/// The conversions are SpringKit's (``Spring/equivalents(uiKitVelocity:)``), the text and
/// JSON SpringFormats' (``SpringConversion``); this command only picks the format.
enum ConvertCommand: SilentCommandWork {
  /// Prints the spring in the chosen format.
  ///
  /// - Throws: ``CommandFailure/failure(_:)`` if the JSON writer refuses the document, which
  ///   would be a bug: non-finite numbers are written as `null`.
  static func run(
    _ options: ConvertOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let conversion = SpringConversion(spring: options.spring, uiKitVelocity: options.uiKitVelocity)
    output.write(
      try CommandFailure.writing("JSON") { try conversion.string(format: options.format) })
  }
}
