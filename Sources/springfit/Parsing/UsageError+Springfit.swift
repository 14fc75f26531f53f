import ArgumentParsing
import SpringFormats
import SpringKit

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
  /// The requested times need more than ``SampleOptions/maximumSampleCount`` samples.
  case tooManySamples(end: Double, step: Double)
  /// A spring that never settles (undamped and moving) where its settling duration would
  /// be the end: `what` names that end ("'--until-rest'", "the settling duration").
  case neverSettles(String)
  /// The settling duration for `--until-rest` could not be computed; the text is
  /// SpringKit's reason.
  case settlingFailed(String)
  /// The spring settles after `settling` seconds, later than the `limit` the output can
  /// span (`easing`'s curve); `what` names that output.
  case settlesTooLate(settling: Double, limit: Double, what: String)
  /// The motion lasts `duration` seconds, shorter than the `shortest` a keyframe file
  /// prints (``KeyframePrecision/shortestDuration``).
  case motionTooShort(duration: Double, shortest: Double)
  /// The motion reached an infinite or NaN position or velocity at `time` seconds.
  case nonFiniteMotion(time: Double, integrator: Integrator)
  /// A value JSON cannot hold (a non-finite number) at `path` in the output document.
  case notRepresentableInJSON(path: String, value: String)
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
    case .tooManySamples(let end, let step):
      "sampling up to \(end) s every \(step) s needs more than "
        + "\(SampleOptions.maximumSampleCount) samples; use a larger --step (or a lower "
        + "--fps) or an earlier --end"
    case .neverSettles(let what):
      "the spring is undamped and never comes to rest, so \(what) has no end; "
        + "pass --end SECONDS"
    case .settlingFailed(let reason):
      "cannot compute the settling duration for '--until-rest': \(reason); "
        + "pass --end SECONDS"
    case .settlesTooLate(let settling, let limit, let what):
      "the spring settles after \(NumberText.rounded(settling, significantDigits: 3)) s, "
        + "later than the \(NumberText.rounded(limit)) s \(what) can span; pass --end SECONDS "
        + "(at most \(NumberText.rounded(limit))) or give a faster spring"
    case .motionTooShort(let duration, let shortest):
      "the spring settles after \(NumberText.rounded(duration, significantDigits: 3)) s, "
        + "shorter than the \(NumberText.rounded(shortest)) s whose keyframe times 17 "
        + "decimals print to 5 significant digits; give a slower spring (smaller --stiffness, --response or "
        + "--duration) or --end SECONDS (at least \(NumberText.rounded(shortest)))"
    case .nonFiniteMotion(let time, let integrator):
      integrator == .exact
        ? "the motion overflows at time \(time) s (position or velocity is not finite); "
          + "use smaller --from, --to or --velocity values"
        : "the \(integrator.rawValue) integrator diverges at time \(time) s (position or "
          + "velocity is not finite); use a smaller --step or --integrator exact"
    case .notRepresentableInJSON(let path, let value):
      "JSON cannot represent \(value) (at \(path) in the output); use --format csv"
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
