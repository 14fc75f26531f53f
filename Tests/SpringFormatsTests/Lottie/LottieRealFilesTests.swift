import Foundation
import SpringFitting
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// Real exports nobody here wrote (`Tests/ReferenceData/lottie/real/`, origin and licence in
/// its README), read as players play them (issue 36, item 8).
@Suite("Lottie real exports")
struct LottieRealFilesTests {
  /// A real file's bytes.
  static func bytes(_ name: String) throws -> [UInt8] {
    try LottieReferenceFiles.bytes("real/\(name)")
  }

  /// lottie-android's own test of an easing handle whose x (-0.122) lies outside [0, 1]:
  /// read with one warning at its path, and played exactly as the same file with the
  /// handle clamped to 0 by hand (an edit of the text, independent of the reader).
  @Test("InterpolatorLoopBack.json: the handle x -0.122 is clamped to 0 with a warning")
  func interpolatorLoopBack() throws {
    let original = try Self.bytes("InterpolatorLoopBack.json")
    let document = try LottieDocument(json: original)
    #expect(
      document.warnings == [
        LottieReadWarning(
          path: "layers[0].ks.o.k[5].i.x[0]", line: 165,
          problem: .easingTimeClamped(value: -0.122, clampedTo: 0))
      ])
    let text = String(decoding: original, as: UTF8.self)
    #expect(text.components(separatedBy: "-0.122").count == 2)
    let edited = try LottieDocument(
      json: Array(text.replacingOccurrences(of: "-0.122", with: "0").utf8))
    #expect(edited.warnings.isEmpty)
    let opacity = try #require(document.layers.first?.transform?.opacity)
    let clamped = try #require(edited.layers.first?.transform?.opacity)
    for step in 0...4000 {
      let frame = Double(step) / 10
      #expect(opacity.value(atFrame: frame) == clamped.value(atFrame: frame))
    }
    #expect(document.motions().count == edited.motions().count)
  }

  /// lottie-web's ripple test: every transform is still; a gradient stroke's end and an
  /// effect's value are keyframed, and 23 layers share the name 'grow bar'.
  @Test("ripple.json: nothing springfit reads moves; the gradient and the effect are counted")
  func ripple() throws {
    let document = try LottieDocument(json: Self.bytes("ripple.json"))
    #expect(document.warnings.isEmpty)
    #expect(document.motions().isEmpty)
    #expect(document.skippedProperties.byKind == [.gradient: 1, .effect: 1])
    let text = LottieFitReport(document: document).text
    #expect(!text.contains("No animated property moves."))
    #expect(text.hasSuffix(": gradients 1, effects 1\n"))
  }

  /// lottie-android's file whose last keyframe has only `t` and `s` (no handles, no `e`):
  /// the reader needs no handle on a last keyframe, so nothing is warned.
  @Test("TransformWithoutEndValues.json: a last keyframe without handles reads silently")
  func transformWithoutEndValues() throws {
    let document = try LottieDocument(json: Self.bytes("TransformWithoutEndValues.json"))
    #expect(document.warnings.isEmpty && document.skippedProperties.isEmpty)
    let motions = document.motions()
    #expect(motions.count == 1 && motions.first?.layerIndexPath == "1")
    #expect(motions.first?.propertyName == "position" && motions.first?.endFrame == 24)
  }

  /// lottie-android's split-position bounce, whose layers start at frame -24: as every player
  /// plays it, the first motion of 'Bounce' runs from its keyframes' frames 7 to 42 (the
  /// layer's `st` does not move them; `Tests/Lottie/lottie_real.py` checks the same in
  /// rlottie), it is fitted on its own time (its samples from 0 s), and its chart agrees with
  /// its verdict: the fitted curve, evaluated where the chart draws it, gives back the
  /// reported RMS error.
  @Test("SplitDimensions.json: a layer's st does not move its motion; fitted on its own time")
  func splitDimensions() throws {
    let document = try LottieDocument(json: Self.bytes("SplitDimensions.json"))
    #expect(document.warnings.isEmpty)
    let motion = try #require(
      document.motions().first {
        $0.layerName == "Bounce" && $0.propertyName == "position.x" && $0.number == 1
      })
    #expect(motion.startFrame == 7 && motion.endFrame == 42 && motion.layerIndexPath == "1")
    #expect(motion.timeLabel.hasPrefix("time since frame 7 (0.1167 s)"))
    let fit = LottieMotionFit(motion: motion)
    guard case .scalar(let report) = fit.outcome else {
      Issue.record("expected a scalar fit, got \(fit.outcome)")
      return
    }
    #expect(report.fit.verdict == .acceptable)
    #expect(report.fit.times.first == 0)
    let squares = zip(report.fit.times, report.fit.data).map { time, value in
      (report.fit.value(at: time) - value) * (report.fit.value(at: time) - value)
    }
    let rms = (squares.reduce(0, +) / Double(squares.count)).squareRoot()
    #expect(isClose(rms, report.fit.rmsError, absolute: 1e-9 * max(1, report.fit.rmsError)))
  }

  /// The third motion of lottie-android's InterpolatorLoopBack.json ends at its layer's out
  /// point: the default spring settles before it, but its printed keyframes would end 0.47
  /// frame after it, so the bake lands on the designed end value at the out point instead of
  /// refusing.
  @Test("InterpolatorLoopBack.json: a spring planned past the out point lands there")
  func landsAtOutPoint() throws {
    let bytes = try Self.bytes("InterpolatorLoopBack.json")
    let bake = LottieBake(layer: "1", property: "position", spring: .smooth, motion: 3)
    let result = try bake.baked(bytes)
    let landing = try #require(result.landing)
    #expect(landing.frame == 343 && result.endFrame == 343)
    let original = try LottieDocument(json: bytes).motions(layer: "1", property: "position")
    let baked = try LottieDocument(json: result.bytes).motions(layer: "1", property: "position")
    let last = try #require(original.dropFirst(2).first)
    let spring = try #require(baked.first { $0.startFrame == last.startFrame })
    // The designed end value, exactly, at the out point.
    #expect(spring.components.map(\.last) == last.components.map(\.last))
  }
}
