import ArgumentParsing
import Testing

/// Nested subcommands on an `archive` tool that has nothing to do with springs: `archive add
/// FILE... [--level N]` and `archive list [--long]`, both taking `--output FILE` and
/// `--verbose` anywhere, also before the subcommand's name.
@Suite("Nested subcommands")
struct SubcommandTests {
  static let output = OptionSpec.output(writing: "the archive")
  static let verbose = OptionSpec("--verbose", .flag, help: "Say what is done.")
  static let level = OptionSpec(
    "--level", value: "N", help: "Compression level.", rule: .wholeNumber(1...9), default: "6")
  static let long = OptionSpec("--long", .flag, help: "One line per file, with sizes.")

  /// `archive add FILE...`.
  struct Add: ParsableArguments, OptionGroup, Equatable {
    var files: [String] = []
    var level: Int?
    static let sections = [OptionSection(title: "add", options: [SubcommandTests.level])]
    static var takesArguments: Bool { true }
    static var bindings: [OptionBinding<Self>] {
      [
        .arguments(\.files),
        .wholeNumber(SubcommandTests.level, \.level, rule: "a whole number from 1 to 9"),
      ]
    }

    /// At least one file.
    func validate() throws(UsageError) {
      if files.isEmpty { throw .missingArgument(what: "a file to add", reason: "name one") }
    }
  }

  /// `archive list`.
  struct List: ParsableArguments, OptionGroup, Equatable {
    var long = false
    static let sections = [OptionSection(title: "list", options: [SubcommandTests.long])]
    static var takesArguments: Bool { false }
    static var bindings: [OptionBinding<Self>] { [.flag(SubcommandTests.long, \.long)] }
  }

  /// The parsed `archive` command: the subcommand's result and the shared options.
  struct Archive: ParsableCommandGroup, Equatable {
    enum Action: Equatable {
      case add([String], level: Int)
      case list(long: Bool)
    }

    var action = Action.list(long: false)
    var output: String?
    var verbose = false

    static let subcommands: [SubcommandDeclaration<Self>] = [
      .subcommand("add", Add.self) { $0.action = .add($1.files, level: $1.level ?? 6) },
      .subcommand("list", List.self) { $0.action = .list(long: $1.long) },
    ]
    static var sharedBindings: [OptionBinding<Self>] {
      [.output(SubcommandTests.output, \.output), .flag(SubcommandTests.verbose, \.verbose)]
    }
    static let missingSubcommand = UsageError.missingArgument(
      what: "an action", reason: "give add or list")
    static func unknownSubcommand(_ word: String) -> UsageError {
      .missingArgument(what: "an action", reason: "'\(word)' is not one")
    }

    /// Listing writes no archive.
    func validateGroup() throws(UsageError) {
      if case .list = action, output != nil {
        throw .optionDoesNotApply(option: "--output", reason: "list writes no archive")
      }
    }
  }

  func parse(_ line: String) throws(UsageError) -> Archive? {
    try Archive.parse(line.split(separator: " ").map(String.init))
  }

  @Test("Each subcommand parses its own options; the shared ones stand anywhere")
  func parses() throws {
    #expect(try parse("add a b --level 9") == Archive(action: .add(["a", "b"], level: 9)))
    #expect(
      try parse("--verbose add a --output x.zip")
        == Archive(action: .add(["a"], level: 6), output: "x.zip", verbose: true))
    #expect(try parse("list --long --verbose") == Archive(action: .list(long: true), verbose: true))
    // After `--`, a shared option's name is an argument of the subcommand.
    #expect(try parse("add -- --verbose") == Archive(action: .add(["--verbose"], level: 6)))
    #expect(Archive.subcommandNames == ["add", "list"])
    #expect(Archive.sharedOptions == [Self.output, Self.verbose])
  }

  @Test("Help wins, unless -h is a value; then the shared values, the name, the subcommand")
  func errors() throws {
    #expect(try parse("--help") == nil)
    #expect(try parse("nope --level 12 -h") == nil)
    #expect(try parse("add a --output x --output y -h") == nil)
    #expect(try parse("--output -h") == nil)
    #expect(try parse("add -- -h") == Archive(action: .add(["-h"], level: 6)))
    #expect(throws: Archive.missingSubcommand) { try parse("--verbose") }
    #expect(throws: Archive.unknownSubcommand("nope")) { try parse("nope a") }
    // A shared option's problem comes before the name's.
    #expect(throws: UsageError.repeatedOption("--verbose")) {
      try parse("nope --verbose --verbose")
    }
    #expect(throws: UsageError.missingValue(option: "--output")) { try parse("add a --output") }
    // An extracted value is kept as typed, for its binding to check.
    #expect(throws: UsageError.invalidValue(option: "--output", value: "", rule: "a file name")) {
      try parse("--output= add a")
    }
    // The subcommand's own options belong to it alone.
    #expect(throws: UsageError.unknownOption("--long", suggestion: nil)) {
      try parse("add a --long")
    }
    #expect(throws: UsageError.missingArgument(what: "a file to add", reason: "name one")) {
      try parse("add --verbose")
    }
    #expect(
      throws: UsageError.invalidValue(
        option: "--level", value: "12", rule: "a whole number from 1 to 9")
    ) { try parse("add a --level 12") }
    #expect(
      throws: UsageError.optionDoesNotApply(option: "--output", reason: "list writes no archive")
    ) { try parse("list --output x") }
  }
}
