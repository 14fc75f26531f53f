import Foundation
import SpringFormats
import SpringKit
import Testing

/// The reduced-motion variants of the CSS and Web Animations exports: each rule overrides the
/// motion's own selector inside `@media (prefers-reduced-motion: reduce)`, the critically
/// damped one is the stand-in's stylesheet itself, and the Web Animations member has the
/// motion's shape. (Chromium plays them in Tests/Browser/reduced_motion_cases.py.)
@Suite("Reduced-motion exports")
struct ReducedMotionExportTests {
  static let writer = CSSKeyframesWriter(template: "transform: translateY({value}px)")

  /// The text between the first `{` after `@media` and its matching `}`, or `nil` when the
  /// braces do not balance.
  static func mediaBody(_ css: String) -> Substring? {
    guard let start = css.range(of: "@media (prefers-reduced-motion: reduce) {") else {
      return nil
    }
    var depth = 1
    var index = start.upperBound
    while index < css.endIndex {
      if css[index] == "{" { depth += 1 }
      if css[index] == "}" {
        depth -= 1
        if depth == 0 { return css[start.upperBound..<index] }
      }
      index = css.index(after: index)
    }
    return nil
  }

  @Test("jump sets both durations to 0 s on the motion's selector")
  func jump() throws {
    let rule = try CSSReducedMotionRule(.jump, writer: Self.writer)
    let body = try #require(Self.mediaBody(rule.text))
    #expect(body.contains(".spring {"))
    #expect(body.contains("transition-duration: 0s;") && body.contains("animation-duration: 0s;"))
    #expect(rule.text.hasSuffix("}\n"))
  }

  @Test("fade plays the motion at 0 s beside an opacity fade, and refuses an opacity template")
  func fade() throws {
    let rule = try CSSReducedMotionRule(.crossFade(duration: 0.25), writer: Self.writer)
    let body = try #require(Self.mediaBody(rule.text))
    #expect(body.contains("@keyframes spring-fade {"))
    #expect(body.contains("animation: spring 0s linear both, spring-fade 250ms linear both;"))
    #expect(throws: KeyframeFormatError.fadeOfOpacity) {
      try CSSReducedMotionRule(
        .crossFade(duration: 0.2), writer: CSSKeyframesWriter(template: "opacity: {value}"))
    }
    #expect(throws: KeyframeFormatError.nonFiniteNumber) {
      try CSSReducedMotionRule(.crossFade(duration: -1), writer: Self.writer)
    }
    #expect(throws: KeyframeFormatError.needsStandIn) {
      try CSSReducedMotionRule(.criticallyDamped(responseScale: 0.5), writer: Self.writer)
    }
  }

  @Test("critical wraps the stand-in spring's own stylesheet, line for line")
  func critical() throws {
    let policy = ReducedMotion.criticallyDamped(responseScale: 0.5)
    let standIn = try #require(try policy.spring(replacing: .bouncy))
    let keyframes = try standIn.printableKeyframes(fromValue: 0, toValue: 300, tolerance: 0.3)
    var writer = Self.writer
    writer.name = "spring-reduced"
    let stylesheet = try CSSSpringStylesheet(keyframes: keyframes, from: 0, to: 300, writer: writer)
    let rule = CSSReducedMotionRule(policy, standIn: stylesheet)
    let body = try #require(Self.mediaBody(rule.text))
    let unindented = body.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }.joined(separator: "\n")
    #expect(unindented.trimmingPrefix("\n") == stylesheet.text)
    #expect(body.contains("@keyframes spring-reduced {"))
  }

  @Test("Web Animations: reducedMotion has the motion's shape, for every policy")
  func webAnimations() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(fromValue: 0, toValue: 300, tolerance: 0.3)
    let writer = WebAnimationsKeyframesWriter(template: "transform: translateY({value}px)")
    let full = try writer.document(for: keyframes)
    guard case .object(let plain) = full, case .array(let frames)? = plain["keyframes"],
      case .object(let last)? = frames.last
    else { throw ReducedMotionTestError.shape }
    let end = try #require(last["transform"])

    let jump = try writer.document(for: keyframes, reducedMotion: .jump)
    guard case .object(let members) = jump, case .object(let variant)? = members["reducedMotion"],
      case .array(let jumpFrames)? = variant["keyframes"],
      case .object(let options)? = variant["options"]
    else { throw ReducedMotionTestError.shape }
    #expect(members["keyframes"] == plain["keyframes"] && members["options"] == plain["options"])
    #expect(variant["policy"] == .string("jump"))
    #expect(options["duration"] == .number(0))
    #expect(
      jumpFrames.allSatisfy { frame in
        if case .object(let members) = frame { return members["transform"] == end }
        return false
      })

    let policy = ReducedMotion.criticallyDamped(responseScale: 0.5)
    let standIn = try #require(try policy.spring(replacing: .bouncy))
    let reducedKeyframes = try standIn.printableKeyframes(
      fromValue: 0, toValue: 300, tolerance: 0.3)
    let critical = try writer.document(
      for: keyframes, reducedMotion: policy, standIn: reducedKeyframes)
    guard case .object(let criticalMembers) = critical,
      case .object(let criticalVariant)? = criticalMembers["reducedMotion"],
      case .object(let reduced) = try writer.document(for: reducedKeyframes)
    else { throw ReducedMotionTestError.shape }
    #expect(criticalVariant["keyframes"] == reduced["keyframes"])
    #expect(criticalVariant["options"] == reduced["options"])
    #expect(throws: KeyframeFormatError.needsStandIn) {
      try writer.document(for: keyframes, reducedMotion: policy)
    }
    #expect(throws: KeyframeFormatError.fadeOfOpacity) {
      try WebAnimationsKeyframesWriter(template: "opacity: {value}").document(
        for: keyframes, reducedMotion: .crossFade(duration: 0.2))
    }
  }
}

/// A document without the members the test reads.
enum ReducedMotionTestError: Error {
  case shape
}
