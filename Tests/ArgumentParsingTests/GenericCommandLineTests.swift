import ArgumentParsing
import Testing

/// ArgumentParsing on a declaration that has nothing to do with springs.
///
/// A `copy` tool with a count, a mode and a flag: what the scanner, the rules and the help
/// promise holds for any tool, not only for springfit's options.
@Suite("A non-spring command line")
struct GenericCommandLineTests {
  static let count = OptionSpec(
    "--count", value: "N", help: "Copy N times.", rule: .wholeNumber(1...9), default: "1")
  static let offset = OptionSpec("--offset", value: "X", help: "Shift by X.", rule: .finite)
  static let mode = OptionSpec(
    "--mode", .choice(["fast", "safe"]), value: "MODE", help: "How to copy.", default: "safe")
  static let dryRun = OptionSpec("--dry-run", .flag, help: "Print what would be copied.")
  static let options = [count, offset, mode, dryRun]

  /// The scanned arguments, or `nil` for help.
  func scan(_ line: String) throws(UsageError) -> ScannedArguments? {
    let tokens = line.split(separator: " ").map(String.init)
    guard case .arguments(let scanned) = try OptionScanner.scan(tokens, options: Self.options)
    else { return nil }
    return scanned
  }

  @Test("Values, negative numbers, flags and positional arguments")
  func values() throws {
    let scanned = try #require(try scan("a --offset -3 --mode=fast --dry-run b -- --count"))
    #expect(try scanned.number(Self.offset) == -3)
    #expect(scanned.choice(Self.mode.name) == "fast")
    #expect(scanned.contains(Self.dryRun.name))
    #expect(scanned.positionals == ["a", "b", "--count"])
    #expect(scanned.order == ["--offset", "--mode", "--dry-run"])
  }

