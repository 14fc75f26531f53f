import ArgumentParsing
import Testing

/// List options of a `copy` tool: names, numbers and rows of numbers, and the helpers for
/// writing a command's output.
@Suite("List options and output helpers")
struct ListOptionTests {
  static let names = OptionSpec("--names", .list, value: "A,...", help: "Files to copy.")
  static let weights = OptionSpec("--weights", .list, value: "W,...", help: "Weights.")
  static let points = OptionSpec("--points", .list, value: "X,Y;...", help: "Points.")

  /// The scanned arguments of one option and its value.
  func scanned(_ option: OptionSpec, _ value: String) throws -> ScannedArguments {
    let result = try OptionScanner.scan(
      [option.name, value], options: [Self.names, Self.weights, Self.points])
    guard case .arguments(let scanned) = result else {
      Issue.record("help instead of arguments")
      return ScannedArguments()
    }
    return scanned
  }

  @Test("Names are trimmed of spaces and tabs; an empty one is refused with the caller's reason")
  func names() throws {
    let reason = { (index: Int) in "name \(index + 1) is empty" }
    #expect(
      try scanned(Self.names, " a,\tb c ,d").names(Self.names, emptyEntry: reason) == [
        "a", "b c", "d",
      ])
    #expect(try ScannedArguments().names(Self.names, emptyEntry: reason) == nil)
    #expect(
      throws: UsageError.invalidList(option: "--names", value: "a,,b", reason: "name 2 is empty")
    ) {
      try scanned(Self.names, "a,,b").names(Self.names, emptyEntry: reason)
    }
  }

  @Test("Numbers name the first entry that is not one")
  func numbers() throws {
    #expect(
      try scanned(Self.weights, "0.5, -1,1e3").numbers(Self.weights, label: "w") == [
        0.5, -1, 1000,
      ])
    #expect(
      throws: UsageError.invalidList(
        option: "--weights", value: "1,x", reason: "w[1] 'x' is not a number")
    ) {
      try scanned(Self.weights, "1,x").numbers(Self.weights, label: "w")
    }
    #expect(
      throws: UsageError.invalidList(
        option: "--weights", value: "1, ,2", reason: "w[1] '' is not a number")
    ) {
      try scanned(Self.weights, "1, ,2").numbers(Self.weights, label: "w")
    }
  }

  @Test("Rows split at ';' have the first row's length; without ';' each number is a row")
  func rows() throws {
    #expect(
      try ScannedArguments.numberRows(in: "0,0;100,50", option: Self.points.name, label: "p") == [
        [0, 0], [100, 50],
      ])
    #expect(
      try ScannedArguments.numberRows(in: "1,2,3", option: Self.points.name, label: "p") == [
        [1], [2], [3],
      ])
    #expect(
      throws: UsageError.invalidList(
        option: "--points", value: "0,0;1",
        reason: "p[1] has 1 component; expected 2, as the first value has")
    ) {
      try ScannedArguments.numberRows(in: "0,0;1", option: Self.points.name, label: "p")
    }
    // A number's error quotes the row it is in.
    #expect(
      throws: UsageError.invalidList(
        option: "--points", value: "1,y", reason: "p[1][1] 'y' is not a number")
    ) {
      try ScannedArguments.numberRows(in: "0,0;1,y", option: Self.points.name, label: "p")
    }
  }

  @Test("A whole number is checked against the declared rule first, then for a fraction")
  func wholeNumber() throws {
    let index = OptionSpec("--index", value: "N", help: "Which one.", rule: .positive)
    let scan = { (value: String) throws in
      guard
        case .arguments(let scanned) = try OptionScanner.scan(["--index", value], options: [index])
      else { return ScannedArguments() }
      return scanned
    }
    #expect(try scan("3").wholeNumber(index, rule: "a whole number from 1") == 3)
    #expect(try ScannedArguments().wholeNumber(index, rule: "a whole number from 1") == nil)
    #expect(
      throws: UsageError.invalidValue(
        option: "--index", value: "1.50", rule: "a whole number from 1")
    ) {
      try scan("1.50").wholeNumber(index, rule: "a whole number from 1")
    }
    #expect(
      throws: UsageError.invalidValue(option: "--index", value: "0", rule: OptionRule.positive.text)
    ) {
      try scan("0").wholeNumber(index, rule: "a whole number from 1")
    }
  }

  @Test("A writer's failure is an internal error naming the format; a success passes through")
  func writing() throws {
    struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
    #expect(try CommandFailure.writing("JSON") { "{}" } == "{}")
    #expect(throws: CommandFailure.failure("internal error while writing JSON: refused")) {
      try CommandFailure.writing("JSON") { () throws(Refused) -> String in throw Refused() }
    }
  }

  @Test("--output FILE: declared once, - is standard output, an empty name is refused")
  func output() throws {
    let option = OptionSpec.output(writing: "the copy")
    #expect(option.name == "--output" && option.label == "--output FILE")
    #expect(option.help.hasPrefix("Write the copy to FILE. A file (or a link's target) is"))
    #expect(OptionSpec.output().help.hasPrefix("Write to FILE. A file"))
    #expect(option.help.contains("A device or FIFO is written into, never replaced."))
    #expect(option.help.contains("FILE must not be an input."))
    let scan = { (value: String) throws in
      guard
        case .arguments(let scanned) = try OptionScanner.scan(
          ["--output=" + value], options: [option])
      else { return ScannedArguments() }
      return scanned
    }
    #expect(try scan("copy.txt").outputFile(option) == "copy.txt")
    #expect(try scan("-").outputFile(option) == nil)
    #expect(try ScannedArguments().outputFile(option) == nil)
    // The scanner refuses `--output=`; an extracted value is kept as typed (plot's).
    var empty = ScannedArguments()
    empty.set("--output", .text(""))
    #expect(throws: UsageError.invalidValue(option: "--output", value: "", rule: "a file name")) {
      try empty.outputFile(option)
    }
    var output = ""
    try OutputFile.write("text", to: nil, orTo: &output)
    #expect(output == "text")
  }
}
