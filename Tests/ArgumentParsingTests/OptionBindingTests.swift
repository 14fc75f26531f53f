import ArgumentParsing
import Testing

/// Scan, bind, validate on a `copy` tool that has nothing to do with springs: each option is
/// declared once and bound to its field by key path, with its transform and default.
@Suite("Declared and bound options")
struct OptionBindingTests {
  /// Where a copy goes, an option group that `Copy` embeds.
  struct Target: OptionGroup, Equatable {
    static let offset = OptionSpec("--offset", value: "X", help: "Shift by X.", rule: .finite)
    static let rate = OptionSpec(
      "--rate", value: "N", help: "Copies per second.", rule: .positiveRate)

    /// The shift.
    var offset = 0.0
    /// Seconds between copies: 1/`--rate`.
    var interval = 1.0

    static var bindings: [OptionBinding<Self>] {
      [.number(offset, \.offset), .number(rate, \.interval) { 1 / $0 }]
    }
  }

  /// The parsed `copy` command.
  struct Copy: ParsableCommandOptions, Equatable {
    enum Mode: String, CaseIterable { case fast, safe }

    static let count = OptionSpec(
      "--count", value: "N", help: "Copy N times.", rule: .wholeNumber(1...9), default: "1")
    static let mode = OptionSpec(
      "--mode", .choice(Mode.allCases.map(\.rawValue)), value: "MODE", help: "How to copy.")
    static let dryRun = OptionSpec("--dry-run", .flag, help: "Print what would be copied.")
    static let label = OptionSpec("--label", .text, value: "TEXT", help: "A label.")
    static let sections = [
      OptionSection(title: "COPY", options: [count, mode, dryRun, label]),
      OptionSection(title: "TARGET", options: [Target.offset, Target.rate]),
    ]

    var count: Int? = nil
    var mode = Mode.safe
    var dryRun = false
    var label: String?
    var target = Target()

    static var bindings: [OptionBinding<Self>] {
      [
        .wholeNumber(count, \.count, rule: "a whole number from 1 to 9"), .choice(mode, \.mode),
        .flag(dryRun, \.dryRun), .text(label, \.label), .group(\.target),
      ]
    }

    /// A fast copy cannot be a dry run.
    mutating func validate() throws(UsageError) {
      if mode == .fast, dryRun {
        throw .conflictingOptions(Self.mode.name, Self.dryRun.name)
      }
    }

    static var takesArguments: Bool { false }
  }

  /// A `sync` tool whose rules read only bound fields: the positional arguments, a choice
  /// through a transform, lists, an update of several fields, an embedded group handed over,
  /// and the values as typed.
  struct Sync: ParsableCommandOptions, Equatable {
    enum Source: Equatable {
      case path(String)
      case preset(Int)
    }

    static let weights = OptionSpec("--weights", .list, value: "W,...", help: "Weights.")
    static let tags = OptionSpec("--tags", .list, value: "T,...", help: "Tags.")
    static let preset = OptionSpec(
      "--preset", .choice(["one", "two"]), value: "NAME", help: "A preset.")
    static let note = OptionSpec("--note", .text, value: "TEXT", help: "A note.")
    static let sections = [
      OptionSection(
        title: "SYNC", options: [weights, tags, preset, note, Target.offset, Target.rate])
    ]
    static var takesArguments: Bool { true }

    var source = Source.path("-")
    var total = 0.0
    var tags: [String]?
    var note = ""
    var noteLength = 0
    var offset = 0.0
    var typed: [String: String] = [:]
    var given: [String] = []

    static var bindings: [OptionBinding<Self>] {
      [
        .argument(\.source) { .path($0) },
        .choice(preset, \.source) { ["one": 1, "two": 2][$0].map(Source.preset) },
        .numbers(weights, \.total, label: "weights") { numbers, _ in numbers.reduce(0, +) },
        .names(tags, \.tags) { "tag \($0 + 1) is empty" },
        .text(note, \.self) { sync, text in (sync.note, sync.noteLength) = (text, text.count) },
        .group(Target.self) { sync, target in sync.offset = target.offset },
        .typed([weights, Target.offset], \.typed),
        .givenInOrder([tags, note, Target.offset], \.given),
      ]
    }

