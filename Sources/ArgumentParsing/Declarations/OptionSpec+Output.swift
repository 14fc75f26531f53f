// `--output FILE`, the one option every command that writes a file declares the same way.

extension OptionSpec {
  /// `--output FILE`: the file a command writes (by ``OutputFile``'s rules: a regular file
  /// atomically, a device or FIFO straight into, never an input) instead of standard output,
  /// which `-` or no `--output` means.
  ///
  /// ```swift
  /// static let outputOption = OptionSpec.output(writing: "the page")
  /// // --output FILE  Write the page to FILE. A file (or a link's target) is replaced
  /// //                atomically: a failure leaves no file behind. A device or FIFO is
  /// //                written into, never replaced. FILE must not be an input. - or no
  /// //                --output: standard output.
  /// ```
  ///
  /// Read it with ``ScannedArguments/outputFile(_:)``.
  ///
  /// - Parameter what: What is written, as the help names it, or `nil` to say nothing.
  /// - Returns: The declaration.
  package static func output(writing what: String? = nil) -> OptionSpec {
    OptionSpec(
      "--output", .text, value: "FILE",
      help: "Write \(what.map { $0 + " " } ?? "")to FILE. \(fileRule) - or no --output: "
        + "standard output.")
  }

  /// How an output file is written, as the help of `--output` and `fit --plot` says it.
  package static let fileRule =
    "A file (or a link's target) is replaced atomically: a failure leaves no file behind. A "
    + "device or FIFO is written into, never replaced. FILE must not be an input."
}

extension ScannedArguments {
  /// An `--output FILE` option's file (``OptionSpec/output(writing:)``), or `nil` for
  /// standard output: when the option is not given, or is `-`.
  ///
  /// - Throws: ``UsageError/invalidValue(option:value:rule:)`` for an empty value.
  package func outputFile(_ option: OptionSpec) throws(UsageError) -> String? {
    try fileName(option).flatMap { $0 == "-" ? nil : $0 }
  }
}
