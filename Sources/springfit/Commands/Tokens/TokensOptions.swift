import ArgumentParsing
import SpringFormats

/// Everything `springfit tokens` needs: the token file and the output format.
struct TokensOptions: ParsableCommandOptions, Sendable, Equatable {
  /// The token file (FILE, `-` for standard input).
  var input = "-"
  /// The output format (`--format`).
  var format = SpringTokenFile.OutputFormat.text
}

// The command line of `springfit tokens`.
extension TokensOptions {
  static let formatOption = OptionSpec(
    "--format", .choice(SpringTokenFile.OutputFormat.allCases.map(\.rawValue)), value: "NAME",
    help: "text (each spring token, then its table as 'springfit convert' prints it), json "
      + "(one object keyed by token name, each as 'convert --format json' writes it) or css "
      + "(custom properties, described above).", default: Self().format.rawValue)

  /// The help's option groups.
  static let sections = [OptionSection(title: "OUTPUT", options: [formatOption])]

  /// The synopsis after `springfit tokens`: the file, then the options.
  static let synopsis: [SynopsisItem] = [.literal("FILE")] + derivedSynopsis

  /// FILE, required and alone.
  static let relations: [OptionRelation] = [
    .oneSource([], what: "a token file", reason: "give its path, or - for standard input")
  ]

  /// FILE and each option, bound to their fields.
  static var bindings: [OptionBinding<Self>] {
    [.argument(\.input), .choice(formatOption, \.format)]
  }
}
