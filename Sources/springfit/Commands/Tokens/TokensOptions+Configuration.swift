import ArgumentParsing

// `springfit tokens` as a subcommand: its name, help text and examples.

extension TokensOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = TokensCommand

  /// The name, summary, help text and examples of `springfit tokens`.
  static let configuration = CommandConfiguration(
    name: "tokens",
    abstract: "Convert the springs of a design-token file into every ecosystem, or into CSS.",
    discussion: """
      Reads a W3C design-tokens JSON file and finds every token whose $type is spring (its own or
      inherited from a group). Its $value holds exactly one parametrisation: {duration, bounce}
      (SwiftUI's, negative bounce included), {stiffness, damping, mass} (mass 1 when left out) or
      {response, dampingRatio}. Durations are {"value": 500, "unit": "ms"} objects or strings
      such as "500ms" and "0.5s". Aliases such as "{motion.base}" resolve, for a whole $value
      or one member of it. Tokens of other types are skipped.

      css writes one :root rule with, for a token motion.bouncy, --motion-bouncy-easing (a linear()
      easing within 0.001 of the travel) and --motion-bouncy-duration, then
      --motion-bouncy-cubic-bezier (the nearest cubic-bezier, as 'springfit easing' fits it) and
      --motion-bouncy-cubic-bezier-duration. 'springfit convert --format token' writes one spring as
      a token.

      A bad spring token (two parametrisations at once, a string where a number belongs, a bad
      duration or unit, an alias to nothing or an alias cycle) exits with status 65, naming its JSON
      path and the rule; a missing file exits with 66.
      """,
    arguments: """
        FILE  The token file (JSON), or - for standard input.
      """,
    examples: """
      Every spring token in every ecosystem:
        springfit tokens tokens.json

      The springs as CSS custom properties:
        springfit tokens tokens.json --format css
      """)
}
