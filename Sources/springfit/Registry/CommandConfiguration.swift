import ArgumentParsing

/// What a subcommand says about itself: its name, its one-line summary, its help text and
/// its examples.
///
/// ``Help`` lays the page out: OVERVIEW, the discussion, USAGE (from the synopsis),
/// EXAMPLES, ARGUMENTS, the option groups, OPTIONS (`-h, --help`), the details, and SEE ALSO
/// with the help topics it uses (`springfit help specs` for a command that takes `--spring`).
struct CommandConfiguration: Sendable {
  /// An example of the help: what it shows, and the command line.
  typealias Example = (description: String, command: String)

  /// The name typed after `springfit`.
  var name: CommandName
  /// One line for the command list and the OVERVIEW.
  var abstract: String
  /// Blocks of text between the OVERVIEW and USAGE, already laid out, separated by blank
  /// lines.
  var discussion: [String]
  /// The positional arguments with their help, for the ARGUMENTS group; a command without
  /// any refuses positional arguments.
  var arguments: [(label: String, help: String)]
  /// Blocks of text after OPTIONS (formats, exit statuses), already laid out.
  var details: [String]
  /// The EXAMPLES, each of which the tests run.
  var examples: [Example]
  /// The shared references the page links to besides `specs`, which every command that takes
  /// `--spring` links to.
  var topics: [HelpTopic]
  /// What the help's text would lay out other than as written (``Help/sourceProblems(_:readAs:)``):
  /// none, which `HelpTests` holds for every command.
  var helpProblems: [String]

  /// A configuration whose help is written as it reads (``Help/blocks(_:)``): paragraphs,
  /// headings and two-column entries, blocks separated by blank lines.
  ///
  /// - Parameters:
  ///   - name: The name typed after `springfit`.
  ///   - abstract: One line for the command list and the OVERVIEW.
  ///   - discussion: The blocks between the OVERVIEW and USAGE.
  ///   - arguments: The positional arguments as entries (``Help/entries(parsing:)``); none
  ///     when empty.
  ///   - details: The blocks after OPTIONS.
  ///   - examples: The EXAMPLES (``Help/examples(parsing:)``): a description, then the
  ///     command indented by two spaces.
  ///   - topics: The help topics the page links to besides `specs`.
  init(
    name: CommandName, abstract: String, discussion: String = "", arguments: String = "",
    details: String = "", examples: String = "", topics: [HelpTopic] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = Help.blocks(discussion)
    self.arguments = Help.entries(parsing: arguments)
    self.details = Help.blocks(details)
    self.examples = Help.examples(parsing: examples)
    self.topics = topics
    helpProblems =
      Help.sourceProblems(discussion) + Help.sourceProblems(arguments, readAs: .entries)
      + Help.sourceProblems(details) + Help.sourceProblems(examples, readAs: .examples)
  }
}
