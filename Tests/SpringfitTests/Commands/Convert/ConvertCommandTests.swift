import ArgumentParsing
import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// `springfit convert`, end to end in-process.
@Suite("springfit convert")
struct ConvertCommandTests {
  /// Springs from every regime and dialect, as command-line arguments.
  static let springs: [[String]] = [
    [],
    ["--spring", "preset:bouncy"],
    ["--stiffness", "300", "--damping", "12", "--mass", "2"],
    ["--response", "0.3", "--damping-ratio", "3"],
    ["--stiffness", "100", "--damping", "0"],
    ["--spring", "pop:bounciness=4,speed=12"],
    ["--spring", "rebound:tension=40,friction=7"],
    ["--spring", "material:expressive-fast-spatial"],
    ["--response", "1", "--damping-ratio", "0.05"],
    ["--duration", "0.5", "--bounce", "-0.5"],
    ["--response", "0.4", "--damping-ratio", "0.9999999999"],
    ["--spring", "react-spring:molasses"],
    ["--spring", "framer:duration=0.8,bounce=0.3,mass=3"],
  ]

  /// The `--spring` dialect of each member of `equivalents`, written out independently of
  /// the code under test.
  static let dialects = [
    "swiftui": "swiftui", "coreAnimation": "ca", "uikit": "uikit", "android": "android",
    "rebound": "rebound", "pop": "pop", "framerMotion": "framer", "reactSpring": "react-spring",
    "flutter": "flutter", "reactNative": "react-native",
    "compose": "compose",
    // dialects-a
    "reanimated": "reanimated", "animeJS": "animejs", "figma": "figma",
    "svelte": "svelte", "gsap": "gsap", "afterEffects": "after-effects",
  ]

  /// Runs `convert --format json` and parses the document.
  func document(_ arguments: [String]) throws -> [String: JSONTree] {
    let run = Invocation(["convert", "--format", "json"] + arguments)
    try #require(run.status == 0, "\(arguments): \(run.errors)")
    #expect(run.errors.isEmpty)
    #expect(run.output.hasSuffix("}\n"))
    return try #require(JSONTree.parse(run.output).members)
  }

  /// A number, or `null` for a non-finite one, as `convert` writes it.
  func json(_ value: Double) -> JSONTree { value.isFinite ? .number(value) : .null }

  /// The spring a command line describes.
  func spring(_ arguments: [String]) throws -> Spring {
    guard
      let options = try SpringfitCommand.parse(["convert"] + arguments).parsed(ConvertOptions.self)
    else {
      throw SpecTestFailure.wrongCommand
    }
    return options.spring
  }

