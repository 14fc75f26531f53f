import ArgumentParsing
import SpringFormats
import SpringKit
import SpringScenarios
import Testing

@testable import springfit

@Suite("Parsing the command line")
struct ParserTests {
  /// Parses a command line written as one string split at spaces.
  func parse(_ line: String) throws(UsageError) -> Command {
    try SpringfitCommand.parse(line.split(separator: " ").map(String.init))
  }

  /// The options of a `sample` command line.
  func sampleOptions(_ line: String) throws -> SampleOptions {
    guard let options = try parse(line).parsed(SampleOptions.self) else {
      Issue.record("'\(line)' did not parse as sample")
      return SampleOptions()
    }
    return options
  }

  @Test("Top-level help spellings", arguments: ["--help", "-h", "help", "help help", "-h sample"])
  func topLevelHelp(line: String) throws {
    #expect(try parse(line) == .help(nil))
  }

  @Test(
    "Command help spellings, and --help wins over anything else",
    arguments: [
      "help sample", "sample --help", "sample -h", "sample --from 3 --help",
      "sample --stifness 3 --help", "sample --from abc -h", "sample --integrator -h",
      "sample --end 1 --until-rest --help",
    ])
  func commandHelp(line: String) throws {
    #expect(try parse(line) == .help("sample"))
  }

  @Test("--version")
  func version() throws {
    #expect(try parse("--version") == .version)
    #expect(throws: UsageError.unexpectedArgument("sample")) { try parse("--version sample") }
  }

  @Test("No arguments: the defaults of sample are SwiftUI's .smooth and the documented ones")
  func defaults() throws {
    let options = try sampleOptions("sample")
    #expect(options == SampleOptions())
    #expect(options.spring == .smooth)
    #expect(options.spring == (try Spring(duration: 0.5, bounce: 0)))
    #expect(options.from == 0 && options.to == 1 && options.initialVelocity == 0)
    #expect(options.step == 1.0 / 60)
    #expect(options.end == .untilRest)
    #expect(options.integrator == .exact && options.format == .csv)
  }

  @Test("Every option, in both spellings")
  func everyOption() throws {
    var expected = SampleOptions()
    expected.spring = try Spring(mass: 2, stiffness: 300, damping: 12)
    expected.from = -5
    expected.to = 10
    expected.initialVelocity = -3
    expected.step = 0.01
    expected.end = .time(2)
    expected.integrator = .rungeKutta4
    expected.format = .json
    let spaced =
      "sample --stiffness 300 --damping 12 --mass 2 --from -5 --to 10 --velocity -3 "
      + "--step 0.01 --end 2 --integrator rk4 --format json"
    let joined =
      "sample --stiffness=300 --damping=12 --mass=2 --from=-5 --to=10 --velocity=-3 "
      + "--step=0.01 --end=2 --integrator=rk4 --format=json"
    #expect(try sampleOptions(spaced) == expected)
    #expect(try sampleOptions(joined) == expected)
  }

