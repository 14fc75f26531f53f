import ArgumentParsing

// The CLI reference in Documentation/springfit/Reference.md, generated from the registry.

extension Help {
  /// Every help page as `springfit` prints it, as one Markdown document: the top-level help,
  /// each registered command's page and each help topic, in that order.
  ///
  /// `CLIReferenceTests` keeps `Documentation/springfit/Reference.md` equal to it, so the
  /// reference is generated, never kept by hand.
  static var reference: String {
    let pages =
      [("springfit", text(for: nil))]
      + CommandName.allCases.map { ("springfit " + $0.rawValue, text(for: $0)) }
      + HelpTopic.allCases.map { ("springfit help " + $0.rawValue, $0.text) }
    let header = [
      "# springfit reference", "",
      "Every help page of `springfit`, generated from its command registry by `CLIReferenceTests`",
      "(re-record with `SPRINGFIT_RECORD_SNAPSHOTS=1`); do not edit by hand. The guide is",
      "[TheSpringfitCommand.md](TheSpringfitCommand.md).",
    ].joined(separator: "\n")
    return ([header] + pages.map { "## `\($0.0)`\n\n```text\n\($0.1)```" })
      .joined(separator: "\n\n") + "\n"
  }
}
