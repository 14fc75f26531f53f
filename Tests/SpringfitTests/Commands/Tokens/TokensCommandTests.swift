import ArgumentParsing
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit tokens` and `convert --format token`, end to end in-process.
@Suite("springfit tokens")
struct TokensCommandTests {
  /// One spring token in each parametrisation (durations in both forms), an alias, and a
  /// colour token that is skipped.
  static let file = #"""
    {"motion": {"$type": "spring",
      "bouncy": {"$value": {"duration": {"value": 500, "unit": "ms"}, "bounce": 0.3}},
      "creep": {"$value": {"duration": "0.8s", "bounce": -0.4}},
      "heavy": {"$value": {"stiffness": 300, "damping": 12, "mass": 2}},
      "gentle": {"$value": {"response": "350ms", "dampingRatio": 0.85}},
      "base": {"$value": "{motion.gentle}"}},
     "brand": {"$type": "color", "$value": "#ff0000"}}
    """#

  /// The `--spring` dialect of each member of `equivalents` (as ConvertCommandTests).
  static let dialects = ConvertCommandTests.dialects

  @Test("Every exact ecosystem's parameters, fed back through --spring, give each token's spring")
  func roundTrip() throws {
    let run = Invocation(["tokens", "-", "--format", "json"], input: Self.file)
    try #require(run.status == 0, "\(run.errors)")
    let document = try #require(JSONTree.parse(run.output).members)
    let springs = try SpringTokenFile(bytes: Array(Self.file.utf8)).springs
    #expect(Set(document.keys) == Set(springs.map(\.name)))
    for token in springs {
      let original = token.spring
      let equivalents = try #require(document[token.name]?["equivalents"]?.members)
      #expect(Set(equivalents.keys) == Set(Self.dialects.keys))
      for (key, equivalent) in equivalents {
        let dialect = try #require(Self.dialects[key])
        let members = try #require(equivalent.members)
        guard let deviation = members["deviation"]?.number, deviation <= 1e-9 else { continue }
        let parameters = members.compactMapValues(\.number).filter { $0.key != "deviation" }
        for form in SpringSpec.forms where form.dialect == dialect && !form.keys.isEmpty {
          let keys = form.keys.map(\.name).filter { parameters[$0] != nil }
          guard !keys.isEmpty, form.accepts(Set(keys)) else { continue }
          let spec =
            dialect + ":"
            + keys.map { "\($0)=\(NumberText.roundTrip(parameters[$0] ?? .nan))" }
            .joined(separator: ",")
          let spring = try SpringSpec.parse(spec).spring
          // 1e-12: the parameters travel as shortest round-trip text and the inverse
          // conversions round a few times (the Origami formulas of POP and Rebound most).
          #expect(
            isClose(spring.naturalFrequency, original.naturalFrequency, relative: 1e-12),
            "\(token.name) \(spec)")
          #expect(
            abs(spring.dampingRatio - original.dampingRatio)
              <= 1e-12 * max(1, original.dampingRatio), "\(token.name) \(spec)")
        }
      }
    }
  }

  @Test("--format css writes the custom properties, named from the token paths")
  func css() {
    let run = Invocation(["tokens", "-", "--format", "css"], input: Self.file)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n").map(String.init)
    for name in ["bouncy", "creep", "heavy", "gentle", "base"] {
      #expect(lines.contains { $0.hasPrefix("  --motion-\(name)-easing: linear(0, ") })
      #expect(lines.contains { $0.hasPrefix("  --motion-\(name)-duration: ") })
      #expect(lines.contains { $0.hasPrefix("  --motion-\(name)-cubic-bezier: cubic-bezier(") })
    }
    #expect(!run.output.contains("brand"))
  }

  @Test("convert --format token writes a token file that tokens reads back to the spring")
  func convertToken() throws {
    let written = Invocation([
      "convert", "--duration", "0.6", "--bounce", "-0.3", "--format", "token",
    ])
    try #require(written.status == 0, "\(written.errors)")
    let file = try SpringTokenFile(bytes: Array(written.output.utf8))
    let token = try #require(file.springs.first)
    let expected = try Spring(duration: 0.6, bounce: -0.3)
    #expect(token.name == "spring" && token.form == .durationBounce)
    #expect(isClose(token.spring.naturalFrequency, expected.naturalFrequency, relative: 1e-12))
    #expect(isClose(token.spring.dampingRatio, expected.dampingRatio, relative: 1e-12))
    #expect(written.output.contains(#""org.springkit""#))
  }
}
