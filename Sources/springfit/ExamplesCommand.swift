/// `springfit examples`: lists the built-in keyframe sets of `fit --example`.
enum ExamplesCommand {
  /// The synopsis after `springfit examples`: no options.
  static let synopsis: [String] = []

  /// Parses the arguments after `springfit examples`.
  ///
  /// - Parameter arguments: The tokens after `examples`.
  /// - Returns: ``Command/help(_:)`` for `-h`/`--help`, else ``Command/examples``.
  /// - Throws: ``UsageError`` for any option or argument.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard case .arguments(let scanned) = try OptionScanner.scan(arguments, options: [])
    else { return .help(.examples) }
    if let extra = scanned.positionals.first { throw .unexpectedArgument(extra) }
    return .examples
  }

  /// One line per example: its name, padded to a column, and its description.
  static func text() -> String {
    let column = (FitExample.allCases.map(\.rawValue.count).max() ?? 0) + 2
    return FitExample.allCases.map { example in
      example.rawValue + String(repeating: " ", count: column - example.rawValue.count)
        + example.summary + "\n"
    }.joined()
  }
}
