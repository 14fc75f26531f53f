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
    ] as [(CommandName, [OptionSpec])])
  func listsEveryOption(command: CommandName, options: [OptionSpec]) {
    let text = Help.text(for: command)
    for option in options {
      #expect(text.contains("  " + option.label + " "), "\(option.name)")
    }
    #expect(text.contains("-h, --help"))
  }

  /// Both commands that take a spring list every `--spring` form from the table, with its
  /// help.
  @Test(
    "SPRING SPECS lists every form of the table",
    arguments: [("sample" as CommandName), "convert", "outline"])
  func listsEverySpringForm(command: CommandName) {
    let text = Help.text(for: command)
    let flattened = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("\nSPRING SPECS (--spring DIALECT:KEY=VALUE,... or DIALECT:NAME;"))
    #expect(text.contains("  --spring SPEC "))
    for form in SpringSpec.forms {
      #expect(
        text.contains("\n  " + form.synopsis + "\n") || text.contains("\n  " + form.synopsis + " "))
      let help = form.help.replacing(String(Help.noBreakSpace), with: " ")
      #expect(
        flattened.contains(help.split(separator: " ").joined(separator: " ")), "\(form.synopsis)")
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
