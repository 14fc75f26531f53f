import ArgumentParsing
import SpringFormats

/// `springfit examples`: lists the built-in examples, the keyframe sets of `fit --example` and
/// SpringScenarios' scenarios, one line per name (SpringFormats' ``BuiltInExample/listing``).
struct ExamplesCommand: SilentCommandWork, Sendable, Equatable {
  /// Prints the list.
  static func run(
    _ options: ExamplesCommand, input: StandardInput, output: inout some TextOutputStream
  ) {
    output.write(BuiltInExample.listing)
  }
}