  @Test("The first problem in argument order, unless help is asked for")
  func errors() throws {
    #expect(throws: UsageError.unknownOption("--cout", suggestion: "--count")) {
      try scan("--cout 2 --mode slow")
    }
    #expect(
      throws: UsageError.invalidChoice(
        option: "--mode", value: "sfae", choices: ["fast", "safe"], suggestion: "safe")
    ) {
      try scan("--mode sfae --cout 2")
    }
    #expect(throws: UsageError.missingValue(option: "--offset")) { try scan("--offset --count 2") }
    #expect(throws: UsageError.unexpectedValue(option: "--dry-run", value: "yes")) {
      try scan("--dry-run=yes")
    }
    #expect(throws: UsageError.repeatedOption("--count")) { try scan("--count 1 --count 2") }
    #expect(try scan("--cout 2 --mode slow -h") == nil)
  }

  @Test("A rule is checked where the value is read, with the value as typed")
  func rules() throws {
    let scanned = try #require(try scan("--count 2.50"))
    #expect(
      throws: UsageError.invalidValue(
        option: "--count", value: "2.50", rule: "a whole number from 1 to 9")
    ) {
      try scanned.number(Self.count)
    }
    #expect(OptionRule.atMost(10, zeroAllowed: true).accepts(0))
    #expect(!OptionRule.atMost(10, zeroAllowed: false).accepts(0))
    #expect(!OptionRule.positiveRate.accepts(Double.leastNonzeroMagnitude))
    #expect(!OptionRule.finite.accepts(.nan))
  }

  @Test("Relations name the options in argument order")
  func relations() throws {
    let scanned = try #require(try scan("--mode fast --count 2 --dry-run"))
    #expect(throws: UsageError.conflictingOptions("--mode", "--dry-run")) {
      try OptionRelation.conflicts(Self.dryRun, anyOf: [Self.mode]).check(scanned)
    }
    #expect(throws: UsageError.missingOption("--offset", requiredBy: "--count")) {
      try OptionRelation.requires(Self.count, Self.offset).check(scanned)
    }
    #expect(throws: Never.self) {
      try OptionRelation.atMostOne([Self.offset, Self.dryRun]).check(scanned)
    }
  }

  /// A tool's own problem, as springfit declares its spring problems.
  enum CopyProblem: UsageProblem {
    case sameFile(String)
    case noSpace(bytes: Int)

    var message: String {
      switch self {
      case .sameFile(let path): "'\(path)' is copied onto itself"
      case .noSpace(let bytes): "needs \(bytes) more bytes"
      }
    }
  }

  /// Another tool's problem with the same shape, which must not equal `CopyProblem`'s.
  enum OtherProblem: UsageProblem {
    case sameFile(String)

    var message: String { "'\(Self.self)'" }
  }

  @Test("A tool's problems are usage errors, equal by type and value")
  func problems() {
    let error = UsageError.problem(.init(CopyProblem.sameFile("a")))
    #expect(error.message == "'a' is copied onto itself")
    #expect(error == .problem(.init(CopyProblem.sameFile("a"))))
    #expect(error != .problem(.init(CopyProblem.sameFile("b"))))
    #expect(error != .problem(.init(CopyProblem.noSpace(bytes: 1))))
    #expect(error != .problem(.init(OtherProblem.sameFile("a"))))
  }

  @Test("Help entries wrap at 80 columns with the description at column 24")
  func help() {
    let section = Help.section(OptionSection(title: "COPY", options: Self.options))
    let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "COPY:")
    #expect(lines.allSatisfy { $0.count <= Help.width })
    #expect(
      lines[1] == "  --count N" + String(repeating: " ", count: 13) + "Copy N times. Default: 1.")
    let synopsis = [SynopsisItem.optional(Self.count), .oneOf([Self.mode, Self.dryRun])]
    #expect(synopsis.pieces == ["[--count N]", "[--mode fast|safe | --dry-run]"])
    #expect(
      SynopsisItem.forms(after: [Self.dryRun], synopses: ["--a A", "--b B"], name: "PAIR").pieces
        == ["[--dry-run |", "--a A |", "--b B]"])
    #expect(
      SynopsisItem.forms(after: [Self.dryRun], synopses: ["--a A"], name: "PAIR").docsText
        == "[--dry-run | PAIR]")
  }

  @Test("An alias parses as its option, under the option's name, and the help lists it")
  func aliases() throws {
    let speed = OptionSpec(
      "--speed", .choice(["fast", "safe"]), value: "MODE", help: "How to copy.",
      aliases: ["--mode"])
    let scale = OptionSpec("--scale", value: "X", help: "Scale by X.", aliases: ["--zoom"])
    let options = [speed, scale]
    func scan(_ line: String) throws(UsageError) -> ScannedArguments? {
      let tokens = line.split(separator: " ").map(String.init)
      guard case .arguments(let scanned) = try OptionScanner.scan(tokens, options: options)
      else { return nil }
      return scanned
    }
    let scanned = try #require(try scan("--mode=fast --zoom -2"))
    #expect(scanned.choice(speed.name) == "fast")
    #expect(try scanned.number(scale) == -2)
    #expect(scanned.order == ["--speed", "--scale"])
    #expect(throws: UsageError.repeatedOption("--speed")) { try scan("--speed fast --mode safe") }
    // A number option does not take an alias as its value.
    #expect(throws: UsageError.missingValue(option: "--scale")) { try scan("--scale --mode fast") }
    #expect(throws: UsageError.unknownOption("--zom", suggestion: "--zoom")) { try scan("--zom 2") }
    // A value's error names the option as typed.
    #expect(
      throws: UsageError.invalidChoice(
        option: "--mode", value: "sfae", choices: ["fast", "safe"], suggestion: "safe")
    ) { try scan("--mode sfae") }
    let extracted = try OptionScanner.extract([speed], from: ["a", "--mode", "fast"])
    #expect(extracted.values.text(speed.name) == "fast")
    #expect(extracted.rest == ["a"])
    #expect(speed.help == "How to copy. (also: --mode)")
  }
}
