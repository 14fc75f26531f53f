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

  /// The rules between the forms: at most one form, each complete.
  ///
  /// At most one form, and the required options of the one given. Every command that takes
  /// a spring checks them when it scans its arguments (``Subcommand/formRelations``), before
  /// any value is bound.
  static let relations: [OptionRelation] =
    [.oneGroup(forms.map(\.options))]
    + forms.map { .requiresAll(Array($0.options.prefix($0.required)), ifAnyOf: $0.options) }

  /// Every spring option, in help order.
  static let all = forms.flatMap(\.options)

  /// The SPRING group of the help, shared by every command that takes a spring.
  static let group = OptionSection(
    title: "SPRING (at most one form; default: SwiftUI's .smooth, duration 0.5 bounce 0)",
    options: all)

  /// The SPRING forms, bound: each option's value, then the spring they describe.
  struct Form: OptionGroup, Sendable, Equatable {
    /// The numbers of the forms, `nil` when not given.
    var stiffness, damping, mass, response, dampingRatio, duration, bounce: Double?
    /// `--spring` as typed.
    var specText: String?
    /// The given options' values as typed, for an error that quotes one.
    var typed: [String: String] = [:]
    /// The spring; `Spring.smooth` without spring options.
    var spring = Spring.smooth
    /// The parsed `--spring` spec, which may carry UIKit's initial velocity.
    var spec: SpringSpec?

    /// Each option bound to its field.
    static var bindings: [OptionBinding<Self>] {
      [
        .number(SpringOptions.stiffness, \.stiffness), .number(SpringOptions.damping, \.damping),
        .number(SpringOptions.mass, \.mass), .number(SpringOptions.response, \.response),
        .number(SpringOptions.dampingRatio, \.dampingRatio),
        .number(SpringOptions.duration, \.duration), .number(SpringOptions.bounce, \.bounce),
        .text(SpringOptions.spec, \.specText),
        .typed(all, \.typed),
      ]
    }

    /// The spring of the form given (``relations`` hold: the scan has checked them).
    ///
    /// - Throws: ``UsageError/invalidValue(option:value:rule:)`` when SpringKit rejects a
    ///   value, ``SpringfitProblem/springSpec(_:)`` for a bad `--spring` spec.
    mutating func validate() throws(UsageError) {
      if let specText {
        do throws(SpringSpecError) {
          let parsed = try SpringSpec.parse(specText)
          (spring, spec) = (parsed.spring, parsed)
        } catch {
          throw .springfit(.springSpec(error))
        }
      }
      do throws(SpringError) {
        if let stiffness, let damping {
          spring = try Spring(mass: mass ?? 1, stiffness: stiffness, damping: damping)
        } else if let response, let dampingRatio {
          spring = try Spring(response: response, dampingRatio: dampingRatio)
        } else if let duration {
          spring = try Spring(duration: duration, bounce: bounce ?? 0)
        }
      } catch {
        throw UsageError(error, options: all, typed: typed)
      }
    }
  }

  /// The SPRING forms bound to a command's spring and, when it keeps them, UIKit's initial
  /// velocity from a uikit spec's `velocity=` (a fraction of the distance per second) and the
  /// parsed `--spring` spec.
  ///
  /// ```swift
  /// SpringOptions.binding(\.spring, spec: \.springSpec)  // springSpec?.velocity: no re-parse
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The field the spring sets; it keeps `Spring.smooth` without spring options.
  ///   - velocity: The field the spec's normalised velocity sets, if any.
  ///   - spec: The field the parsed `--spring` spec sets (`nil` for the other forms), if
  ///     any: its velocity, dialect and form, read without parsing the text again.
  /// - Returns: The binding of every SPRING option.
  static func binding<Root>(
    _ spring: WritableKeyPath<Root, Spring>,
    uiKitVelocity velocity: WritableKeyPath<Root, Double?>? = nil,
    spec: WritableKeyPath<Root, SpringSpec?>? = nil
  ) -> OptionBinding<Root> {
    .group(Form.self) { root, form in
      root[keyPath: spring] = form.spring
      if let velocity { root[keyPath: velocity] = form.spec?.velocity?.value }
      if let spec { root[keyPath: spec] = form.spec }
    }
  }
}
