import ArgumentParsing
import SpringFormats

/// Carries out `springfit fling`: SpringFormats' ``FlingRequest`` composes the fling and
/// writes the report, its data or its samples.
///
/// Everything is computed and formatted before anything is written, so a failing command
/// leaves standard output empty.
enum FlingCommand: SilentCommandWork {
  /// A request's error as the command's failure, naming the option that gave the value at
  /// fault: the one place the library's errors meet the options.
  ///
  /// - Parameters:
  ///   - error: The library's error.
  ///   - options: The options that may have fed a parameter SpringKit refuses.
  /// - Returns: A usage error (64), or a failure (1) for what would be a bug.
  static func failure(_ error: FlingRequestError, options: [OptionSpec]) -> CommandFailure {
    switch error {
    case .refused(let error):
      .usage(UsageError(error, options: options))
    case .tolerance(let value, _):
      .usage(
        .invalidValue(option: FlingOptions.toleranceOption.name, value: value, rule: error.reason))
    case .frameRate(let value, _):
      .usage(.invalidValue(option: FlingOptions.fpsOption.name, value: value, rule: error.reason))
    case .axisOfOneAxisTrace:
      .usage(.optionDoesNotApply(option: GestureOptions.axisOption.name, reason: error.reason))
    case .internalFailure:
      .failure(error.reason)
    }
  }

  /// The fling the options describe, which `springfit plot fling` draws.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` naming the option whose value SpringKit refuses.
  static func fling(_ options: FlingOptions) throws(CommandFailure) -> Fling {
    do {
      return try options.request.fling()
    } catch {
      throw failure(error, options: FlingOptions.options)
    }
  }

  /// Composes the fling and writes it in the chosen format.
  static func run(
    _ options: FlingOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let fling = try self.fling(options)
    let text: String
    do {
      text = try options.request.text(for: fling)
    } catch {
      throw failure(error, options: FlingOptions.options)
    }
    try OutputFile.write(text, to: options.output, orTo: &output)
  }
}
