import SpringFormats
import SpringKit
import Testing

/// The warnings of a bake written all the same, worded by the library: an end that cuts the
/// motion short, and an expression's bounces landing early.
@Suite("Lottie bake warnings")
struct LottieBakeWarningsTests {
  @Test("A frame is written as typed")
  func frameText() {
    #expect(LottieBake.frameText(30) == "30")
    #expect(LottieBake.frameText(-2) == "-2")
    #expect(LottieBake.frameText(30.5) == "30.5")
    #expect(LottieBake.frameText(1e16) == NumberText.roundTrip(1e16))
  }

  /// split-position.json moves position.y from frame 3 to frame 18 at 30 frames per second:
  /// 0.2 s after the start is frame 3 + 0.2 × 30 = 9, before the last keyframe (18, 0.5 s)
  /// and before the snappy spring settles.
  @Test("An end before rest and before the last keyframe warns twice; rest warns never")
  func cutShort() throws {
    let bytes = try LottieReferenceFiles.bytes("split-position.json")
    let bake = { (end: LottieBake.End) throws in
      try LottieBake(layer: "Slide", property: "position.y", spring: .snappy, end: end)
        .baked(bytes)
    }
    let seconds = try bake(.seconds(0.2)).warnings(file: "s.json", end: .seconds(0.2))
    #expect(seconds.count == 2, "\(seconds)")
    let start = "the bake ends at frame 9 (0.2 s after the motion's start)"
    #expect(seconds.first?.hasPrefix(start + ", but the spring settles within the") == true)
    #expect(seconds.first?.hasSuffix("Leave out --end and --end-frame to end at rest.") == true)
    #expect(
      seconds.last
        == start + ", before the original motion's last keyframe at frame 18 (0.5 s): is "
        + "--end in seconds what you meant? --end-frame N ends at a frame.")
    let frames = try bake(.frame(9)).warnings(file: "s.json", end: .frame(9))
    #expect(frames.first == seconds.first)
    #expect(frames.last?.hasSuffix("at frame 18 (0.5 s).") == true)
    #expect(try bake(.rest).warnings(file: "s.json", end: .rest).isEmpty)
  }

  /// lights.json's bounces would settle after the next keyframe (frame 180, so the last
  /// frame is 179) and the out point (300): each is aimed to land there, and says so.
  @Test("An expression's bounces that land early say where")
  func expressionBounces() throws {
    let bytes = try LottieRealFilesTests.bytes("lights.json")
    let result = try LottieExpressionBake(layer: "3", property: "position").baked(bytes)
    let warnings = result.warnings(file: "lights.json")
    let landings = warnings.filter { $0.contains("would settle after frame") }
    #expect(landings.count == 2, "\(warnings)")
    #expect(landings.first?.contains("would settle after frame 179, the last it may end") == true)
    #expect(landings.last?.contains("would settle after frame 300, the last it may end") == true)
    #expect(
      warnings.count == result.readWarnings.count + result.bounces.count
        + result.bounces.filter { ($0.cutoffFrame ?? .infinity) < $0.endFrame }.count)
  }

  @Test("A job bakes as its bake does, with the bake's warnings")
  func job() throws {
    let bytes = try LottieReferenceFiles.bytes("split-position.json")
    let bake = LottieBake(
      layer: "Slide", property: "position.y", spring: .snappy, end: .seconds(0.2))
    let result = try bake.baked(bytes)
    let baked = try LottieBakeJob.spring(bake).baked(bytes, file: "s.json")
    #expect(baked.bytes == result.bytes)
    #expect(baked.warnings == result.warnings(file: "s.json", end: .seconds(0.2)))
    let lights = try LottieRealFilesTests.bytes("lights.json")
    let expression = LottieExpressionBake(layer: "3", property: "position")
    let bounce = try LottieBakeJob.expression(expression).baked(lights, file: "l.json")
    #expect(bounce.bytes == (try expression.baked(lights).bytes))
    #expect(bounce.warnings == (try expression.baked(lights).warnings(file: "l.json")))
  }
}
