import ArgumentParsing
import Testing

/// The binding kinds for the rules of `validate()`, on a `print` tool that has nothing to do
/// with springs: the positional argument, whether options are given, and a relation that
/// holds only for some bound values.
@Suite("Binding kinds: argument, given, checking")
struct OptionBindingKindTests {
  /// The parsed `print` command: `print FILE [--pages N | --copies N] [--draft]`, where
  /// `--copies` and `--pages` exclude each other unless `--draft` is given.
  struct Print: ParsableCommandOptions, Equatable {
    static let pages = OptionSpec("--pages", value: "N", help: "Print N pages.")
    static let copies = OptionSpec("--copies", value: "N", help: "Print N copies.")
    static let draft = OptionSpec("--draft", .flag, help: "Print a draft.")
    static let sections = [OptionSection(title: "PRINT", options: [pages, copies, draft])]
    static let relations: [OptionRelation] = [
      .oneSource([], what: "FILE", reason: "give the file to print")
    ]

    var file = "-"
    var draft = false
    var counted = false
    var pageCount: Double?

    static var bindings: [OptionBinding<Self>] {
      [
        .argument(\.file) { $0.uppercased() }, .flag(draft, \.draft),
        .checking(.atMostOne([pages, copies])) { !$0.draft },
        .given([pages, copies], \.counted), .number(pages, \.pageCount),
      ]
    }

    static var takesArguments: Bool { true }
  }

  @Test("The argument is read through its transform; the scan checks how many there are")
  func argument() throws {
    #expect(try Print.parse(["a.txt"])?.file == "A.TXT")
    #expect(throws: UsageError.missingArgument(what: "FILE", reason: "give the file to print")) {
      try Print.parse(["--draft"])
    }
    #expect(throws: UsageError.unexpectedArgument("b")) { try Print.parse(["a", "b"]) }
  }

  @Test("A group is given when any of its options is, whatever the value")
  func given() throws {
    #expect(try Print.parse(["a"])?.counted == false)
    #expect(try Print.parse(["a", "--copies", "1"])?.counted == true)
    #expect(try Print.parse(["a", "--pages", "0"])?.counted == true)
  }

  @Test("A conditional relation applies only when its condition holds, in argument order")
  func checking() throws {
    #expect(throws: UsageError.conflictingOptions("--copies", "--pages")) {
      try Print.parse(["a", "--copies", "2", "--pages", "3"])
    }
    let draft = try Print.parse(["a", "--copies", "2", "--pages", "3", "--draft"])
    #expect(draft?.pageCount == 3 && draft?.draft == true)
  }
}
