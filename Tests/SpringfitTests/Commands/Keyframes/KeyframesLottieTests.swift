import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// `springfit keyframes --format lottie`: the options, and the bytes the library writes.
@Suite("springfit keyframes --format lottie")
struct KeyframesLottieTests {
  func options(_ arguments: String...) throws -> KeyframesOptions {
    guard
      let options = try SpringfitCommand.parse(["keyframes"] + arguments).parsed(
        KeyframesOptions.self)
    else { throw SpecTestFailure.wrongCommand }
    return options
  }

  @Test("With lottie, --fps is the frame rate, bezier the default mode, scale the property")
  func parsing() throws {
    let plain = try options("--format", "lottie")
    #expect(
      plain.frameRate == 60 && plain.effectiveInterpolation == .bezier
        && plain.lottieProperty == .scale)
    #expect(plain.placement == nil && !plain.lottieDocument)
    let given = try options(
      "--format", "lottie", "--fps", "24", "--tolerance", "0.01", "--property", "rotation",
      "--document", "--mode", "linear")
    #expect(given.frameRate == 24 && given.placement == .tolerance(0.01))
    #expect(
      given.lottieProperty == .rotation && given.lottieDocument
        && given.effectiveInterpolation == .linear)
    #expect(try options("--format", "lottie", "--fps", "30", "--count", "9").placement == .count(9))
    #expect(
      try options("--format", "lottie", "--unit-y").effectiveInterpolation
        == .bezierWithinUnitInterval)
    // Without lottie, --fps is still a placement that excludes --tolerance.
    #expect(try options("--fps", "30").placement == .step(1.0 / 30))
  }

  @Test("The output is the library writer's text, for the property and for the document")
  func output() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .bezier)
    let writer = LottieKeyframesWriter(frameRate: 30, property: .position)
    let property = Invocation(
      [
        "keyframes", "--spring", "preset:bouncy", "--format", "lottie", "--fps", "30",
        "--property", "position",
      ])
    #expect(property.status == 0 && property.errors.isEmpty)
    #expect(property.output == (try writer.string(for: keyframes)) + "\n")
    let document = Invocation(
      [
        "keyframes", "--spring", "preset:bouncy", "--format", "lottie", "--fps", "30",
        "--property", "position", "--document",
      ])
    #expect(document.status == 0)
    #expect(
      document.output == (try LottieDocumentWriter(keyframes: writer).string(for: keyframes)) + "\n"
    )
  }
}
