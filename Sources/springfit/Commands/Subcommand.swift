import ArgumentParsing

/// A `springfit` subcommand, declared in swift-argument-parser's shape: its configuration,
/// its option groups and synopsis, how it parses, and `run`.
///
/// The conforming type is the parsed command: its stored properties are the validated
/// options, and ``run(input:output:)`` carries them out. Listing the type in
/// ``CommandRegistry/commands`` is all it takes to make `springfit <name>` parse, run,
/// print its help and name itself in errors.
protocol Subcommand: Sendable, Equatable {
  /// The name, summary, help text and examples.
  static var configuration: CommandConfiguration { get }
  /// The option groups, in help order; the scanner accepts exactly these options.
  static var sections: [OptionSection] { get }
  /// Options that exclude each other, each group shown as one `[--a A | --b B]` piece and
  /// refused together; none by default.
  static var exclusions: [[OptionSpec]] { get }
  /// Options that stand instead of a spring, shown as the first alternatives of the SPRING
  /// forms (`[--example menu-bounce | SPRING]`); none by default.
  static var springAlternatives: [OptionSpec] { get }
  /// The other rules between options (one needs another, one excludes others), checked in
  /// order after the exclusions and the spring alternatives; none by default.
  static var relations: [OptionRelation] { get }
  /// The synopsis after `springfit <name>`; by default derived from the sections and
  /// exclusions.
  static var synopsis: [SynopsisItem] { get }

  /// Parses the arguments after the subcommand's name.
  ///
  /// - Returns: The command, or `nil` when `-h` or `--help` asks for its help.
  /// - Throws: ``UsageError`` for the first problem.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self?

  /// Carries out the command.
  ///
  /// - Parameters:
  ///   - input: Where an input named `-` is read from.
  ///   - output: Standard output; untouched when the command fails.
  /// - Throws: ``CommandFailure`` when the command cannot finish.
  func run(input: StandardInput, output: inout some TextOutputStream) throws(CommandFailure)
}

extension Subcommand {
  /// Every option the command accepts.
  static var options: [OptionSpec] { sections.flatMap(\.options) }

  /// No exclusive options.
  static var exclusions: [[OptionSpec]] { [] }

  /// No alternatives to a spring.
  static var springAlternatives: [OptionSpec] { [] }

  /// No other rules between options.
  static var relations: [OptionRelation] { [] }

  /// Every rule the scan step checks, in order: the exclusions, each spring alternative
  /// against the spring options, then ``relations``.
  static var allRelations: [OptionRelation] {
    exclusions.map(OptionRelation.atMostOne)
      + springAlternatives.map { .conflicts($0, anyOf: SpringOptions.all) } + relations
  }

  /// The options in help order: the SPRING forms (after the spring alternatives) as one
  /// piece, each exclusive group as one piece where its first option is, every other
  /// option in brackets.
  static var synopsis: [SynopsisItem] { derivedSynopsis }

  /// The synopsis derived from the sections and exclusions (see ``synopsis``).
  static var derivedSynopsis: [SynopsisItem] {
    var items: [SynopsisItem] = []
    for option in options {
      if SpringOptions.all.contains(option) || springAlternatives.contains(option) {
        let forms = SynopsisItem.springForms(after: springAlternatives)
        if !items.contains(forms) { items.append(forms) }
      } else if let group = exclusions.first(where: { $0.contains(option) }) {
        if group.first == option { items.append(.oneOf(group)) }
      } else {
        items.append(.optional(option))
      }
    }
    return items
  }

  /// The command line's meaning: this command, or its help.
  ///
  /// - Throws: ``UsageError`` for the first problem.
  static func command(parsing arguments: [String]) throws(UsageError) -> Command {
    guard let parsed = try parse(arguments) else { return .help(configuration.name) }
    return .run(parsed)
  }

  /// The first step of ``parse(_:)``: the scan, then the checks every command shares.
  ///
  /// A command without ARGUMENTS refuses positional arguments; then every rule of
  /// ``allRelations`` is checked, in order.
  ///
  /// - Returns: The scanned arguments, or `nil` when help is asked for.
  /// - Throws: ``UsageError`` for the first problem in argument order, then the first
  ///   broken rule.
  static func scan(_ arguments: [String]) throws(UsageError) -> ScannedArguments? {
    guard case .arguments(let scanned) = try OptionScanner.scan(arguments, options: options)
    else { return nil }
    if configuration.arguments.isEmpty, let extra = scanned.positionals.first {
      throw .unexpectedArgument(extra)
    }
    for relation in allRelations { try relation.check(scanned) }
    return scanned
  }
}
