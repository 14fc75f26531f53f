import SpringFormats
import SpringKit
import Testing

@Suite struct CSSSpringStylesheetTests {
  /// Linear keyframes: the transition of the same keyframes and precision, a blank line,
  /// then the `@keyframes` rule, both for the template's property.
  @Test func linearKeyframesGetTheTransitionAbove() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.5, toValue: 1.0, tolerance: 0.001)
    let writer = CSSKeyframesWriter(template: "opacity: {value}")
    let css = try CSSSpringStylesheet(keyframes: keyframes, from: 0.5, to: 1, writer: writer)
    let precision = KeyframePrecision(for: keyframes)
    let easing = try CSSLinearEasing(
      keyframes: keyframes, from: 0.5, to: 1, precision: precision)
    #expect(css.omission == nil)
    #expect(css.easing == easing)
    #expect(css.animation == (try writer.string(for: keyframes, precision: precision)))
    #expect(css.text.hasSuffix(easing.stylesheet(property: "opacity") + "\n" + css.animation))
    #expect(css.text.contains("transition: opacity ") && css.text.contains("@keyframes spring"))
  }

  /// Two `.spring` rules for one motion: a comment above both says to use one, and both
  /// comments name the motion's real values, not 0 and 1.
  @Test func theStylesheetSaysToUseOneRuleAndNamesTheValues() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 300.0, tolerance: 0.3)
    let css = try CSSSpringStylesheet(keyframes: keyframes, from: 0, to: 300)
    #expect(
      css.text.hasPrefix(
        "/* Two .spring rules below play the same motion: use one. The transition plays it when "
          + "the\n   value in transform changes from 0 to 300; the animation plays the "
          + "@keyframes on its own. */\n\n/* Spring easing: "))
    #expect(
      css.text.contains(
        "linear() gives the progress: 0 is the start value (0), 1 the end "
          + "value (300). */\n.spring {\n  transition: transform "))
    #expect(!css.text.contains("end value (1)"))
    // One rule each, after the comment.
    #expect(css.text.split(separator: ".spring {\n").count == 3)
    let card = try CSSSpringStylesheet(
      keyframes: try Spring.bouncy.printableKeyframes(
        fromValue: -1.5, toValue: 2.25, tolerance: 0.001),
      from: -1.5, to: 2.25,
      writer: CSSKeyframesWriter(template: "opacity: {value}", selector: ".card"))
    #expect(card.text.hasPrefix("/* Two .card rules below play the same motion: use one."))
    #expect(card.text.contains("value in opacity changes from -1.5 to 2.25;"))
    #expect(card.text.contains("1 the end value (2.25). */\n.card {\n"))
  }

  /// A timing function per segment: the keyframes alone, which carry their cubic-beziers.
  @Test func bezierKeyframesGetNoTransition() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .bezier)
    let css = try CSSSpringStylesheet(keyframes: keyframes, from: 0, to: 1)
    #expect(css.omission == .segmentTimingFunctions && css.easing == nil)
    #expect(css.text == css.animation && css.transition.isEmpty)
    #expect(css.text.contains("animation-timing-function: cubic-bezier("))
  }

  /// A flick that returns to where it started has no progress to give.
  @Test func noTravelGetsNoTransition() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 1.0, toValue: 1.0, initialVelocity: 3, tolerance: 0.001)
    let css = try CSSSpringStylesheet(keyframes: keyframes, from: 1, to: 1)
    #expect(css.omission == .noTravel && css.text == css.animation)
    #expect(!css.text.contains("linear("))
  }

  /// Keyframes CSS cannot draw are refused with the writer's error.
  @Test func cubicKeyframesAreRefused() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .cubic)
    #expect(throws: KeyframeFormatError.self) {
      _ = try CSSSpringStylesheet(keyframes: keyframes, from: 0, to: 1)
    }
  }
}
