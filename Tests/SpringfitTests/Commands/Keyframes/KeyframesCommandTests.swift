import ArgumentParsing
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit keyframes`: parsing, output in every format, errors and the help.
@Suite("springfit keyframes")
struct KeyframesCommandTests {
  /// The options a command line parses to.
  func options(_ arguments: String...) throws -> KeyframesOptions {
    guard
      let options = try SpringfitCommand.parse(["keyframes"] + arguments).parsed(
        KeyframesOptions.self)
    else { throw SpecTestFailure.wrongCommand }
    return options
  }

  @Test("Defaults: SwiftUI's .smooth from 0 to 1 within 0.001, linear, JSON")
  func defaults() throws {
    let parsed = try options()
    #expect(parsed == KeyframesOptions())
    #expect(parsed.effectivePlacement == .tolerance(0.001))
    #expect(parsed.effectiveInterpolation == .linear && parsed.format == .json && parsed.end == nil)
    // The default tolerance is 0.1 % of the travel, whatever its units.
    #expect(try options("--from", "100", "--to", "-300").effectivePlacement == .tolerance(0.4))
    #expect(try options("--from", "2", "--to", "2").effectivePlacement == .tolerance(0.001))
  }

  @Test("Every option parses")
  func everyOption() throws {
    let parsed = try options(
      "--spring", "preset:bouncy", "--from", "-1", "--to", "2", "--velocity", "-3",
      "--tolerance=0.01", "--mode", "cubic", "--end", "1.5", "--format", "swift",
      "--key-path", "position.x")
    #expect(parsed.spring == Spring.bouncy)
    #expect(parsed.from == -1 && parsed.to == 2 && parsed.initialVelocity == -3)
    #expect(parsed.placement == .tolerance(0.01) && parsed.effectiveInterpolation == .cubic)
    #expect(parsed.end == 1.5 && parsed.format == .swift && parsed.keyPath == "position.x")
    #expect(try options("--count", "12").placement == .count(12))
    #expect(try options("--fps", "50").placement == .step(0.02))
    #expect(
      try options("--format", "css", "--property", "opacity: {value}").property
        == "opacity: {value}")
    // A uikit spec's velocity is a fraction of the travel per second.
    #expect(
      try options("--spring", "uikit:duration=1,damping=0.5,velocity=2", "--to", "50")
        .initialVelocity == 100)
  }

  @Test(
    "Bad command lines are usage errors",
    arguments: [
      (
        ["--tolerance", "0"],
        "invalid value '0' for option '--tolerance': must be finite and greater than 0"
      ),
      (
        ["--count", "1"],
        "invalid value '1' for option '--count': must be a whole number from 2 to 100000"
      ),
      (
        ["--count", "2.5"],
        "invalid value '2.5' for option '--count': must be a whole number from 2 to 100000"
      ),
      (
        ["--fps", "-60"],
        "invalid value '-60' for option '--fps': must be finite and greater than 0, with 1/N finite"
      ),
      (["--end", "0"], "invalid value '0' for option '--end': must be finite and greater than 0"),
      (["--count", "5", "--fps", "60"], "options '--count' and '--fps' cannot be used together"),
      (
        ["--mode", "cubic", "--format", "css"],
        "option '--interpolation cubic' does not apply: CSS interpolates keyframes linearly; use --interpolation linear or bezier with --format css"
      ),
      (
        ["--property", "opacity: {value}"],
        "option '--property' does not apply: it shapes --format css, web-animations and lottie only"
      ),
      (
        ["--key-path", "opacity"],
        "option '--key-path' does not apply: it names the key path of --format swift"
      ),
      (
        ["--format", "css", "--property", "opacity: 1"],
        "invalid value 'opacity: 1' for option '--property': must be a declaration with {value} where the value goes, such as 'opacity: {value}', and no other braces"
      ),
      (
        ["--mode", "quadratic"],
        "invalid value 'quadratic' for option '--mode': expected one of linear, cubic, catmull-rom, bezier"
      ),
      (["--tolerence", "0.1"], "unknown option '--tolerence'. Did you mean '--tolerance'?"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let run = Invocation(["keyframes"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors == usageErrorText(message, command: "keyframes"))
  }

  @Test(
    "Motions without an end, and unattainable tolerances, are usage errors",
    arguments: [
      (
        ["--stiffness", "100", "--damping", "0"],
        "missing an end time: the spring is undamped and never comes to rest; pass --end SECONDS"
      ),
      (
        ["--from", "1"],
        "missing an end time: the motion never leaves the tolerance around --to, so nothing moves; pass --end SECONDS"
      ),
      (
        ["--tolerance", "1e-15"],
        "invalid value '1e-15' for option '--tolerance': must be at least 8.5e-10 for this spring and motion (finer keyframes would be lost to rounding or need more than 100000)"
      ),
      (
        ["--fps", "1e6"],
        "invalid value '1000000.0' for option '--fps': must be low enough for at most 100000 keyframes"
      ),
    ])
  func runErrors(arguments: [String], message: String) {
    let run = Invocation(["keyframes"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors == usageErrorText(message, command: "keyframes"))
  }

  /// The JSON is what the library exports, rounded for the tolerance, and `fit` reads it
  /// back to the same spring.
  @Test("JSON: CAKeyframeAnimation-shaped, and fit reads it back")
  func json() throws {
    let run = springfit("keyframes", "--spring", "preset:bouncy", "--tolerance", "0.001")
    try #require(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty && run.output.hasSuffix("}\n"))
    let document = try JSONTree.parse(run.output)
    #expect(
      Set(document.members?.keys ?? [:].keys) == [
        "calculationMode", "duration", "keyTimes", "values",
      ])
    #expect(document["calculationMode"]?.string == "linear")
    let exported = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
    guard case .array(let values) = document["values"],
      case .array(let keyTimes) = document["keyTimes"]
    else { throw SpecTestFailure.wrongCommand }
    #expect(values.count == exported.values.count && keyTimes.count == values.count)
    #expect(values.first?.number == 0 && values.last?.number == 1)
    #expect(keyTimes.first?.number == 0 && keyTimes.last?.number == 1)
    for (printed, value) in zip(values, exported.values) {
      #expect(isClose((printed.number ?? .nan), value, absolute: 0.00005))  // 4 decimals for 0.001
    }
    let fit = Invocation(["fit", "-", "--format", "json"], input: run.output)
    try #require(fit.status == 0, "\(fit.errors)")
    let fitted = try JSONTree.parse(fit.output)
    let ratio = try #require(fitted["dampingRatio"]?.number)
    let response = try #require(fitted["response"]?.number)
    #expect(isClose(ratio, Spring.bouncy.dampingRatio, absolute: 0.01))
    #expect(isClose(response, Spring.bouncy.response, absolute: 0.01))
  }

  @Test("CSV: keyTime, time and value")
  func csv() throws {
    let run = springfit("keyframes", "--count", "5", "--format", "csv")
    try #require(run.status == 0, "\(run.errors)")
    #expect(run.csvHeader == "keyTime,time,value")
    let rows = run.csvRows
    #expect(rows.count == 5)
    #expect(rows.map { $0[0] } == [0, 0.25, 0.5, 0.75, 1])
    #expect(rows.first?[2] == 0 && rows.last?[2] == 1)
  }

  @Test("CSS: a linear() transition and @keyframes")
  func css() throws {
    let run = springfit(
      "keyframes", "--spring", "preset:bouncy", "--tolerance", "0.01", "--format", "css",
      "--property", "opacity: {value}")
    try #require(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("  transition: opacity 529.6ms linear(0, 0.039 4.49%, "))
    #expect(run.output.contains("@keyframes spring {\n  0% { opacity: 0; }\n"))
    #expect(run.output.contains("  100% { opacity: 1; }\n}\n"))
    #expect(run.output.hasSuffix(".spring {\n  animation: spring 529.6ms linear both;\n}\n"))
    // Without travel there is no progress to give, but the @keyframes still play.
    let still = springfit("keyframes", "--velocity", "5", "--to", "0", "--format", "css")
    #expect(still.status == 0 && still.output.contains("@keyframes spring"))
    #expect(!still.output.contains("linear(0"))
  }

  @Test("Swift: CAKeyframeAnimation and SwiftUI keyframes")
  func swift() throws {
    let run = springfit(
      "keyframes", "--mode", "cubic", "--format", "swift", "--key-path", "position.y",
      "--to", "300", "--tolerance", "1")
    try #require(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("CAKeyframeAnimation(keyPath: \"position.y\")"))
    #expect(run.output.contains("animation.calculationMode = .cubic\n"))
    #expect(run.output.contains("animation.tensionValues = ["))
    #expect(run.output.contains("animation.continuityValues = ["))
    #expect(run.output.contains("animation.biasValues = ["))
    #expect(run.output.contains("KeyframeTrack {\n  CubicKeyframe("))
    // Plain Catmull-Rom keyframes set no tension, continuity or bias.
    let plain = springfit(
      "keyframes", "--mode", "catmull-rom", "--format", "swift", "--to", "300", "--tolerance",
      "1")
    try #require(plain.status == 0, "\(plain.errors)")
    #expect(plain.output.contains("animation.calculationMode = .cubic\n"))
    #expect(!plain.output.contains("tensionValues"))
  }

  @Test("Bezier keyframes in every format")
  func bezier() throws {
    let arguments = ["keyframes", "--spring", "preset:bouncy", "--mode", "bezier"]
    let css = springfit(arguments + ["--format", "css"])
    try #require(css.status == 0, "\(css.errors)")
    #expect(css.output.contains("animation-timing-function: cubic-bezier(0.33333, "))
    #expect(!css.output.contains("linear("))
    let swift = springfit(arguments + ["--format", "swift"])
    #expect(swift.output.contains("animation.timingFunctions = [CAMediaTimingFunction("))
    #expect(swift.output.contains("CubicKeyframe("))
    let csv = springfit(arguments + ["--format", "csv"])
    #expect(csv.output.hasPrefix("keyTime,time,value,x1,y1,x2,y2\n"))
    let json = springfit(arguments)
    #expect(json.output.contains("\"timingFunctions\""))
    let web = springfit(
      arguments + ["--format", "web-animations", "--property", "opacity: {value}"])
    try #require(web.status == 0, "\(web.errors)")
    #expect(web.output.contains("\"opacity\" : \"") || web.output.contains("\"opacity\": \""))
    let rejected = springfit("keyframes", "--mode", "cubic", "--format", "web-animations")
    #expect(rejected.status == 64)
    let bounded = springfit(arguments + ["--unit-y", "--format", "csv"])
    try #require(bounded.status == 0, "\(bounded.errors)")
    for row in bounded.output.split(separator: "\n").dropFirst().dropLast() {
      let controls = row.split(separator: ",").suffix(4).compactMap { Double($0) }
      #expect(controls.count == 4 && controls.allSatisfy { (0...1).contains($0) }, "\(row)")
    }
    #expect(springfit("keyframes", "--unit-y").status == 64)
  }

  @Test("Every example in the help runs")
  func examples() throws {
    let commands = Help.exampleCommands(in: Help.text(for: "keyframes"))
    #expect(commands.count == 7)
    for command in commands {
      let run = Invocation(command.split(separator: " ").dropFirst().map(String.init))
      #expect(run.status == 0, "\(command): \(run.errors)")
      #expect(!run.output.isEmpty, "\(command)")
    }
  }

  @Test("The help matches its golden file and fits in 80 columns")
  func help() throws {
    let text = Help.text(for: "keyframes")
    try Snapshot.check(text, file: "springfit-keyframes-help.txt")
    for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    for option in KeyframesOptions.options {
      // A label too long for the column stands on its own line.
      #expect(
        text.contains("  " + option.label + " ") || text.contains("  " + option.label + "\n"),
        "\(option.name)")
    }
    #expect(Invocation(["keyframes", "--help"]).output == text)
    #expect(Invocation(["help", "keyframes"]).output == text)
  }
}
