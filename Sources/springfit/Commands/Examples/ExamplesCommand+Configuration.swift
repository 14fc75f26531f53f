import ArgumentParsing

// `springfit examples` as a subcommand: its name, help text and examples.

extension ExamplesCommand: Subcommand, ParsableCommandOptions {
  /// Computes and writes what the command asks for.
  typealias Work = Self

  /// The name, summary, help text and examples of `springfit examples`.
  static let configuration = CommandConfiguration(
    name: "examples",
    abstract: "List the built-in examples: keyframes, scenarios, Lottie, traces.",
    discussion: """
      Prints one line per example: its name, where it is used, and what it is. The examples are the
      motions of the articles SpringKit grew from: SpringKit's scenarios (Scenario.allCases in the
      library) and the keyframes an app would hand to Core Animation, and a designer's Lottie file
      (lottie-pop, which the repository ships as Examples/lottie-pop.json for 'springfit lottie
      bake'), and the drag traces of 'springfit gesture --example' (also in Examples/). Where a name
      is both a scenario and a keyframe set, the line describes the scenario. The second column says
      where the name works: fit ('springfit fit --example NAME' fits its keyframes), outline
      ('springfit outline --example NAME' renders it), gesture ('springfit gesture --example NAME'
      replays it) and scenario ('springfit scenario NAME' draws it moving).
      """,
    examples: """
      List the examples:
        springfit examples

      Fit one:
        springfit fit --example donut-sweep

      Fit the Lottie file, every motion:
        springfit fit --example lottie-pop

      Render the menu's outline:
        springfit outline --example menu-bounce --format svg
      """)

  /// The synopsis after `springfit examples`: no options.
  static let synopsis: [SynopsisItem] = []
  /// No options.
  static let sections: [OptionSection] = []

  /// No options to bind: any option or argument is refused by the scan.
  static var bindings: [OptionBinding<Self>] { [] }
}
