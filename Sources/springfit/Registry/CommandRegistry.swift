/// The subcommands of `springfit`, in the order the help lists them.
///
/// Adding a subcommand is one folder, `Commands/<Name>/`, with a type that conforms to
/// ``Subcommand``, and one line here (see Guides/CLI.md, "Adding a subcommand").
enum CommandRegistry {
  /// Every subcommand.
  static let commands: [any Subcommand.Type] = [
    SampleOptions.self,
    ConvertOptions.self,
    FitCommandOptions.self,
    ExamplesCommand.self,
    OutlineOptions.self,
    KeyframesOptions.self,
    LottieOptions.self,
    EasingOptions.self,
    FlingOptions.self,
    GestureOptions.self,
    PlotOptions.self,
    PreviewOptions.self,
    ScenarioOptions.self,
    TokensOptions.self,
  ]

  /// The subcommand with this name, if any.
  static func command(named name: String) -> (any Subcommand.Type)? {
    commands.first { $0.configuration.name.rawValue == name }
  }
}
