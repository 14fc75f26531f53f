import Foundation
import SpringFitting
import SpringFormats
import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit examples` and the built-in keyframe sets.
@Suite("springfit examples")
struct ExamplesCommandTests {
  @Test("The list matches its golden file and names every example")
  func list() throws {
    let run = springfit("examples")
    #expect(run.status == 0 && run.errors.isEmpty)
    try Snapshot.check(run.output, file: "springfit-examples.txt")
    let lines = run.output.split(separator: "\n")
    let names = lines.map { String($0.prefix { $0 != " " }) }
    // Every scenario, keyframe set, Lottie file and gesture trace, each name once.
    #expect(Set(names).count == names.count)
    #expect(
      Set(names)
        == Set(Scenario.allCases.map(\.name)).union(FitExample.allCases.map(\.rawValue))
        .union(LottieExample.allCases.map(\.rawValue))
        .union(GestureExample.allCases.map(\.rawValue)))
    for scenario in Scenario.allCases {
      let line = try #require(lines.first { $0.hasPrefix(scenario.name + " ") })
      #expect(line.hasSuffix(scenario.summary))
      let uses = line.dropFirst(scenario.name.count).split(separator: " ").first
      let isFitExample = FitExample(rawValue: scenario.name) != nil
      #expect(uses?.split(separator: ",").contains("fit") == isFitExample, "\(scenario)")
    }
    for example in FitExample.allCases where Scenario(rawValue: example.rawValue) == nil {
      let line = try #require(lines.first { $0.hasPrefix(example.rawValue + " ") })
      #expect(line.hasSuffix(example.summary))
    }
    // Every name the list says a command takes, the command takes.
    for (name, line) in zip(names, lines) {
      let uses = line.dropFirst(name.count).split(separator: " ").first ?? ""
      for command in uses.split(separator: ",") {
        let check =
          command == "scenario"
          ? Invocation(["scenario", name, "--format", "json"])
          : Invocation([String(command), "--example", name, "--format", "csv"])
        #expect(check.status == 0, "\(command) --example \(name): \(check.errors)")
      }
    }
  }

  @Test("examples takes no arguments")
  func noArguments() {
    let run = springfit("examples", "scale-pop")
    #expect(run.status == 64 && run.output.isEmpty)
    #expect(run.errors == usageErrorText("unexpected argument 'scale-pop'", command: "examples"))
    let option = springfit("examples", "--format", "json")
    #expect(option.status == 64)
    #expect(option.errors.hasPrefix("Error: unknown option '--format'\n"))
  }

  /// The seeds' numbers: the pop's keyframes, the Penner curves' ends, the circle's timing
  /// function and the spring the menu samples.
  @Test("Every example has the seed's keyframes")
  func keyframes() throws {
    let pop = try FitExample.scalePop.track()
    #expect(pop.values == [0.4, 1, 0.9, 1] && pop.calculationMode == .cubic)
    #expect(pop.duration == 1.0 / 3)
    let sweep = try FitExample.donutSweep.track()
    #expect(sweep.values.count == 11 && sweep.values.first == 0 && sweep.values.last == 1)
    #expect(sweep.values[1] == PennerEasing.easeOutQuint.progress(at: 0.1))
    #expect(sweep.duration == 1 && sweep.calculationMode == .linear)
    let counter = try FitExample.counter.track()
    #expect(counter.values.count == 11 && counter.values.last == 100 && counter.duration == 0.3)
    #expect(counter.values[5] == 100 * PennerEasing.easeInQuart.progress(at: 0.5))
    let circle = try FitExample.shineCircle.track()
    #expect(circle.values == [1, 1.5] && circle.duration == 0.1)
    #expect(circle.timingFunctions == [.easeOut])
    let menu = try FitExample.menuBounce.track()
    let spring = try UIKitParameters(duration: 0.8, dampingRatio: 0.6).spring()
    #expect(menu.values.count == 16 && menu.duration == 0.8 && menu.values.first == 0)
    let last = spring.value(fromValue: 0.0, toValue: 1, initialVelocity: 0.6, time: 0.8)
    #expect(menu.values.last == last)
  }

  /// The repository's root folder.
  static var repository: URL {
    TestPaths.repository
  }

  /// A Lottie example a designer can run (issue 31, item 14).
  ///
  /// `fit --example lottie-pop` reads the built-in file, which is the repository's
  /// Examples/lottie-pop.json byte for byte; its --spring line bakes the fitted spring with
  /// `lottie bake` as printed.
  @Test("The Lottie example fits, and its --spring line bakes it")
  func lottieExample() throws {
    for example in LottieExample.allCases {
      let file = Self.repository.appendingPathComponent(example.repositoryPath)
      #expect(try Data(contentsOf: file) == Data(example.json.utf8), "\(example)")
    }
    let fit = springfit("fit", "--example", "lottie-pop")
    #expect(fit.status == 0 && fit.errors.isEmpty, "\(fit.errors)")
    #expect(fit.output.hasPrefix("Layer 'Pop' [1], scale, motion 1:"))
    let line = try #require(
      fit.output.split(separator: "\n").first { $0.hasPrefix("  --spring  ") })
    let spec = String(line.dropFirst("  --spring  ".count))
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = Self.repository.appendingPathComponent("Examples/lottie-pop.json").path
    let bake = springfit(
      "lottie", "bake", path, "--layer", "Pop", "--property", "scale", "--spring", spec,
      "--output", folder.path("baked.json"))
    #expect(bake.status == 0, "\(bake.errors)")
    // The baked file fits back to the spring the spec names: its keyframes are within the
    // bake's tolerance (0.001 of the travel) of it, so the refit is that close, not exact.
    let spring = try SpringSpec.parse(spec).spring
    let refit = springfit("fit", folder.path("baked.json"), "--format", "json")
    #expect(refit.status == 0, "\(refit.errors)")
    let motions = try #require(try JSONTree.parse(refit.output)["motions"]?.elements)
    let stiffness = try #require(motions.first?["fit"]?["spring"]?["stiffness"]?.number)
    #expect(isClose(stiffness / spring.stiffness, 1, absolute: 1e-2), "\(stiffness) \(spec)")
    // The preview takes the example too.
    let page = springfit("preview", "--example", "lottie-pop")
    #expect(page.status == 0 && page.output.contains("<html"), "\(page.errors)")
  }

  /// The `lottie bake` help's examples name files that exist in the repository (issue 31,
  /// item 14): every JSON argument other than an --output.
  @Test("lottie bake --help examples read files that exist")
  func lottieHelpExamplesExist() {
    for (_, command) in LottieOptions.configuration.examples {
      let words = command.split(separator: " ").map(String.init)
      for (index, word) in words.enumerated()
      where word.hasSuffix(".json") && (index == 0 || words[index - 1] != "--output") {
        let file = Self.repository.appendingPathComponent(word).path
        #expect(FileManager.default.fileExists(atPath: file), "\(command)")
      }
    }
  }
}
