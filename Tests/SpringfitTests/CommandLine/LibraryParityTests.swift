import ArgumentParsing
import SpringFormats
import SpringKit
import SpringScenarios
import Testing

@testable import springfit

/// The export commands are thin: what each prints is, byte for byte, what its SpringFormats
/// request writes when a Swift program fills it in by hand with the same settings, and a bad
/// request's error is the library's sentence.
@Suite("Export commands and their library requests")
struct LibraryParityTests {
  /// An export with the settings `fill` gives.
  static func export(_ fill: (inout KeyframeExport) -> Void) -> KeyframeExport {
    var export = KeyframeExport()
    fill(&export)
    return export
  }

  @Test(
    "keyframes prints KeyframeExport's text",
    arguments: [
      ([String](), KeyframeExport()),
      (
        ["--spring", "preset:bouncy", "--tolerance", "0.0005", "--format", "css"],
        Self.export { export in
          export.spring = .bouncy
          export.placement = .tolerance(0.0005)
          export.format = .css
        }
      ),
      (
        [
          "--from", "-1", "--to", "2", "--count", "12", "--interpolation", "cubic", "--format",
          "swift", "--key-path", "position.x",
        ],
        Self.export { export in
          (export.from, export.to) = (-1, 2)
          export.placement = .count(12)
          export.interpolation = .cubic
          export.format = .swift
          export.keyPath = "position.x"
        }
      ),
      (
        ["--format", "lottie", "--property", "rotation", "--fps", "30"],
        Self.export { export in
          export.format = .lottie
          export.property = "rotation"
          export.frameRate = 30
        }
      ),
      (
        ["--format", "css", "--reduced-motion", "critical"],
        Self.export { export in
          export.format = .css
          export.reducedMotion = .criticallyDamped(
            responseScale: ReducedMotion.standardResponseScale)
        }
      ),
      (
        ["--tolerance", "0.05", "--retarget", "0.1:40,0.25:80", "--format", "web-animations"],
        Self.export { export in
          export.placement = .tolerance(0.05)
          export.retargets = [Retarget(time: 0.1, target: 40), Retarget(time: 0.25, target: 80)]
          export.format = .webAnimations
        }
      ),
    ] as [([String], KeyframeExport)])
  func keyframes(arguments: [String], export: KeyframeExport) throws {
    try export.validate()
    let run = Invocation(["keyframes"] + arguments)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == (try export.text()))
  }

  @Test("keyframes with colours prints the colour export's text")
  func colours() throws {
    var export = KeyframeExport()
    export.colours = KeyframeExport.Colours(
      from: try CSSColour(parsing: "#ff0000"), to: try CSSColour(parsing: "#0000ff"))
    export.format = .css
    let run = Invocation(["keyframes", "--from=#ff0000", "--to=#0000ff", "--format", "css"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == (try export.text()))
  }

  @Test("A bad keyframes request prints the library's rule under the option's name")
  func keyframesError() throws {
    var export = KeyframeExport()
    export.format = .webAnimations
    export.interpolation = .catmullRom
    var reason = ""
    do {
      try export.validate()
    } catch {
      guard case .doesNotApply(_, let text) = error.problem else { throw error }
      reason = text
    }
    let run = Invocation(["keyframes", "--format", "web-animations", "--mode", "catmull-rom"])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: option '--interpolation catmull-rom' does not apply: \(reason)\n"))
  }

  @Test("sample prints MotionSampling's stream, CSV and JSON")
  func sample() throws {
    for format in MotionSampling.Format.allCases {
      let sampling = MotionSampling(
        spring: try Spring(mass: 1, stiffness: 170, damping: 26), to: 10, step: 0.01,
        end: .time(0.3), integrator: .rungeKutta4, format: format)
      var text = ""
      try sampling.write(to: &text)
      let run = Invocation(
        [
          "sample", "--stiffness", "170", "--damping", "26", "--to", "10", "--step", "0.01",
          "--end", "0.3", "--integrator", "rk4", "--format", format.rawValue,
        ])
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output == text)
    }
    let undamped = MotionSampling(spring: try Spring(mass: 1, stiffness: 100, damping: 0))
    #expect(throws: MotionSamplingError.neverSettles) { try undamped.grid() }
    let run = Invocation(["sample", "--stiffness", "100", "--damping", "0"])
    #expect(run.errors.hasPrefix("Error: \(MotionSamplingError.neverSettles)\n"))
  }

  @Test("easing, convert and tokens print their library's text")
  func easingConvertTokens() throws {
    for format in CubicBezierEasingWriter.Format.allCases {
      let run = Invocation(["easing", "--spring", "preset:snappy", "--format", format.rawValue])
      #expect(run.output == (try EasingExport(spring: .snappy, format: format).text()))
    }
    for format in SpringConversion.Format.allCases {
      let run = Invocation(["convert", "--spring", "preset:bouncy", "--format", format.rawValue])
      #expect(run.output == (try SpringConversion(spring: .bouncy).string(format: format)))
    }
    let tokens = #"{"pop": {"$type": "spring", "$value": {"duration": "0.5s", "bounce": 0.3}}}"#
    let file = try SpringTokenFile(bytes: Array(tokens.utf8))
    for format in SpringTokenFile.OutputFormat.allCases {
      let run = Invocation(["tokens", "-", "--format", format.rawValue], input: tokens)
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output == (try file.string(format: format)))
    }
  }

  @Test("outline and scenario print their library's text")
  func outlineScenario() throws {
    for format in MenuBounceExport.Format.allCases {
      var export = MenuBounceExport()
      export.format = format
      export.dismiss = true
      export.buttons = 5
      export.height = MenuBounce.menuHeight(buttonCount: 5)
      let run = Invocation(
        ["outline", "--dismiss", "--buttons", "5", "--format", format.rawValue])
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output == (try export.text()))
    }
    let drawing = try ScenarioDrawing(.counter)
    let run = Invocation(["scenario", "counter", "--format", "json"])
    #expect(run.output == (try drawing.string(format: .json)))
  }
}
