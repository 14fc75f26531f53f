import ArgumentParsing
import SpringFormats

/// The usage problems that name springfit's own concepts (its commands, spring specs,
/// samples, the motion), thrown as ``UsageError/springfit(_:)``.
enum SpringfitProblem: UsageProblem {
  /// No subcommand was given.
  case missingCommand
  /// The first argument names no subcommand; `suggestion` is the nearest name, if close.
  case unknownCommand(String, suggestion: String?)
  /// A `--spring` spec that describes no spring.
  case springSpec(SpringSpecError)
  /// A `--decay` spec that describes no decay.
  case decaySpec(SpringSpecError)
  /// `--velocity` together with a `--spring` spec that gives UIKit's `velocity=`.
  case velocityGivenTwice
  /// `--velocity` together with a `--spring` spec whose dialect supplies the velocity (the
  /// text, in distances per second): anime.js v3's clamp, GSAP's and Svelte's curves.
  case velocityImplied(String, dialect: String)
  /// UIKit's `velocity=` times `--to − --from` overflows; the text is the key's value.
  case normalizedVelocityTooLarge(String)
  /// `--to − --from` overflows, as with `--from -1e308 --to 1e308`.
  case valuesTooFarApart(from: String, to: String)
  /// `springfit plot`'s first argument is not a kind it draws.
  case unknownPlotKind(String, suggestion: String?)
  /// `springfit scenario`'s argument names no scenario it draws.
  case unknownScenario(String, choices: [String], suggestion: String?)
  /// More springs than `plot spring` overlays.
  case tooManySprings(limit: Int)
  /// A positional SPEC of `plot spring` that does not describe a spring.
  case springSpecArgument(String, SpringSpecError)
  /// Markup (`what`: "the page (HTML)") for standard output, which is a terminal, and no
  /// `--output`.
  case markupToTerminal(String)

  /// The sentence printed after `Error: `, naming the bad value and the rule.
  var message: String {
    switch self {
    case .missingCommand:
      "missing command. Available commands: \(Self.commandList)."
    case .unknownCommand(let name, let suggestion):
      "unknown command '\(name)'."
        + (suggestion.map { " Did you mean '\($0)'?" }
          ?? " Available commands: \(Self.commandList).")
    case .unknownPlotKind(let kind, let suggestion):
      "unknown plot kind '\(kind)'; expected spring, fit, outline, csv or fling"
        + UsageError.hint(suggestion)
    case .unknownScenario(let name, let choices, let suggestion):
      "unknown scenario '\(name)'; expected one of " + choices.joined(separator: ", ")
        + UsageError.hint(suggestion)
    case .tooManySprings(let limit):
      "at most \(limit) springs can be drawn together"
    case .springSpecArgument(let text, let error):
      error.message(naming: "the SPEC '\(text)'")
    case .springSpec(let error):
      error.message
    case .decaySpec(let error):
      error.message(naming: "--decay", dialects: DecaySpec.dialects)
    case .velocityGivenTwice:
      "the initial velocity is given twice, by 'velocity=' in --spring and by '--velocity'; "
        + "give one"
    case .velocityImplied(let text, let dialect):
      "the --spring spec starts the motion at its own velocity (\(text) distances per "
        + "second), which its dialect always plays; leave out '--velocity'"
        + (dialect == "animejs3" ? " (anime.js v3 takes 'velocity=' in the spec)" : "")
    case .normalizedVelocityTooLarge(let text):
      "invalid value '\(text)' for key 'velocity' in --spring: must be such that "
        + "velocity*(to - from) is finite"
    case .valuesTooFarApart(let from, let to):
      "'--from \(from)' and '--to \(to)' are too far apart: to - from must be finite"
    case .markupToTerminal(let what):
      "standard output is a terminal, and \(what) is hundreds of lines of markup: write "
        + "it to a file with --output FILE (or pipe it; --output - prints it here anyway)"
    }
  }

  /// The implemented subcommands, comma separated.
  private static var commandList: String {
    CommandName.allCases.map(\.rawValue).joined(separator: ", ")
  }
}

extension UsageError {
  /// A springfit problem as a usage error: `throw .springfit(.velocityGivenTwice)`.
  static func springfit(_ problem: SpringfitProblem) -> Self { .problem(.init(problem)) }
}
