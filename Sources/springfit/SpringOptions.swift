import SpringFormats
import SpringKit

/// The options that choose a spring (`SPRING` in DESIGN.md), shared by every subcommand
/// that takes one.
///
/// Four forms, at most one per command line; the first three mirror SpringKit's
/// initialisers, the fourth takes any ecosystem's own parameters:
/// - `--stiffness K --damping C [--mass M]` → `Spring(mass:stiffness:damping:)`
/// - `--response R --damping-ratio Z` → `Spring(response:dampingRatio:)`
/// - `--duration D --bounce B` → `Spring(duration:bounce:)`
/// - `--spring SPEC` → ``SpringSpec/parse(_:)``, such as `pop:bounciness=4,speed=12`
///
/// With none of them the spring is SwiftUI's default, `Spring.smooth` (duration 0.5 s,
/// bounce 0).
enum SpringOptions {
  /// `--stiffness K`.
  static let stiffness = OptionSpec(
    name: "--stiffness", kind: .number, valueName: "K",
    help: "Stiffness k: restoring force per unit of displacement; positive. Needs --damping.")
  /// `--damping C`.
  static let damping = OptionSpec(
    name: "--damping", kind: .number, valueName: "C",
    help: "Damping coefficient c: resisting force per unit of velocity; at least 0.")
  /// `--mass M`.
  static let mass = OptionSpec(
    name: "--mass", kind: .number, valueName: "M",
    help: "Mass m; positive. Default: 1.")
  /// `--response R`.
  static let response = OptionSpec(
    name: "--response", kind: .number, valueName: "R",
    help: "Period of the undamped oscillation, in seconds; positive. Needs --damping-ratio.")
  /// `--damping-ratio Z`.
  static let dampingRatio = OptionSpec(
    name: "--damping-ratio", kind: .number, valueName: "Z",
    help: "Damping ratio: 0 undamped, below 1 bouncy, 1 critical, above 1 overdamped; at least 0.")
  /// `--duration D`.
  static let duration = OptionSpec(
    name: "--duration", kind: .number, valueName: "D",
    help: "SwiftUI's perceptual duration (the undamped period), in seconds; positive. "
      + "Needs --bounce.")
  /// `--bounce B`.
  static let bounce = OptionSpec(
    name: "--bounce", kind: .number, valueName: "B",
    help: "SwiftUI's bounce: 0 no bounce, up to 1 undamped, below 0 (down to but excluding "
      + "-1) overdamped.")

  /// `--spring SPEC`.
  static let spec = OptionSpec(
    name: "--spring", kind: .text, valueName: "SPEC",
    help: "A spring in an ecosystem's own parameters, DIALECT:KEY=VALUE,... or "
      + "DIALECT:NAME, such as pop:bounciness=4,speed=12 or preset:bouncy; see "
      + "SPRING\u{A0}SPECS.")

  /// The options of each form: the first ones are required, `--mass` is optional.
  static let forms: [(options: [OptionSpec], required: Int)] = [
    ([stiffness, damping, mass], 2),
    ([response, dampingRatio], 2),
    ([duration, bounce], 2),
    ([spec], 1),
  ]

  /// The synopsis of the spring forms, in pieces that wrap as units.
  static let synopsis = [
    "[--stiffness K --damping C [--mass M] |", "--response R --damping-ratio Z |",
    "--duration D --bounce B |", "--spring SPEC]",
  ]

  /// Every spring option, in help order.
  static let all = forms.flatMap(\.options)

  /// The option named by a SpringKit parameter, for errors the library throws.
  static let optionForParameter: [String: String] = [
    "mass": mass.name, "stiffness": stiffness.name, "damping": damping.name,
    "stiffness/mass": stiffness.name,
    "response": response.name, "dampingRatio": dampingRatio.name,
    "duration": duration.name, "bounce": bounce.name,
  ]

  /// The spring the arguments describe, and the spec when `--spring` gave it.
  ///
  /// - Parameter arguments: A subcommand's scanned arguments.
  /// - Returns: The spring (`Spring.smooth` when no spring option is given) and the parsed
  ///   `--spring` spec, if any, which may carry UIKit's initial velocity.
  /// - Throws: ``UsageError/conflictingOptions(_:_:)`` for options of two forms,
  ///   ``UsageError/missingOption(_:requiredBy:)`` for an incomplete form,
  ///   ``UsageError/invalidValue(option:value:rule:)`` when SpringKit rejects a value, and
  ///   ``UsageError/springSpec(_:)`` for a bad `--spring` spec.
  static func spring(from arguments: ScannedArguments) throws(UsageError) -> (
    spring: Spring, spec: SpringSpec?
  ) {
    let formOf = { (name: String) in
      forms.firstIndex { form in form.options.contains { $0.name == name } }
    }
    let given = arguments.order.filter { formOf($0) != nil }
    guard let first = given.first, let formIndex = formOf(first) else { return (.smooth, nil) }
    if let other = given.first(where: { formOf($0) != formIndex }) {
      throw .conflictingOptions(first, other)
    }
    let form = forms[formIndex]
    for option in form.options.prefix(form.required) where !arguments.contains(option.name) {
      throw .missingOption(option.name, requiredBy: first)
    }
    if let text = arguments.text(spec.name) {
      do {
        let parsed = try SpringSpec.parse(text)
        return (parsed.spring, parsed)
      } catch {
        throw .springSpec(error)
      }
    }
    let number = { (option: OptionSpec) in arguments.number(option.name)?.value ?? .nan }
    do {
      switch formIndex {
      case 0:
        return (
          try Spring(
            mass: arguments.number(mass.name)?.value ?? 1, stiffness: number(stiffness),
            damping: number(damping)), nil
        )
      case 1:
        return (try Spring(response: number(response), dampingRatio: number(dampingRatio)), nil)
      default:
        return (try Spring(duration: number(duration), bounce: number(bounce)), nil)
      }
    } catch {
      throw usageError(for: error, in: arguments, options: optionForParameter)
    }
  }

  /// A SpringKit error as a usage error naming the option and the value as typed.
  ///
  /// - Parameters:
  ///   - error: The library's error.
  ///   - arguments: The scanned arguments, for the value's original text.
  ///   - options: The option name for each SpringKit parameter name.
  /// - Returns: ``UsageError/invalidValue(option:value:rule:)`` with the option's own text.
  static func usageError(
    for error: SpringError, in arguments: ScannedArguments, options: [String: String]
  ) -> UsageError {
    let option = options[error.parameter] ?? error.parameter
    let text = arguments.number(option)?.text ?? error.value
    return .invalidValue(option: option, value: text, rule: error.rule.rawValue)
  }
}
