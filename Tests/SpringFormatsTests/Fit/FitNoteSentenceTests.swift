import SpringFitting
import SpringKit
import Testing

@testable import SpringFormats

/// The fit's notes and verdict reasons, typed in SpringFitting, in the one wording SpringFormats
/// gives them: the sentences the reports printed before the notes were typed, word for word.
@Suite("Fit notes in words")
struct FitNoteSentenceTests {
  /// Significant digits through the package's one rounding, integral digits kept below 10⁶, a
  /// mantissa and a power of ten above; zero and non-finite values as Swift prints them.
  @Test(
    "Numbers rounded to significant digits for sentences",
    arguments: [
      (0.123_456, 4, "0.1235"), (277_058.478, 4, "277058"), (1.265, 3, "1.27"),
      (-0.575, 2, "-0.58"), (2.5, 4, "2.5"), (0.000_123_456, 3, "0.000123"),
      (1.234_56e9, 4, "1.235e9"), (9_999_600, 4, "1e7"), (-3.0e8, 4, "-3e8"),
      (0, 4, "0.0"), (.infinity, 4, "inf"),
    ])
  func numbers(value: Double, digits: Int, text: String) {
    #expect(FitWording.number(value, digits: digits) == text)
  }

  /// The scale pop's second swing outgrows the first: the fitter's reason in words.
  @Test("The scale pop's growing swing")
  func growingSwing() throws {
    let pop = try KeyframeTrack(
      values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
    var options = FitOptions()
    options.window = .keyframesOnly
    let fit = try SpringFitter(options: options).fit(pop)
    #expect(
      fit.verdict.sentence
        == "no spring reproduces this: the keyframe dip to 0.9 at 0.2222 s is farther from the "
        + "final value 1 than the peak at 1 before it (at 0.1111 s), and a damped spring's "
        + "swings only shrink")
  }

  @Test("Every kind of note")
  func notes() {
    let played = FitPlayedOn(
      duration: 0.3, isCutOff: false, target: 1, settlingTime: 0.912_34, range: 2,
      overshoot: FitExtreme(distance: 0.123, time: 0.45),
      farthest: FitExtreme(distance: 1, time: 0.3))
    let expected: [(FitNote, String)] = [
      (
        .fewerPointsThanParameters(points: 3, components: 1, freeParameters: 5),
        "only 3 keyframes for 5 free parameters: many springs pass through them; this is one "
          + "of them"
      ),
      (
        .fewerPointsThanParameters(points: 2, components: 2, freeParameters: 6),
        "only 2 keyframes of 2 components for 6 free parameters: many springs pass through "
          + "them; this is one of them"
      ),
      (.parameterWithoutEffect(inVector: false), "a parameter has no effect on the fitted curve"),
      (
        .parameterWithoutEffect(inVector: true),
        "a parameter has no effect on the fitted curve (a component that never moves)"
      ),
      (
        .poorlyConditioned(conditionNumber: 3.2e9),
        "the data barely distinguishes some parameters (condition number 3.2e9): other springs "
          + "fit almost as well"
      ),
      (
        .keepsMoving(played),
        "After the keyframes end at 0.3 s the spring keeps moving: it stays more than 2 % of "
          + "the range from 1 until 0.9123 s (3.04 × the keyframes' duration), and overshoots 1 "
          + "by 6.2 % of the range at 0.45 s"
      ),
      (
        .stillComponent(name: "y", value: 50),
        "component y does not move: it holds 50, fitted and drawn as a constant"
      ),
      (
        .component("x", .parameterWithoutEffect(inVector: false)),
        "In x: a parameter has no effect on the fitted curve"
      ),
    ]
    for (note, sentence) in expected {
      #expect(note.sentence == sentence)
    }
  }

  /// A spring cut off with the keyframes, never settling and never overshooting.
  @Test("A cut-off undamped motion")
  func cutOff() {
    let played = FitPlayedOn(
      duration: 0.5, isCutOff: true, target: 10, settlingTime: .infinity, range: 10,
      overshoot: nil, farthest: FitExtreme(distance: 2.5, time: 0.75))
    #expect(
      FitNote.keepsMoving(played).sentence
        == "Cut off at 0.5 s; played on, the spring keeps moving: it never settles (an undamped "
        + "spring oscillates forever), and is up to 25 % of the range away from 10 (at 0.75 s)")
  }

  @Test("Every kind of reason")
  func reasons() {
    let expected: [(FitVerdict.Reason, String)] = [
      (
        .unsettled(target: 1, time: 0.6, isCutOff: true),
        "the closest spring is still more than 8 % of the range away from 1 at 0.6 s, where it "
          + "is cut off"
      ),
      (
        .unsettled(target: 1, time: 0.6, isCutOff: false),
        "the closest spring is still more than 8 % of the range away from 1 at 0.6 s, the end "
          + "of the comparison"
      ),
      (
        .componentUnsettled(time: 0.6),
        "the closest spring is still more than 8 % of a component's range from its final value "
          + "at 0.6 s"
      ),
      (
        .tooFarOff(relativeError: 0.123_45, isVector: false),
        "the closest spring is still 12.3 % of the range off (RMS)"
      ),
      (
        .tooFarOff(relativeError: 0.5, isVector: true),
        "the closest spring is still 50.0 % of the range off (vector RMS)"
      ),
      (
        .component("height", .componentUnsettled(time: 1)),
        "in height, the closest spring is still more than 8 % of a component's range from its "
          + "final value at 1 s"
      ),
      (.described("it jumps"), "it jumps"),
    ]
    for (reason, sentence) in expected {
      #expect(reason.sentence == sentence)
    }
    #expect(FitVerdict.good.sentence == "good fit")
    #expect(FitVerdict.acceptable.sentence == "acceptable fit")
  }
}