    /// A rule between bound fields: weights need tags.
    mutating func validate() throws(UsageError) {
      if typed[Self.weights.name] != nil, tags == nil {
        throw .missingOption(Self.tags.name, requiredBy: Self.weights.name)
      }
    }
  }

  @Test("Arguments, lists, updates and values as typed are bound without reading by hand")
  func declarativeKinds() throws {
    let parsed = try #require(
      try Sync.parse([
        "f.txt", "--weights", "1, 2.5", "--tags", "a,b", "--offset", "-2.50", "--note", "hi",
      ]))
    #expect(parsed.source == .path("f.txt") && parsed.total == 3.5 && parsed.tags == ["a", "b"])
    #expect(parsed.note == "hi" && parsed.noteLength == 2 && parsed.offset == -2.5)
    // As typed, in any order; the names in the order they were typed.
    #expect(parsed.typed == ["--weights": "1, 2.5", "--offset": "-2.50"])
    #expect(parsed.given == ["--tags", "--offset", "--note"])
    #expect(try Sync.parse(["--preset", "two"])?.source == .preset(2))
    #expect(try Sync.parse([]) == Sync())
    #expect(throws: UsageError.missingOption("--tags", requiredBy: "--weights")) {
      try Sync.parse(["--weights", "1"])
    }
    #expect(throws: UsageError.invalidList(option: "--tags", value: "a,", reason: "tag 2 is empty"))
    {
      try Sync.parse(["--tags", "a,"])
    }
  }

  /// A `mirror` tool: a target only without `--dry-run`, and a copy only with it.
  struct Mirror: OptionGroup, Equatable {
    var target: Target?
    var copy: Copy?

    static var bindings: [OptionBinding<Self>] {
      [
        .group(Target.self, if: Copy.dryRun, given: false) { $0.target = $1 },
        .group(Copy.self, if: Copy.dryRun, given: true) { $0.copy = $1 },
      ]
    }
  }

  @Test("A group bound by whether an option is given, with its own rules")
  func conditionalGroup() throws {
    let plain = try #require(try Copy.scan(["--offset", "2"]))
    #expect(try Mirror.bind(plain).target?.offset == 2 && Mirror.bind(plain).copy == nil)
    let dry = try #require(try Copy.scan(["--dry-run", "--rate", "4"]))
    #expect(try Mirror.bind(dry).target == nil && Mirror.bind(dry).copy?.target.interval == 0.25)
    // Copy's validate() refuses a fast dry run: the embedded command's rules run.
    let fast = try #require(try Copy.scan(["--dry-run", "--mode", "fast"]))
    #expect(throws: UsageError.conflictingOptions("--mode", "--dry-run")) {
      try Mirror.bind(fast)
    }
  }

  @Test("No options give the defaults; each option sets its field through its transform")
  func binds() throws {
    #expect(try Copy.parse([]) == Copy())
    let parsed = try #require(
      try Copy.parse(["--count", "3", "--mode=fast", "--label", "x", "--rate", "4"]))
    var expected = Copy()
    (expected.count, expected.mode, expected.label) = (3, .fast, "x")
    expected.target.interval = 0.25
    #expect(parsed == expected)
    #expect(try Copy.parse(["--dry-run", "--offset", "-2"])?.target.offset == -2)
    #expect(try Copy.parse(["-h"]) == nil)
  }

  @Test("A value breaks its declared rule before validate runs, named as typed")
  func rules() {
    #expect(
      throws: UsageError.invalidValue(
        option: "--count", value: "12", rule: "a whole number from 1 to 9")
    ) { try Copy.parse(["--mode", "fast", "--dry-run", "--count", "12"]) }
    #expect(
      throws: UsageError.invalidValue(
        option: "--rate", value: "0", rule: "finite and greater than 0, with 1/N finite")
    ) { try Copy.parse(["--rate", "0"]) }
    #expect(throws: UsageError.conflictingOptions("--mode", "--dry-run")) {
      try Copy.parse(["--mode", "fast", "--dry-run"])
    }
  }

  @Test("Every declared option is bound, an embedded group's included")
  func everyOptionBound() {
    #expect(Set(Copy.boundOptions.map(\.name)) == Set(Copy.options.map(\.name)))
    #expect(Target.boundOptions.map(\.name) == ["--offset", "--rate"])
  }
}
