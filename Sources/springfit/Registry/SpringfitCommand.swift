import ArgumentParsing

/// The `springfit` program as a function from arguments to output, errors and an exit
/// status, so that all of it runs in-process in tests.
///
/// ```swift
/// var output = "", errors = ""
/// let status = SpringfitCommand.run(["sample", "--end", "0.1"], output: &output, errors: &errors)
/// ```
enum SpringfitCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// Parses and carries out a command line.
  ///
  /// Help and the version go to `output`; failures go to `errors` as `Error: <message>`,
  /// and for usage errors the usage line and `See 'springfit <command> --help'.` follow.
  /// On failure nothing is written to `output`. A command that succeeds with a caveat (a
  /// bake cut short) writes `Warning: <sentence>` lines to `errors` and exits 0.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - input: Where an input named `-` is read from; the process's standard input by
  ///     default.
  ///   - outputIsTerminal: Whether standard output is a terminal (`isatty(1)`): then a
  ///     command that would print markup there without `--output` is refused
  ///     (``terminalRefusal(for:outputIsTerminal:)``). `false` by default.
  ///   - output: Standard output: the data, help or version.
  ///   - errors: Standard error: diagnostics.
  /// - Returns: The exit status (see ``ExitCode``).
  static func run(
    _ arguments: some Sequence<String>, input: StandardInput = .process,
    outputIsTerminal: Bool = false, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) -> Int32 {
    let arguments = Array(arguments)
    do throws(CommandFailure) {
      let command: Command
      do {
        command = try parse(arguments)
      } catch {
        throw CommandFailure.usage(error)
      }
      if let refusal = terminalRefusal(for: command, outputIsTerminal: outputIsTerminal) {
        throw CommandFailure.usage(refusal)
      }
      var warnings: [String] = []
      try execute(command, input: input, output: &output, warnings: &warnings)
      for warning in warnings { errors.write("Warning: \(warning)\n") }
      return ExitCode.success.rawValue
    } catch {
      report(error, context: context(of: arguments), to: &errors)
      return error.exitCode.rawValue
    }
  }

  /// Carries out a parsed command, collecting the warnings about a result written all the
  /// same (``CommandWork/run(_:input:output:warnings:)``).
  ///
  /// - Throws: ``CommandFailure`` when the command cannot finish; `output` is then
  ///   untouched.
  static func execute(
    _ command: Command, input: StandardInput = .process, output: inout some TextOutputStream,
    warnings: inout [String]
  ) throws(CommandFailure) {
    switch command {
    case .help(let name):
      output.write(Help.text(for: name))
    case .topic(let topic):
      output.write(topic.text)
    case .version:
      output.write("springfit \(version)\n")
    case .run(let command):
      try command.run(input: input, output: &output, warnings: &warnings)
    }
  }

  /// The refusal of a command that would print hundreds of lines of markup (SVG, HTML) to a
  /// terminal, before it computes anything; `nil` when standard output is not a terminal,
  /// the command writes a file (`--output FILE`), `--output -` asks for standard output, or
  /// its output is text a person reads (CSV, JSON, help).
  ///
  /// ```swift
  /// let command = try SpringfitCommand.parse(["preview", "--spring", "preset:bouncy"])
  /// SpringfitCommand.terminalRefusal(for: command, outputIsTerminal: true)
  /// // standard output is a terminal, and the page (HTML) is hundreds of lines of markup: …
  /// ```
  ///
  /// - Parameters:
  ///   - command: The parsed command.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  /// - Returns: The usage error to exit with (64), or `nil` to go on.
  static func terminalRefusal(for command: Command, outputIsTerminal: Bool) -> UsageError? {
    guard outputIsTerminal, case .run(let subcommand) = command,
      let markup = subcommand.markupForStandardOutput
    else { return nil }
    return .springfit(.markupToTerminal(markup))
  }

  /// The subcommand whose usage an error message shows: the first argument, if it names
  /// one.
  static func context(of arguments: [String]) -> CommandName? {
    arguments.first.flatMap(CommandName.init(rawValue:))
  }

  /// Writes a failure to standard error.
  static func report(
    _ failure: CommandFailure, context: CommandName?, to errors: inout some TextOutputStream
  ) {
    errors.write("Error: \(failure.message)\n")
    // The usage line helps with usage errors; for a bad file it would only be noise.
    if case .usage = failure {
      errors.write(Help.usage(for: context, prefix: "Usage: ") + "\n")
      errors.write(Help.pointer(for: context) + "\n")
    }
  }
}
