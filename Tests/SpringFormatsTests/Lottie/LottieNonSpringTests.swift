import SpringFitting
import SpringFormats
import SpringKit
import Testing

/// Motions no spring makes get the verdict `none` with the reason, never a "good fit" of an
/// undamped spring; and no code line carries an infinite duration (issue 36, item 4).
@Suite("Lottie motions that are no spring")
struct LottieNonSpringTests {
  /// A document with one layer `L` whose opacity has these keyframes, one a frame, linear.
  static func opacity(_ values: [Double], step: Double = 1) throws -> LottieDocument {
    let linear = #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#
    let keyframes = values.enumerated().map { index, value in
      #"{"t": \#(Double(index) * step), "s": [\#(value)], \#(linear)}"#
    }
    let text =
      #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "L", "ind": 1, "ks": "#
      + #"{"o": {"a": 1, "k": ["# + keyframes.joined(separator: ", ") + "]}}}]}"
    return try LottieDocument(json: Array(text.utf8))
  }

  @Test("A flicker that alternates every frame is 'none', with no spring and no code")
  func flicker() throws {
    let document = try Self.opacity([0, 100, 10, 90, 20, 80, 30])
    let motions = document.motions()
    #expect(motions.count == 1 && motions.first?.isBaked == true)
    let fit = try #require(LottieMotionFit.fits(motions).first)
    #expect(fit.verdict?.name == "none")
    #expect(fit.spring == nil && fit.equivalents.isEmpty)
    guard case .noSpringReproducesThis(let reason) = fit.verdict else {
      Issue.record("verdict \(String(describing: fit.verdict))")
      return
    }
    #expect(reason.sentence.contains("frames 1 and 2") && reason.sentence.contains("flicker"))
    let report = LottieFitReport(frameRate: 30, fits: [fit])
    #expect(report.text.contains("Verdict   no spring reproduces this: "))
    #expect(!report.text.contains("inf") && !report.text.contains("UIView"))
    #expect(report.csv.split(separator: "\n").last?.contains(",none,") == true)
    #expect(report.noneFittedSummary == nil)
    // On and off, the issue's opacity flicker: two values, so 'none' too.
    let onOff = try Self.opacity([0, 100, 0, 100, 0, 100, 0])
    #expect(LottieMotionFit.fits(onOff.motions()).first?.verdict?.name == "none")
  }

  @Test("Eased keyframes a frame apart that reverse each frame are a flicker too")
  func easedFlicker() throws {
    let document = try Self.opacity([0, 100, 20, 90], step: 1)
    #expect(document.motions().first?.nonSpringReason?.contains("flicker") == true)
    // The same values two frames apart are not: a spring can turn every two frames.
    let slow = try Self.opacity([0, 100, 20, 90], step: 2)
    #expect(slow.motions().first?.nonSpringReason == nil)
  }

  @Test("A baked motion with two distinct values is 'none': a spring needs three")
  func twoValues() throws {
    // 0 → 100 → 100 would split at the still segment: a return 0 → 100 → 0 is one motion.
    let document = try Self.opacity([0, 100, 0])
    let motion = try #require(document.motions().first)
    #expect(motion.isBaked)
    #expect(motion.nonSpringReason?.contains("only 2 distinct values over 3 keyframes") == true)
  }

  @Test("A spring baked frame by frame is still fitted, and its code is finite")
  func bakedSpring() throws {
    // A bouncy spring (half period 0.25 s, 7.5 frames): it turns, but never twice in a frame.
    let spring = try Spring(response: 0.5, dampingRatio: 0.3)
    let document = try Self.opacity(
      (0...30).map { frame in
        spring.value(fromValue: 0.0, toValue: 100.0, time: Double(frame) / 30)
      })
    let motion = try #require(document.motions().first)
    #expect(motion.isBaked && motion.nonSpringReason == nil)
    let fit = LottieMotionFit(motion: motion)
    #expect(fit.verdict?.name == "good")
    let text = LottieFitReport(frameRate: 30, fits: [fit]).text
    #expect(text.contains("UIView.animate(withDuration: ") && !text.contains("inf"))
  }
}
