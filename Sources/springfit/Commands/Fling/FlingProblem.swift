import ArgumentParsing
import SpringFormats

/// The usage problems of `springfit fling` that name its own concepts.
enum FlingProblem: UsageProblem {
  /// A `--decay` spec that describes no decay.
  case decaySpec(SpringSpecError)

  /// The sentence printed after `Error: `, naming `--decay` (and listing the decay
  /// dialects, not the spring ones, when the dialect is missing or unknown).
  var message: String {
    switch self {
    case .decaySpec(.missingDialect):
      "missing dialect before ':' in --decay. Dialects: \(Self.dialects)."
    case .decaySpec(.unknownDialect(let dialect, let suggestion)):
      "unknown dialect '\(dialect)' in --decay."
        + (suggestion.map { " Did you mean '\($0)'?" } ?? "") + " Dialects: \(Self.dialects)."
    case .decaySpec(let error):
      error.message(naming: "--decay")
    }
  }

  /// The decay dialects, comma separated.
  static var dialects: String { DecaySpec.dialects.joined(separator: ", ") }
}
