import ArgumentParsing
import SpringFormats
import Testing
import _SpringTestSupport

@testable import springfit

@Suite("Running: output, errors and exit statuses")
struct RunTests {
  @Test("Help and version go to standard output with status 0")
  func helpAndVersion() {
    let topLevel = Help.text(for: nil)
    for arguments in [["--help"], ["-h"], ["help"]] {
      let run = Invocation(arguments)
      #expect(run.status == 0 && run.errors.isEmpty && run.output == topLevel, "\(arguments)")
    }
    for command in [("sample" as CommandName), "convert"] {
      let help = Help.text(for: command)
      let name = command.rawValue
      for arguments in [["help", name], [name, "--help"], [name, "-h"]] {
        let run = Invocation(arguments)
        #expect(run.status == 0 && run.errors.isEmpty && run.output == help, "\(arguments)")
      }
    }
    let version = springfit("--version")
    #expect(version.status == 0 && version.output == "springfit 0.1.0\n")
    #expect(version.errors.isEmpty)
  }

  @Test(
    "A usage error prints Error, the usage line and the pointer, exits 64, writes no output",
    arguments: [
      (["sample", "--stifness", "3"], ("sample" as CommandName)),
      (["sample", "--mass", "-1", "--stiffness", "1", "--damping", "1"], "sample"),
      (["sample", "--step", "0"], "sample"),
      (["sample", "--stiffness", "100", "--damping", "0"], "sample"),
      (["sample", "--end", "1e9"], "sample"),
      (["sample", "extra"], "sample"),
      (["smaple"], nil),
      ([], nil),
      (["--bogus"], nil),
      (["help", "nothing"], nil),
      (["convert", "--spring", "andriod:"], "convert"),
      (["convert", "--format", "xml"], "convert"),
      (["convert", "extra"], "convert"),
      (["convert", "--spring", "pop:", "--stiffness", "3"], "convert"),
      (["sample", "--spring", "pop:bounciness=21"], "sample"),
    ] as [([String], CommandName?)])
  func usageErrors(arguments: [String], context: CommandName?) throws {
    let run = Invocation(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    let message = try #require(run.errors.split(separator: "\n").first).dropFirst(7)
    #expect(run.errors == usageErrorText(String(message), command: context))
    #expect(run.errors.hasPrefix("Error: "))
  }

  @Test("The exact text for a typo")
  func typoText() {
    let run = springfit("sample", "--stifness", "100", "--damping", "10")
    #expect(
      run.errors == """
        Error: unknown option '--stifness'. Did you mean '--stiffness'?
        Usage: springfit sample [--stiffness K --damping C [--mass M] |
                                --response R --damping-ratio Z |
                                --duration D [--bounce B] | --spring SPEC] [--from X]
                                [--to X] [--velocity V] [--fps N | --step S]
                                [--end T | --until-rest]
                                [--integrator exact|rk4|verlet|euler]
                                [--format csv|json]
        See 'springfit sample --help'.

        """)
    let topLevel = springfit("smaple")
    #expect(
      topLevel.errors == """
        Error: unknown command 'smaple'. Did you mean 'sample'?
        Usage: springfit <command> [<options>]
        See 'springfit --help'.

        """)
  }

  @Test("Failures map to their documented exit statuses")
  func exitCodes() {
    #expect(CommandFailure.usage(.springfit(.missingCommand)).exitCode.rawValue == 64)
    #expect(CommandFailure.badData("x").exitCode.rawValue == 65)
    #expect(CommandFailure.unreadableInput("x").exitCode.rawValue == 66)
    #expect(CommandFailure.failure("x").exitCode.rawValue == 1)
    #expect(ExitCode.success.rawValue == 0)
  }

  @Test("Non-usage failures print the message without the usage line")
  func nonUsageReport() {
    var errors = ""
    SpringfitCommand.report(.badData("keys.json: values is empty"), context: "sample", to: &errors)
    #expect(errors == "Error: keys.json: values is empty\n")
  }

  /// Arguments drawn from real option names, values and junk must never trap: every run
  /// ends with status 0 or 64, and a failing run writes nothing to standard output.
  @Test("Random command lines never crash", arguments: [1, 2, 3])
  func fuzz(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let tokens =
      SampleOptions.options.map(\.name) + [
        "sample", "help", "--", "-", "-h", "--help", "--version", "0", "-1", "1e9", "nan",
        "inf", "-inf", "0.001", "1e-300", "1e300", "abc", "", "=", "--stiffness=", "json", "rk4",
        "euler", "--end=0.1", "--fps=1e-310", "5e-324", "-0", "0x1p-3", "--until-rest=1",
      ]
    for _ in 0..<400 {
      var arguments = ["sample"]
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        arguments.append(tokens.randomElement(using: &generator) ?? "")
      }
      // Keep runs short: a cap on the end time, so no run produces millions of rows.
      if !arguments.contains(where: { $0.hasPrefix("--end") }) {
        arguments += ["--end", "0.1"]
      }
      let run = Invocation(arguments)
      #expect(run.status == 0 || run.status == 64, "seed \(seed): \(arguments)")
      if run.status != 0 {
        #expect(run.output.isEmpty, "seed \(seed): \(arguments)")
        #expect(run.errors.hasPrefix("Error: "), "seed \(seed): \(arguments)")
      } else {
        #expect(run.errors.isEmpty, "seed \(seed): \(arguments)")
      }
    }
  }

  /// Random `--spring` specs, built from the table's dialects, keys and names and from junk,
  /// never trap: both commands end with status 0 or 64, and a failing run writes nothing to
  /// standard output.
  @Test("Random --spring specs never crash", arguments: [4, 5, 6])
  func fuzzSpecs(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let dialects = SpringSpec.dialects + ["", "andriod", "SwiftUI", "x", " pop "]
    let keys =
      Array(Set(SpringSpec.forms.flatMap { $0.keys.map(\.name) })).sorted() + ["", "k", " mass"]
    let names = SpringSpec.forms.flatMap(\.names) + ["", "bouncy ", "wobly"]
    let values = [
      "0", "-1", "1", "0.5", "20", "21", "1e300", "-1e300", "1e-320", "nan", "inf", "-inf",
      "abc", "", "0x1p-3", "1e6", "-0",
    ]
    for _ in 0..<300 {
      var spec = dialects.randomElement(using: &generator) ?? ""
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        break
      case 1:
        spec += ":" + (names.randomElement(using: &generator) ?? "")
      default:
        let items = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          (keys.randomElement(using: &generator) ?? "") + "="
            + (values.randomElement(using: &generator) ?? "")
        }
        spec += ":" + items.joined(separator: Bool.random(using: &generator) ? "," : ",,")
      }
      for command in [["sample", "--end", "0.1"], ["convert", "--format", "json"]] {
        let run = Invocation(command + ["--spring", spec])
        #expect(run.status == 0 || run.status == 64, "seed \(seed): \(command) \(spec)")
        if run.status != 0 {
          #expect(run.output.isEmpty, "seed \(seed): \(spec)")
          #expect(run.errors.hasPrefix("Error: "), "seed \(seed): \(spec)")
        } else {
          #expect(run.errors.isEmpty, "seed \(seed): \(spec)")
        }
      }
    }
  }
}
