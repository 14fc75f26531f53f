import Foundation
import SpringKit
import Testing

@testable import SpringFormats
@testable import springfit

/// `springfit preview`: parsing (fit's input through fit's parser, a spring as keyframes
/// takes it), the page written, and the key path rule.
@Suite("springfit preview")
struct PreviewCommandTests {
  /// The options a command line parses to.
  func options(_ arguments: String...) throws -> PreviewOptions {
    guard
      let options = try SpringfitCommand.parse(["preview"] + arguments).parsed(
        PreviewOptions.self)
    else { throw SpecTestFailure.wrongCommand }
    return options
  }

  @Test("A fit input parses exactly as 'springfit fit' parses it")
  func fitInput() throws {
    let lines: [[String]] = [
      ["--example", "scale-pop"],
      ["--values", "-1,0,1", "--duration", "0.5", "--keep-velocity", "-3", "--fit-endpoints"],
      ["--values=0,1.1,1", "--key-times", "0,0.3,1", "--duration", "1", "--mode", "cubic"],
      ["k.json", "--timing-functions", "easeOut;linear", "--keep-damping-ratio", "1"],
      ["-"],
    ]
    for line in lines {
      let fit = try #require(
        try SpringfitCommand.parse(["fit"] + line).parsed(FitCommandOptions.self))
      var arguments = line
      arguments.append(contentsOf: ["--title", "t"])
      guard
        case .fit(let parsed) = try SpringfitCommand.parse(["preview"] + arguments)
          .parsed(PreviewOptions.self)?.subject
      else {
        Issue.record("\(line) is not a fit")
        continue
      }
      #expect(parsed == fit, "\(line)")
    }
  }

  @Test("A spring takes keyframes' options")
  func springInput() throws {
    let parsed = try options(
      "--spring", "uikit:duration=0.8,damping=0.6,velocity=0.5", "--from", "2", "--to", "4",
      "--interpolation", "cubic", "--end", "1.5", "--tolerance", "0.01", "--key-path",
      "position.x", "--output", "p.html")
    guard case .spring(let spring) = parsed.subject else {
      Issue.record("not a spring")
      return
    }
    #expect(spring.motion.from == 2 && spring.motion.to == 4)
    // UIKit's velocity is a fraction of the distance per second, as in 'keyframes'.
    #expect(spring.motion.initialVelocity == 1)
    #expect(spring.uiKitVelocity == 0.5)
    #expect(spring.interpolation == .cubic && spring.end == 1.5)
    #expect(parsed.tolerance == 0.01 && parsed.keyPath == "position.x")
    #expect(parsed.output == "p.html")
    #expect(try options("--spring", "preset:bouncy", "--output", "-").output == nil)
  }

  @Test("The page goes to standard output, or atomically to --output, the same bytes")
  func output() throws {
    let run = Invocation(["preview", "--example", "scale-pop"])
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(run.output.hasPrefix("<!DOCTYPE html>"))
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("pop.html")
    let written = Invocation(["preview", "--example", "scale-pop", "--output", path])
    #expect(written.status == 0 && written.output.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == run.output)
  }

  @Test("The key path comes from --key-path, the JSON file, the example, or the default")
  func keyPath() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "k.json", #"{"values": [0, 1.1, 1], "duration": 0.4, "keyPath": "position.x"}"#)
    let cases: [([String], String)] = [
      ([file], "translateX("), ([file, "--key-path", "transform.rotation"], "rotate("),
      (["--example", "menu-bounce"], "translateY("), (["--example", "scale-pop"], "scale("),
      (["--values", "0,1.1,1", "--duration", "0.4"], "scale("),
      (["--spring", "preset:snappy", "--key-path", "transform.rotation.z"], "rotate("),
    ]
    for (arguments, transform) in cases {
      let run = Invocation(["preview"] + arguments)
      #expect(run.status == 0, "\(arguments): \(run.errors)")
      #expect(run.output.contains(".shape { transform: \(transform)"), "\(arguments)")
    }
  }

  @Test("Samples and discrete keyframes play too")
  func otherInputs() throws {
    let samples = Invocation(
      ["preview", "-"], input: "time,value\n0,0\n0.1,0.6\n0.2,1.05\n0.3,1\n0.4,1\n")
    #expect(samples.status == 0, "\(samples.errors)")
    #expect(samples.output.contains("Samples"))
    let discrete = Invocation([
      "preview", "--values", "0,1,0.8", "--key-times", "0,0.3,0.6,1", "--duration", "0.5",
      "--mode", "discrete",
    ])
    #expect(discrete.status == 0, "\(discrete.errors)")
    #expect(discrete.output.contains("ms step-end both;"))
  }
}
