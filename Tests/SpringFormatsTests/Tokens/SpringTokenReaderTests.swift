import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// Reading spring tokens: the three parametrisations against SwiftUI's formulas written out
/// independently, both duration forms, inherited types, aliases and pass-through.
@Suite("Spring tokens: reading")
struct SpringTokenReaderTests {
  /// Reads a file from its text.
  static func read(_ text: String) throws(SpringTokenError) -> SpringTokenFile {
    try SpringTokenFile(bytes: Array(text.utf8))
  }

  /// The spring of the only token in a file with one spring token at `t`.
  static func spring(_ value: String) throws -> Spring {
    let file = try read(#"{"t": {"$type": "spring", "$value": "# + value + "}}")
    return try #require(file.springs.first).spring
  }

  /// SwiftUI's duration/bounce mapping, analytic and independent of SpringKit's code:
  /// ω = 2π/duration, ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below (SpringKit's
  /// `Spring(duration:bounce:)` doc comment states the same), mass 1, k = ω², c = 2ζω.
  static func swiftUI(duration: Double, bounce: Double) -> (stiffness: Double, damping: Double) {
    let omega = 2 * Double.pi / duration
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return (omega * omega, 2 * zeta * omega)
  }

  @Test(
    "duration/bounce follows SwiftUI's formulas, negative bounce included",
    arguments: [(0.5, 0.3), (0.5, 0.0), (1.2, -0.5), (0.35, 0.9), (0.8, -0.9), (2, 1)])
  func durationBounce(duration: Double, bounce: Double) throws {
    let spring = try Self.spring(
      #"{"duration": {"value": \#(duration), "unit": "s"}, "bounce": \#(bounce)}"#)
    let expected = Self.swiftUI(duration: duration, bounce: bounce)
    // The same few operations in another order: a few ulps apart.
    #expect(isClose(spring.stiffness, expected.stiffness, relative: 1e-14))
    #expect(isClose(spring.damping, expected.damping, absolute: 1e-14, relative: 1e-14))
    #expect(spring.mass == 1)
  }

  @Test("stiffness/damping/mass, mass 1 when left out")
  func physical() throws {
    let spring = try Self.spring(#"{"stiffness": 300, "damping": 12, "mass": 2}"#)
    #expect(spring.stiffness == 300 && spring.damping == 12 && spring.mass == 2)
    #expect(try Self.spring(#"{"stiffness": 170, "damping": 26}"#).mass == 1)
  }

  @Test("response/dampingRatio: k = (2π/response)², c = 4πζ/response")
  func response() throws {
    let spring = try Self.spring(#"{"response": "400ms", "dampingRatio": 0.7}"#)
    let omega = 2 * Double.pi / 0.4
    #expect(isClose(spring.stiffness, omega * omega, relative: 1e-14))
    #expect(isClose(spring.damping, 2 * 0.7 * omega, relative: 1e-14))
  }

  @Test(
    "Every duration form reads as the same seconds",
    arguments: [
      #"{"value": 500, "unit": "ms"}"#, #"{"value": 0.5, "unit": "s"}"#, #""500ms""#,
      #""0.5s""#, #""5e2ms""#,
    ])
  func durations(form: String) throws {
    let spring = try Self.spring(#"{"duration": "# + form + #", "bounce": 0.2}"#)
    let expected = try Spring(duration: 0.5, bounce: 0.2)
    #expect(isClose(spring.naturalFrequency, expected.naturalFrequency, relative: 1e-15))
    #expect(isClose(spring.dampingRatio, expected.dampingRatio, relative: 1e-15))
  }

  @Test("A group's $type is inherited; a token's own $type wins")
  func inheritedType() throws {
    let file = try Self.read(
      #"""
      {"motion": {"$type": "spring",
        "a": {"$value": {"stiffness": 100, "damping": 10}},
        "inner": {"b": {"$value": {"stiffness": 200, "damping": 10}}},
        "c": {"$type": "number", "$value": 4}}}
      """#)
    #expect(file.springs.map(\.name) == ["motion.a", "motion.inner.b"])
    #expect(file.otherTokens.map { $0.path.joined(separator: ".") } == ["motion.c"])
  }

  @Test("Aliases resolve for a whole $value and inside its members, through chains")
  func aliases() throws {
    let file = try Self.read(
      #"""
      {"base": {"$type": "spring",
                "$value": {"duration": "{time.medium}", "bounce": "{amount.bounce}"}},
       "copy": {"$value": "{base}"},
       "copyOfCopy": {"$type": "spring", "$value": "{copy}"},
       "time": {"medium": {"$type": "duration", "$value": {"value": 600, "unit": "ms"}}},
       "amount": {"bounce": {"$type": "number", "$value": "{amount.raw}"},
                  "raw": {"$type": "number", "$value": 0.25}}}
      """#)
    let expected = try Spring(duration: 0.6, bounce: 0.25)
    #expect(file.springs.map(\.name) == ["base", "copy", "copyOfCopy"])
    for token in file.springs {
      #expect(isClose(token.spring.stiffness, expected.stiffness, relative: 1e-15))
      #expect(isClose(token.spring.damping, expected.damping, relative: 1e-15))
    }
    // The duration and number tokens pass through.
    #expect(file.otherTokens.count == 3)
  }

  /// A node written back with its member order and number texts, positions dropped: the
  /// text as read, without the whitespace.
  static func text(_ node: JSONNode) -> String {
    switch node.value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(_, let text): text
    case .string(let text): "\"" + text + "\""
    case .array(let elements): "[" + elements.map(text).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { "\"\($0.key)\":" + text($0.node) }.joined(separator: ",") + "}"
    }
  }

  @Test("Unknown $types pass through: the reader keeps their nodes as read")
  func passThrough() throws {
    let unknown = ##"{"$type": "shadow", "$value": {"x": 1.50, "colour": "#000"}, "z": [1e0]}"##
    let text =
      #"{"s": {"$type": "spring", "$value": {"stiffness": 1, "damping": 0}}, "u": "#
      + unknown + "}"
    let file = try Self.read(text)
    let other = try #require(file.otherTokens.first)
    #expect(other.type == "shadow")
    // Member order and number texts ("1.50", "1e0") are the ones written.
    let alone = try JSONReader.parse(Array(unknown.utf8))
    #expect(Self.text(other.node) == Self.text(alone))
    #expect(
      Self.text(alone) == ##"{"$type":"shadow","$value":{"x":1.50,"colour":"#000"},"z":[1e0]}"##)
    #expect(file.document["u"] == other.node)
  }
}
