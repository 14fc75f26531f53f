import SpringFormats
import SpringKit
import Testing

/// Bad spring tokens: each throws the rule it breaks at the JSON path of the member.
@Suite("Spring tokens: errors")
struct SpringTokenErrorTests {
  /// A file, the path and the rule.
  static let cases: [(text: String, path: String, rule: SpringTokenError.Rule)] = [
    (
      #"{"m": {"b": {"$type": "spring", "$value": {"duration": "1s", "bounce": 0, "stiffness": 9}}}}"#,
      "m.b.$value", .twoParametrisations(["duration/bounce", "stiffness/damping/mass"])
    ),
    (
      #"{"m": {"b": {"$type": "spring", "$value": {"stiffness": "9", "damping": 1}}}}"#,
      "m.b.$value.stiffness", .notANumber(found: "a string")
    ),
    (
      #"{"b": {"$type": "spring", "$value": {"duration": "{nowhere.x}", "bounce": 0}}}"#,
      "b.$value.duration", .aliasToNothing("nowhere.x")
    ),
    (
      #"{"a": {"$type": "spring", "$value": "{b}"}, "b": {"$value": "{a}"}}"#,
      "a.$value", .aliasCycle(["b", "a", "b"])
    ),
    (
      #"{"b": {"$type": "spring", "$value": {"duration": {"value": 5, "unit": "min"}, "bounce": 0}}}"#,
      "b.$value.duration.unit", .badUnit("min")
    ),
    (
      #"{"b": {"$type": "spring", "$value": {"duration": "500px", "bounce": 0}}}"#,
      "b.$value.duration", .badUnit("px")
    ),
    (
      #"{"b": {"$type": "spring", "$value": {"duration": 500, "bounce": 0}}}"#,
      "b.$value.duration", .badDuration("a number")
    ),
    (
      #"{"b": {"$type": "spring", "$value": {"bounce": 0}}}"#,
      "b.$value", .missingMember("duration")
    ),
    (
      #"{"b": {"$type": "spring", "$value": {"stifness": 1, "damping": 0}}}"#,
      "b.$value.stifness", .unknownMember("stifness")
    ),
    (#"{"b": {"$type": "spring", "$value": {}}}"#, "b.$value", .noParametrisation),
    (#"{"b": {"$type": "spring", "$value": 3}}"#, "b.$value", .notAnObject(found: "a number")),
    ("[1]", "", .notAnObject(found: "an array")),
  ]

  @Test("Each bad token names its JSON path and rule", arguments: cases.indices)
  func rule(index: Int) {
    let (text, path, rule) = Self.cases[index]
    #expect(throws: SpringTokenError(path: path, rule: rule)) {
      try SpringTokenFile(bytes: Array(text.utf8))
    }
  }

  @Test("A value SpringKit refuses is placed at its member")
  func invalidSpring() throws {
    let text = #"{"b": {"$type": "spring", "$value": {"duration": "-1s", "bounce": 0}}}"#
    let error = try #require(throws: SpringTokenError.self) {
      try SpringTokenFile(bytes: Array(text.utf8))
    }
    #expect(error.path == "b.$value.duration")
    guard case .invalidSpring(let springError) = error.rule else {
      Issue.record("\(error.rule)")
      return
    }
    #expect(springError.parameter == "duration")
  }

  @Test("Messages name the path and the rule")
  func messages() {
    let error = SpringTokenError(
      path: "motion.bouncy.$value",
      rule: .twoParametrisations(["duration/bounce", "response/dampingRatio"]))
    #expect(
      error.description
        == "'motion.bouncy.$value' holds two parametrisations at once (duration/bounce and "
        + "response/dampingRatio): give exactly one of duration/bounce, stiffness/damping/mass, "
        + "response/dampingRatio")
  }
}
