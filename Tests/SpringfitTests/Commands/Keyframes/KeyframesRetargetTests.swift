import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// `springfit keyframes --retarget`: the parsed retargets, the additive CSS and JSON, and the
/// baked CSV read back and compared with the retargeted motion's closed form.
@Suite("springfit keyframes --retarget")
struct KeyframesRetargetTests {
  static let arguments = [
    "keyframes", "--response", "0.5", "--damping-ratio", "0.4", "--from", "0", "--to", "100",
    "--tolerance", "0.05", "--retarget", "0.1:40,0.25:80,0.4:-20",
  ]

  static func motion() throws -> RetargetedMotion {
    try RetargetedMotion(
      spring: try Spring(response: 0.5, dampingRatio: 0.4), fromValue: 0, toValue: 100,
      retargets: [
        Retarget(time: 0.1, target: 40), Retarget(time: 0.25, target: 80),
        Retarget(time: 0.4, target: -20),
      ])
  }

  @Test func retargetsParseIntoTheOptions() throws {
    let parsed = try SpringfitCommand.parse(Self.arguments + ["--format", "css"])
    let options = try #require(parsed.parsed(KeyframesOptions.self))
    #expect(options.retargets == (try Self.motion()).retargets)
    #expect(options.template == "--value: {value}")
  }

  @Test func cssIsOneAdditiveAnimationPerLayer() throws {
    let run = Invocation(Self.arguments + ["--format", "css"])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "animation-name: spring-layer-0, spring-layer-1, "
          + "spring-layer-2, spring-layer-3;"))
    #expect(run.output.contains("animation-delay: 0ms, 100ms, 250ms, 400ms;"))
    #expect(run.output.contains("  --value: -20.0;"))
    #expect(run.output.contains("animation-composition: add;"))
  }

  @Test func theBakedCSVIsWithinTheToleranceOfTheMotion() throws {
    let run = Invocation(Self.arguments + ["--format", "csv"])
    #expect(run.status == 0)
    #expect(run.csvHeader == "keyTime,time,value")
    let motion = try Self.motion()
    let rows = run.csvRows
    #expect(rows.count > 10)
    // Straight lines between the rows: within the tolerance of the motion between them too.
    for (a, b) in zip(rows, rows.dropFirst()) {
      for fraction in stride(from: 0.0, through: 1, by: 0.125) {
        let time = a[1] + fraction * (b[1] - a[1])
        let line = a[2] + fraction * (b[2] - a[2])
        #expect(abs(line - motion.value(at: time)) <= 0.05, "t = \(time)")
      }
    }
    #expect(rows.last?[2] == -20)
  }

  @Test func jsonHoldsAdditiveCoreAnimationLayers() {
    let run = Invocation(Self.arguments + ["--format", "json"])
    #expect(run.status == 0)
    #expect(run.output.contains("\"modelValue\": -20.0"))
    #expect(
      run.output.split(separator: "\n").filter { $0.contains("\"additive\": true") }.count == 4)
    #expect(run.output.contains("\"beginTime\": 0.25"))
  }

  @Test func webAnimationsEffectsAddWithTheirDelays() {
    let run = Invocation(Self.arguments + ["--format", "web-animations"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.filter { $0.contains("\"composite\": \"add\"") }.count == 4)
    #expect(lines.contains { $0.contains("\"delay\": 250") })
    #expect(run.output.contains("\"--value\": \"-100\""))
    #expect(run.output.contains("\"modelValue\": -20.0"))
  }
}