  /// The document has exactly the documented keys, each equivalent exactly its view's
  /// parameters plus `code`, `deviation` and `exactness` (and Svelte's `frameRate`), and the
  /// values are the spring's.
  @Test("JSON parses and has exactly the documented keys", arguments: springs)
  func jsonKeys(arguments: [String]) throws {
    let document = try document(arguments)
    let spring = try spring(arguments)
    #expect(
      Set(document.keys) == [
        "spring", "dampingRatio", "naturalFrequency", "response", "duration", "bounce",
        "settlingDuration", "equivalents",
      ])
    #expect(
      document["spring"]
        == .object([
          "mass": json(spring.mass), "stiffness": json(spring.stiffness),
          "damping": json(spring.damping),
        ]))
    #expect(document["dampingRatio"] == json(spring.dampingRatio))
    #expect(document["naturalFrequency"] == json(spring.naturalFrequency))
    #expect(document["response"] == json(spring.response))
    #expect(document["duration"] == json(spring.duration))
    #expect(document["bounce"] == json(spring.bounce))
    #expect(document["settlingDuration"] == json(spring.settlingDuration))
    let equivalents = try #require(document["equivalents"]?.members)
    #expect(Set(equivalents.keys) == Set(Self.dialects.keys))
    // Every ecosystem's own view, from the table that describes the dialects once.
    for ecosystem in SpringEcosystem.all {
      let (key, view) = (ecosystem.key, ecosystem.dialect(of: spring))
      let members = try #require(equivalents[key]?.members, "\(key)")
      let frameRate = key == "svelte" ? ["frameRate"] : []
      #expect(
        Set(members.keys)
          == Set(view.parameters.map(\.name) + ["code", "deviation", "exactness"] + frameRate),
        "\(key)")
      #expect(members["code"] == .string(view.code), "\(key)")
      for parameter in view.parameters + [SpringParameter("deviation", view.deviation)] {
        #expect(members[parameter.name] == json(parameter.value), "\(key).\(parameter)")
      }
    }
  }

  /// An undamped spring never settles and UIKit cannot express it: those numbers are null,
  /// and the command still succeeds.
  @Test("Non-finite numbers are null, not a failure")
  func nulls() throws {
    let document = try document(["--stiffness", "100", "--damping", "0"])
    #expect(document["settlingDuration"] == .null)
    let uiKit = try #require(document["equivalents"]?["uikit"])
    #expect(uiKit["duration"] == .null)
    #expect(uiKit["deviation"] == .null)
    #expect(uiKit["dampingRatio"] == .number(0))
  }

  /// Each equivalent's parameters, written back as a `--spring` spec, make the same motion.
  ///
  /// Every form whose keys the parameters fill is tried. Wherever the deviation is at most
  /// 1e-9 (the threshold below which it is rounding), ω₀ and ζ agree within 1e-9 relative
  /// and, when the mass is given, so do the mass, stiffness and damping. The parameters
  /// travel as JSON's shortest round-trip text; the 1e-9 covers the inverse conversions'
  /// rounding (POP's and Rebound's Origami formulas, UIKit's and framer-motion's settling
  /// equations).
  @Test("Every equivalent fed back through --spring gives the same spring", arguments: springs)
  func roundTrip(arguments: [String]) throws {
    let original = try spring(arguments)
    let document = try document(arguments)
    let equivalents = try #require(document["equivalents"]?.members)
    for (key, equivalent) in equivalents {
      let dialect = try #require(Self.dialects[key])
      let members = try #require(equivalent.members)
      guard let deviation = members["deviation"]?.number, deviation <= 1e-9 else { continue }
      let parameters = members.compactMapValues(\.number).filter { $0.key != "deviation" }
      var tried = 0
      for form in SpringSpec.forms where form.dialect == dialect && !form.keys.isEmpty {
        let keys = form.keys.map(\.name).filter { parameters[$0] != nil }
        // No keys would only be the form's defaults, not these parameters.
        guard !keys.isEmpty, form.accepts(Set(keys)) else { continue }
        let spec =
          dialect + ":"
          + keys.map { "\($0)=\(NumberText.roundTrip(parameters[$0] ?? .nan))" }
          .joined(separator: ",")
        let spring = try SpringSpec.parse(spec).spring
        tried += 1
        #expect(relative(spring.naturalFrequency, original.naturalFrequency) <= 1e-9, "\(spec)")
        #expect(
          abs(spring.dampingRatio - original.dampingRatio)
            <= 1e-9 * max(1, original.dampingRatio), "\(spec)")
        if keys.contains("mass") {
          #expect(relative(spring.mass, original.mass) <= 1e-9, "\(spec)")
          #expect(relative(spring.stiffness, original.stiffness) <= 1e-9, "\(spec)")
          #expect(
            // anime.js's smallest damping is 1e-11, its "0".
            abs(spring.damping - original.damping) <= max(1e-9 * original.damping, 1e-11),
            "\(spec)")
        }
      }
      #expect(tried >= 1, "\(key) of \(arguments): no form takes \(parameters.keys.sorted())")
    }
  }

  /// |a − b| / |b|.
  func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / abs(b) }

  /// Exact dialects express every spring within rounding, so their deviation is never
  /// shown; limited ones (UIKit, POP) show it with their note.
  @Test("Text shows a deviation only where the ecosystem cannot follow")
  func deviations() {
    let undamped = springfit("convert", "--stiffness", "100", "--damping", "0")
    #expect(undamped.status == 0 && undamped.errors.isEmpty)
    #expect(undamped.output.contains("  settlingDuration  inf (never settles)\n"))
    #expect(
      undamped.output.contains("  deviation         inf (UIKit cannot express this spring)\n"))
    #expect(undamped.output.contains("(nearest POP can express)\n"))
    let bouncy = springfit("convert", "--spring", "preset:bouncy")
    // Only the curves that start moving by themselves differ from a motion from rest.
    #expect(
      bouncy.output.split(separator: "\n").filter { $0.contains("deviation") }.allSatisfy {
        $0.contains("(nearest Svelte can express at 60 fps)")
          || $0.contains("(nearest GSAP can express)")
      })
    let overdamped = springfit("convert", "--response", "0.3", "--damping-ratio", "3")
    let lines = overdamped.output.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("  deviation ") }.count >= 1)
    #expect(lines.contains { $0.hasSuffix("(nearest UIKit can express)") })
  }

  /// `convert` shows UIKit's velocity: a parameter, and in the code.
  @Test("uikit velocity= is shown in the UIKit section")
  func uiKitVelocity() throws {
    let arguments = ["--spring", "uikit:duration=0.8,damping=0.6,velocity=0.6"]
    let text = springfit(["convert"] + arguments)
    #expect(text.output.contains("  velocity          0.6\n"))
    #expect(text.output.contains("initialSpringVelocity: 0.6, options: []"))
    let uiKit = try #require(document(arguments)["equivalents"]?["uikit"]?.members)
    #expect(uiKit["velocity"] == .number(0.6))
    #expect(uiKit["code"]?.string?.contains("initialSpringVelocity: 0.6,") == true)
    #expect(
      Set(uiKit.keys) == [
        "duration", "dampingRatio", "velocity", "code", "deviation", "exactness",
      ])
    // Without velocity= the key is absent and the code says 0.
    let plain = try #require(
      document(["--spring", "uikit:duration=0.8,damping=0.6"])["equivalents"]?["uikit"])
    #expect(plain["velocity"] == nil)
    #expect(plain["code"]?.string?.contains("initialSpringVelocity: 0,") == true)
  }

  /// With no spring options `convert` describes SwiftUI's default, like `sample`.
  @Test("The default spring is SwiftUI's .smooth, and text is the default format")
  func defaults() throws {
    #expect(try SpringfitCommand.parse(["convert"]) == .run(ConvertOptions()))
    #expect(ConvertOptions().spring == .smooth && ConvertOptions().format == .text)
    let run = springfit("convert")
    #expect(run.output == springfit("convert", "--spring", "preset:smooth").output)
    #expect(run.output == springfit("convert", "--format", "text").output)
    #expect(run.output.hasPrefix("Spring\n  mass              1\n"))
  }

  /// The text for SwiftUI's bouncy preset, byte for byte.
  @Test("Text output for --spring preset:bouncy matches its golden file")
  func textSnapshot() throws {
    let run = springfit("convert", "--spring", "preset:bouncy")
    #expect(run.status == 0 && run.errors.isEmpty)
    try Snapshot.check(run.output, file: "springfit-convert-bouncy.txt")
  }

  /// The text's numbers have at most 7 significant digits.
  @Test("Text numbers are rounded to 7 significant digits")
  func textRounding() {
    let run = springfit("convert", "--spring", "pop:bounciness=4,speed=12")
    #expect(run.output.contains("  stiffness         342.1006\n"))
    #expect(run.output.contains("  bounciness        4\n"))
    for line in run.output.split(separator: "\n") where !line.contains("code") {
      for word in line.split(separator: " ") {
        guard let number = Double(String(word)) else { continue }
        let digits = word.filter(\.isNumber).drop { $0 == "0" }
        #expect(digits.count <= 7, "\(line)")
        #expect(number.isFinite)
      }
    }
  }

  /// Malformed `convert` command lines.
  @Test(
    "convert's own usage errors",
    arguments: [
      (
        ["--format", "csv"],
        UsageError.invalidChoice(
          option: "--format", value: "csv", choices: ["text", "json", "token"], suggestion: nil),
        "invalid value 'csv' for option '--format': expected one of text, json, token"
      ),
      (
        ["--format", "jsno"],
        .invalidChoice(
          option: "--format", value: "jsno", choices: ["text", "json", "token"], suggestion: "json"),
        "invalid value 'jsno' for option '--format': expected one of text, json, token. Did you mean "
          + "'json'?"
      ),
      (["bouncy"], .unexpectedArgument("bouncy"), "unexpected argument 'bouncy'"),
      (
        ["--to", "3"], .unknownOption("--to", suggestion: nil),
        "unknown option '--to'"
      ),
      (
        ["--sprin", "pop:"], .unknownOption("--sprin", suggestion: "--spring"),
        "unknown option '--sprin'. Did you mean '--spring'?"
      ),
      (
        ["--stiffness", "100", "--damping", "-1"],
        .invalidValue(option: "--damping", value: "-1", rule: "finite and at least 0"),
        "invalid value '-1' for option '--damping': must be finite and at least 0"
      ),
    ] as [([String], UsageError, String)])
  func usageErrors(arguments: [String], error: UsageError, message: String) {
    #expect(throws: error) { try SpringfitCommand.parse(["convert"] + arguments) }
    #expect(error.message == message)
    let run = Invocation(["convert"] + arguments)
    #expect(run.status == 64 && run.output.isEmpty)
    #expect(run.errors == usageErrorText(message, command: "convert"))
  }

  /// The JSON text is the tree writer's pretty document plus a newline.
  @Test("JSON is the pretty, sorted, shortest round-trip document")
  func jsonText() throws {
    let run = springfit("convert", "--spring", "preset:bouncy", "--format", "json")
    let expected = try JSONWriter(style: .pretty).string(
      for: SpringConversion(spring: .bouncy).jsonDocument)
    #expect(run.output == expected + "\n")
    #expect(run.output.contains("\n  \"bounce\": 0.3"))
  }
}

/// Runs `springfit` in-process with the arguments as an array.
func springfit(_ arguments: [String]) -> Invocation {
  Invocation(arguments)
}