  @Test("The other spring forms and timing options")
  func springForms() throws {
    #expect(
      try sampleOptions("sample --response 0.4 --damping-ratio 0.6").spring
        == (try Spring(response: 0.4, dampingRatio: 0.6)))
    #expect(
      try sampleOptions("sample --duration 0.5 --bounce -0.5").spring
        == (try Spring(duration: 0.5, bounce: -0.5)))
    // SwiftUI's bounce defaults to 0: --duration alone is Spring(duration:).
    #expect(
      try sampleOptions("sample --duration 0.8").spring == (try Spring(duration: 0.8, bounce: 0)))
    #expect(
      try sampleOptions("sample --damping 3 --stiffness 50").spring
        == (try Spring(stiffness: 50, damping: 3)))
    #expect(try sampleOptions("sample --fps 120").step == 1.0 / 120)
    #expect(try sampleOptions("sample --until-rest").end == .untilRest)
    #expect(try sampleOptions("sample --end 0").end == .time(0))
    for integrator in Integrator.allCases {
      #expect(
        try sampleOptions("sample --integrator \(integrator.rawValue)").integrator == integrator)
    }
  }

  @Test(
    "Numeric options take the next token even when it starts with -",
    arguments: ["--velocity -3", "--velocity=-3", "--velocity -3.0", "--velocity -0.3e1"])
  func negativeValues(option: String) throws {
    #expect(try sampleOptions("sample " + option).initialVelocity == -3)
  }

  @Test("-- ends the options")
  func doubleDash() throws {
    #expect(try sampleOptions("sample --end 1 --") == SampleOptions(end: .time(1)))
    #expect(throws: UsageError.unexpectedArgument("--end")) { try parse("sample -- --end 1") }
    #expect(throws: UsageError.unexpectedArgument("--help")) { try parse("sample -- --help") }
  }

  @Test(
    "Malformed command lines and the exact messages",
    arguments: [
      (
        "", UsageError.springfit(.missingCommand),
        "missing command. Available commands: \(commandList)."
      ),
      (
        "smaple", .springfit(.unknownCommand("smaple", suggestion: "sample")),
        "unknown command 'smaple'. Did you mean 'sample'?"
      ),
      (
        "draw", .springfit(.unknownCommand("draw", suggestion: nil)),
        "unknown command 'draw'. Available commands: \(commandList)."
      ),
      (
        "help smaple", .springfit(.unknownCommand("smaple", suggestion: "sample")),
        "unknown command 'smaple'. Did you mean 'sample'?"
      ),
      ("help sample extra", .unexpectedArgument("extra"), "unexpected argument 'extra'"),
      (
        "--verison", .unknownOption("--verison", suggestion: "--version"),
        "unknown option '--verison'. Did you mean '--version'?"
      ),
      (
        "sample --stifness 100 --damping 10",
        .unknownOption("--stifness", suggestion: "--stiffness"),
        "unknown option '--stifness'. Did you mean '--stiffness'?"
      ),
      (
        "sample --dampingratio 1", .unknownOption("--dampingratio", suggestion: "--damping-ratio"),
        "unknown option '--dampingratio'. Did you mean '--damping-ratio'?"
      ),
      (
        "sample -fps 30", .unknownOption("-fps", suggestion: "--fps"),
        "unknown option '-fps'. Did you mean '--fps'?"
      ),
      (
        "sample --bogus", .unknownOption("--bogus", suggestion: nil),
        "unknown option '--bogus'"
      ),
      ("sample extra", .unexpectedArgument("extra"), "unexpected argument 'extra'"),
      ("sample -3", .unexpectedArgument("-3"), "unexpected argument '-3'"),
      (
        "sample --stiffness", .missingValue(option: "--stiffness"),
        "missing value for option '--stiffness'"
      ),
      (
        "sample --stiffness= --damping 1", .missingValue(option: "--stiffness"),
        "missing value for option '--stiffness'"
      ),
      (
        "sample --velocity --to 2", .missingValue(option: "--velocity"),
        "missing value for option '--velocity'"
      ),
      (
        "sample --format --end 1", .missingValue(option: "--format"),
        "missing value for option '--format'"
      ),
      (
        "sample --stiffness abc --damping 1", .notANumber(option: "--stiffness", value: "abc"),
        "invalid value 'abc' for option '--stiffness': expected a number"
      ),
      (
        "sample --end 1s", .notANumber(option: "--end", value: "1s"),
        "invalid value '1s' for option '--end': expected a number"
      ),
      (
        "sample --integrator rk5",
        .invalidChoice(
          option: "--integrator", value: "rk5", choices: ["exact", "rk4", "verlet", "euler"],
          suggestion: "rk4"),
        "invalid value 'rk5' for option '--integrator': expected one of exact, rk4, verlet, "
          + "euler. Did you mean 'rk4'?"
      ),
      (
        "sample --format xml",
        .invalidChoice(
          option: "--format", value: "xml", choices: ["csv", "json"], suggestion: nil),
        "invalid value 'xml' for option '--format': expected one of csv, json"
      ),
      (
        "sample --until-rest=yes", .unexpectedValue(option: "--until-rest", value: "yes"),
        "option '--until-rest' takes no value, got 'yes'"
      ),
      (
        "sample --from 1 --from 2", .repeatedOption("--from"),
        "option '--from' is given more than once"
      ),
      (
        "sample --until-rest --until-rest", .repeatedOption("--until-rest"),
        "option '--until-rest' is given more than once"
      ),
      (
        "sample --stiffness 100 --damping 10 --duration 1 --bounce 0",
        .conflictingOptions("--stiffness", "--duration"),
        "options '--stiffness' and '--duration' cannot be used together"
      ),
      (
        "sample --damping-ratio 0.5 --damping 10",
        .conflictingOptions("--damping-ratio", "--damping"),
        "options '--damping-ratio' and '--damping' cannot be used together"
      ),
      (
        "sample --step 0.1 --fps 30", .conflictingOptions("--step", "--fps"),
        "options '--step' and '--fps' cannot be used together"
      ),
      (
        "sample --end 1 --until-rest", .conflictingOptions("--end", "--until-rest"),
        "options '--end' and '--until-rest' cannot be used together"
      ),
      (
        "sample --stiffness 100", .missingOption("--damping", requiredBy: "--stiffness"),
        "option '--stiffness' requires '--damping'"
      ),
      (
        "sample --mass 2", .missingOption("--stiffness", requiredBy: "--mass"),
        "option '--mass' requires '--stiffness'"
      ),
      (
        "sample --damping-ratio 0.5", .missingOption("--response", requiredBy: "--damping-ratio"),
        "option '--damping-ratio' requires '--response'"
      ),
      (
        "sample --bounce 0.3", .missingOption("--duration", requiredBy: "--bounce"),
        "option '--bounce' requires '--duration'"
      ),
      (
        "sample --stiffness 100 --damping 10 --mass -1",
        .invalidValue(option: "--mass", value: "-1", rule: "finite and greater than 0"),
        "invalid value '-1' for option '--mass': must be finite and greater than 0"
      ),
      (
        // One decimal grammar: inf is no number; 1e999 is one, infinite, and breaks the rule.
        "sample --stiffness inf --damping 10",
        .notANumber(option: "--stiffness", value: "inf"),
        "invalid value 'inf' for option '--stiffness': expected a number"
      ),
      (
        "sample --stiffness 1e999 --damping 10",
        .invalidValue(option: "--stiffness", value: "1e999", rule: "finite and greater than 0"),
        "invalid value '1e999' for option '--stiffness': must be finite and greater than 0"
      ),
      (
        "sample --mass 1e300 --stiffness 1e-300 --damping 1",
        .invalidValue(
          option: "--stiffness", value: "1e-300",
          rule: "such that stiffness/mass is finite and positive and damping/mass at most 1e154"),
        "invalid value '1e-300' for option '--stiffness': must be such that stiffness/mass is "
          + "finite and positive and damping/mass at most 1e154"
      ),
      (
        "sample --duration 1e-160 --bounce 0",
        .invalidValue(
          option: "--duration", value: "1e-160",
          rule: "such that stiffness/mass is finite and positive and damping/mass at most 1e154"),
        "invalid value '1e-160' for option '--duration': must be such that stiffness/mass is "
          + "finite and positive and damping/mass at most 1e154"
      ),
      (
        "sample --stiffness 100 --damping -0.5",
        .invalidValue(option: "--damping", value: "-0.5", rule: "finite and at least 0"),
        "invalid value '-0.5' for option '--damping': must be finite and at least 0"
      ),
      (
        "sample --response 0 --damping-ratio 1",
        .invalidValue(option: "--response", value: "0", rule: "finite and greater than 0"),
        "invalid value '0' for option '--response': must be finite and greater than 0"
      ),
      (
        "sample --response 1 --damping-ratio -1",
        .invalidValue(option: "--damping-ratio", value: "-1", rule: "finite and at least 0"),
        "invalid value '-1' for option '--damping-ratio': must be finite and at least 0"
      ),
      (
        "sample --duration 0.5 --bounce 1.5",
        .invalidValue(option: "--bounce", value: "1.5", rule: "greater than -1 and at most 1"),
        "invalid value '1.5' for option '--bounce': must be greater than -1 and at most 1"
      ),
      (
        "sample --step 0",
        .invalidValue(option: "--step", value: "0", rule: "finite and greater than 0"),
        "invalid value '0' for option '--step': must be finite and greater than 0"
      ),
      (
        "sample --step -0.1",
        .invalidValue(option: "--step", value: "-0.1", rule: "finite and greater than 0"),
        "invalid value '-0.1' for option '--step': must be finite and greater than 0"
      ),
      (
        "sample --fps 0",
        .invalidValue(
          option: "--fps", value: "0", rule: "finite and greater than 0, with 1/N finite"),
        "invalid value '0' for option '--fps': must be finite and greater than 0, with 1/N finite"
      ),
      (
        "sample --fps 1e-310",
        .invalidValue(
          option: "--fps", value: "1e-310", rule: "finite and greater than 0, with 1/N finite"),
        "invalid value '1e-310' for option '--fps': must be finite and greater than 0, with 1/N "
          + "finite"
      ),
      (
        "sample --end -1",
        .invalidValue(option: "--end", value: "-1", rule: "finite and at least 0"),
        "invalid value '-1' for option '--end': must be finite and at least 0"
      ),
      (
        "sample --from nan", .notANumber(option: "--from", value: "nan"),
        "invalid value 'nan' for option '--from': expected a number"
      ),
      (
        "sample --velocity -1e999",
        .invalidValue(option: "--velocity", value: "-1e999", rule: "finite"),
        "invalid value '-1e999' for option '--velocity': must be finite"
      ),
      (
        "sample --velocity 0x10", .notANumber(option: "--velocity", value: "0x10"),
        "invalid value '0x10' for option '--velocity': expected a number"
      ),
      (
        "sample --from -1e308 --to 1e308",
        .springfit(.valuesTooFarApart(from: "-1e308", to: "1e308")),
        "'--from -1e308' and '--to 1e308' are too far apart: to - from must be finite"
      ),
    ])
  func malformed(line: String, error: UsageError, message: String) {
    #expect(throws: error) { try parse(line) }
    #expect(error.message == message)
  }

  @Test("One vocabulary: --duration alone, --interpolation with --mode, scenario --example")
  func vocabulary() throws {
    let swiftUI = try Spring(duration: 0.8, bounce: 0)
    #expect(try parse("keyframes --duration 0.8").parsed(KeyframesOptions.self)?.spring == swiftUI)
    #expect(try parse("convert --duration 0.8").parsed(ConvertOptions.self)?.spring == swiftUI)
    #expect(
      try parse("lottie bake a.json --layer L --property scale --duration 0.8")
        .parsed(LottieOptions.self)?.spring == swiftUI)
    #expect(try parse("outline --duration 0.8").parsed(OutlineOptions.self)?.spring == swiftUI)
    // keyframes --interpolation is preview's name; --mode stays as its alias.
    let named = try parse("keyframes --interpolation cubic").parsed(KeyframesOptions.self)
    let aliased = try parse("keyframes --mode=cubic").parsed(KeyframesOptions.self)
    #expect(named?.effectiveInterpolation == .cubic && named == aliased)
    #expect(throws: UsageError.repeatedOption("--interpolation")) {
      try parse("keyframes --mode cubic --interpolation linear")
    }
    // lottie bake: --end in seconds, --end-frame in frames.
    let bake = "lottie bake a.json --layer L --property scale"
    #expect(try parse(bake + " --end 0.5").parsed(LottieOptions.self)?.end == .seconds(0.5))
    #expect(try parse(bake + " --end-frame 30").parsed(LottieOptions.self)?.end == .frame(30))
    // scenario NAME and scenario --example NAME are one choice.
    #expect(
      try parse("scenario --example scale-pop").parsed(ScenarioOptions.self)?.scenario
        == .scalePop)
    #expect(
      try parse("scenario --example scale-pop") == (try parse("scenario scale-pop")))
    #expect(throws: UsageError.unexpectedArgument("counter")) {
      try parse("scenario counter --example scale-pop")
    }
  }
}

/// The implemented commands as error messages list them.
private let commandList = CommandName.allCases.map(\.rawValue).joined(separator: ", ")
