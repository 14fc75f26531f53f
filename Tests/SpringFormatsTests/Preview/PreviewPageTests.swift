import SpringFitting
import SpringKit
import SpringScenarios
import Testing

@testable import SpringFormats

/// ``PreviewPage``: one self-contained document, its shapes driven by the CSS writers'
/// output, the motion rule.
@Suite("Preview page")
struct PreviewPageTests {
  /// The scale-pop fit's page.
  static func fitPage() throws -> PreviewPage {
    let track = ScalePop.keyframes()
    let report = SpringFitReport(fit: try SpringFitter().fit(track), track: track)
    return try PreviewPage(
      fit: report, track: track, keyPath: "transform.scale", title: "pop <&> \"test\"")
  }

  @Test("The motion follows the key path")
  func motionRule() {
    let cases: [(String, PreviewMotion)] = [
      ("transform.scale", .scale), ("transform.scale.x", .scale), ("scale", .scale),
      ("transform.rotation", .rotation), ("transform.rotation.z", .rotation),
      ("rotate", .rotation), ("position.y", .translation(.y)),
      ("position.x", .translation(.x)), ("left", .translation(.x)),
      ("top", .translation(.y)), ("opacity", .translation(.y)), ("", .translation(.y)),
    ]
    for (keyPath, motion) in cases {
      #expect(PreviewMotion(keyPath: keyPath) == motion, "\(keyPath)")
    }
  }

