import ArgumentParsing
import SpringFormats

/// Carries out `springfit easing`: SpringFormats' ``EasingExport`` fits the one cubic Bézier
/// nearest the spring and writes it; this prints it.
enum EasingCommand: SilentCommandWork {
  /// Fits the easing and writes it in the chosen format.
  static func run(
    _ options: EasingOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    do {
      output.write(try options.text())
    } catch {
      throw .usage(.problem(.init(error)))
    }
  }
}

// The library's sentences print as they are.
extension EasingExportError: UsageProblem {
  /// The sentence printed after `Error: `.
  var message: String { description }
}
