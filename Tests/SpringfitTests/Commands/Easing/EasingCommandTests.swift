import ArgumentParsing
import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// `springfit easing`: the printed curve and error, checked by an independent evaluation of
/// the printed numbers against the spring's closed form.
@Suite("springfit easing")
struct EasingCommandTests {
  @Test(
    "The printed error is the printed curve's",
    arguments: [
      ["--spring", "preset:smooth"], ["--spring", "preset:snappy"],
      ["--spring", "preset:bouncy"], ["--response", "0.4", "--damping-ratio", "1.5"],
    ])
  func printedError(spring: [String]) throws {
    let run = springfit(["easing"] + spring)
    try #require(run.status == 0, "\(run.errors)")
    let first = try #require(run.output.split(separator: "\n").first.map(String.init))
    let controls = try #require(first.between("cubic-bezier(", and: ")"))
      .split(separator: ", ").compactMap { Double($0) }
    let seconds = try #require(first.between(") over ", and: " s:").flatMap { Double($0) })
    let stated = try #require(
      first.between("largest error ", and: " of the travel").flatMap { Double($0) })
    try #require(controls.count == 4)
    #expect(run.output.contains("transition-timing-function: cubic-bezier("))
    #expect(run.output.contains("PathInterpolator("))
    #expect(run.output.contains("CubicBezierEasing("))
    #expect(run.output.contains("CAMediaTimingFunction(controlPoints: "))
    #expect(run.output.contains("UnitCurve.bezier(startControlPoint: "))
    // The spring's own duration rounded up to whole milliseconds, as printed.
    let options = try #require(try EasingOptions.parse(spring))
    let settling = try options.spring.settlingDuration(
      fromValue: 0.0, toValue: 1.0, epsilon: 0.001)
    let duration = (settling * 1000).rounded(.up) / 1000
    #expect(seconds == duration)
    #expect(run.output.contains("transition-duration: \(Int(duration * 1000))ms;"))
    // --format css states the same error and duration in a comment above its declarations.
    let css = springfit(["easing"] + spring + ["--format", "css"])
    #expect(
      css.output.hasPrefix(
        "/* The cubic-bezier nearest the spring over \(Int(duration * 1000)) ms: largest error "
          + "\(first.between("largest error ", and: " of the travel") ?? "?") of the travel. */\n"
          + "transition-timing-function: cubic-bezier("))
    var worst = 0.0
    for index in 0...50_000 {
      let s = Double(index) / 50_000
      let value = options.spring.value(fromValue: 0.0, toValue: 1.0, time: s * duration)
      worst = max(worst, abs(BezierProgress.progress(controls, at: s) - value))
    }
    // Stated: rounded up to three significant digits.
    #expect(worst <= stated * (1 + 1e-6) && worst >= 0.99 * stated, "\(worst) vs \(stated)")
  }

  /// The help states why `easing` and `keyframes` last differently for the same spring, with
  /// their numbers for preset:bouncy: they must be what the commands print.
  @Test("The two duration rules, stated in the help, are the printed ones")
  func durationRules() throws {
    let help = springfit("easing", "--help").output.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(help.contains("(828.45 ms against 819 ms for preset:bouncy)"))
    #expect(help.contains("they end where the spring is within 0.891 of it"))
    let keyframes = springfit("keyframes", "--spring", "preset:bouncy", "--format", "css")
    #expect(keyframes.output.contains("transition: transform 828.45ms linear("))
    #expect(keyframes.output.contains("animation: spring 828.45ms linear both;"))
    let easing = springfit("easing", "--spring", "preset:bouncy", "--format", "css")
    #expect(easing.output.contains("transition-duration: 819ms;"))
  }

  @Test("Formats and errors")
  func formats() throws {
    let css = springfit("easing", "--spring", "preset:bouncy", "--end", "0.5", "--format", "css")
    #expect(css.output.hasSuffix("transition-duration: 500ms;\n"))
    let json = springfit("easing", "--format", "json")
    #expect(json.output.contains("\"maximumError\""))
    #expect(springfit("easing", "--end", "-1").status == 64)
    #expect(springfit("easing", "--stiffness", "100", "--damping", "0").status == 64)
  }
}

/// y(t) where x(t) = s, by bisection on the Bernstein form.
enum BezierProgress {
  static func progress(_ c: [Double], at s: Double) -> Double {
    let bernstein = { (t: Double, a: Double, b: Double) in
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if bernstein(middle, c[0], c[2]) < s { low = middle } else { high = middle }
    }
    return bernstein((low + high) / 2, c[1], c[3])
  }
}

extension String {
  /// The text between the first `start` and the next `end` after it.
  fileprivate func between(_ start: String, and end: String) -> String? {
    guard let open = firstRange(of: start) else { return nil }
    let rest = self[open.upperBound...]
    guard let close = rest.firstRange(of: end) else { return nil }
    return String(rest[..<close.lowerBound])
  }
}