  @Test("The page fetches nothing and escapes its text")
  func selfContained() throws {
    let html = try Self.fitPage().html
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.hasSuffix("</html>\n"))
    for fetch in ["src=", "href=", "@import", "<link", "fetch(", "XMLHttpRequest"] {
      #expect(!html.contains(fetch), "\(fetch)")
    }
    // The chart's clip paths refer to the document itself (url(#plot-0)), never elsewhere.
    #expect(html.split(separator: "url(").count == html.split(separator: "url(#").count)
    // The only address is the inline SVG's namespace, which is a name, not a fetch.
    let addresses = html.split(separator: "http").count - 1
    #expect(addresses == html.split(separator: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1)
    #expect(html.contains("<title>pop &lt;&amp;&gt; &quot;test&quot;</title>"))
    #expect(!html.contains("<?xml"))
  }

  @Test("Both shapes animate --value with the writers' output")
  func lanes() throws {
    let page = try Self.fitPage()
    let html = page.html
    #expect(html.contains("@property --value { syntax: \"<number>\""))
    #expect(html.contains(".shape { transform: scale(var(--value)); }"))
    #expect(page.lanes.map(\.id) == ["keyframes", "spring"])
    for lane in page.lanes { #expect(html.contains("id=\"\(lane.id)-shape\"")) }
    // The spring plays CSSLinearEasing's own function and duration.
    let fit = try SpringFitter().fit(ScalePop.keyframes())
    let keyframes = try fit.spring.printableKeyframes(
      fromValue: fit.from, toValue: fit.to, initialVelocity: fit.initialVelocity,
      tolerance: Spring.travelEpsilon(fromValue: fit.from, toValue: fit.to))
    let easing = try CSSLinearEasing(keyframes: keyframes, from: fit.from, to: fit.to)
    #expect(
      html.contains("animation: spring-motion \(easing.milliseconds)ms \(easing.function) both;"))
    #expect(html.contains("@keyframes keyframes-motion {"))
    #expect(html.contains("The spring in every ecosystem"))
    #expect(html.contains("<svg"))
  }

  @Test("A spring page plays the @keyframes export beside linear()")
  func springPage() throws {
    let page = try PreviewPage(spring: .bouncy, from: 0, to: 1, keyPath: "position.y", title: "b")
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
    let css = try CSSKeyframesWriter(
      name: "keyframes-motion", template: "--value: {value}", selector: "#keyframes-shape"
    ).string(for: keyframes)
    #expect(page.lanes[0].css == css)
    #expect(page.html.contains("translateY(calc((var(--value) - 0) * "))
    #expect(throws: PreviewError.self) {
      try PreviewPage(
        spring: try Spring(mass: 1, stiffness: 100, damping: 0), from: 0, to: 1, keyPath: "",
        title: "undamped")
    }
  }

  /// What a designer reads first: the verdict, styled by rating, above the shapes; a
  /// spring's page has none.
  @Test("A fit's verdict leads the page as a styled section")
  func verdict() throws {
    let page = try Self.fitPage()
    let verdict = try #require(page.verdict)
    #expect(verdict.rating == .none && verdict.headline == "No spring reproduces this")
    let html = page.html
    let section = try #require(html.firstRange(of: "<section class=\"verdict verdict-none\""))
    let stage = try #require(html.firstRange(of: "<section class=\"stage\""))
    #expect(section.lowerBound < stage.lowerBound)
    #expect(html.contains("<strong class=\"verdict-headline\">No spring reproduces this</strong>"))
    #expect(html.contains(".verdict-none { border-color: #d62728;"))
    #expect(!page.notes.contains { $0.hasPrefix("Fit: ") })
    let good = PreviewVerdict(.good, numbers: "RMS error 0.001.")
    #expect(good.html.hasPrefix("<section class=\"verdict verdict-good\" id=\"verdict\""))
    let spring = try PreviewPage(spring: .bouncy, from: 0, to: 1, keyPath: "scale", title: "b")
    #expect(spring.verdict == nil && !spring.html.contains("class=\"verdict"))
  }

  /// The chart and the notes speak the report's duration and bounce (ζ after them), and the
  /// page's velocity is one number in one named unit: value units per second, the same in
  /// the notes, the chart and the table's APIs that take units per second.
  @Test("Duration and bounce lead; one velocity, its unit said")
  func wordsAndUnits() throws {
    let page = try Self.fitPage()
    let fit = try SpringFitter().fit(ScalePop.keyframes())
    let html = page.html
    let parameters = Chart.springParameters(fit.spring)
    #expect(parameters.hasPrefix("duration 0.1856 s, bounce 0.1445 (ζ 0.8555"))
    #expect(html.contains("Fitted: \(parameters), v₀ -3.456 units/s; RMS error"))
    #expect(!html.contains("ω₀") && !html.contains("rad/s"))
    #expect(page.notes[0].contains("\(parameters), from 0.4 to 1, starting at -3.456 units/s"))
    let android = try #require(page.equivalents.first { $0.key == "android" })
    #expect(android.velocityUnit == .unitsPerSecond)
    #expect(android.code.hasSuffix(".setStartVelocity(-3.4559f)"))
    #expect(
      html.contains(
        "<p class=\"units\">Velocities, as each API takes them: SwiftUI, Core Animation, "
          + "UIKit, Flutter, anime.js and Figma in distances per second (fractions of from → to "
          + "per second); Android, "))
  }

  /// Code wraps only between tokens: no `overflow-wrap: anywhere`, and the break
  /// opportunities the page adds to long call chains never split an identifier.
  @Test("Code breaks only between tokens")
  func codeBreaks() throws {
    let html = try Self.fitPage().html
    #expect(!html.contains("code { overflow-wrap: anywhere"))
    #expect(html.contains("td code { white-space: pre-wrap; overflow-wrap: normal;"))
    #expect(
      PreviewPage.codeHTML("a.b(c).setX(1.5f).setY(<y>)")
        == "a.b(<wbr>c)<wbr>.setX(<wbr>1.5f)<wbr>.setY(<wbr>&lt;y&gt;)")
    let identifier = { (c: Character) in c.isLetter || c.isNumber || c == "_" || c == "$" }
    for equivalent in try Self.fitPage().equivalents {
      let pieces = PreviewPage.codeHTML(equivalent.code).split(
        separator: "<wbr>", omittingEmptySubsequences: false)
      for (left, right) in zip(pieces, pieces.dropFirst()) {
        let before = try #require(left.last)
        let after = try #require(right.first)
        #expect(!(identifier(before) && identifier(after)), "\(equivalent.code)")
      }
    }
  }

  @Test("The same page gives the same bytes")
  func deterministic() throws {
    #expect(try Self.fitPage().html == Self.fitPage().html)
  }

  /// The page of a `FitReport` is the page of the report it holds, with the subject's tracks:
  /// keyframes play as their curve, samples straight between samples.
  @Test("A FitReport's page is its scalar or vector report's page")
  func fitReportPage() throws {
    let track = ScalePop.keyframes()
    let subject = FitSubject.track(track)
    let page = try PreviewPage(
      report: try FitReport(fitting: subject), subject: subject, keyPath: "transform.scale",
      title: "pop <&> \"test\"")
    #expect(page.html == (try Self.fitPage().html))
    let samples = FitSubject.samples(
      times: [0, 0.05, 0.1, 0.15, 0.2, 0.3], values: [0, 0.7, 1.1, 1.05, 0.99, 1])
    guard case .scalar(let sampleReport) = try FitReport(fitting: samples) else {
      Issue.record("expected a scalar report")
      return
    }
    let straight = try PreviewPage(
      fit: sampleReport, track: nil, keyPath: "opacity", title: "samples")
    #expect(
      try PreviewPage(
        report: .scalar(sampleReport), subject: samples, keyPath: "opacity", title: "samples"
      ).html == straight.html)
    let tracks = FitSubject.tracks([track, track], names: ["x", "y"])
    guard case .vector(let vector) = try FitReport(fitting: tracks) else {
      Issue.record("expected a vector report")
      return
    }
    let vectorPage = try PreviewPage(
      vectorFit: vector, tracks: [track, track], keyPath: "transform.scale", title: "v")
    #expect(
      try PreviewPage(
        report: .vector(vector), subject: tracks, keyPath: "transform.scale", title: "v"
      ).html == vectorPage.html)
  }
}
