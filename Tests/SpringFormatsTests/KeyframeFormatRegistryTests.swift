import SpringFormats
import SpringKit
import Testing

/// The keyframe-format registry: each format's writer, the interpolations it accepts and its
/// template rule agree with the writers themselves.
@Suite("Keyframe formats: the registry")
struct KeyframeFormatRegistryTests {
  /// The names are the ones `springfit keyframes --format` has always taken, in its order.
  @Test("Formats keep their command-line names")
  func names() {
    #expect(
      KeyframeFormat.allCases.map(\.rawValue) == [
        "json", "csv", "css", "swift", "web-animations", "lottie",
      ])
  }

  /// A format accepts an interpolation exactly when its writer takes keyframes planned for it
  /// (CSS and Web Animations refuse the curved modes, the other writers refuse nothing),
  /// and Lottie defaults to Bézier segments.
  @Test("Accepted interpolations are what the writers take", arguments: KeyframeFormat.allCases)
  func interpolations(format: KeyframeFormat) throws {
    for interpolation in [KeyframeInterpolation.linear, .cubic, .catmullRom, .bezier] {
      let keyframes = try Spring.bouncy.printableKeyframes(
        fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, interpolation: interpolation)
      let written = Result { () throws(KeyframeFormat.WriteError) in
        try format.write(keyframes, settings: .init())
      }
      if format == .lottie {
        // Lottie's writer plays any keyframe values; the curved modes would be drawn as
        // straight eased segments, not as planned, so the registry refuses them.
        #expect(
          format.accepts(interpolation) == (interpolation != .cubic && interpolation != .catmullRom)
        )
      } else {
        #expect(format.accepts(interpolation) == ((try? written.get()) != nil), "\(interpolation)")
      }
    }
    #expect(format.defaultInterpolation == (format == .lottie ? .bezier : .linear))
  }

  /// Each writer's text is the registry's text: JSON and Web Animations end with a newline
  /// the writers leave to their callers.
  @Test("The registry writes what the writers write")
  func writers() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 2.0, tolerance: 1e-3)
    let settings = KeyframeFormat.Settings(to: 2, template: "opacity: {value}")
    #expect(
      try KeyframeFormat.json.write(keyframes, settings: settings).text
        == KeyframeJSONWriter(style: .pretty).string(for: keyframes) + "\n")
    #expect(
      try KeyframeFormat.csv.write(keyframes, settings: settings).text
        == KeyframeCSVWriter().string(for: keyframes))
    let css = try CSSSpringStylesheet(
      keyframes: keyframes, from: 0, to: 2, writer: CSSKeyframesWriter(template: "opacity: {value}")
    )
    let written = try KeyframeFormat.css.write(keyframes, settings: settings)
    #expect(written.text == css.text)
    #expect(written.cssOmission == nil)
    #expect(
      try KeyframeFormat.webAnimations.write(keyframes, settings: settings).text
        == WebAnimationsKeyframesWriter(template: "opacity: {value}").string(for: keyframes) + "\n")
  }

  /// With no travel CSS leaves out `linear()`, and says so.
  @Test("CSS says when it leaves out linear()")
  func cssOmission() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 1.0, toValue: 1.0, initialVelocity: 2, tolerance: 1e-3)
    let written = try KeyframeFormat.css.write(keyframes, settings: .init(from: 1, to: 1))
    #expect(written.cssOmission == .noTravel)
  }

  /// Templates: only CSS and Web Animations take one, Web Animations also needs a property
  /// name, and a template without a placeholder is refused by both.
  @Test("Templates are checked by the format that takes them")
  func templates() {
    #expect(KeyframeFormat.allCases.filter(\.takesTemplate) == [.css, .webAnimations])
    #expect(throws: Never.self) { try KeyframeFormat.css.validateTemplate("opacity: {value}") }
    #expect(throws: Never.self) {
      try KeyframeFormat.webAnimations.validateTemplate("opacity: {value}")
    }
    #expect(throws: KeyframeFormatError.malformedTemplate("opacity")) {
      try KeyframeFormat.css.validateTemplate("opacity")
    }
    #expect(throws: KeyframeFormatError.self) {
      try KeyframeFormat.webAnimations.validateTemplate("{value}")
    }
    #expect(throws: KeyframeFormatError.noTemplate(format: "json")) {
      try KeyframeFormat.json.validateTemplate("opacity: {value}")
    }
  }
}
