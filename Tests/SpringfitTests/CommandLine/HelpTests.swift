import ArgumentParsing
import SpringFormats
import Testing

@testable import springfit

/// The help texts: golden files (see ``Snapshot``), completeness and layout.
@Suite("Help texts")
struct HelpTests {
  /// Every help text and its golden file.
  static let goldens: [(CommandName?, String)] = [
    (nil, "springfit-help.txt"), ("sample", "springfit-sample-help.txt"),
    ("convert", "springfit-convert-help.txt"), ("plot", "springfit-plot-help.txt"),
    ("preview", "springfit-preview-help.txt"), ("scenario", "springfit-scenario-help.txt"),
    ("fling", "springfit-fling-help.txt"), ("gesture", "springfit-gesture-help.txt"),
    ("tokens", "springfit-tokens-help.txt"),
  ]

  /// Each help text equals its golden file.
  @Test("Help matches its golden file", arguments: goldens)
  func snapshot(command: CommandName?, file: String) throws {
    try Snapshot.check(Help.text(for: command), file: file)
  }

  /// Each command's help lists every option from its table.
  @Test(
    "Every option the parser knows is in the help, with its value name",
    arguments: [
      ("sample", SampleOptions.options), ("convert", ConvertOptions.options),
      ("outline", OutlineOptions.options), ("plot", PlotOptions.sections.flatMap(\.options)),
      ("fling", FlingOptions.options), ("gesture", GestureOptions.options),
      ("tokens", TokensOptions.options),
    ] as [(CommandName, [OptionSpec])])
  func listsEveryOption(command: CommandName, options: [OptionSpec]) {
    let text = Help.text(for: command)
    for option in options {
      // A label too long for the column stands on its own line.
      #expect(
        text.contains("  " + option.label + " ") || text.contains("  " + option.label + "\n"),
        "\(option.name)")
    }
    #expect(text.contains("-h, --help"))
  }

  /// `springfit help specs` lists every `--spring` form from the table, with its help, and
  /// each page that takes `--spring` links to it instead of repeating it.
  @Test(
    "The specs topic lists every form of the table; pages link to it",
    arguments: [("sample" as CommandName), "convert", "outline"])
  func listsEverySpringForm(command: CommandName) {
    let page = Help.text(for: command)
    #expect(page.contains("  --spring SPEC "))
    #expect(page.contains("\n  springfit help specs "))
    #expect(!page.contains("SPRING SPECS ("))
    let text = HelpTopic.specs.text
    let flattened = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.hasPrefix("SPRING SPECS (--spring DIALECT:KEY=VALUE,... or DIALECT:NAME;"))
    for form in SpringSpec.forms {
      #expect(
        text.contains("\n  " + form.synopsis + "\n") || text.contains("\n  " + form.synopsis + " "))
      let help = form.help.replacing(String(Help.noBreakSpace), with: " ")
      #expect(
        flattened.contains(help.split(separator: " ").joined(separator: " ")), "\(form.synopsis)")
    }
  }

  /// Every help page fits in 200 lines and shows its examples within its first 60 lines.
  @Test("Help pages are short and start with examples", arguments: CommandName.allCases)
  func pageFits(command: CommandName) {
    let lines = Help.text(for: command).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 200, "\(lines.count) lines")
    let examples = lines.firstIndex(of: "EXAMPLES:") ?? 0
    #expect(examples < 60, "EXAMPLES at line \(examples + 1)")
  }

  /// No two pages share a block of text (a run of lines between blank lines) longer than a
  /// line, except the option groups a command embeds (SPRING, MOTION, FIT INPUT), which may
  /// appear on each page that takes them, and the links (OPTIONS' `--help`, SEE ALSO): shared
  /// references are help topics.
  @Test("Help pages repeat no section")
  func pagesShareNoSection() {
    let groups = CommandRegistry.commands.flatMap { $0.sections }.map { Help.section($0) }
    var owners: [String: String] = [:]
    for command in CommandName.allCases {
      for block in Help.text(for: command).split(separator: "\n\n").map(String.init) {
        let embedded = groups.contains { $0.contains(block) }
        let links = block.hasPrefix("OPTIONS:") || block.hasPrefix("SEE ALSO:")
        guard block.count > 80, !embedded, !links else { continue }
        let owner = owners[block] ?? command.rawValue
        #expect(owner == command.rawValue, "\(command.rawValue) repeats \(block.prefix(60))")
        owners[block] = owner
      }
    }
  }

  /// Every page's text is written in the layout's grammar (`Help.sourceProblems`): no line
  /// of no kind, no entry without a description, no example without a command.
  @Test("Help texts are laid out as written", arguments: CommandName.allCases)
  func helpTextsAreWellFormed(command: CommandName) throws {
    let type = try #require(CommandRegistry.command(named: command.rawValue))
    #expect(type.configuration.helpProblems == [])
    for text in [Help.overview, Help.closing, Help.keyframeFileKinds] {
      #expect(Help.sourceProblems(text) == [])
    }
  }

  /// `springfit help <topic>` prints the topic; a topic's golden file pins it.
  @Test("Help topics parse and match their golden files", arguments: HelpTopic.allCases)
  func topics(topic: HelpTopic) throws {
    #expect(try SpringfitCommand.parse(["help", topic.rawValue]) == .topic(topic))
    try Snapshot.check(topic.text, file: "springfit-help-\(topic.rawValue).txt")
    for line in topic.text.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  /// The sample help states its defaults and rules.
  @Test(
    "The help names the defaults, the epsilon and the grid",
    arguments: [
      "Default: 60.", "Default: 0.", "Default: 1.", "Default: exact.", "Default: csv.",
      "SwiftUI's .smooth, duration 0.5 bounce 0", "eps = 0.001*|to - from|", "0.001 when to = from",
      "n = ceil(end/h - 1e-9)", "The default when --end is not given", "EXAMPLES:",
    ])
  func documents(phrase: String) {
    let flattened = Help.text(for: "sample").split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(flattened.contains(phrase))
  }

  /// No help line is wider than the terminal.
  @Test(
    "Lines fit in 80 columns", arguments: [nil, "sample", "convert", "outline"] as [CommandName?])
  func width(command: CommandName?) {
    for line in Help.text(for: command).split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  /// Implemented commands are listed; planned ones are not.
  @Test("The top-level help lists only implemented commands")
  func commandList() {
    let text = Help.text(for: nil)
    #expect(text.contains("  sample "))
    #expect(text.contains("  convert "))
    #expect(text.contains("  outline "))
    #expect(text.contains("  keyframes "))
    #expect(text.contains("  plot "))
  }

  /// Each example command line in a help text runs with status 0 and prints something.
  @Test(
    "Every example in the help runs successfully",
    arguments: [(("sample" as CommandName), 5), ("convert", 5), ("outline", 5)])
  func examplesRun(command: CommandName, count: Int) throws {
    let commands = Help.exampleCommands(in: Help.text(for: command))
    #expect(commands.count == count)
    for command in commands {
      let arguments = command.split(separator: " ").dropFirst().map(String.init)
      let run = Invocation(arguments)
      #expect(run.status == 0, "\(command): \(run.errors)")
      #expect(!run.output.isEmpty, "\(command)")
    }
  }
}
