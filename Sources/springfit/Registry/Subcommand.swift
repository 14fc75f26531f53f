import ArgumentParsing

/// A `springfit` subcommand, declared in swift-argument-parser's shape: its configuration,
/// its option groups and synopsis, how it parses, and `run`.
///
/// The conforming type is the parsed command: its stored properties are the validated
/// options, and ``run(input:output:warnings:)`` carries them out. Listing the type in
/// ``CommandRegistry/commands`` is all it takes to make `springfit <name>` parse, run,
/// print its help and name itself in errors.
protocol Subcommand: ParsableArguments, Sendable, Equatable {
  /// The name, summary, help text and examples.
  static var configuration: CommandConfiguration { get }
  /// Parses the arguments after the subcommand's name (scan, bind, validate for a command
  /// whose options are an `OptionGroup`).
  ///
  /// - Returns: The command, or `nil` when `-h` or `--help` asks for its help.
  /// - Throws: ``UsageError`` for the first problem.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self?
  /// Options that stand instead of a spring, shown as the first alternatives of the SPRING
  /// forms (`[--example menu-bounce | SPRING]`); none by default.
  static var springAlternatives: [OptionSpec] { get }

  /// The type that carries the command out (`SampleCommand` for `SampleOptions`).
  associatedtype Work: CommandWork where Work.Options == Self

  /// Carries out the command (``Work`` does), adding warnings about a result written all
  /// the same.
  ///
  /// - Parameters:
  ///   - input: Where an input named `-` is read from.
  ///   - output: Standard output; untouched when the command fails.
  ///   - warnings: The warnings, which the caller prints on standard error.
  /// - Throws: ``CommandFailure`` when the command cannot finish.
  func run(
    input: StandardInput, output: inout some TextOutputStream, warnings: inout [String]
  ) throws(CommandFailure)

  /// What the command would print to standard output that reads as markup on a terminal
  /// (`the page (HTML)`), or `nil` when its output is a file, asked for explicitly with
  /// `--output -`, or text a person reads: `nil` by default.
  ///
  /// ``SpringfitCommand/terminalRefusal(for:outputIsTerminal:)`` refuses such a command when
  /// standard output is a terminal.
  var markupForStandardOutput: String? { get }
}

/// The work of a subcommand: computing and writing what its validated options ask for, and
/// saying when a result written all the same deserves a warning (`fit`, `lottie`).
protocol CommandWork {
  /// The parsed command it carries out.
  associatedtype Options

  /// Carries out the command, adding warnings about a result written all the same.
  ///
  /// - Parameters:
  ///   - options: The validated options.
  ///   - input: Where an input named `-` is read from.
  ///   - output: Standard output; untouched when the command fails.
  ///   - warnings: The warnings, which the caller prints on standard error.
  /// - Throws: ``CommandFailure`` when the command cannot finish.
  static func run(
    _ options: Options, input: StandardInput, output: inout some TextOutputStream,
    warnings: inout [String]
  ) throws(CommandFailure)
}

/// The work of a subcommand that never warns: most of them.
protocol SilentCommandWork: CommandWork {
  /// The parsed command it carries out (restated so that it is inferred from
  /// ``run(_:input:output:)``).
  associatedtype Options
  /// Carries out the command.
  ///
  /// - Parameters:
  ///   - options: The validated options.
  ///   - input: Where an input named `-` is read from.
  ///   - output: Standard output; untouched when the command fails.
  /// - Throws: ``CommandFailure`` when the command cannot finish.
  static func run(_ options: Options, input: StandardInput, output: inout some TextOutputStream)
    throws(CommandFailure)
}

extension SilentCommandWork {
  /// Carries out the command, which adds no warnings.
  static func run(
    _ options: Options, input: StandardInput, output: inout some TextOutputStream,
    warnings: inout [String]
  ) throws(CommandFailure) {
    try run(options, input: input, output: &output)
  }
}

// The option groups, the exclusions, the relations, the derived synopsis and the scan step
// are ArgumentParsing's (`ParsableArguments`); a springfit command adds the SPRING forms.
extension Subcommand {
  /// Hands the command to its ``Work``, collecting its warnings.
  func run(
    input: StandardInput, output: inout some TextOutputStream, warnings: inout [String]
  ) throws(CommandFailure) {
    try Work.run(self, input: input, output: &output, warnings: &warnings)
  }

  /// Text a person reads, or a file: nothing to refuse on a terminal.
  var markupForStandardOutput: String? { nil }

  /// No alternatives to a spring.
  static var springAlternatives: [OptionSpec] { [] }

  /// The SPRING options and the spring alternatives, shown as the one SPRING piece.
  static var formOptions: [OptionSpec] { SpringOptions.all + springAlternatives }

  /// The SPRING forms after the spring alternatives.
  static var formsItem: SynopsisItem { .springForms(after: springAlternatives) }

  /// Each spring alternative against the spring options, then the rules of the SPRING forms
  /// (at most one form, each complete), before any value is bound.
  static var formRelations: [OptionRelation] {
    springAlternatives.map { .conflicts($0, anyOf: SpringOptions.all) } + SpringOptions.relations
  }

  /// Whether the help lists ARGUMENTS; a command without any refuses positional arguments.
  static var takesArguments: Bool { !configuration.arguments.isEmpty }

  /// The command line's meaning: this command, or its help.
  ///
  /// - Throws: ``UsageError`` for the first problem.
  static func command(parsing arguments: [String]) throws(UsageError) -> Command {
    guard let parsed = try parse(arguments) else { return .help(configuration.name) }
    return .run(parsed)
  }
}
