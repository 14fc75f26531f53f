// `springfit settle` as a subcommand.

extension CommandName {
  /// `springfit settle`: a spring's settling duration.
  static let settle = CommandName(declaring: "settle")
}

extension SettleOptions: Subcommand {
  /// The name, summary and examples of `springfit settle`.
  static let configuration = CommandConfiguration(
    name: .settle, abstract: "Print a spring's settling duration in seconds.",
    examples: [("SwiftUI's bouncy spring:", "springfit settle --spring preset:bouncy")])

  /// Prints the settling duration.
  func run(input: StandardInput, output: inout some TextOutputStream) throws(CommandFailure) {
    SettleCommand.run(self, output: &output)
  }
}
