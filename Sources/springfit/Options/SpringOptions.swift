import ArgumentParsing
import SpringFormats
import SpringKit

/// The options that choose a spring (`SPRING` in DESIGN.md), shared by every subcommand
/// that takes one.
///
/// Four forms, at most one per command line; the first three mirror SpringKit's
/// initialisers, the fourth takes any ecosystem's own parameters:
/// - `--stiffness K --damping C [--mass M]` → `Spring(mass:stiffness:damping:)`
/// - `--response R --damping-ratio Z` → `Spring(response:dampingRatio:)`
/// - `--duration D [--bounce B]` → `Spring(duration:bounce:)`, bounce 0 by default as in
///   SwiftUI
/// - `--spring SPEC` → ``SpringSpec/parse(_:)``, such as `pop:bounciness=4,speed=12`
///
/// With none of them the spring is SwiftUI's default, `Spring.smooth` (duration 0.5 s,
/// bounce 0).
enum SpringOptions {
  static let stiffness = OptionSpec(
    "--stiffness", value: "K",
    help: "Stiffness k: restoring force per unit of displacement; positive. Needs --damping.",
    feeds: ["stiffness", "stiffness/mass"])
  static let damping = OptionSpec(
    "--damping", value: "C",
    help: "Damping coefficient c: resisting force per unit of velocity; at least 0.",
    feeds: ["damping"])
  static let mass = OptionSpec(
    "--mass", value: "M", help: "Mass m; positive.", default: "1", feeds: ["mass"])
  static let response = OptionSpec(
    "--response", value: "R",
    help: "Period of the undamped oscillation, in seconds; positive. Needs --damping-ratio.",
    feeds: ["response"])
  static let dampingRatio = OptionSpec(
    "--damping-ratio", value: "Z",
    help: "Damping ratio: 0 undamped, below 1 bouncy, 1 critical, above 1 overdamped; at least 0.",
    feeds: ["dampingRatio"])
  static let duration = OptionSpec(
    "--duration", value: "D",
    help: "SwiftUI's perceptual duration (the undamped period), in seconds; positive. Alone, "
      + "it is Spring(duration: D), bounce 0.", feeds: ["duration"])
  static let bounce = OptionSpec(
    "--bounce", value: "B",
    help: "SwiftUI's bounce: 0 no bounce, up to 1 undamped, below 0 (down to but excluding "
      + "-1) overdamped. Needs --duration.", default: "0, as SwiftUI's", feeds: ["bounce"])

  static let spec = OptionSpec(
    "--spring", .text, value: "SPEC",
    help: "A spring in an ecosystem's own parameters, DIALECT:KEY=VALUE,... or "
      + "DIALECT:NAME, such as pop:bounciness=4,speed=12 or preset:bouncy; see "
      + "'springfit\u{A0}help\u{A0}specs'.")

  /// The options of each form: the first ones are required, `--mass` and `--bounce` are
  /// optional.
  static let forms: [(options: [OptionSpec], required: Int)] = [
    ([stiffness, damping, mass], 2),
    ([response, dampingRatio], 2),
    // SwiftUI's bounce defaults to 0: `--duration D` alone is `Spring(duration: D)`.
    ([duration, bounce], 1),
    ([spec], 1),
  ]

  /// Each form as the synopsis shows it: `--stiffness K --damping C [--mass M]`.
  static let formSynopses = forms.map { form in
    form.options.enumerated().map { index, option in
      index < form.required ? option.synopsis : "[\(option.synopsis)]"
    }.joined(separator: " ")
  }

  /// The rules between the forms, checked first by ``spring(from:)``: at most one form, and
  /// the required options of the one given.
  static let relations: [OptionRelation] =
    [.oneGroup(forms.map(\.options))]
    + forms.map { .requiresAll(Array($0.options.prefix($0.required)), ifAnyOf: $0.options) }

  /// Every spring option, in help order.
  static let all = forms.flatMap(\.options)

  /// The SPRING group of the help, shared by every command that takes a spring.
  static let group = OptionSection(
    title: "SPRING (at most one form; default: SwiftUI's .smooth, duration 0.5 bounce 0)",
    options: all)

  /// The SPRING forms bound to a command's spring and, when it keeps one, UIKit's initial
  /// velocity from a uikit spec's `velocity=` (a fraction of the distance per second).
  ///
  /// - Parameters:
  ///   - spring: The field the spring sets; it keeps `Spring.smooth` without spring options.
  ///   - velocity: The field the spec's normalised velocity sets, if any.
  /// - Returns: The binding of every SPRING option.
  static func binding<Root>(
    _ spring: WritableKeyPath<Root, Spring>,
    uiKitVelocity velocity: WritableKeyPath<Root, Double?>? = nil
  ) -> OptionBinding<Root> {
    OptionBinding(all) { (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      let parsed = try Self.spring(from: scanned)
      root[keyPath: spring] = parsed.spring
      if let velocity { root[keyPath: velocity] = parsed.spec?.velocity?.value }
    }
  }

  /// The spring the arguments describe, and the spec when `--spring` gave it.
  ///
  /// - Parameter arguments: A subcommand's scanned arguments.
  /// - Returns: The spring (`Spring.smooth` when no spring option is given) and the parsed
  ///   `--spring` spec, if any, which may carry UIKit's initial velocity.
  /// - Throws: ``UsageError/conflictingOptions(_:_:)`` for options of two forms,
  ///   ``UsageError/missingOption(_:requiredBy:)`` for an incomplete form,
  ///   ``UsageError/invalidValue(option:value:rule:)`` when SpringKit rejects a value, and
  ///   ``SpringfitProblem/springSpec(_:)`` for a bad `--spring` spec.
  static func spring(from arguments: ScannedArguments) throws(UsageError) -> (
    spring: Spring, spec: SpringSpec?
  ) {
    for relation in relations { try relation.check(arguments) }
    guard
      let formIndex = forms.firstIndex(where: { form in
        form.options.contains { arguments.contains($0.name) }
      })
    else { return (.smooth, nil) }
    if let text = arguments.text(spec.name) {
      do {
        let parsed = try SpringSpec.parse(text)
        return (parsed.spring, parsed)
      } catch {
        throw .springfit(.springSpec(error))
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
        return (
          try Spring(
            duration: number(duration), bounce: arguments.number(bounce.name)?.value ?? 0), nil
        )
      }
    } catch {
      throw UsageError(error, options: all, in: arguments)
    }
  }
}
