import SpringFormats
import SpringKit

/// A command line `springfit` cannot carry out.
///
/// Each case names the bad argument or value and the rule it breaks; every case exits with
/// status 64.
///
/// ``message`` is the sentence printed after `Error: `; the usage line and the pointer to
/// the help follow it (see ``SpringfitCommand``).
enum UsageError: Error, Sendable, Equatable {
  /// No subcommand was given.
  case missingCommand
  /// The first argument names no subcommand; `suggestion` is the nearest name, if close.
  case unknownCommand(String, suggestion: String?)
  /// An option the command does not have; `suggestion` is the nearest option, if close.
  case unknownOption(String, suggestion: String?)
  /// A positional argument the command does not take.
  case unexpectedArgument(String)
  /// An option that needs a value got none.
  case missingValue(option: String)
  /// A numeric option's value does not read as a number.
  case notANumber(option: String, value: String)
  /// A value outside an option's fixed set of choices.
  case invalidChoice(option: String, value: String, choices: [String], suggestion: String?)
  /// A flag (an option without a value) was given one with `--flag=value`.
  case unexpectedValue(option: String, value: String)
  /// The same option appears twice.
  case repeatedOption(String)
  /// Two options that exclude each other, in the order given.
  case conflictingOptions(String, String)
  /// `option` is needed because `requiredBy` was given.
  case missingOption(String, requiredBy: String)
  /// A number that breaks the option's rule, such as `--mass -1`; `rule` completes
  /// "must be …".
  case invalidValue(option: String, value: String, rule: String)
  /// A `--spring` spec that describes no spring.
  case springSpec(SpringSpecError)
  /// `--velocity` together with a `--spring` spec that gives UIKit's `velocity=`.
  case velocityGivenTwice
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
  /// The motion reached an infinite or NaN position or velocity at `time` seconds.
  case nonFiniteMotion(time: Double, integrator: Integrator)
  /// A value JSON cannot hold (a non-finite number) at `path` in the output document.
  case notRepresentableInJSON(path: String, value: String)
  /// A list option's value (`--values`, `--key-times`, `--timing-functions`) that breaks a
  /// rule; `reason` says which entry and why, in SpringKit's keyframe wording.
  case invalidList(option: String, value: String, reason: String)
  /// An option the input makes meaningless, such as `--mode` with `time,value` samples.
  case optionDoesNotApply(option: String, reason: String)
  /// Something the command needs is missing: `what` names it, `reason` says how to give it.
  case missingArgument(what: String, reason: String)
  /// `springfit plot`'s first argument is not a kind it draws.
  case unknownPlotKind(String, suggestion: String?)
  /// `springfit scenario`'s argument names no scenario it draws.
  case unknownScenario(String, choices: [String], suggestion: String?)
  /// More springs than `plot spring` overlays.
  case tooManySprings(limit: Int)
  /// A positional SPEC of `plot spring` that does not describe a spring.
  case springSpecArgument(String, SpringSpecError)

  /// The sentence printed after `Error: `, naming the bad value and the rule.
  var message: String {
    switch self {
    case .missingCommand:
      "missing command. Available commands: \(Self.commandList)."
    case .unknownCommand(let name, let suggestion):
      "unknown command '\(name)'."
        + (suggestion.map { " Did you mean '\($0)'?" }
          ?? " Available commands: \(Self.commandList).")
    case .unknownOption(let name, let suggestion):
      "unknown option '\(name)'" + Self.hint(suggestion)
    case .unknownPlotKind(let kind, let suggestion):
      "unknown plot kind '\(kind)'; expected spring, fit, outline or csv" + Self.hint(suggestion)
    case .unknownScenario(let name, let choices, let suggestion):
      "unknown scenario '\(name)'; expected one of " + choices.joined(separator: ", ")
        + Self.hint(suggestion)
    case .tooManySprings(let limit):
      "at most \(limit) springs can be drawn together"
    case .springSpecArgument(let text, let error):
      error.message(naming: "the SPEC '\(text)'")
    case .unexpectedArgument(let argument):
      "unexpected argument '\(argument)'"
    case .missingValue(let option):
      "missing value for option '\(option)'"
    case .notANumber(let option, let value):
      "invalid value '\(value)' for option '\(option)': expected a number"
    case .invalidChoice(let option, let value, let choices, let suggestion):
      "invalid value '\(value)' for option '\(option)': expected one of "
        + choices.joined(separator: ", ") + Self.hint(suggestion)
    case .unexpectedValue(let option, let value):
      "option '\(option)' takes no value, got '\(value)'"
    case .repeatedOption(let option):
      "option '\(option)' is given more than once"
    case .conflictingOptions(let first, let second):
      "options '\(first)' and '\(second)' cannot be used together"
    case .missingOption(let option, let requiredBy):
      "option '\(requiredBy)' requires '\(option)'"
    case .invalidValue(let option, let value, let rule):
      "invalid value '\(value)' for option '\(option)': must be \(rule)"
    case .springSpec(let error):
      error.message
    case .velocityGivenTwice:
      "the initial velocity is given twice, by 'velocity=' in --spring and by '--velocity'; "
        + "give one"
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
    case .nonFiniteMotion(let time, let integrator):
      integrator == .exact
        ? "the motion overflows at time \(time) s (position or velocity is not finite); "
          + "use smaller --from, --to or --velocity values"
        : "the \(integrator.rawValue) integrator diverges at time \(time) s (position or "
          + "velocity is not finite); use a smaller --step or --integrator exact"
    case .notRepresentableInJSON(let path, let value):
      "JSON cannot represent \(value) (at \(path) in the output); use --format csv"
    case .invalidList(let option, let value, let reason):
      "invalid value '\(value)' for option '\(option)': \(reason)"
    case .optionDoesNotApply(let option, let reason):
      "option '\(option)' does not apply: \(reason)"
    case .missingArgument(let what, let reason):
      "missing \(what): \(reason)"
    }
  }

  /// " Did you mean '…'?" when there is a suggestion.
  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }

  /// The implemented subcommands, comma separated.
  private static var commandList: String {
    CommandName.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
